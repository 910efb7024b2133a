// A booked name matches a credit when both read the same in the airline's form (case, spaces,
// accents, hyphens aside): the credit keeps the name as booked, SURNAME/GIVEN NAMES.
import { toAirlineName } from "../air/airline-name";

const airlineForm = (surname: string, givenName: string) =>
  toAirlineName({ surname, givenName, passengerType: "ADT" }).text;

/**
 * A passenger block's credits: those booked in the typed name, and those linked to the directory
 * traveller chosen for the block (`travellerId`) however they were spelt when booked.
 */
export function creditsForTraveller<
  C extends { travellerName: string; travellerId: string | null },
>(
  credits: readonly C[],
  name: { surname: string; givenName: string },
  travellerId: string | null | undefined,
): C[] {
  const named = new Set(creditsForName(credits, name));
  return credits.filter((c) => named.has(c) || (!!travellerId && c.travellerId === travellerId));
}

export function creditsForName<C extends { travellerName: string }>(
  credits: readonly C[],
  name: { surname: string; givenName: string },
): C[] {
  const typed = airlineForm(name.surname, name.givenName);
  if (!typed) return [];
  return credits.filter((c) => {
    const [surname = "", ...given] = c.travellerName.split("/");
    return airlineForm(surname, given.join(" ")) === typed;
  });
}

// A booked name matches a credit when both read the same in the airline's form (case, spaces,
// accents, hyphens aside): the credit keeps the name as booked, SURNAME/GIVEN NAMES.
import { toAirlineName } from "../air/airline-name";

const airlineForm = (surname: string, givenName: string) =>
  toAirlineName({ surname, givenName, passengerType: "ADT" }).text;

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

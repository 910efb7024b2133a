// The directory on the passenger form (docs/decisions/0101-traveller-directory.md): a saved
// traveller fills one block (name, birth date, document, the frequent-flyer number of the
// validating airline), and after booking the travellers typed by hand can be saved, one action per
// traveller, never silently.
import type { SignedIn } from "~/auth/guard.server";
import { database } from "~/db/database.server";
import { markTravellersUsed } from "~/db/travellers.server";
import { nameTitles } from "~/domain/code-tables";
import type { PassengerDraft } from "~/forms/air-passengers";
import { log } from "~/log.server";
import type { AirFlow } from "~/session/flow.server";
import { fromListEntry, travellersOf } from "../air-book.server";
import {
  DirectoryOff,
  findTravellersForForm,
  getTraveller,
  saveTravellerFrom,
} from "./directory.server";
import { directoryKeys } from "./keys.server";

/**
 * The airline whose frequent-flyer number fills the block: the first flight's marketing airline
 * (the back office's fare names no validating carrier of its own).
 */
export function validatingAirlineOf(flow: AirFlow): string {
  return flow.review?.airLowFare.airOptions[0]?.airFlightSegments[0]?.airlineCode ?? "";
}

/** The passenger form's panel: the directory's state and up to 10 travellers by name. */
export async function savedTravellersFor(ctx: SignedIn, query: string) {
  const keys = directoryKeys();
  if (!keys.on) return { off: keys.reason, entries: [] };
  return { off: null, entries: await findTravellersForForm(ctx.user.companyCode, query) };
}

/** Block `index` filled from the directory's traveller `id`; undefined if the company has none. */
export async function passengerFromDirectory(
  ctx: SignedIn,
  flow: AirFlow,
  id: string,
  index: number,
): Promise<PassengerDraft | undefined> {
  const block = travellersOf(flow)[index];
  if (!block) return undefined;
  const t = await getTraveller(ctx.user.companyCode, id);
  if (!t) return undefined;
  const doc = t.documents.find((d) => d.type === "PP") ?? t.documents[0];
  const airline = validatingAirlineOf(flow);
  const ff = t.frequentFlyer.find((f) => f.airline === airline);
  const filled = fromListEntry(
    {
      surname: t.surname,
      givenName: t.givenNames,
      birthDate: t.birthDate,
      docId: doc?.number ?? "",
      docExpiry: doc?.expiry ?? "",
      nationality: t.nationality || doc?.issuingCountry || "",
      emails: t.email ? [t.email] : undefined,
      ffMembership: ff?.airline ?? "",
      ffNumber: ff?.number ?? "",
    },
    block,
    ctx.user,
  );
  const title = (nameTitles as readonly string[]).includes(t.title)
    ? (t.title as (typeof nameTitles)[number])
    : undefined;
  return { ...filled, nameTitle: title };
}

/** After a booking: its travellers that came from the directory count as used (retention). */
export async function markBookedTravellers(ctx: SignedIn, flow: AirFlow): Promise<void> {
  const ids = (flow.directoryIds ?? []).filter((id): id is string => !!id);
  if (!ids.length || !directoryKeys().on) return;
  try {
    await markTravellersUsed(await database(), ctx.user.companyCode, ids, new Date());
  } catch (error) {
    // The booking is made; a missed mark only shortens a traveller's retention.
    log().warn({ error: String(error) }, "travellers not marked as used");
  }
}

/** The booked travellers typed by hand (not chosen from the directory), offered for saving. */
export function handTypedTravellers(flow: AirFlow, bookingId: string) {
  if (flow.booked !== bookingId || !directoryKeys().on) return [];
  return (flow.draft ?? [])
    .map((p, index) => ({ index, name: `${p.surname}/${p.givenName}`, p }))
    .filter(({ index, p }) => !flow.directoryIds?.[index] && p.surname)
    .map(({ index, name }) => ({ index, name }));
}

/** Saves one booked traveller (the server's copy, never the browser's) to the directory. */
export async function saveBookedTraveller(
  ctx: SignedIn,
  flow: AirFlow,
  index: number,
): Promise<{ id: string; name: string } | undefined> {
  const p = flow.draft?.[index];
  if (!flow.booked || !p || flow.directoryIds?.[index]) return undefined;
  try {
    const saved = await saveTravellerFrom(ctx.user, {
      travellerId: "",
      nameTitle: p.nameTitle ?? "",
      surname: p.surname,
      givenNames: p.givenName,
      birthDate: p.birthDate,
      gender: "",
      nationality: p.nationality,
      email: p.emails[0] ?? "",
      telephone: p.phones[0] ? `+${p.phones[0].countryAccessCode} ${p.phones[0].phoneNumber}` : "",
      documents: p.docId
        ? [
            {
              id: "",
              type: "PP",
              number: p.docId,
              issuingCountry: p.nationality,
              expiry: p.docExpiry,
            },
          ]
        : [],
      frequentFlyer:
        p.ffMembership && p.ffNumber ? [{ airline: p.ffMembership, number: p.ffNumber }] : [],
      mealPreference: "",
      seatPreference: "",
      notes: "",
    });
    return saved === "notFound" ? undefined : { id: saved.id, name: `${p.surname}/${p.givenName}` };
  } catch (error) {
    if (error instanceof DirectoryOff) return undefined;
    throw error;
  }
}

// "The booked name differs from the directory's" (docs/decisions/0101-traveller-directory.md):
// a booked traveller is the directory's traveller holding the same document number; when the two
// names differ in the airline's form, booking details warn. Only the portal's database is read
// (no back-office call); only documents with the same last 4 are opened.
import { database } from "~/db/database.server";
import { isDatabaseFailure } from "~/db/failure";
import { documentsEndingIn } from "~/db/travellers.server";
import { bookedNameDiffers } from "~/domain/air/airline-name";
import { log } from "~/log.server";
import { open } from "./crypto.server";
import { documentBinding, displayName } from "./directory.server";
import { directoryKeys } from "./keys.server";

export type BookedTraveller = {
  refIndex: number;
  surname: string;
  givenName: string;
  documents: { id: string }[];
};

export type BookedNameDiffers = {
  refIndex: number;
  /** SURNAME/GIVEN NAME as booked. */
  name: string;
  /** The directory's name for the same document. */
  kept: string;
  travellerId: string;
};

const bare = (number: string) => number.replace(/[^0-9A-Za-z]/g, "").toUpperCase();

/** The booked travellers whose name is not the directory's for the same document. */
export async function bookedNamesDiffering(
  companyCode: string,
  booked: readonly BookedTraveller[],
): Promise<BookedNameDiffers[]> {
  const keys = directoryKeys();
  if (!keys.on) return [];
  const numbers = booked.flatMap((b) => b.documents.map((d) => bare(d.id))).filter(Boolean);
  const last4s = [...new Set(numbers.map((n) => n.slice(-4)))];
  let candidates: Awaited<ReturnType<typeof documentsEndingIn>>;
  try {
    candidates = await documentsEndingIn(await database(), companyCode, last4s);
  } catch (error) {
    if (!isDatabaseFailure(error)) throw error;
    log().warn(
      { operation: error.operation, table: error.table, code: error.code },
      "directory names not compared",
    );
    return [];
  }
  const holders = new Map<string, (typeof candidates)[number]>();
  for (const c of candidates) {
    try {
      holders.set(bare(open(keys.ring, c.numberSealed, documentBinding(c.documentId))), c);
    } catch {
      // A value under a key no longer held: nothing to compare with.
    }
  }
  return booked.flatMap((b) => {
    const holder = b.documents.map((d) => holders.get(bare(d.id))).find(Boolean);
    if (!holder) return [];
    const kept = { surname: holder.surname, givenName: holder.givenNames };
    if (!bookedNameDiffers({ surname: b.surname, givenName: b.givenName }, kept)) return [];
    return [
      {
        refIndex: b.refIndex,
        name: `${b.surname}/${b.givenName}`,
        kept: displayName({ ...holder, title: "" }),
        travellerId: holder.travellerId,
      },
    ];
  });
}

// "The booked name differs from the directory's" (docs/decisions/0101-traveller-directory.md):
// a booked traveller is the directory's traveller holding the same document number; when the two
// names differ in the airline's form, booking details warn. Only the portal's database is read
// (no back-office call); only documents with the same last 4 are opened.
import { database } from "~/db/database.server";
import { isDatabaseFailure } from "~/db/failure";
import { documentsEndingIn, travellersNamed } from "~/db/travellers.server";
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

type Holder = Awaited<ReturnType<typeof documentsEndingIn>>[number];

/** The company's directory documents holding these numbers, by bare number. */
async function holdersOf(
  companyCode: string,
  booked: readonly BookedTraveller[],
): Promise<Map<string, Holder>> {
  const keys = directoryKeys();
  const holders = new Map<string, Holder>();
  if (!keys.on) return holders;
  const numbers = booked.flatMap((b) => b.documents.map((d) => bare(d.id))).filter(Boolean);
  const last4s = [...new Set(numbers.map((n) => n.slice(-4)))];
  let candidates: Awaited<ReturnType<typeof documentsEndingIn>>;
  try {
    candidates = await documentsEndingIn(await database(), companyCode, last4s);
  } catch (error) {
    if (!isDatabaseFailure(error)) throw error;
    log().warn(
      { operation: error.operation, table: error.table, code: error.code },
      "directory documents not read",
    );
    return holders;
  }
  for (const c of candidates) {
    try {
      holders.set(bare(open(keys.ring, c.numberSealed, documentBinding(c.documentId))), c);
    } catch {
      // A value under a key no longer held: nothing to compare with.
    }
  }
  return holders;
}

/** The booked travellers whose name is not the directory's for the same document. */
export async function bookedNamesDiffering(
  companyCode: string,
  booked: readonly BookedTraveller[],
): Promise<BookedNameDiffers[]> {
  const holders = await holdersOf(companyCode, booked);
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

/**
 * The directory's traveller each booked traveller is (by refIndex): the holder of his document,
 * else the one traveller of the company with the same name in the airline's form.
 */
export async function directoryTravellersOf(
  companyCode: string,
  booked: readonly BookedTraveller[],
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (!booked.length || !directoryKeys().on) return found;
  const holders = await holdersOf(companyCode, booked);
  for (const b of booked) {
    const holder = b.documents.map((d) => holders.get(bare(d.id))).find(Boolean);
    if (holder) {
      found.set(b.refIndex, holder.travellerId);
      continue;
    }
    let named: Awaited<ReturnType<typeof travellersNamed>> = [];
    try {
      named = await travellersNamed(await database(), companyCode, b.surname.slice(0, 2));
    } catch (error) {
      if (!isDatabaseFailure(error)) throw error;
      return found;
    }
    const same = named.filter(
      (t) =>
        !bookedNameDiffers(
          { surname: b.surname, givenName: b.givenName },
          { surname: t.surname, givenName: t.givenNames },
        ),
    );
    if (same.length === 1) found.set(b.refIndex, same[0]!.id);
  }
  return found;
}

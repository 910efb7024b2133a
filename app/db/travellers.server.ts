// The traveller directory's queries (docs/decisions/0101-traveller-directory.md). Every read and
// write names the company: no query here reaches another company's travellers. Sealed values pass
// through untouched; sealing and opening happen in services/travellers/.
import { and, asc, count, eq, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "./database.server";
import { guarded } from "./failure";
import {
  travellerDocuments,
  travellers,
  type TravellerDocumentRow,
  type TravellerRow,
} from "./schema";

export type TravellerWithDocuments = TravellerRow & { documents: TravellerDocumentRow[] };

const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The list's order: the index travellers_company_name_c walks it (see app/db/schema.ts). */
const byName = sql`search_name collate "C", id`;

/**
 * The searches matching `query`: a prefix of the surname ("surname given names") or of the given
 * names, of the e-mail, or a document's last 4 characters. Each branch reads at most `limit` ids
 * from an index (in the list's order where the planner finds it cheaper), so no branch reads
 * all the matches of a common name nor the company's other travellers (bench/travellers.ts).
 */
function searchBranches(companyCode: string, query: string, by: SearchBy, limit: number): SQL[] {
  const q = query.trim().toLowerCase();
  const prefix = `${likeText(q)}%`;
  // Ordered even for the count: the planner then reads the index, not the table.
  const tail = sql` order by ${byName} limit ${limit}`;
  const of = (where: SQL) =>
    sql`(select id, search_name from ${travellers} where company_code = ${companyCode} and ${where}${tail})`;
  const branches = [
    of(sql`(search_name collate "C") like ${prefix}`),
    of(sql`search_given like ${prefix}`),
  ];
  if (by === "all") branches.push(of(sql`email like ${prefix}`));
  if (by === "all" && q.length === 4)
    branches.push(
      sql`(select t.id, t.search_name from ${travellerDocuments} d join ${travellers} t on t.id = d.traveller_id where d.company_code = ${companyCode} and t.company_code = ${companyCode} and d.number_last4 = ${q.toUpperCase()} order by t.search_name collate "C", t.id limit ${limit})`,
    );
  return branches;
}

/** The directory counts at most this many matches; beyond, it says "more than". */
export const TRAVELLER_COUNT_CAP = 1000;

/** "name": names only (viewers, the passenger form's look-up). */
export type SearchBy = "all" | "name";

const rowsOf = (result: unknown) =>
  (result as { rows?: Record<string, unknown>[] }).rows ?? (result as Record<string, unknown>[]);

/**
 * A search's two queries: the page's rows and the capped count of matches (bench/travellers.ts
 * explains them).
 */
export function travellerSearchQueries(
  db: Database,
  companyCode: string,
  query: string,
  offset: number,
  limit: number,
  by: SearchBy = "all",
) {
  const page = sql.join(searchBranches(companyCode, query, by, offset + limit), sql` union `);
  const all = sql.join(
    searchBranches(companyCode, query, by, TRAVELLER_COUNT_CAP + 1),
    sql` union `,
  );
  return {
    rows: db
      .select()
      .from(travellers)
      .where(
        and(
          eq(travellers.companyCode, companyCode),
          sql`${travellers.id} in (select id from (${page}) m order by ${byName} offset ${offset} limit ${limit})`,
        ),
      )
      .orderBy(byName),
    count: sql`select count(*)::int as total from (${all}) m`,
  };
}

/** One page of the company's travellers matching `query`, by name, and how many match. */
export async function travellerPage(
  db: Database,
  companyCode: string,
  query: string,
  offset: number,
  limit: number,
  by: SearchBy = "all",
): Promise<{ rows: TravellerWithDocuments[]; total: number; more: boolean }> {
  const company = eq(travellers.companyCode, companyCode);
  if (!query.trim()) {
    const [rows, [{ total }]] = await Promise.all([
      guarded("select", "travellers", () =>
        db.select().from(travellers).where(company).orderBy(byName).offset(offset).limit(limit),
      ),
      guarded("select", "travellers", () =>
        db.select({ total: count() }).from(
          db
            .select({ one: sql`1` })
            .from(travellers)
            .where(company)
            .limit(TRAVELLER_COUNT_CAP + 1)
            .as("matching"),
        ),
      ),
    ]);
    return pageOf(db, companyCode, rows, total);
  }
  const search = travellerSearchQueries(db, companyCode, query, offset, limit, by);
  const [rows, counted] = await Promise.all([
    guarded("select", "travellers", () => search.rows),
    guarded("select", "travellers", () => db.execute(search.count)),
  ]);
  return pageOf(db, companyCode, rows, Number(rowsOf(counted)[0]?.total ?? 0));
}

async function pageOf(db: Database, companyCode: string, rows: TravellerRow[], total: number) {
  return {
    rows: await withDocuments(db, companyCode, rows),
    total: Math.min(total, TRAVELLER_COUNT_CAP),
    more: total > TRAVELLER_COUNT_CAP,
  };
}

async function withDocuments(
  db: Database,
  companyCode: string,
  rows: TravellerRow[],
): Promise<TravellerWithDocuments[]> {
  if (!rows.length) return [];
  const docs = await guarded("select", "traveller_documents", () =>
    db
      .select()
      .from(travellerDocuments)
      .where(
        and(
          eq(travellerDocuments.companyCode, companyCode),
          inArray(
            travellerDocuments.travellerId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(travellerDocuments.position)),
  );
  return rows.map((r) => ({ ...r, documents: docs.filter((d) => d.travellerId === r.id) }));
}

export async function travellerOf(
  db: Database,
  companyCode: string,
  id: string,
): Promise<TravellerWithDocuments | undefined> {
  const rows = await guarded("select", "travellers", () =>
    db
      .select()
      .from(travellers)
      .where(and(eq(travellers.companyCode, companyCode), eq(travellers.id, id)))
      .limit(1),
  );
  return (await withDocuments(db, companyCode, rows))[0];
}

type NewTraveller = typeof travellers.$inferInsert;
type NewDocument = typeof travellerDocuments.$inferInsert;

/** Writes a traveller and his documents (new, or replacing the stored ones); false: not his. */
export async function saveTraveller(
  db: Database,
  row: NewTraveller,
  documents: NewDocument[],
  isNew: boolean,
): Promise<boolean> {
  return guarded(isNew ? "insert" : "update", "travellers", () =>
    db.transaction(async (tx) => {
      if (isNew) await tx.insert(travellers).values(row);
      else {
        const { id, companyCode, createdAt: _created, lastUsedAt: _used, ...fields } = row;
        const changed = await tx
          .update(travellers)
          .set(fields)
          .where(and(eq(travellers.id, id), eq(travellers.companyCode, companyCode)))
          .returning({ id: travellers.id });
        if (!changed.length) return false;
        await tx
          .delete(travellerDocuments)
          .where(
            and(
              eq(travellerDocuments.travellerId, id),
              eq(travellerDocuments.companyCode, companyCode),
            ),
          );
      }
      if (documents.length) await tx.insert(travellerDocuments).values(documents);
      return true;
    }),
  );
}

/** Deletes some of the company's travellers (documents go with them); returns the ids gone. */
export async function deleteTravellers(
  db: Database,
  companyCode: string,
  ids: string[],
): Promise<string[]> {
  if (!ids.length) return [];
  const gone = await guarded("delete", "travellers", () =>
    db
      .delete(travellers)
      .where(and(eq(travellers.companyCode, companyCode), inArray(travellers.id, ids)))
      .returning({ id: travellers.id }),
  );
  return gone.map((g) => g.id);
}

/** Booked with: the retention counts from now. */
export async function markTravellersUsed(
  db: Database,
  companyCode: string,
  ids: string[],
  at: Date,
): Promise<void> {
  if (!ids.length) return;
  await guarded("update", "travellers", () =>
    db
      .update(travellers)
      .set({ lastUsedAt: at })
      .where(and(eq(travellers.companyCode, companyCode), inArray(travellers.id, ids))),
  );
}

/** Travellers of any company not booked since `before` (nor created since, if never booked). */
export function staleTravellers(db: Database, before: Date, limit: number) {
  return guarded("select", "travellers", () =>
    db
      .select({ id: travellers.id, companyCode: travellers.companyCode })
      .from(travellers)
      .where(
        or(
          lt(travellers.lastUsedAt, before),
          and(isNull(travellers.lastUsedAt), lt(travellers.createdAt, before)),
        ),
      )
      .limit(limit),
  );
}

/** Sealed values not under `keyId`: the rekey script's next batch. */
export async function sealedNotUnder(db: Database, keyId: string, limit: number) {
  const prefix = `${likeText(keyId)}.%`;
  const [people, documents] = await Promise.all([
    guarded("select", "travellers", () =>
      db
        .select({ id: travellers.id, sealed: travellers.birthDateSealed })
        .from(travellers)
        .where(sql`${travellers.birthDateSealed} not like ${prefix}`)
        .limit(limit),
    ),
    guarded("select", "traveller_documents", () =>
      db
        .select({ id: travellerDocuments.id, sealed: travellerDocuments.numberSealed })
        .from(travellerDocuments)
        .where(sql`${travellerDocuments.numberSealed} not like ${prefix}`)
        .limit(limit),
    ),
  ]);
  return {
    people: people.filter((p): p is { id: string; sealed: string } => p.sealed !== null),
    documents,
  };
}

/**
 * Replaces a sealed value only if it is still the one read (an agent's edit in between wins: his
 * value is already under the current key). True if replaced.
 */
export async function replaceSealed(
  db: Database,
  kind: "birthDate" | "document",
  id: string,
  was: string,
  now: string,
): Promise<boolean> {
  const changed =
    kind === "birthDate"
      ? await guarded("update", "travellers", () =>
          db
            .update(travellers)
            .set({ birthDateSealed: now })
            .where(and(eq(travellers.id, id), eq(travellers.birthDateSealed, was)))
            .returning({ id: travellers.id }),
        )
      : await guarded("update", "traveller_documents", () =>
          db
            .update(travellerDocuments)
            .set({ numberSealed: now })
            .where(and(eq(travellerDocuments.id, id), eq(travellerDocuments.numberSealed, was)))
            .returning({ id: travellerDocuments.id }),
        );
  return changed.length === 1;
}

/** Many new travellers in one transaction (the import), in chunks the driver takes. */
export async function insertTravellers(
  db: Database,
  rows: NewTraveller[],
  documents: NewDocument[],
): Promise<void> {
  await guarded("insert", "travellers", () =>
    db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += 500)
        await tx.insert(travellers).values(rows.slice(i, i + 500));
      for (let i = 0; i < documents.length; i += 500)
        await tx.insert(travellerDocuments).values(documents.slice(i, i + 500));
    }),
  );
  // The embedded database has no autovacuum: without fresh statistics after a bulk import its
  // planner reads every traveller for a page (docs/decisions/0101-traveller-directory.md).
  await guarded("analyze", "travellers", () =>
    db.execute(sql`analyze ${travellers}, ${travellerDocuments}`),
  );
}

/** The company's documents ending in one of `last4s`, with their traveller's name. */
export function documentsEndingIn(db: Database, companyCode: string, last4s: string[]) {
  if (!last4s.length) return Promise.resolve([]);
  return guarded("select", "traveller_documents", () =>
    db
      .select({
        documentId: travellerDocuments.id,
        numberSealed: travellerDocuments.numberSealed,
        travellerId: travellers.id,
        surname: travellers.surname,
        givenNames: travellers.givenNames,
      })
      .from(travellerDocuments)
      .innerJoin(travellers, eq(travellers.id, travellerDocuments.travellerId))
      .where(
        and(
          eq(travellerDocuments.companyCode, companyCode),
          eq(travellers.companyCode, companyCode),
          inArray(travellerDocuments.numberLast4, last4s),
        ),
      )
      .limit(50),
  );
}

/** Up to 200 of the company's travellers whose "surname given names" starts with `prefix`. */
export function travellersNamed(db: Database, companyCode: string, prefix: string) {
  return guarded("select", "travellers", () =>
    db
      .select({ id: travellers.id, surname: travellers.surname, givenNames: travellers.givenNames })
      .from(travellers)
      .where(
        and(
          eq(travellers.companyCode, companyCode),
          sql`(search_name collate "C") like ${`${likeText(prefix.toLowerCase())}%`}`,
        ),
      )
      .orderBy(byName)
      .limit(200),
  );
}

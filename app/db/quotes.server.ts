// Reads and writes of quotes, their options and the company's fee rules (docs/quotes.md). Every
// query names the company: none reads or changes another company's quote. The one exception,
// `quoteForClient`, serves the client's public page after its signed link was checked.
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, gt, sql } from "drizzle-orm";
import { MAX_QUOTE_OPTIONS, type FeeRule } from "~/contracts/quote";
import type { Database } from "./database.server";
import { guarded } from "./failure";
import { feeRules, quoteOptions, quotes, type QuoteOptionRow, type QuoteRow } from "./schema";

export type NewQuote = Pick<
  QuoteRow,
  "createdBy" | "createdByName" | "search" | "searchQuery" | "route" | "departureDate"
>;
export type NewOption = Omit<
  QuoteOptionRow,
  "id" | "quoteId" | "companyCode" | "position" | "addedAt"
>;
export type QuoteChanges = Partial<
  Pick<
    QuoteRow,
    | "clientName"
    | "clientEmail"
    | "clientLanguage"
    | "note"
    | "validityHours"
    | "state"
    | "sentAt"
    | "expiresAt"
    | "chosenOptionId"
    | "clientMessage"
    | "chosenAt"
    | "bookingId"
    | "bookedAt"
  >
>;

export async function insertQuote(
  db: Database,
  companyCode: string,
  quote: NewQuote,
  now: Date,
): Promise<QuoteRow> {
  const [row] = await guarded("insert", "quotes", () =>
    db
      .insert(quotes)
      .values({ ...quote, id: randomUUID(), companyCode, createdAt: now, updatedAt: now })
      .returning(),
  );
  return row;
}

export async function quoteRow(db: Database, companyCode: string, id: string) {
  const [row] = await guarded("select", "quotes", () =>
    db
      .select()
      .from(quotes)
      .where(and(eq(quotes.companyCode, companyCode), eq(quotes.id, id))),
  );
  return row;
}

/** The client's page: the quote its signed link names (the link was checked by the caller). */
export async function quoteForClient(db: Database, id: string) {
  const [row] = await guarded("select", "quotes", () =>
    db.select().from(quotes).where(eq(quotes.id, id)),
  );
  return row;
}

export function optionRows(db: Database, companyCode: string, quoteId: string) {
  return guarded("select", "quote_options", () =>
    db
      .select()
      .from(quoteOptions)
      .where(and(eq(quoteOptions.companyCode, companyCode), eq(quoteOptions.quoteId, quoteId)))
      .orderBy(asc(quoteOptions.position)),
  );
}

/** One page of the company's quotes, newest first, with the number of options of each. */
export async function quotePage(db: Database, companyCode: string, offset: number, limit: number) {
  // Column names spelled out: inside the subquery drizzle's bare "id" would be the option's.
  const options = sql<number>`(select count(*)::int from quote_options o where o.quote_id = "quotes"."id")`;
  const [rows, [{ n }]] = await Promise.all([
    guarded("select", "quotes", () =>
      db
        .select({ quote: quotes, options })
        .from(quotes)
        .where(eq(quotes.companyCode, companyCode))
        .orderBy(desc(quotes.createdAt), desc(quotes.id))
        .offset(offset)
        .limit(limit),
    ),
    guarded("select", "quotes", () =>
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(quotes)
        .where(eq(quotes.companyCode, companyCode)),
    ),
  ]);
  return { rows, total: n };
}

/** Changes a quote; `onlyIn` limits the change to quotes in that state. Returns the row or undefined. */
export async function changeQuote(
  db: Database,
  companyCode: string,
  id: string,
  changes: QuoteChanges,
  now: Date,
  onlyIn?: QuoteRow["state"],
) {
  const [row] = await guarded("update", "quotes", () =>
    db
      .update(quotes)
      .set({ ...changes, updatedAt: now })
      .where(
        and(
          eq(quotes.companyCode, companyCode),
          eq(quotes.id, id),
          onlyIn ? eq(quotes.state, onlyIn) : undefined,
        ),
      )
      .returning(),
  );
  return row;
}

export type AddOutcome =
  { ok: true; option: QuoteOptionRow } | { ok: false; reason: "notFound" | "notDraft" | "full" };

/**
 * Adds an option at the end of a draft quote. The quote's row is locked for the count, so two
 * agents adding at once never make a sixth option.
 */
export function insertOption(
  db: Database,
  companyCode: string,
  quoteId: string,
  option: NewOption,
  now: Date,
): Promise<AddOutcome> {
  return guarded("insert", "quote_options", () =>
    db.transaction(async (tx) => {
      const [quote] = await tx
        .select({ state: quotes.state })
        .from(quotes)
        .where(and(eq(quotes.companyCode, companyCode), eq(quotes.id, quoteId)))
        .for("update");
      if (!quote) return { ok: false, reason: "notFound" } as const;
      if (quote.state !== "draft") return { ok: false, reason: "notDraft" } as const;
      const [{ n }] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(quoteOptions)
        .where(eq(quoteOptions.quoteId, quoteId));
      if (n >= MAX_QUOTE_OPTIONS) return { ok: false, reason: "full" } as const;
      const [row] = await tx
        .insert(quoteOptions)
        .values({
          ...option,
          id: randomUUID(),
          quoteId,
          companyCode,
          position: n + 1,
          addedAt: now,
        })
        .returning();
      await tx.update(quotes).set({ updatedAt: now }).where(eq(quotes.id, quoteId));
      return { ok: true, option: row } as const;
    }),
  );
}

/** Removes an option of a draft quote; the later ones move up. False: nothing removed. */
export function deleteOption(
  db: Database,
  companyCode: string,
  quoteId: string,
  optionId: string,
  now: Date,
): Promise<boolean> {
  return guarded("delete", "quote_options", () =>
    db.transaction(async (tx) => {
      const [quote] = await tx
        .select({ state: quotes.state })
        .from(quotes)
        .where(and(eq(quotes.companyCode, companyCode), eq(quotes.id, quoteId)))
        .for("update");
      if (quote?.state !== "draft") return false;
      const [gone] = await tx
        .delete(quoteOptions)
        .where(and(eq(quoteOptions.quoteId, quoteId), eq(quoteOptions.id, optionId)))
        .returning({ position: quoteOptions.position });
      if (!gone) return false;
      await tx
        .update(quoteOptions)
        .set({ position: sql`${quoteOptions.position} - 1` })
        .where(and(eq(quoteOptions.quoteId, quoteId), gt(quoteOptions.position, gone.position)));
      await tx.update(quotes).set({ updatedAt: now }).where(eq(quotes.id, quoteId));
      return true;
    }),
  );
}

export async function feeRuleRows(db: Database, companyCode: string): Promise<FeeRule[]> {
  const rows = await guarded("select", "fee_rules", () =>
    db
      .select()
      .from(feeRules)
      .where(eq(feeRules.companyCode, companyCode))
      .orderBy(asc(feeRules.createdAt), asc(feeRules.id)),
  );
  return rows.map(({ id, kind, amount, currency, cabin, source, minimum }) => ({
    id,
    kind,
    amount,
    currency,
    cabin,
    source,
    minimum,
  }));
}

/** Adds a rule, or replaces the one of the same cabin, source and currency. */
export async function upsertFeeRule(
  db: Database,
  companyCode: string,
  rule: Omit<FeeRule, "id">,
  now: Date,
) {
  await guarded("insert", "fee_rules", () =>
    db
      .insert(feeRules)
      .values({ ...rule, id: randomUUID(), companyCode, createdAt: now })
      .onConflictDoUpdate({
        target: [feeRules.companyCode, feeRules.cabin, feeRules.source, feeRules.currency],
        set: { kind: rule.kind, amount: rule.amount, minimum: rule.minimum },
      }),
  );
}

export async function deleteFeeRule(db: Database, companyCode: string, id: string) {
  const gone = await guarded("delete", "fee_rules", () =>
    db
      .delete(feeRules)
      .where(and(eq(feeRules.companyCode, companyCode), eq(feeRules.id, id)))
      .returning({ id: feeRules.id }),
  );
  return gone.length > 0;
}

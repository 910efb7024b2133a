// Reads and writes of a sent quote's public side (docs/decisions/0104-quotes-sent-to-clients.md).
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "./database.server";
import { guarded } from "./failure";
import { quoteSendings, type QuoteSendingRow } from "./schema";

export async function insertSending(
  db: Database,
  row: Pick<QuoteSendingRow, "quoteId" | "companyCode" | "agencyName" | "sentBy" | "sentAt">,
) {
  await guarded("insert", "quote_sendings", () =>
    db
      .insert(quoteSendings)
      .values(row)
      .onConflictDoUpdate({
        target: quoteSendings.quoteId,
        set: { agencyName: row.agencyName, sentBy: row.sentBy, sentAt: row.sentAt },
      }),
  );
}

export async function sendingOf(db: Database, companyCode: string, quoteId: string) {
  const [row] = await guarded("select", "quote_sendings", () =>
    db
      .select()
      .from(quoteSendings)
      .where(and(eq(quoteSendings.companyCode, companyCode), eq(quoteSendings.quoteId, quoteId))),
  );
  return row;
}

/** Keeps the first request for a new quote; false when one was already recorded. */
export async function recordRenewal(
  db: Database,
  companyCode: string,
  quoteId: string,
  message: string,
  at: Date,
): Promise<boolean> {
  const rows = await guarded("update", "quote_sendings", () =>
    db
      .update(quoteSendings)
      .set({ renewalMessage: message, renewalAskedAt: at })
      .where(
        and(
          eq(quoteSendings.companyCode, companyCode),
          eq(quoteSendings.quoteId, quoteId),
          sql`${quoteSendings.renewalAskedAt} is null`,
        ),
      )
      .returning({ quoteId: quoteSendings.quoteId }),
  );
  return rows.length > 0;
}

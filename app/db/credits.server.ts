// Reads and writes of the credits refunds left. Every query names the company: none can read or
// change another company's credits. Failures are DatabaseFailures that name no value.
import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import type { CreditState, NewCredit } from "~/domain/credits/refund-credits";
import type { Database } from "./database.server";
import { guarded } from "./failure";
import { travellerCredits } from "./schema";

/** Stores a refund's credits; a ticket already recorded for the company is left as it is. */
export function insertCredits(
  db: Database,
  companyCode: string,
  credits: (NewCredit & { travellerId?: string | null })[],
  now: Date,
) {
  if (!credits.length) return Promise.resolve([]);
  return guarded("insert", "traveller_credits", () =>
    db
      .insert(travellerCredits)
      .values(credits.map((c) => ({ ...c, id: randomUUID(), companyCode, createdAt: now })))
      .onConflictDoNothing()
      .returning({ id: travellerCredits.id }),
  );
}

/**
 * The company's credits in these states (of one directory traveller when `travellerId` is
 * given), soonest expiry first (at most `limit`).
 */
export function listCredits(
  db: Database,
  companyCode: string,
  states: readonly CreditState[],
  limit: number,
  travellerId?: string,
) {
  return guarded("select", "traveller_credits", () =>
    db
      .select()
      .from(travellerCredits)
      .where(
        and(
          eq(travellerCredits.companyCode, companyCode),
          inArray(travellerCredits.state, [...states]),
          travellerId === undefined ? undefined : eq(travellerCredits.travellerId, travellerId),
        ),
      )
      .orderBy(asc(travellerCredits.expiresOn), desc(travellerCredits.createdAt))
      .limit(limit),
  );
}

/** Open credits with one airline (the passenger form's matches by name). */
export function openCreditsWith(
  db: Database,
  companyCode: string,
  airlineCode: string,
  limit: number,
) {
  return guarded("select", "traveller_credits", () =>
    db
      .select({
        id: travellerCredits.id,
        travellerName: travellerCredits.travellerName,
        travellerId: travellerCredits.travellerId,
        ticketNumber: travellerCredits.ticketNumber,
        amount: travellerCredits.amount,
        currency: travellerCredits.currency,
        expiresOn: travellerCredits.expiresOn,
        expiryAssumed: travellerCredits.expiryAssumed,
      })
      .from(travellerCredits)
      .where(
        and(
          eq(travellerCredits.companyCode, companyCode),
          eq(travellerCredits.airlineCode, airlineCode),
          eq(travellerCredits.state, "open"),
        ),
      )
      .orderBy(asc(travellerCredits.expiresOn))
      .limit(limit),
  );
}

/** Marks an open credit used or expired; the ticket number when it changed, else null. */
export async function closeCredit(
  db: Database,
  companyCode: string,
  id: string,
  state: Exclude<CreditState, "open">,
  by: string,
  now: Date,
): Promise<string | null> {
  const [row] = await guarded("update", "traveller_credits", () =>
    db
      .update(travellerCredits)
      .set({ state, stateChangedBy: by, stateChangedAt: now })
      .where(
        and(
          eq(travellerCredits.companyCode, companyCode),
          eq(travellerCredits.id, id),
          eq(travellerCredits.state, "open"),
        ),
      )
      .returning({ ticketNumber: travellerCredits.ticketNumber }),
  );
  return row?.ticketNumber ?? null;
}

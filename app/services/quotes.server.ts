// Quotes for clients (docs/quotes.md): an agent collects up to five priced itineraries of one
// search for a client, with the agency's service fee beside each fare. This module is the one way
// to quotes for routes and other services; every function names the company (the client's page
// reads through `quoteForClient` once its signed link is checked).
import type { SignedIn } from "~/auth/guard.server";
import { type CommonSearchRQ, type AirLowFare } from "~/contracts/air";
import {
  DEFAULT_VALIDITY_HOURS,
  QUOTES_PAGE_SIZE,
  type FeeRule,
  type QuoteOrigin,
} from "~/contracts/quote";
import { database } from "~/db/database.server";
import {
  changeQuote,
  deleteFeeRule,
  deleteOption,
  feeRuleRows,
  insertOption,
  insertQuote,
  optionRows,
  quoteForClient as clientQuoteRow,
  quotePage,
  quoteRow,
  upsertFeeRule,
  type AddOutcome,
  type QuoteChanges,
} from "~/db/quotes.server";
import type { QuoteOptionRow, QuoteRow } from "~/db/schema";
import type { PenaltySummary } from "~/domain/air/penalties";
import { clientTotal, quotedOption, routeOf, stateAt } from "~/domain/quote/quote";

export type Quote = QuoteRow & { options: QuoteOptionRow[] };
export type { AddOutcome };

/** A new draft for the search `rq` (shown at `searchQuery`), by the signed-in agent. */
export async function createQuote(
  ctx: Pick<SignedIn, "user">,
  rq: CommonSearchRQ,
  searchQuery: string,
  now = new Date(),
): Promise<QuoteRow> {
  const { user } = ctx;
  return insertQuote(
    await database(),
    user.companyCode,
    {
      createdBy: user.loginName,
      createdByName: `${user.surname} ${user.givenName}`.trim() || user.loginName,
      search: rq,
      searchQuery,
      route: routeOf(rq),
      departureDate: rq.departureDate[0] ?? "",
    },
    now,
  );
}

/**
 * Adds a priced itinerary of the quote's search as its next option, with the company's fee
 * applied now (the option keeps the fee; a later rule change does not alter it). Refuses a sixth.
 */
export async function addOption(
  company: string,
  quoteId: string,
  offer: {
    fare: AirLowFare;
    rq: CommonSearchRQ;
    origin: QuoteOrigin;
    penalties: PenaltySummary[] | null;
    addedBy: string;
  },
  now = new Date(),
): Promise<AddOutcome> {
  const db = await database();
  const option = quotedOption(offer.fare, offer.rq, await feeRuleRows(db, company));
  return insertOption(
    db,
    company,
    quoteId,
    { ...option, origin: offer.origin, penalties: offer.penalties, addedBy: offer.addedBy },
    now,
  );
}

/** The company's quote with its options in order, or null (unknown, or another company's). */
export async function getQuote(company: string, id: string): Promise<Quote | null> {
  if (!isQuoteId(id)) return null;
  const db = await database();
  const quote = await quoteRow(db, company, id);
  if (!quote) return null;
  return { ...quote, options: await optionRows(db, company, id) };
}

/** The client's page: the quote its verified link names, with its options; null if gone. */
export async function quoteForClient(id: string): Promise<Quote | null> {
  if (!isQuoteId(id)) return null;
  const db = await database();
  const quote = await clientQuoteRow(db, id);
  if (!quote) return null;
  return { ...quote, options: await optionRows(db, quote.companyCode, id) };
}

/** One page (1-based) of the company's quotes, newest first, each with its state as of `now`. */
export async function listQuotes(company: string, page: number, now = new Date()) {
  const db = await database();
  const wanted = Math.max(1, Math.floor(page) || 1);
  let { rows, total } = await quotePage(
    db,
    company,
    (wanted - 1) * QUOTES_PAGE_SIZE,
    QUOTES_PAGE_SIZE,
  );
  const pages = Math.max(1, Math.ceil(total / QUOTES_PAGE_SIZE));
  // A page past the end (a quote removed, a stale link) shows the last one.
  const current = Math.min(wanted, pages);
  if (current !== wanted)
    ({ rows, total } = await quotePage(
      db,
      company,
      (current - 1) * QUOTES_PAGE_SIZE,
      QUOTES_PAGE_SIZE,
    ));
  return {
    items: rows.map(({ quote, options }) => ({
      ...quote,
      options,
      state: stateAt(quote, now),
    })),
    page: current,
    pages,
    total,
  };
}

export type ClientDetails = Pick<
  QuoteRow,
  "clientName" | "clientEmail" | "clientLanguage" | "note" | "validityHours"
>;

/** Edits the client, note and validity of a draft. Null: no such draft of the company. */
export async function updateQuote(
  company: string,
  id: string,
  details: ClientDetails,
  now = new Date(),
) {
  if (!isQuoteId(id)) return null;
  return (await changeQuote(await database(), company, id, details, now, "draft")) ?? null;
}

/** Removes an option of a draft (the later ones move up). False: nothing removed. */
export async function removeOption(
  company: string,
  quoteId: string,
  optionId: string,
  now = new Date(),
) {
  if (!isQuoteId(quoteId)) return false;
  return deleteOption(await database(), company, quoteId, optionId, now);
}

/** A draft was sent: its validity starts now. Null: no such draft. */
export async function markSent(company: string, id: string, now = new Date()) {
  const db = await database();
  const quote = await quoteRow(db, company, id);
  if (quote?.state !== "draft") return null;
  const hours = quote.validityHours || DEFAULT_VALIDITY_HOURS;
  return (
    (await changeQuote(
      db,
      company,
      id,
      { state: "sent", sentAt: now, expiresAt: new Date(now.getTime() + hours * 3_600_000) },
      now,
      "draft",
    )) ?? null
  );
}

/**
 * The client chose an option of a sent, unexpired quote (and may have written a message). Null:
 * the quote is not open for a choice (not sent, expired, already chosen) or the option is not
 * one of its own.
 */
export async function recordChoice(
  company: string,
  id: string,
  choice: { optionId: string; message: string },
  now = new Date(),
) {
  const db = await database();
  const quote = await quoteRow(db, company, id);
  if (!quote || stateAt(quote, now) !== "sent") return null;
  const options = await optionRows(db, company, id);
  if (!options.some((o) => o.id === choice.optionId)) return null;
  return (
    (await changeQuote(
      db,
      company,
      id,
      {
        state: "accepted",
        chosenOptionId: choice.optionId,
        clientMessage: choice.message.trim().slice(0, 2000) || null,
        chosenAt: now,
      },
      now,
      "sent",
    )) ?? null
  );
}

/** The chosen option was booked as `bookingId`. Null: the quote is not accepted. */
export async function markBooked(company: string, id: string, bookingId: string, now = new Date()) {
  return (
    (await changeQuote(
      await database(),
      company,
      id,
      { state: "booked", bookingId, bookedAt: now },
      now,
      "accepted",
    )) ?? null
  );
}

/** Any other change a later step needs (the state machine is the callers' above). */
export async function changeQuoteFields(
  company: string,
  id: string,
  changes: QuoteChanges,
  now = new Date(),
) {
  return (await changeQuote(await database(), company, id, changes, now)) ?? null;
}

export async function feeRulesOf(company: string): Promise<FeeRule[]> {
  return feeRuleRows(await database(), company);
}

export async function saveFeeRule(company: string, rule: Omit<FeeRule, "id">, now = new Date()) {
  await upsertFeeRule(await database(), company, rule, now);
}

export async function removeFeeRule(company: string, id: string) {
  return deleteFeeRule(await database(), company, id);
}

/** What the client pays for an option (fare plus the agency's fee). */
export { clientTotal };

const QUOTE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Quote ids are uuids: anything else is unknown without a query. */
export const isQuoteId = (id: string) => QUOTE_ID.test(id);

// The portal's own records (docs/decisions/0060-database-drizzle-pglite.md): one schema for the
// embedded engine (PGlite) and a real PostgreSQL. Changes go through `npx drizzle-kit generate` (a
// new SQL file in ./migrations).
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { CommonSearchRQ } from "~/contracts/air";
import type {
  AppliedFee,
  PenaltySummaryRecord,
  QuotedLeg,
  QuotedPrice,
  QuoteOrigin,
  QuoteState,
} from "~/contracts/quote";

/**
 * One event per state-changing action. `id` is made when the action ends and travels with the
 * event through the outbox, so a retried write is the same row (insert ... on conflict do nothing).
 */
export const activityEvents = pgTable(
  "activity_events",
  {
    id: text("id").primaryKey(),
    occurredAt: timestamp("occurred_at", { withTimezone: true, mode: "date" }).notNull(),
    companyCode: text("company_code").notNull(),
    userId: text("user_id").notNull(),
    userLogin: text("user_login").notNull(),
    userName: text("user_name").notNull(),
    action: text("action").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id").notNull(),
    /** The booking version acted on (booking targets); other versions share the booking id. */
    targetVersion: integer("target_version"),
    outcome: text("outcome").notNull(),
    /** Refusals: the catalogue code (e.g. "3/187" or "error.COMMUNICATION_FAILURE"). */
    errorCode: text("error_code"),
    serialNo: text("serial_no"),
    requestId: text("request_id"),
    /** Set when a system administrator acted on this company's booking: the operator's company. */
    actorCompany: text("actor_company"),
    /** Names only (changed fields, roles), never values of documents, passwords or codes. */
    details: jsonb("details").$type<Record<string, string | string[]>>(),
  },
  (t) => [
    // Ascending columns: a backward scan gives "newest first" (occurred_at desc, id desc, both
    // nulls first as PostgreSQL orders desc); a "desc nulls last" index cannot (0085).
    // The audit log's page and its filters: company first, then the filter, then the time.
    index("activity_company_time").on(t.companyCode, t.occurredAt, t.id),
    index("activity_company_user_time").on(t.companyCode, t.userLogin, t.occurredAt, t.id),
    index("activity_company_action_time").on(t.companyCode, t.action, t.occurredAt, t.id),
    index("activity_company_outcome_time").on(t.companyCode, t.outcome, t.occurredAt, t.id),
    // A booking's (order's, account's) timeline.
    index("activity_target_time").on(t.targetKind, t.targetId, t.occurredAt, t.id),
    // A failed sign-in's company: where that login last signed in.
    index("activity_login_action_time").on(t.userLogin, t.action, t.occurredAt),
    // The daily retention purge.
    index("activity_time").on(t.occurredAt),
  ],
);

/** Internal notes on a booking: never sent to the back office or the traveller. */
export const bookingNotes = pgTable(
  "booking_notes",
  {
    id: text("id").primaryKey(),
    companyCode: text("company_code").notNull(),
    bookingId: text("booking_id").notNull(),
    authorId: text("author_id").notNull(),
    authorLogin: text("author_login").notNull(),
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    /** Set when a system administrator wrote it on this company's booking: the operator's company. */
    authorCompany: text("author_company"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    editedAt: timestamp("edited_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("notes_booking_time").on(t.companyCode, t.bookingId, t.createdAt.desc()),
    check("notes_body_length", sql`char_length(${t.body}) between 1 and 2000`),
  ],
);

/**
 * Back-office use per company and hour (the Usage page): every instance adds its own counts to the
 * hour's row (insert ... on conflict do update set n = n + excluded.n), so instances add up.
 */
export const usageHourly = pgTable(
  "usage_hourly",
  {
    companyCode: text("company_code").notNull(),
    /** The hour's start (UTC). */
    hour: timestamp("hour", { withTimezone: true, mode: "date" }).notNull(),
    searches: integer("searches").notNull().default(0),
    automaticSearches: integer("automatic_searches").notNull().default(0),
    bookings: integer("bookings").notNull().default(0),
    failures: integer("failures").notNull().default(0),
  },
  (t) => [
    primaryKey({ name: "usage_company_hour", columns: [t.companyCode, t.hour] }),
    // The Usage page's days (all companies) and the retention purge.
    index("usage_hour").on(t.hour),
  ],
);

/**
 * The work queue: one row per thing a person must do on a booking (domain/queue/rules.ts). The
 * unique key (company, kind, booking, due) makes a derivation that two instances run at once
 * write each item once (insert ... on conflict do nothing).
 */
export const queueItems = pgTable(
  "queue_items",
  {
    id: text("id").primaryKey(),
    companyCode: text("company_code").notNull(),
    kind: text("kind").notNull(),
    bookingId: text("booking_id").notNull(),
    due: timestamp("due", { withTimezone: true, mode: "date" }).notNull(),
    /** open, snoozed (until `snoozedUntil`), done (with `doneReason`). */
    state: text("state").notNull().default("open"),
    snoozedUntil: timestamp("snoozed_until", { withTimezone: true, mode: "date" }),
    doneReason: text("done_reason"),
    doneAt: timestamp("done_at", { withTimezone: true, mode: "date" }),
    /** The owner's login, or null: nobody yet. */
    owner: text("owner"),
    /** A reminder's own text. */
    note: text("note"),
    /** The agent's note on closing the item (Done); a reminder keeps its text beside it. */
    doneNote: text("done_note"),
    /** The booking's creator (a login): who sees it without seeing colleagues' bookings. */
    createdBy: text("created_by").notNull().default(""),
    recordLocator: text("record_locator").notNull().default(""),
    travellers: text("travellers").notNull().default(""),
    route: text("route").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    uniqueIndex("queue_item_key").on(t.companyCode, t.kind, t.bookingId, t.due),
    index("queue_company_state_due").on(t.companyCode, t.state, t.due),
    // Live items only (done ones pile up): the team list in due order, and one owner's list and
    // count (bench/queue.ts).
    index("queue_live_company_due")
      .on(t.companyCode, t.due)
      .where(sql`${t.state} <> 'done'`),
    index("queue_live_owner_due")
      .on(t.companyCode, t.owner, t.due)
      .where(sql`${t.state} <> 'done'`),
    // The list filtered by kind, and the counts per kind.
    index("queue_live_kind_due")
      .on(t.companyCode, t.kind, t.due)
      .where(sql`${t.state} <> 'done'`),
    check("queue_note_length", sql`char_length(${t.note}) <= 500`),
    check("queue_done_note_length", sql`char_length(${t.doneNote}) <= 500`),
  ],
);

/**
 * The morning e-mail of the work queue, per user who asked for it on My account: where to and in
 * which language, the portal's address for its links, and the agency day of the last message.
 * Claiming a day is one conditional update, so one instance sends each user's message per day.
 */
export const queueMail = pgTable(
  "queue_mail",
  {
    companyCode: text("company_code").notNull(),
    login: text("login").notNull(),
    address: text("address").notNull(),
    locale: text("locale").notNull(),
    portalUrl: text("portal_url").notNull(),
    /** The agency day (YYYY-MM-DD) of the last message sent or being sent. */
    lastDay: text("last_day").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyCode, t.login] })],
);

/**
 * Quotes for clients (docs/quotes.md). Every read and write names the company
 * (services/quotes.server.ts). A draft has no expiry: the validity runs from sending.
 */
export const quotes = pgTable(
  "quotes",
  {
    /** Random (uuid): also what the client's signed link names. */
    id: text("id").primaryKey(),
    companyCode: text("company_code").notNull(),
    createdBy: text("created_by").notNull(),
    createdByName: text("created_by_name").notNull(),
    /** The search the options came from, as sent upstream: "Book this option" runs it again. */
    search: jsonb("search").$type<CommonSearchRQ>().notNull(),
    /** The results page's query string of that search (paths.flightSelect). */
    searchQuery: text("search_query").notNull(),
    /** "HKG-TPE-HKG" (the list's route column). */
    route: text("route").notNull(),
    /** First departure date (YYYY-MM-DD, airport-local). */
    departureDate: text("departure_date").notNull(),
    clientName: text("client_name").notNull().default(""),
    clientEmail: text("client_email").notNull().default(""),
    /** en-US, zh-CN or zh-HK: the e-mail's and the client page's language. */
    clientLanguage: text("client_language").notNull().default("en-US"),
    /** Shown to the client. */
    note: text("note").notNull().default(""),
    validityHours: integer("validity_hours").notNull().default(24),
    state: text("state").$type<QuoteState>().notNull().default("draft"),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    /** sentAt + validityHours; null while a draft. */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
    chosenOptionId: text("chosen_option_id"),
    clientMessage: text("client_message"),
    chosenAt: timestamp("chosen_at", { withTimezone: true, mode: "date" }),
    bookingId: text("booking_id"),
    bookedAt: timestamp("booked_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    // The list, newest first (a backward scan, as activity_company_time).
    index("quotes_company_time").on(t.companyCode, t.createdAt, t.id),
    check("quotes_state", sql`${t.state} in ('draft', 'sent', 'accepted', 'booked', 'expired')`),
    check("quotes_note_length", sql`char_length(${t.note}) <= 2000`),
    check("quotes_message_length", sql`char_length(${t.clientMessage}) <= 2000`),
    check("quotes_validity", sql`${t.validityHours} between 1 and 720`),
    check("quotes_language", sql`${t.clientLanguage} in ('en-US', 'zh-CN', 'zh-HK')`),
  ],
);

/** The options of a quote (1 to 5, `position` 1..n without gaps). */
export const quoteOptions = pgTable(
  "quote_options",
  {
    id: text("id").primaryKey(),
    quoteId: text("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    companyCode: text("company_code").notNull(),
    position: integer("position").notNull(),
    origin: text("origin").$type<QuoteOrigin>().notNull(),
    /** NDC, GDS or DC (domain/air/grouping.ts fareSource). */
    source: text("source").notNull(),
    /** The fare's reference in the search it came from (valid only in that search). */
    fareRef: text("fare_ref").notNull(),
    /** One per leg: flights, classes, times, baggage. */
    legs: jsonb("legs").$type<QuotedLeg[]>().notNull(),
    currency: text("currency").notNull(),
    prices: jsonb("prices").$type<QuotedPrice[]>().notNull(),
    /** The back office's total for all passengers, and the agency's fee for all of them. */
    fareTotal: numeric("fare_total", { precision: 14, scale: 2, mode: "number" }).notNull(),
    feeTotal: numeric("fee_total", { precision: 14, scale: 2, mode: "number" })
      .notNull()
      .default(0),
    fee: jsonb("fee").$type<AppliedFee | null>(),
    /** Penalties at a glance (domain/air/penalties.ts), null when the rules could not be read. */
    penalties: jsonb("penalties").$type<PenaltySummaryRecord[] | null>(),
    addedBy: text("added_by").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [index("quote_options_quote").on(t.quoteId, t.position)],
);

/**
 * The agency's service-fee rules (docs/quotes.md#the-service-fee), set by a customer admin. "" in
 * cabin, source or currency: any (percent rules have no currency). One rule per (cabin, source,
 * currency), so the most specific match is never a tie between equals.
 */
export const feeRules = pgTable(
  "fee_rules",
  {
    id: text("id").primaryKey(),
    companyCode: text("company_code").notNull(),
    kind: text("kind").$type<"fixed" | "percent">().notNull(),
    /** Fixed: per passenger in `currency`; percent: % of each passenger's fare total. */
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull().default(""),
    /** Y, W, C, F or "" (any). */
    cabin: text("cabin").notNull().default(""),
    /** NDC, GDS, DC or "" (any). */
    source: text("source").notNull().default(""),
    /** Per passenger, in the fare's currency (percent rules). */
    minimum: numeric("minimum", { precision: 14, scale: 2, mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    uniqueIndex("fee_rules_key").on(t.companyCode, t.cabin, t.source, t.currency),
    check("fee_rules_kind", sql`${t.kind} in ('fixed', 'percent')`),
    check("fee_rules_amount", sql`${t.amount} >= 0`),
    check("fee_rules_percent", sql`${t.kind} = 'fixed' or ${t.amount} <= 100`),
  ],
);

export type QuoteRow = typeof quotes.$inferSelect;
export type QuoteOptionRow = typeof quoteOptions.$inferSelect;
export type FeeRuleRow = typeof feeRules.$inferSelect;
export type QueueRow = typeof queueItems.$inferSelect;
export type ActivityRow = typeof activityEvents.$inferSelect;
export type NewActivityRow = typeof activityEvents.$inferInsert;
export type NoteRow = typeof bookingNotes.$inferSelect;

/**
 * What the portal last saw of a booking it showed or read (domain/queue/outside-change.ts): the
 * sighting and its text (`seenKey`), so that a comparison that two instances or a page and the
 * sweep make at once moves it only once (update ... where seen_key = the one compared with).
 */
export const bookingSightings = pgTable(
  "booking_sightings",
  {
    companyCode: text("company_code").notNull(),
    bookingId: text("booking_id").notNull(),
    sighting: jsonb("sighting").notNull(),
    seenKey: text("seen_key").notNull(),
    seenAt: timestamp("seen_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [primaryKey({ name: "sightings_company_booking", columns: [t.companyCode, t.bookingId] })],
);

/**
 * The company's traveller directory (docs/decisions/0101-traveller-directory.md). The date of
 * birth and each document number are sealed (AES-256-GCM, `keyId.iv.tag.data`, services/
 * traveller-crypto.server.ts); the rest is plain so it can be searched. Every query names the
 * company.
 */
export const travellers = pgTable(
  "travellers",
  {
    id: text("id").primaryKey(),
    companyCode: text("company_code").notNull(),
    surname: text("surname").notNull(),
    givenNames: text("given_names").notNull().default(""),
    title: text("title").notNull().default(""),
    /** Lower-case "surname given names", for the name search (a prefix: an index range). */
    searchName: text("search_name").notNull(),
    /** Lower-case given names, for the name search by given name. */
    searchGiven: text("search_given").notNull().default(""),
    birthDateSealed: text("birth_date_sealed"),
    gender: text("gender").notNull().default(""),
    nationality: text("nationality").notNull().default(""),
    email: text("email").notNull().default(""),
    telephone: text("telephone").notNull().default(""),
    /** Airline code → membership number. */
    frequentFlyer: jsonb("frequent_flyer")
      .$type<{ airline: string; number: string }[]>()
      .notNull()
      .default([]),
    mealPreference: text("meal_preference").notNull().default(""),
    seatPreference: text("seat_preference").notNull().default(""),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull(),
    /** Last chosen for a booking; the retention purge counts from here (else from creation). */
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    // The list's order and the surname prefix search in one: under "C" a prefix is an index
    // range whatever the database's collation, and a page stops after its rows
    // (bench/travellers.ts).
    index("travellers_company_name_c").on(t.companyCode, sql`(search_name collate "C")`, t.id),
    // Prefix searches (like 'q%') use these whatever the database's collation.
    index("travellers_company_given").on(t.companyCode, t.searchGiven.op("text_pattern_ops")),
    index("travellers_company_email").on(t.companyCode, t.email.op("text_pattern_ops")),
    index("travellers_used").on(t.lastUsedAt, t.createdAt),
    check("travellers_notes_length", sql`char_length(${t.notes}) <= 2000`),
  ],
);

/** A traveller's passports and identity cards: the number sealed, its last 4 kept for search. */
export const travellerDocuments = pgTable(
  "traveller_documents",
  {
    id: text("id").primaryKey(),
    travellerId: text("traveller_id")
      .notNull()
      .references(() => travellers.id, { onDelete: "cascade" }),
    companyCode: text("company_code").notNull(),
    position: integer("position").notNull().default(0),
    type: text("type").notNull(),
    numberSealed: text("number_sealed").notNull(),
    /** Upper-case, the last 4 characters only. */
    numberLast4: text("number_last4").notNull(),
    issuingCountry: text("issuing_country").notNull().default(""),
    /** yyyy-mm-dd, or "". */
    expiry: text("expiry").notNull().default(""),
  },
  (t) => [
    index("traveller_documents_traveller").on(t.travellerId),
    index("traveller_documents_company_last4").on(t.companyCode, t.numberLast4),
  ],
);

export type TravellerRow = typeof travellers.$inferSelect;
export type TravellerDocumentRow = typeof travellerDocuments.$inferSelect;

/**
 * What a refund through the portal left on a ticket: the value the airline kept, which the
 * traveller may still use with it (docs/decisions/0102-airline-names-documents-and-credits.md).
 * One row per ticket (unique per company), so a refund recorded twice is one credit.
 */
export const travellerCredits = pgTable(
  "traveller_credits",
  {
    id: text("id").primaryKey(),
    companyCode: text("company_code").notNull(),
    /** The company directory's traveller, when one is linked; the booked name otherwise. */
    travellerId: text("traveller_id"),
    /** SURNAME/GIVEN NAMES as booked. */
    travellerName: text("traveller_name").notNull(),
    airlineCode: text("airline_code").notNull(),
    ticketNumber: text("ticket_number").notNull(),
    amount: numeric("amount", { precision: 14, scale: 2, mode: "number" }).notNull(),
    currency: text("currency").notNull(),
    issuedOn: date("issued_on", { mode: "string" }),
    expiresOn: date("expires_on", { mode: "string" }).notNull(),
    /** True when the back office gave no expiry: one year from issue. */
    expiryAssumed: boolean("expiry_assumed").notNull(),
    bookingId: text("booking_id").notNull(),
    recordLocator: text("record_locator").notNull().default(""),
    /** open, used or expired (the last two set by hand). */
    state: text("state").notNull().default("open"),
    stateChangedBy: text("state_changed_by"),
    stateChangedAt: timestamp("state_changed_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    uniqueIndex("credit_ticket").on(t.companyCode, t.ticketNumber),
    index("credit_company_state").on(t.companyCode, t.state, t.expiresOn),
    check("credit_state", sql`${t.state} in ('open', 'used', 'expired')`),
  ],
);

export type CreditRow = typeof travellerCredits.$inferSelect;
export type NewCreditRow = typeof travellerCredits.$inferInsert;

/**
 * A sent quote's public side (docs/decisions/0104-quotes-sent-to-clients.md): the agency's name
 * the client's page shows (the only agent data there), and the clients' requests for a new quote
 * after expiry. One row per quote, written when it is sent.
 */
export const quoteSendings = pgTable(
  "quote_sendings",
  {
    quoteId: text("quote_id")
      .primaryKey()
      .references(() => quotes.id, { onDelete: "cascade" }),
    companyCode: text("company_code").notNull(),
    agencyName: text("agency_name").notNull(),
    sentBy: text("sent_by").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }).notNull(),
    /** The client's request for a new quote once this one expired, and when. */
    renewalMessage: text("renewal_message"),
    renewalAskedAt: timestamp("renewal_asked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [check("quote_sendings_message", sql`char_length(${t.renewalMessage}) <= 2000`)],
);
export type QuoteSendingRow = typeof quoteSendings.$inferSelect;

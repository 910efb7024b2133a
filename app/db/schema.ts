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
    note: text("note"),
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
    check("queue_note_length", sql`char_length(${t.note}) <= 500`),
  ],
);

export type QueueRow = typeof queueItems.$inferSelect;
export type ActivityRow = typeof activityEvents.$inferSelect;
export type NewActivityRow = typeof activityEvents.$inferInsert;
export type NoteRow = typeof bookingNotes.$inferSelect;

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

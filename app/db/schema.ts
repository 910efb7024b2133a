// The portal's own records (docs/decisions/0060-database-drizzle-pglite.md): one schema for the
// embedded engine (PGlite) and a real PostgreSQL. Changes go through `npx drizzle-kit generate` (a
// new SQL file in ./migrations).
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
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
    // Live items only (done ones pile up): the team list in due order, and one owner's list and
    // count (bench/queue.ts).
    index("queue_live_company_due")
      .on(t.companyCode, t.due)
      .where(sql`${t.state} <> 'done'`),
    index("queue_live_owner_due")
      .on(t.companyCode, t.owner, t.due)
      .where(sql`${t.state} <> 'done'`),
    check("queue_note_length", sql`char_length(${t.note}) <= 500`),
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

export type QueueRow = typeof queueItems.$inferSelect;
export type ActivityRow = typeof activityEvents.$inferSelect;
export type NewActivityRow = typeof activityEvents.$inferInsert;
export type NoteRow = typeof bookingNotes.$inferSelect;

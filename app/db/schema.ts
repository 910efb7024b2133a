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
    check("queue_note_length", sql`char_length(${t.note}) <= 500`),
  ],
);

export type QueueRow = typeof queueItems.$inferSelect;
export type ActivityRow = typeof activityEvents.$inferSelect;
export type NewActivityRow = typeof activityEvents.$inferInsert;
export type NoteRow = typeof bookingNotes.$inferSelect;

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
    // Prefix searches (like 'q%') use these whatever the database's collation.
    index("travellers_company_name").on(t.companyCode, t.searchName.op("text_pattern_ops")),
    index("travellers_company_given").on(t.companyCode, t.searchGiven.op("text_pattern_ops")),
    index("travellers_company_email").on(t.companyCode, t.email.op("text_pattern_ops")),
    // The list's order.
    index("travellers_company_order").on(t.companyCode, t.searchName, t.id),
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

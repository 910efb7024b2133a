// What booking details' Activity section and the audit log show, always scoped by the
// signed-in user's company on the server (another company's booking id returns nothing).
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import type { SignedIn } from "~/auth/guard.server";
import {
  bookingEvents,
  bookingNotesOf,
  companyOfBooking,
  companyOfLogin,
  editNote,
  insertNote,
  logPage,
  logRows,
  logUsers,
  type LogFilter,
} from "~/db/activity.server";
import { database } from "~/db/database.server";
import { isDatabaseFailure } from "~/db/failure";
import type { ActivityRow, NoteRow } from "~/db/schema";
import {
  agencyCsvTime,
  csvCell,
  NOTE_EDIT_MINUTES,
  noteEditable,
  withoutBidiControls,
  type ActivityAction,
  type ActivityEvent,
  type ActivityTargetKind,
  LOG_PAGE_SIZE,
} from "~/domain/activity";
import { env } from "~/env.server";
import { NoteSchema, type ActivityFilter, type NoteForm } from "~/forms/activity";
import type { FormRules } from "~/forms/field-rules";
import { fieldRules } from "~/forms/field-rules.server";
import { log } from "~/log.server";
import { pageError } from "~/session/page-error.server";
import { activityWritten, type FiledUnder } from "./activity.server";

export const TIMELINE_SIZE = 20;

const RETRY_AFTER = { "Retry-After": "30" };

/**
 * A page the database could not answer: the translated 503 page with "Try again", never a 500
 * (the failure's log line names the operation, the table and the code, no value).
 */
async function answered<T>(ctx: SignedIn, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isDatabaseFailure(error)) throw error;
    log().warn(
      { operation: error.operation, table: error.table, code: error.code },
      "database unavailable",
    );
    throw pageError(ctx.request, { key: "http.503" }, 503, { headers: RETRY_AFTER });
  }
}

export type NoteView = {
  id: string;
  author: string;
  /** The operator's company when a system administrator wrote it. */
  operator: string | null;
  at: string;
  editedAt: string | null;
  body: string;
  editable: boolean;
};

function eventOf(row: ActivityRow): ActivityEvent {
  return {
    id: row.id,
    at: row.occurredAt.toISOString(),
    user: { id: row.userId, login: row.userLogin, name: row.userName },
    action: row.action as ActivityAction,
    target: {
      kind: row.targetKind as ActivityTargetKind,
      id: row.targetId,
      version: row.targetVersion,
    },
    ending:
      row.outcome === "refused"
        ? { outcome: "refused", errorCode: row.errorCode ?? "", serialNo: row.serialNo }
        : { outcome: "done" },
    requestId: row.requestId,
    fields: [row.details?.fields ?? []].flat(),
    changes: [row.details?.changes ?? []].flat(),
    queue: row.details?.queueKind
      ? {
          kind: String(row.details.queueKind),
          reminder: row.details.reminder ? String(row.details.reminder) : null,
          note: row.details.doneNote ? String(row.details.doneNote) : null,
        }
      : null,
    operator: row.actorCompany ?? null,
    sent: row.details?.recipients
      ? {
          documents: [row.details.documents ?? []].flat(),
          recipients: Number(row.details.recipients),
          domains: [row.details.domains ?? []].flat(),
        }
      : null,
  };
}

function noteOf(row: NoteRow, userId: string, now: number): NoteView {
  const at = row.createdAt.toISOString();
  return {
    id: row.id,
    author: row.authorName || row.authorLogin,
    operator: row.authorCompany ?? null,
    at,
    editedAt: row.editedAt?.toISOString() ?? null,
    // Notes stored before the rule: shown without direction controls too.
    body: withoutBidiControls(row.body),
    editable: noteEditable({ authorId: row.authorId, createdAt: at }, userId, now),
  };
}

export type BookingActivityData = {
  bookingId: string;
  events: ActivityEvent[];
  notes: NoteView[];
  rules: FormRules;
} | null;

type BookingRef = { bookingId: { id: string }; createBy: string };

/**
 * The company whose records a booking's events and notes join. An agent's booking is his
 * company's; a system administrator (an operator) may act on any company's booking, and his work
 * joins the booking's company (marked with his own) so that company's admins see it. The back
 * office does not name a booking's company: it is the company of the booking's first event not
 * done by an operator (its "book"), else the company its maker last signed in to.
 */
export async function filedUnderFor(ctx: SignedIn, booking: BookingRef): Promise<FiledUnder> {
  const own = { companyCode: ctx.user.companyCode, operator: null };
  if (!ctx.user.systemAdmin) return own;
  const db = await database();
  const code =
    (await companyOfBooking(db, booking.bookingId.id)) ??
    (booking.createBy ? await companyOfLogin(db, booking.createBy) : undefined);
  return code && code !== own.companyCode
    ? { companyCode: code, operator: ctx.user.companyName || own.companyCode }
    : own;
}

/** The booking's timeline (every version) and notes; null when the database cannot answer. */
export async function bookingActivityFor(
  ctx: SignedIn,
  booking: BookingRef,
): Promise<BookingActivityData> {
  const bookingId = booking.bookingId.id;
  try {
    await activityWritten();
    const db = await database();
    const company = (await filedUnderFor(ctx, booking)).companyCode;
    const [events, notes] = await Promise.all([
      bookingEvents(db, company, bookingId, TIMELINE_SIZE),
      bookingNotesOf(db, company, bookingId),
    ]);
    const now = Date.now();
    return {
      bookingId,
      rules: fieldRules(NoteSchema),
      events: events.map(eventOf),
      notes: notes.map((n) => noteOf(n, ctx.user.id, now)),
    };
  } catch (error) {
    log().warn({ error: String(error) }, "activity unavailable on booking details");
    return null;
  }
}

/**
 * Adds a note to the booking, or edits one of the author's own on this booking within the edit
 * window; false when too late (or the note is not this author's on this booking).
 */
export async function saveNote(
  ctx: SignedIn,
  booking: BookingRef,
  form: Omit<NoteForm, "bookingId">,
): Promise<boolean> {
  return answered(ctx, () => writeNote(ctx, booking, form));
}

async function writeNote(ctx: SignedIn, booking: BookingRef, form: Omit<NoteForm, "bookingId">) {
  const db = await database();
  const now = new Date();
  const { user } = ctx;
  const filed = await filedUnderFor(ctx, booking);
  const body = withoutBidiControls(form.body);
  if (form.noteId)
    return editNote(db, {
      id: form.noteId,
      companyCode: filed.companyCode,
      bookingId: booking.bookingId.id,
      authorId: user.id,
      body,
      since: new Date(now.getTime() - NOTE_EDIT_MINUTES * 60_000),
      at: now,
    });
  await insertNote(db, {
    id: randomUUID(),
    companyCode: filed.companyCode,
    bookingId: booking.bookingId.id,
    authorId: user.id,
    authorLogin: user.loginName,
    authorName: `${user.surname} ${user.givenName}`.trim(),
    authorCompany: filed.operator,
    body,
    createdAt: now,
    editedAt: null,
  });
  return true;
}

/** Customer and system admins see the company's log; everybody else their own events. */
export const seesCompanyLog = (ctx: SignedIn) => ctx.user.customerAdmin || ctx.user.systemAdmin;

function filterOf(ctx: SignedIn, filter: ActivityFilter): LogFilter {
  const zone = env().AGENCY_TIME_ZONE;
  const dayStart = (day: string) => DateTime.fromISO(day, { zone }).startOf("day").toJSDate();
  return {
    companyCode: ctx.user.companyCode,
    userLogin: seesCompanyLog(ctx) ? filter.user || undefined : ctx.user.loginName,
    action: filter.kind || undefined,
    outcome: filter.outcome || undefined,
    from: filter.from ? dayStart(filter.from) : undefined,
    until: filter.to
      ? DateTime.fromISO(filter.to, { zone }).plus({ days: 1 }).startOf("day").toJSDate()
      : undefined,
  };
}

/** One page of the audit log, newest first. */
export function activityLogPage(ctx: SignedIn, filter: ActivityFilter) {
  return answered(ctx, () => logPageOf(ctx, filter));
}

async function logPageOf(ctx: SignedIn, filter: ActivityFilter) {
  await activityWritten();
  const db = await database();
  const where = filterOf(ctx, filter);
  const [{ rows, total, more }, users] = await Promise.all([
    logPage(db, where, (filter.page - 1) * LOG_PAGE_SIZE, LOG_PAGE_SIZE),
    seesCompanyLog(ctx) ? logUsers(db, ctx.user.companyCode) : [ctx.user.loginName],
  ]);
  return { events: rows.map(eventOf), total, more, users, company: seesCompanyLog(ctx) };
}

const CSV_LIMIT = 10_000;

/**
 * The filtered log as CSV (at most 10,000 rows), every cell safe from formula injection. With the
 * database down it throws a 503 whose body is the short text `label.unavailable`.
 */
export async function activityCsv(
  ctx: SignedIn,
  filter: ActivityFilter,
  label: { action: (a: string) => string; outcome: (o: string) => string; unavailable: string },
): Promise<string> {
  await activityWritten();
  const rows = await database()
    .then((db) => logRows(db, filterOf(ctx, filter), 0, CSV_LIMIT))
    .catch((error: unknown) => {
      if (!isDatabaseFailure(error)) throw error;
      log().warn(
        { operation: error.operation, table: error.table, code: error.code },
        "database unavailable",
      );
      throw new Response(`${label.unavailable}\n`, {
        status: 503,
        headers: { "Content-Type": "text/plain; charset=utf-8", ...RETRY_AFTER },
      });
    });
  const zone = env().AGENCY_TIME_ZONE;
  // The page's time (the agency's, its offset named) first; the ISO instant kept for machines.
  const head = [
    "time",
    "time zone",
    "time (ISO)",
    "user",
    "name",
    "action",
    "target",
    "id",
    "version",
    "outcome",
    "code",
    "serial",
    "reference",
    "operator",
  ];
  const lines = rows
    .map(eventOf)
    .map((e) =>
      [
        agencyCsvTime(e.at, zone),
        zone,
        e.at,
        e.user.login,
        e.user.name,
        label.action(e.action),
        e.target.kind,
        e.target.id,
        e.target.version ?? "",
        label.outcome(e.ending.outcome),
        e.ending.outcome === "refused" ? e.ending.errorCode : "",
        e.ending.outcome === "refused" ? (e.ending.serialNo ?? "") : "",
        e.requestId ?? "",
        e.operator ?? "",
      ]
        .map(csvCell)
        .join(","),
    );
  // A byte-order mark: spreadsheets then read the Chinese names as UTF-8.
  return `\uFEFF${[head.join(","), ...lines].join("\r\n")}\r\n`;
}

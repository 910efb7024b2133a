// Issue 33: what booking details' Activity section and the audit log show, always scoped by the
// signed-in user's company on the server (another company's booking id returns nothing).
import { randomUUID } from "node:crypto";
import { DateTime } from "luxon";
import type { SignedIn } from "~/auth/session.server";
import {
  bookingEvents,
  bookingNotesOf,
  editNote,
  insertNote,
  logPage,
  logRows,
  logUsers,
  type LogFilter,
} from "~/db/activity.server";
import { database } from "~/db/database.server";
import type { ActivityRow, NoteRow } from "~/db/schema";
import {
  agencyCsvTime,
  csvCell,
  NOTE_EDIT_MINUTES,
  noteEditable,
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
import { activityWritten } from "./activity.server";

export const TIMELINE_SIZE = 20;

export type NoteView = {
  id: string;
  author: string;
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
  };
}

function noteOf(row: NoteRow, userId: string, now: number): NoteView {
  const at = row.createdAt.toISOString();
  return {
    id: row.id,
    author: row.authorName || row.authorLogin,
    at,
    editedAt: row.editedAt?.toISOString() ?? null,
    body: row.body,
    editable: noteEditable({ authorId: row.authorId, createdAt: at }, userId, now),
  };
}

export type BookingActivityData = {
  bookingId: string;
  events: ActivityEvent[];
  notes: NoteView[];
  rules: FormRules;
} | null;

/** The booking's timeline (every version) and notes; null when the database cannot answer. */
export async function bookingActivityFor(
  ctx: SignedIn,
  bookingId: string,
): Promise<BookingActivityData> {
  try {
    await activityWritten();
    const db = await database();
    const company = ctx.user.companyCode;
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

/** Adds a note, or edits one of the author's own within the edit window; false when too late. */
export async function saveNote(ctx: SignedIn, form: NoteForm): Promise<boolean> {
  const db = await database();
  const now = new Date();
  const { user } = ctx;
  if (form.noteId)
    return editNote(db, {
      id: form.noteId,
      companyCode: user.companyCode,
      authorId: user.id,
      body: form.body,
      since: new Date(now.getTime() - NOTE_EDIT_MINUTES * 60_000),
      at: now,
    });
  await insertNote(db, {
    id: randomUUID(),
    companyCode: user.companyCode,
    bookingId: form.bookingId,
    authorId: user.id,
    authorLogin: user.loginName,
    authorName: `${user.surname} ${user.givenName}`.trim(),
    body: form.body,
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
export async function activityLogPage(ctx: SignedIn, filter: ActivityFilter) {
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

/** The filtered log as CSV (at most 10,000 rows), every cell safe from formula injection. */
export async function activityCsv(
  ctx: SignedIn,
  filter: ActivityFilter,
  label: { action: (a: string) => string; outcome: (o: string) => string },
): Promise<string> {
  await activityWritten();
  const db = await database();
  const rows = await logRows(db, filterOf(ctx, filter), 0, CSV_LIMIT);
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
      ]
        .map(csvCell)
        .join(","),
    );
  // A byte-order mark: spreadsheets then read the Chinese names as UTF-8.
  return `\uFEFF${[head.join(","), ...lines].join("\r\n")}\r\n`;
}

// The activity timeline's vocabulary (docs/behaviour.md#activity-timeline-notes-and-audit-log):
// what an event says, pure (server and browser).
import { messageFor, type UpstreamError } from "./upstream-error";

export const ACTIVITY_ACTIONS = [
  "book",
  "cancel",
  "issueTicket",
  "refund",
  "modifyTraveller",
  "rebook",
  "ancillaryChange",
  "scheduleChangeAccepted",
  "orderCreated",
  "ticketsVoided",
  "documentsSent",
  "queueAssigned",
  "queueSnoozed",
  "queueDone",
  "queueReminderSet",
  "changedOutside",
  "creditUsed",
  "creditExpired",
  "quoteSent",
  "quoteAccepted",
  "quoteRenewalAsked",
  "accountCreated",
  "accountEdited",
  "accountEnabled",
  "accountDisabled",
  "rolesChanged",
  "passwordReset",
  "signIn",
  "signInFailed",
  "signOut",
  "travellerAdded",
  "travellerEdited",
  "travellerDeleted",
  "travellerDocumentShown",
  "travellerExported",
  "travellerExpired",
  "travellersImported",
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export const isActivityAction = (value: string): value is ActivityAction =>
  (ACTIVITY_ACTIONS as readonly string[]).includes(value);

export const ACTIVITY_OUTCOMES = ["done", "refused"] as const;
export type ActivityOutcome = (typeof ACTIVITY_OUTCOMES)[number];

export type ActivityTargetKind = "booking" | "order" | "account" | "traveller" | "credit" | "quote";

/** How an action ended: done, or refused with the catalogue code and the back office's serial. */
export type Ending =
  { outcome: "done" } | { outcome: "refused"; errorCode: string; serialNo: string | null };

/** "3/187" for a back-office refusal, else the catalogue key the agent was shown. */
export function endingOf(error: UpstreamError | null | undefined): Ending {
  if (!error) return { outcome: "done" };
  if (error.kind === "envelope")
    return {
      outcome: "refused",
      errorCode: `${error.errorType}/${error.errorCode}`,
      serialNo: error.serialno || null,
    };
  return { outcome: "refused", errorCode: messageFor(error).key, serialNo: null };
}

/** What an event shows: never values that identify a document, a password or a code. */
export type ActivityEvent = {
  id: string;
  at: string;
  user: { id: string; login: string; name: string };
  action: ActivityAction;
  target: { kind: ActivityTargetKind; id: string; version: number | null };
  ending: Ending;
  requestId: string | null;
  /** Names of changed fields or roles. */
  fields: string[];
  /** The operator's company when a system administrator acted on this company's booking. */
  operator: string | null;
  /** Documents e-mailed: kinds, recipients counted, their addresses' domains. */
  sent: { documents: string[]; recipients: number; domains: string[] } | null;
  /** A change made outside the portal: each difference encoded (domain/queue/outside-change.ts). */
  changes: string[];
  /** A work-queue item acted on: its kind; on Done a reminder's text and the closing note. */
  queue: { kind: string; reminder: string | null; note: string | null } | null;
};

export const NOTE_MAX_LENGTH = 2000;

// Embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the text around
// them: a note could show "Refund approved" while saying the reverse (Trojan Source, CVE-2021-42574).
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** A note's text without bidirectional controls: stored and shown so, never reordered. */
export const withoutBidiControls = (text: string) => text.replace(BIDI_CONTROLS, "");
/** A note's author may edit it this long after writing it. */
export const NOTE_EDIT_MINUTES = 15;

export function noteEditable(
  note: { authorId: string; createdAt: string },
  userId: string,
  now = Date.now(),
): boolean {
  return note.authorId === userId && now - Date.parse(note.createdAt) < NOTE_EDIT_MINUTES * 60_000;
}

/**
 * A CSV cell a spreadsheet shows as text: a leading =, +, -, @, tab or carriage return would
 * start a formula (OWASP "CSV injection"), so such a cell gets a leading apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * An event's time in the agency's zone as the log page shows it, with the offset named
 * ("2026-11-28 10:32:05 GMT+8"), for the CSV; see docs/decisions/0006-time-zone-rule.md.
 */
export function agencyCsvTime(iso: string, timeZone: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
      timeZoneName: "shortOffset",
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${parts.timeZoneName}`;
}

/**
 * Events per page of the audit log (docs/behaviour.md#activity-timeline-notes-and-audit-log); the
 * page and its pagination share it.
 */
export const LOG_PAGE_SIZE = 10;

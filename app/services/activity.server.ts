// The activity timeline's writer (docs/decisions/0085-activity-write-after-the-answer.md): one
// event per state-changing action, written after the back office answered. The agent's action never
// waits for or fails on it: with the database down the event waits in the shared store's outbox and
// is written when it returns.
import { randomUUID } from "node:crypto";
import type { SessionUser } from "~/contracts/user";
import { companyOfLogin, insertEvents, purgeEvents } from "~/db/activity.server";
import { database, isDatabaseOpen } from "~/db/database.server";
import { activityOutbox } from "~/db/outbox.server";
import type { NewActivityRow } from "~/db/schema";
import {
  endingOf,
  type ActivityAction,
  type ActivityTargetKind,
  type Ending,
} from "~/domain/activity";
import type { UpstreamError } from "~/domain/upstream-error";
import { env } from "~/env.server";
import { currentRequestId, log } from "~/log.server";

export type ActivityInput = {
  action: ActivityAction;
  target: { kind: ActivityTargetKind; id: string; version?: number | null };
  /** The back office's refusal; absent or null: done. */
  error?: UpstreamError | null;
  /** Names of what changed (fields, roles): never their values. */
  fields?: string[];
  /** A refusal of the portal's own (no back-office error): the catalogue key the agent saw. */
  refusedWith?: string;
  /** Documents e-mailed: their kinds, how many recipients, the addresses' domains only. */
  sent?: { documents: string[]; recipients: number; domains: string[] };
  /** A change made outside the portal: each difference's encoded before and after (0100). */
  changes?: string[];
  /** A work-queue item acted on: its kind; on Done a reminder's text and the closing note. */
  queue?: { kind: string; reminder?: string | null; note?: string | null };
};

/** Whose records an event or note joins: the booking's company, and who acted for it. */
export type FiledUnder = {
  companyCode: string;
  /** The operator's company name when a system administrator acted on another company's booking. */
  operator: string | null;
};

type Actor = {
  user: Pick<SessionUser, "id" | "loginName" | "surname" | "givenName" | "companyCode">;
  /** Default: the user's own company. */
  filedUnder?: FiledUnder;
};

/** Records one event; resolves once it is queued (no I/O), never rejects. */
export async function recordActivity(actor: Actor, input: ActivityInput): Promise<void> {
  const { user } = actor;
  await write({
    ...rowOf(input),
    companyCode: actor.filedUnder?.companyCode ?? user.companyCode,
    actorCompany: actor.filedUnder?.operator ?? null,
    userId: user.id,
    userLogin: user.loginName,
    userName: `${user.surname} ${user.givenName}`.trim(),
  });
}

/** A refused sign-in: the login as typed, filed under the company it last signed in to. */
export async function recordSignInFailure(loginName: string, error: UpstreamError | null) {
  const login = loginName.trim().slice(0, 60);
  if (!login) return;
  const row = rowOf({ action: "signInFailed", target: { kind: "account", id: login }, error });
  // The company lookup is a query: it runs after the answer too, and readers wait for it.
  const queued = (
    isDatabaseOpen()
      ? within(
          database().then((db) => companyOfLogin(db, login)),
          WRITE_WAIT_MS,
        )
      : Promise.resolve(undefined)
  )
    .catch(() => undefined)
    .then((companyCode) =>
      write({ companyCode: companyCode ?? "", userId: "", userLogin: login, userName: "", ...row }),
    );
  const lookups = (jobs.lookups ??= new Set());
  lookups.add(queued);
  void queued.finally(() => lookups.delete(queued));
}

function rowOf(input: ActivityInput) {
  const ending: Ending = input.refusedWith
    ? { outcome: "refused", errorCode: input.refusedWith, serialNo: null }
    : endingOf(input.error);
  const details: Record<string, string | string[]> = {};
  if (input.fields?.length) details.fields = input.fields;
  if (input.changes?.length) details.changes = input.changes;
  if (input.queue) {
    details.queueKind = input.queue.kind;
    if (input.queue.reminder) details.reminder = input.queue.reminder;
    if (input.queue.note) details.doneNote = input.queue.note;
  }
  if (input.sent)
    Object.assign(details, {
      documents: input.sent.documents,
      recipients: String(input.sent.recipients),
      domains: input.sent.domains,
    });
  return {
    id: randomUUID(),
    occurredAt: new Date(),
    action: input.action,
    targetKind: input.target.kind,
    targetId: input.target.id,
    targetVersion: input.target.version ?? null,
    outcome: ending.outcome,
    errorCode: ending.outcome === "refused" ? ending.errorCode : null,
    serialNo: ending.outcome === "refused" ? ending.serialNo : null,
    requestId: currentRequestId() ?? null,
    details: Object.keys(details).length ? details : null,
  };
}

type Stored = Omit<NewActivityRow, "occurredAt"> & { occurredAt: string | Date };

// The write waits at most this long for the database (a real server that hangs); then the events
// go to the outbox.
const WRITE_WAIT_MS = 1000;
// The queue is written this long after an action queued its event: after its answer has gone,
// and several actions' events in one insert when the instance is busy.
const QUEUE_DELAY_MS = 5;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no database answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

// This process's jobs (the HTTP server starts and stops them through the Remix build's copy of
// this module, app/server-runtime.server.ts).
const jobs: {
  /** Events of this instance's actions not written yet (0085: off the action's path). */
  queue?: NewActivityRow[];
  writer?: NodeJS.Timeout;
  writing?: Promise<void>;
  /** Failed sign-ins whose company is being looked up before they are queued. */
  lookups?: Set<Promise<void>>;
  flushing?: Promise<number>;
  flusher?: NodeJS.Timeout;
  purger?: NodeJS.Timeout;
} = {};

// The action only queues its event (no I/O): the database write follows its answer.
async function write(row: NewActivityRow): Promise<void> {
  (jobs.queue ??= []).push(row);
  jobs.writer ??= setTimeout(() => void writeQueued(), QUEUE_DELAY_MS);
}

/**
 * Writes the events this instance queued; resolves when they are stored (or in the outbox).
 * Readers of the timeline await it first, so an agent sees the event of the action he just did.
 */
export async function activityWritten(): Promise<void> {
  await Promise.all(jobs.lookups ?? []);
  return writeQueued();
}

function writeQueued(): Promise<void> {
  clearTimeout(jobs.writer);
  jobs.writer = undefined;
  const rows = (jobs.queue ?? []).splice(0);
  const before = jobs.writing ?? Promise.resolve();
  const written = before.then(() => (rows.length ? store(rows) : undefined));
  jobs.writing = written;
  void written.finally(() => {
    if (jobs.writing === written) jobs.writing = undefined;
  });
  return written;
}

async function store(rows: NewActivityRow[]): Promise<void> {
  try {
    // Never opens the database itself (start-up does): the events wait in the outbox instead.
    if (!isDatabaseOpen()) throw new Error("the database is not open");
    const db = await database();
    for (let i = 0; i < rows.length; i += 500)
      await within(insertEvents(db, rows.slice(i, i + 500)), WRITE_WAIT_MS);
    void flushOutbox();
  } catch (error) {
    // Rows already written may go too: their ids make the replay harmless.
    for (const row of rows) await keep(row, error);
    startOutboxFlusher();
  }
}

async function keep(row: NewActivityRow, error: unknown): Promise<void> {
  try {
    await activityOutbox().put(row.id, row);
    log().warn(
      { event: row.id, error: error instanceof Error ? error.message : String(error) },
      "database unavailable: activity event kept in the outbox",
    );
  } catch (storeError) {
    // Both the database and the store are down: the one case where the event is lost. The log
    // keeps what it was, never who by name.
    const { userLogin: _login, userName: _name, ...kept } = row;
    log().error(
      { event: { ...kept, occurredAt: row.occurredAt.toISOString() }, error: String(storeError) },
      "activity event lost: database and store unavailable",
    );
  }
}

/** Writes what waits in the outbox (any instance may; ids make a double write harmless). */
export function flushOutbox(): Promise<number> {
  jobs.flushing ??= (async () => {
    let written = 0;
    try {
      const outbox = activityOutbox();
      for (;;) {
        const batch = await outbox.take(100);
        if (!batch.length) break;
        const rows = batch.map(({ value }) => {
          const stored = value as Stored;
          return { ...stored, occurredAt: new Date(stored.occurredAt) };
        });
        await insertEvents(await database(), rows);
        await outbox.remove(batch.map((b) => b.id));
        written += batch.length;
        if (batch.length < 100) break;
      }
      if (written) log().info({ events: written }, "activity outbox written to the database");
    } catch {
      // Still down: the next round tries again.
    }
    return written;
  })().finally(() => (jobs.flushing = undefined));
  return jobs.flushing;
}

/** Every few seconds, this instance empties the outbox (events another instance queued too). */
export function startOutboxFlusher(everyMs = 3000): void {
  if (jobs.flusher) return;
  jobs.flusher = setInterval(() => isDatabaseOpen() && void flushOutbox(), everyMs);
  jobs.flusher.unref();
}

/** Deletes events older than ACTIVITY_RETENTION_DAYS; returns how many went. */
export async function purgeOldActivity(now = Date.now()): Promise<number> {
  const days = env().ACTIVITY_RETENTION_DAYS;
  return purgeEvents(await database(), new Date(now - days * 86_400_000));
}

/** The background jobs of an instance: the outbox flusher and the daily retention purge. */
export function startActivityJobs(): void {
  startOutboxFlusher();
  if (jobs.purger) return;
  const purge = () =>
    purgeOldActivity()
      .then((n) => n && log().info({ events: n }, "activity retention purge"))
      .catch((error: unknown) => log().warn({ error: String(error) }, "activity purge failed"));
  void purge();
  jobs.purger = setInterval(() => void purge(), 86_400_000);
  jobs.purger.unref();
}

/** Stops the jobs and writes what this instance still queued (shutdown, end of a test file). */
export function stopActivityJobs(): Promise<void> {
  clearInterval(jobs.flusher);
  clearInterval(jobs.purger);
  jobs.flusher = jobs.purger = undefined;
  return activityWritten();
}

/** The event of an action on a booking, from the back office's answer. */
export function onBooking(
  action: ActivityAction,
  booking: {
    bookingId: { id: string };
    bookingAirItems: { versionNum: number; latestVersion: boolean }[];
  },
  result: { ok: true } | { ok: false; error: UpstreamError },
  fields?: string[],
): ActivityInput {
  const latest =
    booking.bookingAirItems.find((i) => i.latestVersion) ?? booking.bookingAirItems.at(-1);
  return {
    action,
    target: { kind: "booking", id: booking.bookingId.id, version: latest?.versionNum ?? null },
    error: result.ok ? null : result.error,
    fields,
  };
}

/** The sign-in form's events: done, or refused with the login as typed. */
export const signInEvents = {
  signedIn: (user: SessionUser) =>
    recordActivity({ user }, { action: "signIn", target: { kind: "account", id: user.id } }),
  refused: (loginId: string, error: UpstreamError) => recordSignInFailure(loginId, error),
};

export const recordSignOut = (user: SessionUser) =>
  recordActivity({ user }, { action: "signOut", target: { kind: "account", id: user.id } });

// The activity timeline's writer (issue 33): one event per state-changing action, written after
// the back office answered. The agent's action never waits for or fails on it: with the
// database down the event waits in the shared store's outbox and is written when it returns.
import { randomUUID } from "node:crypto";
import type { SessionUser } from "~/contracts/user";
import { companyOfLogin, insertEvents, purgeEvents } from "~/db/activity.server";
import { database, isDatabaseOpen } from "~/db/database.server";
import type { NewActivityRow } from "~/db/schema";
import { endingOf, type ActivityAction, type ActivityTargetKind } from "~/domain/activity";
import type { UpstreamError } from "~/domain/upstream-error";
import { env } from "~/env.server";
import { currentRequestId, log } from "~/log.server";
import { activityOutbox } from "~/session/outbox.server";

export type ActivityInput = {
  action: ActivityAction;
  target: { kind: ActivityTargetKind; id: string; version?: number | null };
  /** The back office's refusal; absent or null: done. */
  error?: UpstreamError | null;
  /** Names of what changed (fields, roles): never their values. */
  fields?: string[];
};

type Actor = {
  user: Pick<SessionUser, "id" | "loginName" | "surname" | "givenName" | "companyCode">;
};

/** Records one event; resolves when it is stored or queued, never rejects. */
export async function recordActivity(actor: Actor, input: ActivityInput): Promise<void> {
  const { user } = actor;
  await write({
    companyCode: user.companyCode,
    userId: user.id,
    userLogin: user.loginName,
    userName: `${user.surname} ${user.givenName}`.trim(),
    ...rowOf(input),
  });
}

/** A refused sign-in: the login as typed, filed under the company it last signed in to. */
export async function recordSignInFailure(loginName: string, error: UpstreamError | null) {
  const login = loginName.trim().slice(0, 60);
  if (!login) return;
  const companyCode = await database()
    .then((db) => companyOfLogin(db, login))
    .catch(() => undefined);
  await write({
    companyCode: companyCode ?? "",
    userId: "",
    userLogin: login,
    userName: "",
    ...rowOf({ action: "signInFailed", target: { kind: "account", id: login }, error }),
  });
}

function rowOf(input: ActivityInput) {
  const ending = endingOf(input.error);
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
    details: input.fields?.length ? { fields: input.fields } : null,
  };
}

type Stored = Omit<NewActivityRow, "occurredAt"> & { occurredAt: string | Date };

// The agent's action waits at most this long for the database (opening, or a real server that
// hangs); then the event goes to the outbox.
const WRITE_WAIT_MS = 1000;

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no database answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

async function write(row: NewActivityRow): Promise<void> {
  try {
    // Never opens the database itself (start-up does): an engine starting now would hold the
    // agent's action; the event waits in the outbox instead.
    if (!isDatabaseOpen()) throw new Error("the database is not open");
    await within(
      database().then((db) => insertEvents(db, [row])),
      WRITE_WAIT_MS,
    );
    void flushOutbox();
  } catch (error) {
    try {
      await activityOutbox().put(row.id, row);
      log().warn(
        { event: row.id, error: error instanceof Error ? error.message : String(error) },
        "database unavailable: activity event kept in the outbox",
      );
      startOutboxFlusher();
    } catch (storeError) {
      // Both the database and the store are down: the one case where the event is lost.
      log().error(
        { event: { ...row, occurredAt: row.occurredAt.toISOString() }, error: String(storeError) },
        "activity event lost: database and store unavailable",
      );
    }
  }
}

const sharedKey = Symbol.for("pamhk.activityJobs");
const jobs = ((globalThis as Record<symbol, unknown>)[sharedKey] ??= {}) as {
  flushing?: Promise<number>;
  flusher?: NodeJS.Timeout;
  purger?: NodeJS.Timeout;
};

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

export function stopActivityJobs(): void {
  clearInterval(jobs.flusher);
  clearInterval(jobs.purger);
  jobs.flusher = jobs.purger = undefined;
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

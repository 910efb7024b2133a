import { randomBytes } from "node:crypto";
import type { KeyValueStore } from "./kv-store.server";
import { sessionKeyValueStore } from "./session.server";

/**
 * Cross-instance idempotency on the shared session store (file, Redis or memory): a pending
 * marker set only if absent, with an expiry, so that two portal instances behind one load
 * balancer never run the same booking or servicing action twice.
 */

type Pending = { state: "pending"; owner: string; since: number };
type Done<T> = { state: "done"; outcome: T };
type Marker<T> = Pending | Done<T>;

export type OnceOptions = {
  /** How long a pending marker protects the action (a crashed instance frees it after this). */
  pendingSeconds?: number;
  /** How long a recorded outcome answers later submissions. */
  resultSeconds?: number;
  /** How long a second request waits for the first one's outcome. */
  waitMs?: number;
  /** Whether an outcome is recorded; others (failures to correct) free the key for a new try. */
  keep?: (outcome: unknown) => boolean;
  store?: KeyValueStore;
  pollMs?: number;
};

/** The second request gave up waiting while the first one still runs. */
export class StillRunning extends Error {
  constructor(readonly key: string) {
    super(`The action ${key} is still running elsewhere`);
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const markerKey = (key: string) => `once:${key}`;

/**
 * Runs `run` at most once per `key` across every instance sharing the store. A request that
 * finds the marker pending waits for the outcome and returns it; one that finds it done returns
 * the recorded outcome without running anything. Never retries `run` itself.
 */
export async function runOnce<T>(
  key: string,
  run: () => Promise<T>,
  options: OnceOptions = {},
): Promise<T> {
  const {
    pendingSeconds = 330,
    resultSeconds = 3600,
    waitMs = 300_000,
    keep = () => true,
    pollMs = 100,
  } = options;
  const store = options.store ?? sessionKeyValueStore();
  const k = markerKey(key);
  const owner = randomBytes(8).toString("hex");
  const deadline = Date.now() + waitMs;
  for (;;) {
    const mine: Pending = { state: "pending", owner, since: Date.now() };
    if (await store.add(k, mine, pendingSeconds)) break;
    const seen = await store.get<Marker<T>>(k);
    if (seen?.state === "done") return seen.outcome;
    // Missing now: the first one failed and freed the key, or its marker expired; try again.
    if (seen && Date.now() >= deadline) throw new StillRunning(key);
    if (seen) await sleep(pollMs);
  }
  let outcome: T;
  try {
    outcome = await run();
  } catch (error) {
    await store.delete(k);
    throw error;
  }
  if (keep(outcome))
    await store.set(k, { state: "done", outcome } satisfies Done<T>, resultSeconds);
  else await store.delete(k);
  return outcome;
}

/** The outcome recorded for `key`, if any (a refresh after the booking). */
export async function outcomeOf<T>(key: string, store?: KeyValueStore): Promise<T | undefined> {
  const seen = await (store ?? sessionKeyValueStore()).get<Marker<T>>(markerKey(key));
  return seen?.state === "done" ? seen.outcome : undefined;
}

/**
 * One run per `key` at a time across instances (a lock with an expiry): a second request waits
 * until the first finishes, then runs itself (and typically finds the change already made).
 */
export async function exclusively<T>(
  key: string,
  run: () => Promise<T>,
  options: Pick<OnceOptions, "pendingSeconds" | "waitMs" | "store" | "pollMs"> = {},
): Promise<T> {
  const { pendingSeconds = 330, waitMs = 300_000, pollMs = 100 } = options;
  const store = options.store ?? sessionKeyValueStore();
  const k = `lock:${key}`;
  const owner = randomBytes(8).toString("hex");
  const deadline = Date.now() + waitMs;
  while (!(await store.add(k, { owner, since: Date.now() }, pendingSeconds))) {
    if (Date.now() >= deadline) throw new StillRunning(key);
    await sleep(pollMs);
  }
  try {
    return await run();
  } finally {
    // Only our own lock: after an expiry another request may hold it now.
    const held = await store.get<{ owner: string }>(k).catch(() => undefined);
    if (held?.owner === owner) await store.delete(k);
  }
}

import { randomBytes } from "node:crypto";
import { env } from "~/env.server";
import { log } from "~/log.server";
import { type KeyValueStore, sharedStore } from "./kv-store.server";

/**
 * Cross-instance idempotency on the shared session store (file, Redis or memory): a pending
 * marker set only if absent, with an expiry, so that two portal instances behind one load
 * balancer never run the same booking or servicing action twice.
 */

type Pending = { state: "pending"; owner: string; since: number };
type Done<T> = { state: "done"; outcome: T };
type Marker<T> = Pending | Done<T>;

/** Seconds a marker outlives the back-office call it guards (PAMHK_TIMEOUT_MS) at least. */
export const MARKER_MARGIN_SECONDS = 30;
export const markerSeconds = () => Math.ceil(env().PAMHK_TIMEOUT_MS / 1000) + MARKER_MARGIN_SECONDS;

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
 * Runs `run` while holding the marker `k`: the owner renews it every third of its life, so it
 * cannot expire under a call that is still running (a stalled event loop, a slow back office);
 * only a crashed instance's marker runs out. Renewal compares the owner, never takes another's.
 */
async function holding<T>(
  store: KeyValueStore,
  k: string,
  marker: { owner: string },
  ttlSeconds: number,
  run: () => Promise<T>,
): Promise<T> {
  const renew = setInterval(
    () => {
      store.ifOwner(k, marker.owner, marker, ttlSeconds).then(
        (held) => held || log().warn({ marker: k }, "marker lost while its action ran"),
        () => undefined, // the store is down: the next renewal tries again
      );
    },
    Math.max(100, (ttlSeconds * 1000) / 3),
  );
  renew.unref();
  try {
    return await run();
  } finally {
    clearInterval(renew);
  }
}

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
    pendingSeconds = markerSeconds(),
    resultSeconds = 3600,
    waitMs = pendingSeconds * 1000,
    keep = () => true,
    pollMs = 100,
  } = options;
  const store = options.store ?? sharedStore();
  const k = markerKey(key);
  const owner = randomBytes(8).toString("hex");
  const deadline = Date.now() + waitMs;
  let mine: Pending;
  for (;;) {
    mine = { state: "pending", owner, since: Date.now() };
    if (await store.add(k, mine, pendingSeconds)) break;
    const seen = await store.get<Marker<T>>(k);
    if (seen?.state === "done") return seen.outcome;
    // Missing now: the first one failed and freed the key, or its marker expired; try again.
    if (seen && Date.now() >= deadline) throw new StillRunning(key);
    if (seen) await sleep(pollMs);
  }
  let outcome: T;
  try {
    outcome = await holding(store, k, mine, pendingSeconds, run);
  } catch (error) {
    await store.ifOwner(k, owner, undefined);
    throw error;
  }
  // Recorded (or freed) only over our own marker, in one step.
  if (keep(outcome))
    await store.ifOwner(k, owner, { state: "done", outcome } satisfies Done<T>, resultSeconds);
  else await store.ifOwner(k, owner, undefined);
  return outcome;
}

/** The outcome recorded for `key`, if any (a refresh after the booking). */
export async function outcomeOf<T>(key: string, store?: KeyValueStore): Promise<T | undefined> {
  const seen = await (store ?? sharedStore()).get<Marker<T>>(markerKey(key));
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
  const { pendingSeconds = markerSeconds(), pollMs = 100 } = options;
  const { waitMs = pendingSeconds * 1000 } = options;
  const store = options.store ?? sharedStore();
  const k = `lock:${key}`;
  const lock = { owner: randomBytes(8).toString("hex"), since: Date.now() };
  const deadline = Date.now() + waitMs;
  while (!(await store.add(k, lock, pendingSeconds))) {
    if (Date.now() >= deadline) throw new StillRunning(key);
    await sleep(pollMs);
  }
  try {
    return await holding(store, k, lock, pendingSeconds, run);
  } finally {
    // Only our own lock, compared and deleted in one step.
    await store.ifOwner(k, lock.owner, undefined).catch(() => undefined);
  }
}

// Idempotency markers across instances on the shared store (file, Redis or memory): a pending
// marker set only if absent, with an expiry, so that two portal instances behind one load
// balancer never run the same booking or servicing action twice; the outcome answers a repeat.
import { randomBytes } from "node:crypto";
import { sharedStore, type KeyValueStore } from "./kv-store.server";
import { holding, markerSeconds, sleep, StillRunning, type LockOptions } from "./locks.server";

type Pending = { state: "pending"; owner: string; since: number };
type Done<T> = { state: "done"; outcome: T };
type Marker<T> = Pending | Done<T>;

export type OnceOptions = LockOptions & {
  /** How long a recorded outcome answers later submissions. */
  resultSeconds?: number;
  /** Whether an outcome is recorded; others (failures to correct) free the key for a new try. */
  keep?: (outcome: unknown) => boolean;
};

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

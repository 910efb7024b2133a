// Locks across instances on the shared store (file, Redis or memory): a marker set only if
// absent, with an expiry its owner renews, so that two portal instances behind one load balancer
// never run the same booking or servicing change at the same time.
import { randomBytes } from "node:crypto";
import { env } from "~/env.server";
import { log } from "~/log.server";
import { sharedStore, type KeyValueStore } from "./kv-store.server";

/** Seconds a marker outlives the back-office call it guards (PAMHK_TIMEOUT_MS) at least. */
export const MARKER_MARGIN_SECONDS = 30;
export const markerSeconds = () => Math.ceil(env().PAMHK_TIMEOUT_MS / 1000) + MARKER_MARGIN_SECONDS;

export type LockOptions = {
  /** How long the marker protects the run (a crashed instance frees it after this). */
  pendingSeconds?: number;
  /** How long a second request waits for the first one. */
  waitMs?: number;
  store?: KeyValueStore;
  pollMs?: number;
};

/** The second request gave up waiting while the first one still runs. */
export class StillRunning extends Error {
  constructor(readonly key: string) {
    super(`The action ${key} is still running elsewhere`);
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `run` while holding the marker `k`: the owner renews it every third of its life, so it
 * cannot expire under a call that is still running (a stalled event loop, a slow back office);
 * only a crashed instance's marker runs out. Renewal compares the owner, never takes another's.
 */
export async function holding<T>(
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
 * One run per `key` at a time across instances (a lock with an expiry): a second request waits
 * until the first finishes, then runs itself (and typically finds the change already made).
 */
export async function exclusively<T>(
  key: string,
  run: () => Promise<T>,
  options: LockOptions = {},
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

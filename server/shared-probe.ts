// A reachability check whose result is shared by every instance through the session store, so
// /healthz (anonymous, answered to anyone) costs the back office at most one call per window
// however many requests arrive, on however many instances.
import { setTimeout as sleep } from "node:timers/promises";
import type { KeyValueStore } from "../app/store/kv-store.server";

export type SharedProbeOptions = {
  store: KeyValueStore;
  /** Store key of the result; `<key>:probe` marks the one caller that checks in a window. */
  key: string;
  /** How long a result is reused (whole seconds). */
  ttlSeconds: number;
  /** The real check (bounded by its own time-out). */
  probe: () => Promise<boolean>;
  /** Longest wait for another instance's check in progress (default 2 s), then "down". */
  waitMs?: number;
  pollMs?: number;
};

export function sharedProbe(opts: SharedProbeOptions): () => Promise<boolean> {
  const waitMs = opts.waitMs ?? 2000;
  const pollMs = opts.pollMs ?? 100;
  const ttlMs = opts.ttlSeconds * 1000;
  // Without the store (Redis down): the last result of this instance, still one call per window.
  let local: { value: boolean; at: number } | undefined;
  let inFlight: Promise<boolean> | undefined;

  const probeLocally = async () => {
    if (local && Date.now() - local.at < ttlMs) return local.value;
    const value = await opts.probe();
    local = { value, at: Date.now() };
    return value;
  };

  const read = async (): Promise<boolean> => {
    const { store, key } = opts;
    try {
      const known = await store.get<boolean>(key);
      if (known !== undefined) return known;
      if (await store.add(`${key}:probe`, Date.now(), opts.ttlSeconds)) {
        const value = await opts.probe();
        await store.set(key, value, opts.ttlSeconds);
        local = { value, at: Date.now() };
        return value;
      }
      // Another instance checks right now: wait for its answer rather than asking again.
      const deadline = Date.now() + waitMs;
      while (Date.now() < deadline) {
        await sleep(pollMs);
        const value = await store.get<boolean>(key);
        if (value !== undefined) return value;
      }
      return false;
    } catch {
      return probeLocally();
    }
  };

  // Concurrent requests on one instance share one look-up.
  return () => (inFlight ??= read().finally(() => (inFlight = undefined)));
}

import { createHash } from "node:crypto";
import type { KeyValueStore } from "./kv-store.server";

/**
 * Fixed-window counters in the shared store (file, Redis or memory), so every instance counts
 * together. The read-then-write is not atomic: under a race a few extra hits may pass, which
 * suits a limit on abuse (not an exact quota).
 */
export function createRateLimiter(store: KeyValueStore, now: () => number = Date.now) {
  const keyOf = (name: string, subject: string, windowSeconds: number) => {
    const window = Math.floor(now() / (windowSeconds * 1000));
    const hashed = createHash("sha256").update(subject).digest("hex").slice(0, 32);
    return `rate:${name}:${hashed}:${window}`;
  };
  const secondsLeft = (windowSeconds: number) =>
    Math.max(1, Math.ceil(windowSeconds - ((now() / 1000) % windowSeconds)));
  return {
    /** Hits counted in the current window. */
    async count(name: string, subject: string, windowSeconds: number): Promise<number> {
      return (await store.get<number>(keyOf(name, subject, windowSeconds))) ?? 0;
    },
    /** Counts one hit; returns the new count. */
    async hit(name: string, subject: string, windowSeconds: number): Promise<number> {
      const key = keyOf(name, subject, windowSeconds);
      const count = ((await store.get<number>(key)) ?? 0) + 1;
      await store.set(key, count, windowSeconds);
      return count;
    },
    secondsLeft,
  };
}

/** The client address the HTTP server put on the request (never a header a browser can set). */
export function clientAddress(request: Request): string {
  return request.headers.get("x-portal-client-ip") || "unknown";
}

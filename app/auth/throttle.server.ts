import { createHash } from "node:crypto";
import { env } from "~/env.server";
import type { Message } from "~/domain/upstream-error";
import { createRateLimiter } from "~/session/rate-limit.server";
import type { KeyValueStore } from "~/session/kv-store.server";

/**
 * Sign-in throttling that nobody can turn against a colleague (issue 11), shared by every
 * instance through the session store:
 * - only refused passwords (and refused single sign-ons) count; a wrong verification code never;
 * - per client address: after LOGIN_IP_MAX_FAILURES failures in LOGIN_IP_WINDOW_MINUTES, that
 *   address may not try again until the window ends;
 * - per login id: after LOGIN_FREE_FAILURES failures, each further attempt must wait 1, 2, 4, ...
 *   seconds (at most LOGIN_MAX_DELAY_SECONDS) after the last failure: a short delay, no lock.
 */
type LoginRecord = { failures: number; lastFailureAt: number };

const loginKey = (loginId: string) =>
  `login:${createHash("sha256").update(loginId.trim().toLowerCase()).digest("hex")}`;

export function delaySecondsAfter(failures: number, free: number, max: number): number {
  if (failures < free) return 0;
  return Math.min(max, 2 ** (failures - free));
}

export function createLoginThrottle(store: KeyValueStore, now: () => number = Date.now) {
  const limits = () => {
    const e = env();
    return {
      ipMax: e.LOGIN_IP_MAX_FAILURES,
      windowSeconds: e.LOGIN_IP_WINDOW_MINUTES * 60,
      free: e.LOGIN_FREE_FAILURES,
      maxDelay: e.LOGIN_MAX_DELAY_SECONDS,
    };
  };
  const counters = createRateLimiter(store, now);
  return {
    /** Why this attempt may not go ahead now, or null when it may. */
    async refusal(loginId: string, client: string): Promise<Message | null> {
      const { ipMax, windowSeconds, free, maxDelay } = limits();
      if ((await counters.count("login-ip", client, windowSeconds)) >= ipMax) {
        const minutes = Math.ceil(counters.secondsLeft(windowSeconds) / 60);
        return { key: "error.TOO_MANY_FROM_CLIENT", values: { minutes } };
      }
      const record = await store.get<LoginRecord>(loginKey(loginId));
      if (!record) return null;
      const waitUntil =
        record.lastFailureAt + delaySecondsAfter(record.failures, free, maxDelay) * 1000;
      const left = waitUntil - now();
      return left > 0
        ? { key: "error.LOGIN_WAIT", values: { seconds: Math.ceil(left / 1000) } }
        : null;
    },
    /** A refused password (or a refused single sign-on) for this login id from this client. */
    async fail(loginId: string, client: string): Promise<void> {
      const { windowSeconds } = limits();
      await counters.hit("login-ip", client, windowSeconds);
      const record = await store.get<LoginRecord>(loginKey(loginId));
      await store.set(
        loginKey(loginId),
        { failures: (record?.failures ?? 0) + 1, lastFailureAt: now() },
        windowSeconds,
      );
    },
    async succeed(loginId: string): Promise<void> {
      await store.delete(loginKey(loginId));
    },
  };
}

import type { Message } from "~/domain/upstream-error";
import { env } from "~/env.server";
import {
  createLimiter,
  limiterBackend,
  limiterKey,
  type LimiterBackend,
} from "~/session/rate-limit.server";

/**
 * Sign-in throttling that nobody can turn against a colleague (issue 11), shared by every
 * instance through Redis (rate-limiter-flexible, each count one atomic step):
 * - only refused passwords (and refused single sign-ons) count; a wrong verification code never;
 * - per client address: after LOGIN_IP_MAX_FAILURES failures in LOGIN_IP_WINDOW_MINUTES, that
 *   address may not try again until the window ends;
 * - per login id: after LOGIN_FREE_FAILURES failures, each further attempt must wait 1, 2, 4, ...
 *   seconds (at most LOGIN_MAX_DELAY_SECONDS) after the last failure: a short delay, no lock.
 */
export function delaySecondsAfter(failures: number, free: number, max: number): number {
  if (failures < free) return 0;
  return Math.min(max, 2 ** (failures - free));
}

const loginKey = (loginId: string) => limiterKey(loginId.trim().toLowerCase());

export function createLoginThrottle(backend: LimiterBackend = limiterBackend()) {
  const e = env();
  const windowSeconds = e.LOGIN_IP_WINDOW_MINUTES * 60;
  const ipMax = e.LOGIN_IP_MAX_FAILURES;
  const perAddress = createLimiter(backend, {
    keyPrefix: "login-ip",
    points: ipMax,
    duration: windowSeconds,
  });
  // A login id's failures in the window, and the wait after its last one (a block that expires).
  const failures = createLimiter(backend, {
    keyPrefix: "login-failures",
    points: 1,
    duration: windowSeconds,
  });
  const wait = createLimiter(backend, { keyPrefix: "login-wait", points: 1, duration: 1 });
  return {
    /** Why this attempt may not go ahead now, or null when it may. */
    async refusal(loginId: string, client: string): Promise<Message | null> {
      const address = await perAddress.get(limiterKey(client));
      if (address && address.msBeforeNext > 0 && address.consumedPoints >= ipMax) {
        const minutes = Math.ceil(address.msBeforeNext / 60_000);
        return { key: "error.TOO_MANY_FROM_CLIENT", values: { minutes } };
      }
      const waiting = await wait.get(loginKey(loginId));
      return waiting && waiting.msBeforeNext > 0
        ? { key: "error.LOGIN_WAIT", values: { seconds: Math.ceil(waiting.msBeforeNext / 1000) } }
        : null;
    },
    /** A refused password (or a refused single sign-on) for this login id from this client. */
    async fail(loginId: string, client: string): Promise<void> {
      const key = loginKey(loginId);
      // `penalty` counts without refusing: the limits are applied by `refusal`.
      const [, counted] = await Promise.all([
        perAddress.penalty(limiterKey(client)),
        failures.penalty(key),
      ]);
      const delay = delaySecondsAfter(
        counted.consumedPoints,
        e.LOGIN_FREE_FAILURES,
        e.LOGIN_MAX_DELAY_SECONDS,
      );
      if (delay > 0) await wait.block(key, delay);
    },
    async succeed(loginId: string): Promise<void> {
      const key = loginKey(loginId);
      await Promise.all([failures.delete(key), wait.delete(key)]);
    },
  };
}

// One per process: the in-memory counters live in their limiters.
let shared: ReturnType<typeof createLoginThrottle> | undefined;
export const loginThrottle = () => (shared ??= createLoginThrottle());

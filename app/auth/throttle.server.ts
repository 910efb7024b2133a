import type { Message } from "~/domain/upstream-error";
import { env } from "~/env.server";
import {
  createLimiter,
  limiterBackend,
  limiterKey,
  type LimiterBackend,
} from "~/store/rate-limit.server";

/**
 * Sign-in throttling that nobody can turn against a colleague (issue 11), shared by every
 * instance through Redis (rate-limiter-flexible, each count one atomic step):
 * - only refused passwords (and refused single sign-ons) count; a wrong verification code never;
 * - per client address: after LOGIN_IP_MAX_FAILURES failures in LOGIN_IP_WINDOW_MINUTES, that
 *   address may not try again until the window ends;
 * - per login id: after LOGIN_FREE_FAILURES failures, each further attempt must wait 1, 2, 4, ...
 *   seconds (at most LOGIN_MAX_DELAY_SECONDS) after the last failure: a short delay, no lock.
 * - keyed by login id and client (OWASP device cookies, issue 32): attempts with a device cookie
 *   for that login count on that device alone, so a browser that signed in before is not slowed
 *   by failures from elsewhere; the rest share the login id's untrusted count. A device with
 *   LOGIN_DEVICE_MAX_FAILURES failures in the window is distrusted until the window ends.
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
  // The same, per device cookie (its random id, hashed like every key).
  const deviceFailures = createLimiter(backend, {
    keyPrefix: "login-device-failures",
    points: 1,
    duration: windowSeconds,
  });
  const deviceWait = createLimiter(backend, {
    keyPrefix: "login-device-wait",
    points: 1,
    duration: 1,
  });
  /** Whose count this attempt goes on: the device when trusted, else the login id's shared one. */
  const bucketOf = async (loginId: string, device: string | undefined) => {
    if (device) {
      const key = limiterKey(`device:${device}`);
      const counted = await deviceFailures.get(key);
      if ((counted?.consumedPoints ?? 0) < e.LOGIN_DEVICE_MAX_FAILURES)
        return { key, failures: deviceFailures, wait: deviceWait };
    }
    return { key: loginKey(loginId), failures, wait };
  };
  return {
    /** Whether a device cookie's id is still trusted (not distrusted by its own failures). */
    async trusted(device: string): Promise<boolean> {
      const counted = await deviceFailures.get(limiterKey(`device:${device}`));
      return (counted?.consumedPoints ?? 0) < e.LOGIN_DEVICE_MAX_FAILURES;
    },
    /**
     * Why this attempt may not go ahead now, or null when it may. `device`: the id of the
     * request's device cookie when it names this login id.
     */
    async refusal(loginId: string, client: string, device?: string): Promise<Message | null> {
      const address = await perAddress.get(limiterKey(client));
      if (address && address.msBeforeNext > 0 && address.consumedPoints >= ipMax) {
        const minutes = Math.ceil(address.msBeforeNext / 60_000);
        return { key: "error.TOO_MANY_FROM_CLIENT", values: { minutes } };
      }
      const bucket = await bucketOf(loginId, device);
      const waiting = await bucket.wait.get(bucket.key);
      return waiting && waiting.msBeforeNext > 0
        ? { key: "error.LOGIN_WAIT", values: { seconds: Math.ceil(waiting.msBeforeNext / 1000) } }
        : null;
    },
    /** A refused password (or a refused single sign-on) for this login id from this client. */
    async fail(loginId: string, client: string, device?: string): Promise<void> {
      const bucket = await bucketOf(loginId, device);
      // `penalty` counts without refusing: the limits are applied by `refusal`.
      const [, counted] = await Promise.all([
        perAddress.penalty(limiterKey(client)),
        bucket.failures.penalty(bucket.key),
      ]);
      const delay = delaySecondsAfter(
        counted.consumedPoints,
        e.LOGIN_FREE_FAILURES,
        e.LOGIN_MAX_DELAY_SECONDS,
      );
      if (delay > 0) await bucket.wait.block(bucket.key, delay);
    },
    /** Clears the count the attempt went on (a trusted device's success leaves strangers' alone). */
    async succeed(loginId: string, device?: string): Promise<void> {
      const bucket = await bucketOf(loginId, device);
      await Promise.all([bucket.failures.delete(bucket.key), bucket.wait.delete(bucket.key)]);
    },
  };
}

// One per process: the in-memory counters live in their limiters.
let shared: ReturnType<typeof createLoginThrottle> | undefined;
export const loginThrottle = () => (shared ??= createLoginThrottle());

import type { Message } from "~/domain/upstream-error";
import { env } from "~/env.server";
import {
  createLimiter,
  limiterBackend,
  limiterKey,
  type LimiterBackend,
} from "~/store/rate-limit.server";

/**
 * Sign-in throttling that nobody can turn against a colleague, shared by every instance through
 * Redis (rate-limiter-flexible, each count one atomic step); the rule in README "Operations":
 * - only refused passwords (and refused single sign-ons) count; a wrong verification code never;
 * - a trusted device (a valid device cookie for that login, docs/decisions/0080) is counted and
 *   slowed on its own alone: no count of its address or its login id ever refuses it;
 * - per client address: after LOGIN_IP_MAX_FAILURES failures in LOGIN_IP_WINDOW_MINUTES, each
 *   further untrusted attempt from it waits 1, 2, 4, ... seconds (at most LOGIN_MAX_DELAY_SECONDS)
 *   after the address's last failure: it slows, it never locks;
 * - per login id: after LOGIN_FREE_FAILURES failures, the same kind of delay for that id only.
 *   The back office answers a wrong password and an unknown login alike, so a login name that
 *   does not exist is a bucket of its own: its failures slow that name and the address, never a
 *   real login. A device with LOGIN_DEVICE_MAX_FAILURES failures is distrusted for the window.
 */
export function delaySecondsAfter(failures: number, free: number, max: number): number {
  if (failures < free) return 0;
  return Math.min(max, 2 ** (failures - free));
}

const loginKey = (loginId: string) => limiterKey(loginId.trim().toLowerCase());

export function createLoginThrottle(backend: LimiterBackend = limiterBackend()) {
  const e = env();
  const windowSeconds = e.LOGIN_IP_WINDOW_MINUTES * 60;
  // The address's failures in the window, and the wait after its last one past the free ones.
  const perAddress = createLimiter(backend, {
    keyPrefix: "login-ip",
    points: 1,
    duration: windowSeconds,
  });
  const addressWait = createLimiter(backend, {
    keyPrefix: "login-ip-wait",
    points: 1,
    duration: 1,
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
  const deviceTrusted = async (device: string) => {
    const counted = await deviceFailures.get(limiterKey(`device:${device}`));
    return (counted?.consumedPoints ?? 0) < e.LOGIN_DEVICE_MAX_FAILURES;
  };
  /** Whose count this attempt goes on: the device when trusted, else the login id's shared one. */
  const bucketOf = async (loginId: string, device: string | undefined) => {
    if (device && (await deviceTrusted(device)))
      return {
        key: limiterKey(`device:${device}`),
        failures: deviceFailures,
        wait: deviceWait,
        trusted: true,
      };
    return { key: loginKey(loginId), failures, wait, trusted: false };
  };
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
  return {
    /** Whether a device cookie's id is still trusted (not distrusted by its own failures). */
    trusted: deviceTrusted,
    /**
     * Why this attempt may not go ahead now, or null when it may. `device`: the id of the
     * request's device cookie when it names this login id.
     */
    async refusal(loginId: string, client: string, device?: string): Promise<Message | null> {
      const bucket = await bucketOf(loginId, device);
      if (!bucket.trusted) {
        const address = await addressWait.get(limiterKey(client));
        if (address && address.msBeforeNext > 0)
          return {
            key: "error.TOO_MANY_FROM_CLIENT",
            values: { seconds: seconds(address.msBeforeNext) },
          };
      }
      const waiting = await bucket.wait.get(bucket.key);
      return waiting && waiting.msBeforeNext > 0
        ? { key: "error.LOGIN_WAIT", values: { seconds: seconds(waiting.msBeforeNext) } }
        : null;
    },
    /** A refused password (or a refused single sign-on) for this login id from this client. */
    async fail(loginId: string, client: string, device?: string): Promise<void> {
      const bucket = await bucketOf(loginId, device);
      // `penalty` counts without refusing: the limits are applied by `refusal`.
      const [fromAddress, counted] = await Promise.all([
        perAddress.penalty(limiterKey(client)),
        bucket.failures.penalty(bucket.key),
      ]);
      const delay = delaySecondsAfter(
        counted.consumedPoints,
        e.LOGIN_FREE_FAILURES,
        e.LOGIN_MAX_DELAY_SECONDS,
      );
      const addressDelay = delaySecondsAfter(
        fromAddress.consumedPoints,
        e.LOGIN_IP_MAX_FAILURES,
        e.LOGIN_MAX_DELAY_SECONDS,
      );
      await Promise.all([
        delay > 0 ? bucket.wait.block(bucket.key, delay) : undefined,
        addressDelay > 0 ? addressWait.block(limiterKey(client), addressDelay) : undefined,
      ]);
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

import { createHash } from "node:crypto";
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import { env } from "~/env.server";
import { redisClient } from "./redis-client.server";

export { RateLimiterRes };

/** Where counters live: Redis (shared by every instance) or this process (one instance). */
export type LimiterBackend = { kind: "redis"; redisUrl: string } | { kind: "memory" };

/** Redis with SESSION_STORE=redis; the file store serves one instance, whose memory will do. */
export function limiterBackend(): LimiterBackend {
  const e = env();
  return e.SESSION_STORE === "redis"
    ? { kind: "redis", redisUrl: e.REDIS_URL }
    : { kind: "memory" };
}

/**
 * Fixed-window counters (rate-limiter-flexible): `points` per `duration` seconds, the window
 * starting with a key's first hit. Every hit is one atomic step: a Lua script on Redis, a
 * single synchronous update in memory, so concurrent hits are all counted.
 */
export function createLimiter(
  backend: LimiterBackend,
  opts: { keyPrefix: string; points: number; duration: number },
): RateLimiterAbstract {
  const keyPrefix = `rate:${opts.keyPrefix}`;
  return backend.kind === "redis"
    ? new RateLimiterRedis({ ...opts, keyPrefix, storeClient: redisClient(backend.redisUrl) })
    : new RateLimiterMemory({ ...opts, keyPrefix });
}

/** Keys of counters: a hash, so no address or login id is kept in clear. */
export const limiterKey = (subject: string) =>
  createHash("sha256").update(subject).digest("hex").slice(0, 32);

/** The client address the HTTP server put on the request (never a header a browser can set). */
export function clientAddress(request: Request): string {
  return request.headers.get("x-portal-client-ip") || "unknown";
}

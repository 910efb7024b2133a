// The Redis connections of this process, one per URL, and what the HTTP server reads of their
// health (the store-down page, /healthz, 503 for a page whose store command failed).
import { Redis } from "ioredis";
import { log } from "~/log.server";
import { connectionOptions } from "./redis-sentinel.server";

// One connection per URL: every store (sessions, caches) shares it instead of opening its own.
// Kept on globalThis so the HTTP server (server.ts) and the Remix build, which load this module
// separately, see the same connection and its state (the store-down page, /healthz).
const globalKey = Symbol.for("pamhk.redisClients");
const redisClients: Map<string, Redis> = ((globalThis as Record<symbol, unknown>)[globalKey] ??=
  new Map<string, Redis>()) as Map<string, Redis>;

// A command fails after this much time the event loop was free to read its answer (a busy
// instance must not turn a healthy store into errors); ioredis's own timer is a backstop.
export const COMMAND_MS = 800;

/** Bounded waits: a store that is down answers every command with an error within a second. */
export const REDIS_OPTIONS = {
  lazyConnect: false,
  connectTimeout: 1000,
  commandTimeout: COMMAND_MS * 8,
  // No queueing while disconnected: commands fail at once instead of hanging until Redis returns.
  enableOfflineQueue: false,
  maxRetriesPerRequest: 0,
  // Reconnect for ever, at most a second apart: recovery is automatic.
  retryStrategy: (times: number) => Math.min(times * 100, 1000),
} as const;

export function redisClient(url: string): Redis {
  let client = redisClients.get(url);
  if (!client) {
    // With REDIS_SENTINELS, the primary the sentinels name (and follow through a failover).
    const options = connectionOptions(url, { ...REDIS_OPTIONS });
    const created = "sentinels" in options ? new Redis(options) : new Redis(url, options);
    // Handled, and logged once per outage instead of once per reconnection attempt.
    let down = false;
    created.on("error", (error: Error) => {
      if (down) return;
      down = true;
      log().error({ error: error.message }, "session store unreachable");
    });
    created.on("close", () => ((created as Troubled)[TROUBLE] = Date.now()));
    created.on("ready", () => {
      if (down) log().info("session store reachable");
      down = false;
    });
    client = created;
    redisClients.set(url, client);
  }
  return client;
}

// When the connection last broke (on the client, which both module copies share).
const TROUBLE = Symbol.for("pamhk.redisTroubleAt");
type Troubled = Redis & { [TROUBLE]?: number };

/** Which back end serves the store (the HTTP server asks about Redis only). */
export type StoreKind = "file" | "redis" | "memory";

/**
 * Whether the connection broke since `since` (ms): a request begun before a failover may have
 * failed on it although the store is ready again by the time its answer goes out (then a 503).
 */
export function storeTroubledSince(
  kind: StoreKind,
  redisUrl: string | undefined,
  since: number,
): boolean {
  if (kind !== "redis" || !redisUrl) return false;
  return ((redisClient(redisUrl) as Troubled)[TROUBLE] ?? 0) >= since;
}

/**
 * Whether the shared store can answer now: always for memory and file stores; for Redis, the
 * connection must be ready (no command is sent, so this costs nothing per request).
 */
export function storeReady(kind: StoreKind, redisUrl?: string): boolean {
  if (kind !== "redis" || !redisUrl) return true;
  return redisClient(redisUrl).status === "ready";
}

/** The store is down (Redis unreachable): the HTTP server answers 503 for it. */
export class StoreUnavailable extends Error {
  constructor() {
    super("The session store is unreachable");
    this.name = "StoreUnavailable";
  }
}

// Failed store commands so far (time-outs, errors), shared like the connections: the HTTP server
// answers a page that failed while a command failed with 503, not 500 (server/http.ts).
const failuresKey = Symbol.for("pamhk.storeFailures");
const failures = ((globalThis as Record<symbol, unknown>)[failuresKey] ??= { count: 0 }) as {
  count: number;
};

/** How many store commands have failed in this process (compare two readings). */
export const storeFailures = () => failures.count;

/** Counts one failed command (a time-out, an error, a store not ready in time). */
export const noteStoreFailure = () => void failures.count++;

/** Closes the shared Redis connections (graceful shutdown, end of a test file). */
export async function closeRedisClients(): Promise<void> {
  const clients = [...redisClients.values()];
  redisClients.clear();
  await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
}

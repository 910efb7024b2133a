import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readFile, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Redis } from "ioredis";
import { env } from "~/env.server";
import { log } from "~/log.server";
import { loopAwareDeadline } from "./loop-aware-deadline.server";
import { connectionOptions } from "./redis-sentinel.server";

/**
 * A small expiring key-value store for server-side state (session records, large upstream
 * results). Values go through JSON, so every backend behaves alike: callers get a copy, never
 * the stored object, and `Date`s come back as strings.
 */
export interface KeyValueStore {
  /** The value, or undefined when missing or expired. Not validated: callers read back what they wrote. */
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  /** Sets only when no live value exists (atomic on every backend); true when this call set it. */
  add(key: string, value: unknown, ttlSeconds: number): Promise<boolean>;
  /**
   * Replaces (`value` given) or deletes (`value` undefined) the live value only while its
   * `owner` field is `owner`, in one atomic step (a Lua script on Redis); true when it did.
   * Locks and pending markers use it so that nobody releases or overwrites another's marker.
   */
  ifOwner(key: string, owner: string, value: unknown, ttlSeconds?: number): Promise<boolean>;
}

const ownedBy = (json: string, owner: string) => {
  try {
    return (JSON.parse(json) as { owner?: unknown } | null)?.owner === owner;
  } catch {
    return false;
  }
};

export type KeyValueStoreOptions = {
  kind: "file" | "redis" | "memory";
  /** Required for "file": records live in `dataDir/namespace/`. */
  dataDir?: string;
  /** Required for "redis". */
  redisUrl?: string;
  /** Keeps stores apart (file sub-folder, Redis key prefix). */
  namespace: string;
};

export function createKeyValueStore(opts: KeyValueStoreOptions): KeyValueStore {
  // The namespace becomes a folder name and a key prefix: keep it to a plain word.
  if (!/^[A-Za-z0-9_-]+$/.test(opts.namespace)) {
    throw new Error(`Invalid key-value store namespace "${opts.namespace}"`);
  }
  switch (opts.kind) {
    case "memory":
      return createMemoryStore();
    case "file":
      if (!opts.dataDir) throw new Error('The "file" key-value store needs dataDir');
      return createFileStore(join(opts.dataDir, opts.namespace));
    case "redis":
      if (!opts.redisUrl) throw new Error('The "redis" key-value store needs redisUrl');
      return createRedisStore(redisClient(opts.redisUrl), `${opts.namespace}:`);
  }
}

let shared: KeyValueStore | undefined;

/**
 * The portal's one store (SESSION_STORE: file, Redis or memory): session records, caches, locks
 * and idempotency markers, apart by key prefix.
 */
export function sharedStore(): KeyValueStore {
  const e = env();
  return (shared ??= createKeyValueStore({
    kind: e.SESSION_STORE,
    dataDir: e.SESSION_DIR,
    redisUrl: e.REDIS_URL,
    namespace: "session",
  }));
}

function toJson(value: unknown): string {
  const json = JSON.stringify(value);
  // JSON.stringify(undefined) is undefined, which no backend could read back.
  if (json === undefined) throw new TypeError("Cannot store a value that has no JSON form");
  return json;
}

// Whole seconds everywhere, because Redis `EX` accepts nothing else.
function ttlOf(ttlSeconds: number): number {
  if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0) {
    throw new RangeError(`ttlSeconds must be a positive number, got ${ttlSeconds}`);
  }
  return Math.ceil(ttlSeconds);
}

// ---------------------------------------------------------------- memory (unit tests)

function createMemoryStore(): KeyValueStore {
  const entries = new Map<string, { json: string; expiresAt: number }>();
  let writes = 0;
  return {
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return JSON.parse(entry.json) as T;
    },
    async set(key, value, ttlSeconds) {
      entries.set(key, { json: toJson(value), expiresAt: Date.now() + ttlOf(ttlSeconds) * 1000 });
      // Entries nobody reads again would otherwise stay forever; sweep now and then.
      if (++writes % 256 === 0) {
        const now = Date.now();
        for (const [k, e] of entries) if (e.expiresAt <= now) entries.delete(k);
      }
    },
    async delete(key) {
      entries.delete(key);
    },
    async add(key, value, ttlSeconds) {
      const entry = entries.get(key);
      if (entry && entry.expiresAt > Date.now()) return false;
      entries.set(key, { json: toJson(value), expiresAt: Date.now() + ttlOf(ttlSeconds) * 1000 });
      return true;
    },
    async ifOwner(key, owner, value, ttlSeconds = 0) {
      const entry = entries.get(key);
      if (!entry || entry.expiresAt <= Date.now() || !ownedBy(entry.json, owner)) return false;
      if (value === undefined) entries.delete(key);
      else
        entries.set(key, { json: toJson(value), expiresAt: Date.now() + ttlOf(ttlSeconds) * 1000 });
      return true;
    },
  };
}

// ---------------------------------------------------------------- file (default, one instance)

const SWEEP_EVERY_MS = 10 * 60_000;
const STALE_TEMP_MS = 60 * 60_000;

/**
 * File layout: `<expiresAt ms>\n<json>`. The expiry sits on its own first line so a read or a
 * sweep can drop an expired multi-MB file without parsing it.
 */
function createFileStore(dir: string): KeyValueStore {
  let dirReady: Promise<unknown> | undefined;
  const ensureDir = () => (dirReady ??= mkdir(dir, { recursive: true, mode: 0o700 }));
  // Hashing keeps any key a safe, fixed-length file name.
  const fileOf = (key: string) =>
    join(dir, `${createHash("sha256").update(key).digest("hex")}.json`);
  let nextSweep = 0;

  return {
    async get<T>(key: string) {
      const file = fileOf(key);
      let text: string;
      try {
        text = await readFile(file, "utf8");
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      const newline = text.indexOf("\n");
      const expiresAt = Number(text.slice(0, newline));
      if (newline < 0 || !(expiresAt > Date.now())) {
        await removeQuietly(file);
        return undefined;
      }
      return JSON.parse(text.slice(newline + 1)) as T;
    },
    async set(key, value, ttlSeconds) {
      const content = `${Date.now() + ttlOf(ttlSeconds) * 1000}\n${toJson(value)}`;
      await ensureDir();
      const file = fileOf(key);
      // Write elsewhere, then rename: readers see the old file or the new one, never half of one.
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temp, content, { mode: 0o600 });
        await rename(temp, file);
      } catch (error) {
        await removeQuietly(temp);
        throw error;
      }
      if (Date.now() >= nextSweep) {
        nextSweep = Date.now() + SWEEP_EVERY_MS;
        // Background clean-up; a failed sweep is retried at the next interval.
        sweep(dir).catch(() => undefined);
      }
    },
    async delete(key) {
      await removeQuietly(fileOf(key));
    },
    async add(key, value, ttlSeconds) {
      const content = `${Date.now() + ttlOf(ttlSeconds) * 1000}\n${toJson(value)}`;
      await ensureDir();
      const file = fileOf(key);
      // O_EXCL creation is the atomic set-if-absent; an expired file is removed and retried once.
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          await writeFile(file, content, { mode: 0o600, flag: "wx" });
          return true;
        } catch (error) {
          if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
          const expiresAt = await readExpiry(file);
          // Gone meanwhile (released): try again, never remove what another one may have made.
          if (expiresAt === undefined) continue;
          if (Number.isNaN(expiresAt) || expiresAt > Date.now()) return false;
          await removeQuietly(file);
        }
      }
      return false;
    },
    // One instance only (the file store's promise): read, compare and write follow each other
    // with no other owner able to slip in between but through an expiry.
    async ifOwner(key, owner, value, ttlSeconds = 0) {
      const file = fileOf(key);
      const text = await readFile(file, "utf8").catch((error: unknown) => {
        if (isNotFound(error)) return undefined;
        throw error;
      });
      const newline = text?.indexOf("\n") ?? -1;
      if (!text || newline < 0 || !(Number(text.slice(0, newline)) > Date.now())) return false;
      if (!ownedBy(text.slice(newline + 1), owner)) return false;
      if (value === undefined) await removeQuietly(file);
      else await this.set(key, value, ttlSeconds);
      return true;
    },
  };
}

/**
 * Removes expired files nobody reads again (abandoned sessions, old search caches) and temp
 * files left by a crash; expiry on read alone would let the folder grow without bound.
 */
async function sweep(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    const file = join(dir, name);
    if (name.endsWith(".tmp")) {
      const info = await stat(file).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) await removeQuietly(file);
    } else if (name.endsWith(".json")) {
      const expiresAt = await readExpiry(file);
      if (expiresAt !== undefined && !(expiresAt > now)) await removeQuietly(file);
    }
  }
}

async function readExpiry(file: string): Promise<number | undefined> {
  const handle = await open(file, "r").catch(() => undefined);
  if (!handle) return undefined;
  try {
    const head = Buffer.alloc(24);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const firstLine = head.subarray(0, bytesRead).toString("utf8").split("\n")[0];
    // Created but not written yet (O_EXCL creates before it writes): held, not expired.
    return firstLine === "" ? NaN : Number(firstLine);
  } finally {
    await handle.close();
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

async function removeQuietly(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

// ---------------------------------------------------------------- redis (several instances)

// One connection per URL: every store (sessions, caches) shares it instead of opening its own.
// Kept on globalThis so the HTTP server (server.ts) and the Remix build, which load this module
// separately, see the same connection and its state (the store-down page, /healthz).
const globalKey = Symbol.for("pamhk.redisClients");
const redisClients: Map<string, Redis> = ((globalThis as Record<symbol, unknown>)[globalKey] ??=
  new Map<string, Redis>()) as Map<string, Redis>;

// A command fails after this much time the event loop was free to read its answer (issue 32:
// a busy instance must not turn a healthy store into errors); ioredis's own timer is a backstop.
const COMMAND_MS = 800;

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

/**
 * Whether the connection broke since `since` (ms): a request begun before a failover may have
 * failed on it although the store is ready again by the time its answer goes out (then a 503).
 */
export function storeTroubledSince(
  kind: KeyValueStoreOptions["kind"],
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
export function storeReady(kind: KeyValueStoreOptions["kind"], redisUrl?: string): boolean {
  if (kind !== "redis" || !redisUrl) return true;
  return redisClient(redisUrl).status === "ready";
}

/** A round trip to the store, for /healthz. */
export async function pingStore(opts: KeyValueStoreOptions): Promise<boolean> {
  try {
    const store = createKeyValueStore(opts);
    await store.set("healthz", Date.now(), 5);
    return (await store.get<number>("healthz")) !== undefined;
  } catch {
    return false;
  }
}

/** The store is down (Redis unreachable): the HTTP server answers 503 for it. */
export class StoreUnavailable extends Error {
  constructor() {
    super("The session store is unreachable");
    this.name = "StoreUnavailable";
  }
}

// Commands are never queued while disconnected; a connection still being opened gets half a
// second to become ready (start-up, reconnection), then the command fails.
async function ready(client: Redis): Promise<void> {
  if (client.status === "ready") return;
  failures.count++;
  if (client.status === "end") throw new StoreUnavailable();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off("ready", onReady);
      reject(new StoreUnavailable());
    }, 500);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once("ready", onReady);
  });
}

function createRedisStore(client: Redis, prefix: string): KeyValueStore {
  const within = <T>(command: Promise<T>) => noteFailure(loopAwareDeadline(command, COMMAND_MS));
  return {
    async get<T>(key: string) {
      await ready(client);
      const json = await within(client.get(prefix + key));
      return json === null ? undefined : (JSON.parse(json) as T);
    },
    async set(key, value, ttlSeconds) {
      // Redis expires the key itself, so no sweep is needed here.
      await ready(client);
      await within(client.set(prefix + key, toJson(value), "EX", ttlOf(ttlSeconds)));
    },
    async delete(key) {
      await ready(client);
      await within(client.del(prefix + key));
    },
    async add(key, value, ttlSeconds) {
      await ready(client);
      const reply = await within(
        client.set(prefix + key, toJson(value), "EX", ttlOf(ttlSeconds), "NX"),
      );
      return reply === "OK";
    },
    async ifOwner(key, owner, value, ttlSeconds = 0) {
      await ready(client);
      const args =
        value === undefined ? [owner, ""] : [owner, toJson(value), String(ttlOf(ttlSeconds))];
      return (await within(client.eval(IF_OWNER, 1, prefix + key, ...args))) === 1;
    },
  };
}

// Failed store commands so far (time-outs, errors), shared like the connections: the HTTP server
// answers a page that failed while a command failed with 503, not 500 (server/http.ts).
const failuresKey = Symbol.for("pamhk.storeFailures");
const failures = ((globalThis as Record<symbol, unknown>)[failuresKey] ??= { count: 0 }) as {
  count: number;
};

/** How many store commands have failed in this process (compare two readings). */
export const storeFailures = () => failures.count;

async function noteFailure<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    failures.count++;
    throw error;
  }
}

// Compare by owner and act in one step: nothing can run between the read and the write.
const IF_OWNER = `
local current = redis.call("GET", KEYS[1])
if not current then return 0 end
local ok, decoded = pcall(cjson.decode, current)
if not ok or type(decoded) ~= "table" or decoded.owner ~= ARGV[1] then return 0 end
if ARGV[2] == "" then redis.call("DEL", KEYS[1])
else redis.call("SET", KEYS[1], ARGV[2], "EX", tonumber(ARGV[3])) end
return 1`;

/** Closes the shared Redis connections (graceful shutdown, end of a test file). */
export async function closeRedisClients(): Promise<void> {
  const clients = [...redisClients.values()];
  redisClients.clear();
  await Promise.all(clients.map((c) => c.quit().catch(() => c.disconnect())));
}

import { join } from "node:path";
import { env } from "~/env.server";
import { createFileStore } from "./file-store.server";
import { createMemoryStore } from "./memory-store.server";
import { redisClient, type StoreKind } from "./redis-client.server";
import { createRedisStore } from "./redis-store.server";

// The key-value store's contract and its making; each back end (memory, file, Redis) is a file
// of its own beside this one.

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

export type KeyValueStoreOptions = {
  kind: StoreKind;
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
  if (shared) return shared;
  const e = env();
  shared = createKeyValueStore({
    kind: e.SESSION_STORE,
    dataDir: e.SESSION_DIR,
    redisUrl: e.REDIS_URL,
    namespace: "session",
  });
  return shared;
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

// The memory back end: one process (unit tests, a single instance without a disk to spare).
import type { KeyValueStore } from "./kv-store.server";
import { ownedBy, toJson, ttlOf } from "./stored-value.server";

export function createMemoryStore(): KeyValueStore {
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

// Activity events the database could not take yet (docs/decisions/0061-activity-outbox.md): kept in
// the shared store until the database returns. Each entry is keyed by its event id, so a replay
// writes it once.
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { env } from "~/env.server";
import { redisClient, StoreUnavailable } from "~/store/redis-client.server";

export interface Outbox {
  put(id: string, value: unknown): Promise<void>;
  /** Up to `limit` waiting entries, oldest first where the backend knows the order. */
  take(limit: number): Promise<{ id: string; value: unknown }[]>;
  remove(ids: string[]): Promise<void>;
  /** Entries waiting now (the /metrics gauge). */
  size(): Promise<number>;
}

const HASH = "activity:outbox";
// The memory back end's entries: this process's, like the memory store's.
const memoryEntries = new Map<string, string>();

export function activityOutbox(): Outbox {
  const e = env();
  if (e.SESSION_STORE === "redis") return redisOutbox(e.REDIS_URL);
  if (e.SESSION_STORE === "file") return fileOutbox(join(e.SESSION_DIR, "..", "activity-outbox"));
  return memoryOutbox();
}

function redisOutbox(url: string): Outbox {
  const client = redisClient(url);
  const ready = () => {
    if (client.status !== "ready") throw new StoreUnavailable();
  };
  return {
    async put(id, value) {
      ready();
      await client.hset(HASH, id, JSON.stringify(value));
    },
    async take(limit) {
      ready();
      const [, flat] = await client.hscan(HASH, "0", "COUNT", limit);
      const entries: { id: string; value: unknown }[] = [];
      for (let i = 0; i + 1 < flat.length && entries.length < limit; i += 2)
        entries.push({ id: flat[i], value: JSON.parse(flat[i + 1]) });
      return entries;
    },
    async remove(ids) {
      ready();
      if (ids.length) await client.hdel(HASH, ...ids);
    },
    async size() {
      ready();
      return client.hlen(HASH);
    },
  };
}

function fileOutbox(dir: string): Outbox {
  const fileOf = (id: string) => join(dir, `${id.replace(/[^A-Za-z0-9-]/g, "_")}.json`);
  return {
    async put(id, value) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const temp = `${fileOf(id)}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temp, JSON.stringify({ id, value }), { mode: 0o600 });
      await rename(temp, fileOf(id));
    },
    async take(limit) {
      const names = await readdir(dir).catch(() => [] as string[]);
      const entries: { id: string; value: unknown }[] = [];
      for (const name of names.filter((n) => n.endsWith(".json")).slice(0, limit)) {
        const text = await readFile(join(dir, name), "utf8").catch(() => undefined);
        if (text) entries.push(JSON.parse(text) as { id: string; value: unknown });
      }
      return entries;
    },
    async remove(ids) {
      await Promise.all(ids.map((id) => unlink(fileOf(id)).catch(() => undefined)));
    },
    async size() {
      const names = await readdir(dir).catch(() => [] as string[]);
      return names.filter((n) => n.endsWith(".json")).length;
    },
  };
}

function memoryOutbox(): Outbox {
  const entries = memoryEntries;
  return {
    async put(id, value) {
      entries.set(id, JSON.stringify(value));
    },
    async take(limit) {
      return [...entries].slice(0, limit).map(([id, json]) => ({ id, value: JSON.parse(json) }));
    },
    async remove(ids) {
      for (const id of ids) entries.delete(id);
    },
    async size() {
      return entries.size;
    },
  };
}

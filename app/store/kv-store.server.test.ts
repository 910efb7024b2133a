import { createHash } from "node:crypto";
import { mkdtemp, readFile, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startRedis, type RunningRedis } from "../../tests/redis-server";
import { createKeyValueStore, type KeyValueStore } from "./kv-store.server";
import { closeRedisClients, storeTroubledSince } from "./redis-client.server";

let redis: RunningRedis | undefined;
let redisStarting: Promise<RunningRedis> | undefined;
let dataDir = "";

// Started only by the Redis suites, so a missing redis-server fails those and nothing else.
async function needRedis(): Promise<void> {
  redis = await (redisStarting ??= startRedis());
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "kv-store-test-"));
});

afterAll(async () => {
  await closeRedisClients();
  await redis?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const kinds = ["memory", "file", "redis"] as const;
function storeOf(kind: (typeof kinds)[number], namespace = "test"): KeyValueStore {
  return createKeyValueStore({ kind, namespace, dataDir, redisUrl: redis?.url });
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.each(kinds)("%s key-value store", (kind) => {
  if (kind === "redis") beforeAll(needRedis);

  it("stores, returns and deletes JSON values", async () => {
    const store = storeOf(kind);
    const value = { name: "CHAN/TAI MAN", legs: [1, 2], nested: { ok: true } };
    await store.set("a", value, 60);
    expect(await store.get("a")).toEqual(value);
    await store.set("a", "replaced", 60);
    expect(await store.get<string>("a")).toBe("replaced");
    await store.delete("a");
    expect(await store.get("a")).toBeUndefined();
    await expect(store.delete("never-set")).resolves.toBeUndefined();
    expect(await store.get("never-set")).toBeUndefined();
  });

  it("hands out copies, not the stored object", async () => {
    const store = storeOf(kind);
    const value = { n: 1 };
    await store.set("copy", value, 60);
    value.n = 2;
    expect(await store.get("copy")).toEqual({ n: 1 });
  });

  it("forgets a value once its TTL has passed", async () => {
    const store = storeOf(kind);
    await store.set("short", "x", 1);
    await store.set("long", "y", 60);
    await sleep(1100);
    expect(await store.get("short")).toBeUndefined();
    expect(await store.get("long")).toBe("y");
  });

  it("keeps namespaces apart", async () => {
    const [one, two] = [storeOf(kind, "one"), storeOf(kind, "two")];
    await one.set("same", 1, 60);
    await two.set("same", 2, 60);
    expect(await one.get("same")).toBe(1);
    expect(await two.get("same")).toBe(2);
  });

  it("round-trips a value of several MB", async () => {
    const store = storeOf(kind);
    const flights = Array.from({ length: 20_000 }, (_, i) => ({ id: i, note: "x".repeat(150) }));
    await store.set("big", flights, 60);
    expect(await store.get("big")).toEqual(flights);
  });

  it("rejects values without a JSON form and non-positive TTLs", async () => {
    const store = storeOf(kind);
    await expect(store.set("u", undefined, 60)).rejects.toThrow(TypeError);
    await expect(store.set("z", 1, 0)).rejects.toThrow(RangeError);
  });
});

describe("createKeyValueStore options", () => {
  it("needs dataDir for file, redisUrl for redis and a plain namespace", () => {
    expect(() => createKeyValueStore({ kind: "file", namespace: "x" })).toThrow(/dataDir/);
    expect(() => createKeyValueStore({ kind: "redis", namespace: "x" })).toThrow(/redisUrl/);
    expect(() => createKeyValueStore({ kind: "memory", namespace: "../etc" })).toThrow(/namespace/);
  });
});

describe("file store on disk", () => {
  const fileOf = (namespace: string, key: string) =>
    join(dataDir, namespace, `${createHash("sha256").update(key).digest("hex")}.json`);

  it("writes one private file per key, named by the key's sha256, with the expiry inside", async () => {
    const store = storeOf("file", "disk");
    const before = Date.now();
    await store.set("session:abc", { a: 1 }, 60);
    const file = fileOf("disk", "session:abc");
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const [expiry, json] = (await readFile(file, "utf8")).split("\n");
    expect(Number(expiry)).toBeGreaterThanOrEqual(before + 60_000);
    expect(JSON.parse(json)).toEqual({ a: 1 });
    // The temp file of the atomic write was renamed, not left behind.
    expect((await readdir(join(dataDir, "disk"))).filter((n) => n.endsWith(".tmp"))).toEqual([]);
  });

  it("removes an expired file when it is read", async () => {
    const store = storeOf("file", "disk");
    await store.set("stale", 1, 60);
    await writeFile(fileOf("disk", "stale"), `${Date.now() - 1}\n1`);
    expect(await store.get("stale")).toBeUndefined();
    await expect(stat(fileOf("disk", "stale"))).rejects.toThrow(/ENOENT/);
  });

  it("sweeps expired files nobody reads again", async () => {
    await storeOf("file", "sweep").set("first", 1, 60);
    await writeFile(fileOf("sweep", "abandoned"), `${Date.now() - 1}\n"old"`);
    // A new store sweeps on its first write.
    await storeOf("file", "sweep").set("second", 2, 60);
    for (let i = 0; i < 50 && (await readdir(join(dataDir, "sweep"))).length > 2; i++)
      await sleep(20);
    expect((await readdir(join(dataDir, "sweep"))).sort()).toEqual(
      [fileOf("sweep", "first"), fileOf("sweep", "second")].map((f) => f.split("/").pop()).sort(),
    );
  });
});

describe("redis store", () => {
  beforeAll(needRedis);

  it("uses SET with EX under the namespace prefix and one connection per URL", async () => {
    const url = redis?.url ?? "";
    await storeOf("redis", "sessions").set("k", { v: 1 }, 120);
    await storeOf("redis", "cache").set("k", { v: 2 }, 120);
    const inspector = new Redis(url);
    try {
      expect(JSON.parse((await inspector.get("sessions:k")) ?? "null")).toEqual({ v: 1 });
      const ttl = await inspector.ttl("cache:k");
      expect(ttl).toBeGreaterThan(110);
      expect(ttl).toBeLessThanOrEqual(120);
      const clients = (await inspector.client("LIST")) as string;
      // The stores' shared connection plus the inspector.
      expect(clients.trim().split("\n")).toHaveLength(2);
    } finally {
      inspector.disconnect();
    }
  });

  it("notes when its connection broke, so a request that ran meanwhile answers 503", async () => {
    const url = redis?.url ?? "";
    const store = storeOf("redis", "sessions");
    await store.set("before", 1, 60);
    const since = Date.now();
    expect(storeTroubledSince("redis", url, since)).toBe(false);
    const inspector = new Redis(url);
    try {
      // Closes every other connection: the store's, as a failover would.
      await inspector.client("KILL", "TYPE", "normal");
    } finally {
      inspector.disconnect();
    }
    await expect.poll(() => storeTroubledSince("redis", url, since)).toBe(true);
    expect(storeTroubledSince("redis", url, Date.now() + 1000)).toBe(false);
    expect(storeTroubledSince("file", undefined, 0)).toBe(false);
    // It reconnects by itself.
    await expect.poll(() => store.get("before").catch(() => "down"), { timeout: 5000 }).toBe(1);
  });
});

describe.each(kinds)("%s key-value store: set if absent", (kind) => {
  if (kind === "redis") beforeAll(needRedis);

  it("sets only once while the value lives, again after expiry or delete", async () => {
    const store = storeOf(kind, "add");
    const key = `k-${Math.random()}`;
    const results = await Promise.all([1, 2, 3, 4].map((n) => store.add(key, n, 1)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await store.add(key, 9, 1)).toBe(false);
    await store.delete(key);
    expect(await store.add(key, 5, 1)).toBe(true);
    await sleep(1100);
    expect(await store.add(key, 6, 5)).toBe(true);
    expect(await store.get(key)).toBe(6);
  });
});

describe.each(kinds)("%s key-value store: compare by owner", (kind) => {
  if (kind === "redis") beforeAll(needRedis);

  it("replaces or deletes only the owner's live value", async () => {
    const store = storeOf(kind, "owned");
    const key = `k-${Math.random()}`;
    await store.set(key, { owner: "b", n: 1 }, 30);
    expect(await store.ifOwner(key, "a", undefined)).toBe(false);
    expect(await store.ifOwner(key, "a", { owner: "a", n: 2 }, 30)).toBe(false);
    expect(await store.get(key)).toEqual({ owner: "b", n: 1 });
    expect(await store.ifOwner(key, "b", { owner: "b", n: 3 }, 30)).toBe(true);
    expect(await store.get(key)).toEqual({ owner: "b", n: 3 });
    expect(await store.ifOwner(key, "b", undefined)).toBe(true);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.ifOwner(key, "b", undefined)).toBe(false);
    await store.set(key, "not an object", 30);
    expect(await store.ifOwner(key, "b", undefined)).toBe(false);
  });
});

import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "~/env.server";
import { createKeyValueStore, type KeyValueStore } from "~/store/kv-store.server";
import { exclusively, markerSeconds } from "~/store/locks.server";
import { closeRedisClients } from "~/store/redis-client.server";
import { startRedis, type RunningRedis } from "../../tests/redis-server";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "locks-"));
});
let redis: RunningRedis | undefined;
afterAll(async () => {
  await closeRedisClients();
  await redis?.stop();
  await rm(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// Two "instances": two stores opened on the same folder, as two processes would.
function twoInstances(): [KeyValueStore, KeyValueStore] {
  const open = () => createKeyValueStore({ kind: "file", dataDir: dir, namespace: "locks" });
  return [open(), open()];
}

describe("exclusively across instances", () => {
  it("never overlaps two runs with the same key", async () => {
    const [a, b] = twoInstances();
    let running = 0;
    let overlap = false;
    const run = async () => {
      running += 1;
      if (running > 1) overlap = true;
      await sleep(80);
      running -= 1;
    };
    await Promise.all([
      exclusively("booking-1", run, { store: a, pollMs: 10 }),
      exclusively("booking-1", run, { store: b, pollMs: 10 }),
      exclusively("booking-1", run, { store: a, pollMs: 10 }),
    ]);
    expect(overlap).toBe(false);
  });

  it("frees the lock when the run fails", async () => {
    const [a, b] = twoInstances();
    await expect(
      exclusively("booking-2", () => Promise.reject(new Error("x")), { store: a }),
    ).rejects.toThrow();
    expect(await exclusively("booking-2", async () => "ok", { store: b, waitMs: 100 })).toBe("ok");
  });
});

// On the store several instances share (Redis), with locks shorter than the call they guard,
// as a stalled event loop or a slow back office would make them.
describe("locks on Redis that would expire mid-call", () => {
  beforeAll(async () => {
    redis = await startRedis();
  });
  const onRedis = () =>
    createKeyValueStore({ kind: "redis", redisUrl: redis?.url, namespace: "locks" });

  it("outlive the back-office time-out by default", () => {
    expect(markerSeconds()).toBeGreaterThanOrEqual(env().PAMHK_TIMEOUT_MS / 1000 + 30);
  });

  it("a call longer than the lock never overlaps a second one", async () => {
    const [a, b] = [onRedis(), onRedis()];
    let running = 0;
    let overlap = false;
    const run = async () => {
      running += 1;
      if (running > 1) overlap = true;
      await sleep(1800);
      running -= 1;
    };
    const first = exclusively("booking-expiry", run, {
      store: a,
      pendingSeconds: 1,
      waitMs: 5000,
      pollMs: 20,
    });
    await sleep(50);
    await Promise.all([
      first,
      exclusively("booking-expiry", run, { store: b, pendingSeconds: 1, waitMs: 5000, pollMs: 20 }),
    ]);
    expect(overlap).toBe(false);
  }, 10_000);
});

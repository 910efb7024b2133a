import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { outcomeOf, runOnce } from "~/store/idempotency.server";
import { createKeyValueStore, type KeyValueStore } from "~/store/kv-store.server";
import { StillRunning } from "~/store/locks.server";
import { closeRedisClients } from "~/store/redis-client.server";
import { startRedis, type RunningRedis } from "../../tests/redis-server";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "idempotency-"));
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
  const open = () => createKeyValueStore({ kind: "file", dataDir: dir, namespace: "once" });
  return [open(), open()];
}

describe("runOnce across instances", () => {
  it("runs a confirmation once; the second request waits for and returns the first outcome", async () => {
    const [a, b] = twoInstances();
    const book = vi.fn(async () => {
      await sleep(150);
      return { ok: true, bookingId: "B1" };
    });
    const [first, second] = await Promise.all([
      runOnce("token-1", book, { store: a, pollMs: 10 }),
      runOnce("token-1", book, { store: b, pollMs: 10 }),
    ]);
    expect(book).toHaveBeenCalledTimes(1);
    expect(first).toEqual({ ok: true, bookingId: "B1" });
    expect(second).toEqual(first);
    expect(await outcomeOf("token-1", b)).toEqual(first);
  });

  it("forgets an outcome it must not keep, and a thrown error, so a corrected retry runs", async () => {
    const [a, b] = twoInstances();
    const keep = (o: unknown) => (o as { ok: boolean }).ok;
    expect(await runOnce("token-2", async () => ({ ok: false }), { store: a, keep })).toEqual({
      ok: false,
    });
    await expect(
      runOnce("token-2", () => Promise.reject(new Error("boom")), { store: b, keep }),
    ).rejects.toThrow("boom");
    expect(await runOnce("token-2", async () => ({ ok: true }), { store: b, keep })).toEqual({
      ok: true,
    });
  });

  it("gives up waiting after waitMs without running the action a second time", async () => {
    const [a, b] = twoInstances();
    const slow = runOnce("token-3", () => sleep(300).then(() => 1), { store: a });
    await sleep(20);
    const run = vi.fn(async () => 2);
    await expect(runOnce("token-3", run, { store: b, waitMs: 50, pollMs: 10 })).rejects.toThrow(
      StillRunning,
    );
    expect(run).not.toHaveBeenCalled();
    expect(await slow).toBe(1);
  });
});

// On the store several instances share (Redis), with markers shorter than the
// call they guard, as a stalled event loop or a slow back office would make them.
describe("markers on Redis that would expire mid-call", () => {
  beforeAll(async () => {
    redis = await startRedis();
  });
  const onRedis = () =>
    createKeyValueStore({ kind: "redis", redisUrl: redis?.url, namespace: "once" });

  it("runOnce: a call longer than the marker still runs once; the other gets its outcome", async () => {
    const [a, b] = [onRedis(), onRedis()];
    const book = vi.fn(async () => {
      await sleep(1800);
      return { ok: true, bookingId: "B9" };
    });
    const first = runOnce("token-expiry", book, {
      store: a,
      pendingSeconds: 1,
      waitMs: 5000,
      pollMs: 20,
    });
    await sleep(50);
    const second = runOnce("token-expiry", book, {
      store: b,
      pendingSeconds: 1,
      waitMs: 5000,
      pollMs: 20,
    });
    expect(await Promise.all([first, second])).toEqual([
      { ok: true, bookingId: "B9" },
      { ok: true, bookingId: "B9" },
    ]);
    expect(book).toHaveBeenCalledTimes(1);
  });

  it("a run whose marker was taken over neither records over nor frees the new owner's", async () => {
    const store = onRedis();
    let release = () => {};
    const first = runOnce(
      "token-taken",
      () => new Promise<string>((r) => (release = () => r("A"))),
      {
        store,
      },
    );
    await sleep(50);
    // The marker ran out while the instance was frozen (no renewal could reach the store).
    await store.delete("once:token-taken");
    const second = runOnce("token-taken", () => sleep(300).then(() => "B"), { store });
    await sleep(50);
    release();
    expect(await first).toBe("A");
    expect(await store.get("once:token-taken")).toMatchObject({ state: "pending" });
    expect(await second).toBe("B");
    expect(await outcomeOf("token-taken", store)).toBe("B");
  });
});

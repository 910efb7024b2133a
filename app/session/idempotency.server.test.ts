import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { exclusively, outcomeOf, runOnce, StillRunning } from "~/session/idempotency.server";
import { createKeyValueStore, type KeyValueStore } from "~/session/kv-store.server";

let dir = "";
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "idempotency-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

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

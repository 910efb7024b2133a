import { describe, expect, it, vi } from "vitest";
import { boundedGate } from "./bounded-gate.server";

describe("boundedGate", () => {
  it("lets `limit` through, queues `queue` more and refuses the rest at once", async () => {
    const gate = boundedGate({ limit: 2, queue: 1, waitMs: 1000 });
    const first = await gate.enter();
    const second = await gate.enter();
    expect(first.ok && second.ok).toBe(true);
    const queued = gate.enter();
    expect(await gate.enter()).toEqual({ ok: false, reason: "full" });
    expect(gate.load()).toEqual({ active: 2, queued: 1 });
    if (first.ok) first.release();
    const third = await queued;
    expect(third.ok).toBe(true);
    expect(gate.load()).toEqual({ active: 2, queued: 0 });
  });

  it("releases a slot once however often release is called", async () => {
    const gate = boundedGate({ limit: 1, queue: 0, waitMs: 10 });
    const first = await gate.enter();
    if (first.ok) {
      first.release();
      first.release();
    }
    expect(gate.load().active).toBe(0);
    const again = await gate.enter();
    expect(again.ok).toBe(true);
    expect(gate.load().active).toBe(1);
  });

  it("ends a wait after waitMs", async () => {
    vi.useFakeTimers();
    try {
      const gate = boundedGate({ limit: 1, queue: 5, waitMs: 500 });
      await gate.enter();
      const waiting = gate.enter();
      vi.advanceTimersByTime(501);
      expect(await waiting).toEqual({ ok: false, reason: "timeout" });
      expect(gate.load()).toEqual({ active: 1, queued: 0 });
    } finally {
      vi.useRealTimers();
    }
  });

  it("drops a waiter whose caller left, and refuses one that left before asking", async () => {
    const gate = boundedGate({ limit: 1, queue: 5, waitMs: 10_000 });
    await gate.enter();
    const controller = new AbortController();
    const waiting = gate.enter(controller.signal);
    controller.abort();
    expect(await waiting).toEqual({ ok: false, reason: "aborted" });
    expect(gate.load().queued).toBe(0);
    expect(await gate.enter(controller.signal)).toEqual({ ok: false, reason: "aborted" });
  });
});

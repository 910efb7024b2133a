import { describe, expect, it } from "vitest";
import { pacer, type Clock } from "./queue-sweep.server";

/** A clock that moves only when the pacer sleeps or a call takes time. */
function virtualClock() {
  let now = 0;
  const clock: Clock = {
    now: () => now,
    sleep: async (ms) => {
      now += Math.max(1, ms);
    },
  };
  return { clock, pass: (ms: number) => (now += ms), at: () => now };
}

/** The most arrivals in any window of `minuteMs` (as bench/outside-sweep.ts counts them). */
function mostInAnyMinute(arrivals: number[], minuteMs: number) {
  let most = 0;
  for (let i = 0, j = 0; i < arrivals.length; i++) {
    while (arrivals[j]! < arrivals[i]! - minuteMs + 1) j++;
    most = Math.max(most, i - j + 1);
  }
  return most;
}

describe("the sweep's pacer", () => {
  it("keeps every minute within the budget when a call reaches the back office late", async () => {
    const { clock, pass, at } = virtualClock();
    const paced = pacer(30, 60_000, clock);
    const arrivals: number[] = [];
    for (let i = 0; i < 200; i++)
      await paced(async () => {
        // One call in 31 waits 1.9 s on a busy event loop before it leaves; the others arrive
        // 5 ms after they start and answer 20 ms later.
        pass(i % 31 === 0 ? 1900 : 5);
        arrivals.push(at());
        pass(20);
      });
    expect(arrivals).toHaveLength(200);
    expect(mostInAnyMinute(arrivals, 60_000)).toBeLessThanOrEqual(30);
    // Still evenly paced: 200 calls at 30 a minute take under 2 × 200 / 30 minutes.
    expect(at()).toBeLessThan((2 * 200 * 60_000) / 30);
  });

  it("spaces calls evenly rather than in a burst", async () => {
    const { clock, pass, at } = virtualClock();
    const paced = pacer(30, 60_000, clock);
    const starts: number[] = [];
    for (let i = 0; i < 10; i++)
      await paced(async () => {
        starts.push(at());
        pass(10);
      });
    const gaps = starts.slice(1).map((s, i) => s - starts[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(2000);
  });

  it("returns the call's answer and lets its failure through", async () => {
    const paced = pacer(30, 60_000, virtualClock().clock);
    await expect(paced(async () => 7)).resolves.toBe(7);
    await expect(paced(() => Promise.reject(new Error("refused")))).rejects.toThrow("refused");
  });
});

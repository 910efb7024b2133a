import { connect, createServer, type AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { loopAwareDeadline, StoreTimeout } from "./loop-aware-deadline.server";

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

/** Keeps the event loop busy (synchronously) for `ms`. */
function busy(ms: number) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    /* spin */
  }
}

/** An answer that arrives through a socket after `ms` (read in the poll phase, as Redis's). */
async function socketAnswer(ms: number): Promise<{ answer: Promise<string>; close: () => void }> {
  const server = createServer((socket) => setTimeout(() => socket.end("ok"), ms));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const client = connect((server.address() as AddressInfo).port, "127.0.0.1");
  await new Promise((resolve) => client.once("connect", resolve));
  const answer = new Promise<string>((resolve) => client.once("data", (d) => resolve(String(d))));
  return { answer, close: () => (client.destroy(), server.close()) };
}

describe("loopAwareDeadline", () => {
  it("passes an answer within the time through", async () => {
    await expect(loopAwareDeadline(after(20, "ok"), 200)).resolves.toBe("ok");
  });

  it("fails a store that stays silent while the loop is free", async () => {
    const started = Date.now();
    await expect(loopAwareDeadline(new Promise(() => undefined), 100)).rejects.toBeInstanceOf(
      StoreTimeout,
    );
    expect(Date.now() - started).toBeLessThan(400);
  });

  it("does not fail an answer that arrived while the loop was busy past the time-out", async () => {
    // The answer is in the socket at 50 ms, but the loop is blocked until ~300 ms: a plain
    // 100 ms timer fires before the poll phase reads it.
    const socket = await socketAnswer(50);
    try {
      const answer = loopAwareDeadline(socket.answer, 100);
      setTimeout(() => busy(250), 10);
      await expect(answer).resolves.toBe("ok");
    } finally {
      socket.close();
    }
  });

  it("counts a busy stretch as no waiting: an answer just after it still counts", async () => {
    // Blocked from ~10 to ~300 ms, the answer comes at 350 ms: 100 ms of free loop have not passed.
    const socket = await socketAnswer(350);
    try {
      const answer = loopAwareDeadline(socket.answer, 100);
      setTimeout(() => busy(290), 10);
      await expect(answer).resolves.toBe("ok");
    } finally {
      socket.close();
    }
  });

  it("still gives up after hardMs however busy the loop", async () => {
    const interval = setInterval(() => busy(80), 0);
    try {
      await expect(loopAwareDeadline(new Promise(() => undefined), 50, 600)).rejects.toBeInstanceOf(
        StoreTimeout,
      );
    } finally {
      clearInterval(interval);
    }
  });
});

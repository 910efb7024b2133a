import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { createLimiter, type LimiterBackend } from "~/store/rate-limit.server";
import { closeRedisClients, redisClient } from "~/store/redis-client.server";
import { startRedis, type RunningRedis } from "../../tests/redis-server";
import { createLoginThrottle, delaySecondsAfter } from "./throttle.server";

const memory: LimiterBackend = { kind: "memory" };

// The counters read the clock themselves: the tests move it (and the expiry timers) forward.
const startClock = (now: number) => vi.useFakeTimers({ now });
const tick = (ms: number) => vi.advanceTimersByTime(ms);
afterEach(() => vi.useRealTimers());

describe("sign-in throttling", () => {
  it("never locks a login id: after 3 free failures a short delay, doubling up to 30 s", async () => {
    startClock(1_000_000);
    const throttle = createLoginThrottle(memory);
    // An attacker on another address fails 10 times for a colleague's login id...
    for (let i = 0; i < 10; i++) {
      await throttle.fail("Agent", "10.0.0.66");
      tick(31_000);
    }
    // ...the colleague, from their own address, may still sign in (at most 30 s later).
    expect(await throttle.refusal("agent", "10.0.0.7")).toBeNull();
    await throttle.fail("agent ", "10.0.0.66");
    expect(await throttle.refusal("AGENT", "10.0.0.7")).toEqual({
      key: "error.LOGIN_WAIT",
      values: { seconds: 30 },
    });
    tick(30_001);
    expect(await throttle.refusal("agent", "10.0.0.7")).toBeNull();
    expect(await throttle.refusal("admin", "10.0.0.66")).toBeNull();
  });

  it("delays grow 1, 2, 4 ... seconds after the free failures", () => {
    expect([0, 1, 2, 3, 4, 5, 8, 20].map((f) => delaySecondsAfter(f, 3, 30))).toEqual([
      0, 0, 0, 1, 2, 4, 30, 30,
    ]);
  });

  it("slows a client address after 20 failures, at most 30 s, and never locks it", async () => {
    startClock(2_000_000_000_000);
    const throttle = createLoginThrottle(memory);
    // 20 refused passwords from one address, for login names that may not even exist.
    for (let i = 0; i < 20; i++) await throttle.fail(`nobody${i}`, "10.0.0.66");
    expect(await throttle.refusal("someone", "10.0.0.66")).toEqual({
      key: "error.TOO_MANY_FROM_CLIENT",
      values: { seconds: 1 },
    });
    expect(await throttle.refusal("someone", "10.0.0.7")).toBeNull();
    // Each further failure, sent once the wait is over, doubles it: 2, 4, ... at most 30 s.
    const waits: unknown[] = [];
    for (let i = 20; i < 27; i++) {
      tick(31_000);
      expect(await throttle.refusal(`nobody${i}`, "10.0.0.66")).toBeNull();
      await throttle.fail(`nobody${i}`, "10.0.0.66");
      waits.push((await throttle.refusal("someone", "10.0.0.66"))?.values);
    }
    expect(waits).toEqual([2, 4, 8, 16, 30, 30, 30].map((seconds) => ({ seconds })));
    // 27 failures in the window, yet a colleague's attempt from there goes ahead 30 s later.
    tick(30_000);
    expect(await throttle.refusal("agent", "10.0.0.66")).toBeNull();
  });

  it("a trusted device is never refused by its address's count", async () => {
    startClock(2_100_000_000_000);
    const throttle = createLoginThrottle(memory);
    for (let i = 0; i < 40; i++) await throttle.fail(`user${i}`, "10.0.0.66");
    expect(await throttle.refusal("agent", "10.0.0.66")).toMatchObject({
      key: "error.TOO_MANY_FROM_CLIENT",
    });
    expect(await throttle.refusal("agent", "10.0.0.66", "colleague-device")).toBeNull();
    // Its own mistypes from that address slow it on its own count only.
    await throttle.fail("agent", "10.0.0.66", "colleague-device");
    expect(await throttle.refusal("agent", "10.0.0.66", "colleague-device")).toBeNull();
  });

  it("failures for login names that do not exist count apart from the real ones", async () => {
    startClock(2_200_000_000_000);
    const throttle = createLoginThrottle(memory);
    // A script tries one name that the back office does not know (it answers 3/237 alike).
    for (let i = 0; i < 25; i++) {
      tick(31_000);
      await throttle.fail("no-such-agent", "10.0.0.66");
    }
    // That name waits on its own count (from anywhere); the real login on none from elsewhere,
    // and from that address only on the address's delay, which ends.
    expect(await throttle.refusal("no-such-agent", "10.0.0.8")).toMatchObject({
      key: "error.LOGIN_WAIT",
    });
    expect(await throttle.refusal("agent", "10.0.0.8")).toBeNull();
    expect(await throttle.refusal("agent", "10.0.0.66")).toMatchObject({
      key: "error.TOO_MANY_FROM_CLIENT",
    });
    tick(30_000);
    expect(await throttle.refusal("agent", "10.0.0.66")).toBeNull();
  });

  it("a success clears the login id's count", async () => {
    const throttle = createLoginThrottle(memory);
    for (let i = 0; i < 6; i++) await throttle.fail("viewer", "a");
    await throttle.succeed("viewer");
    expect(await throttle.refusal("viewer", "b")).toBeNull();
  });
});

describe("per-login delay keyed by login id and client (OWASP device cookies)", () => {
  it("a browser that signed in before is not slowed by failures from elsewhere", async () => {
    startClock(3_000_000);
    const throttle = createLoginThrottle(memory);
    // A stranger (no device cookie) fails 8 times in a row for the colleague's login id.
    for (let i = 0; i < 8; i++) await throttle.fail("agent", "10.0.0.66");
    expect(await throttle.refusal("agent", "10.0.0.66")).toMatchObject({ key: "error.LOGIN_WAIT" });
    // Any other unknown browser shares that delay; the colleague's own browser does not.
    expect(await throttle.refusal("agent", "10.0.0.7")).toMatchObject({ key: "error.LOGIN_WAIT" });
    expect(await throttle.refusal("agent", "10.0.0.7", "colleague-device")).toBeNull();
    // The colleague's success clears only their own count: the stranger still waits.
    await throttle.succeed("agent", "colleague-device");
    expect(await throttle.refusal("agent", "10.0.0.66")).toMatchObject({ key: "error.LOGIN_WAIT" });
  });

  it("a device's own failures slow that device down, and nobody else", async () => {
    startClock(4_000_000);
    const throttle = createLoginThrottle(memory);
    for (let i = 0; i < 4; i++) await throttle.fail("agent", "10.0.0.7", "typo-device");
    expect(await throttle.refusal("agent", "10.0.0.7", "typo-device")).toEqual({
      key: "error.LOGIN_WAIT",
      values: { seconds: 2 },
    });
    expect(await throttle.refusal("agent", "10.0.0.7", "other-device")).toBeNull();
    expect(await throttle.refusal("agent", "10.0.0.7")).toBeNull();
  });

  it("a device cookie that racks up failures is distrusted and joins the untrusted count", async () => {
    startClock(5_000_000);
    const throttle = createLoginThrottle(memory);
    // 10 failures (LOGIN_DEVICE_MAX_FAILURES), each after its delay ran out.
    for (let i = 0; i < 10; i++) {
      await throttle.fail("agent", "10.0.0.66", "stolen-device");
      tick(31_000);
    }
    expect(await throttle.trusted("stolen-device")).toBe(false);
    expect(await throttle.trusted("colleague-device")).toBe(true);
    // From now on its failures land on the login id's untrusted count, like a stranger's.
    for (let i = 0; i < 4; i++) await throttle.fail("agent", "10.0.0.66", "stolen-device");
    expect(await throttle.refusal("agent", "10.0.0.66", "stolen-device")).toMatchObject({
      key: "error.LOGIN_WAIT",
    });
    expect(await throttle.refusal("agent", "10.0.0.9")).toMatchObject({ key: "error.LOGIN_WAIT" });
    expect(await throttle.refusal("agent", "10.0.0.7", "colleague-device")).toBeNull();
    // Trusted again once the window (15 minutes) has passed.
    tick(15 * 60_000);
    expect(await throttle.trusted("stolen-device")).toBe(true);
  });
});

describe("counters under concurrency: every hit counts", () => {
  let redis: RunningRedis | undefined;
  afterAll(async () => {
    await closeRedisClients();
    await redis?.stop();
  });

  const backends: [string, () => Promise<LimiterBackend>][] = [
    ["memory", async () => memory],
    [
      "Redis",
      async () => {
        redis ??= await startRedis();
        // Requests reach the counters only once the connection is ready (the store gate).
        const client = redisClient(redis.url);
        if (client.status !== "ready") await new Promise((r) => client.once("ready", r));
        return { kind: "redis", redisUrl: redis.url };
      },
    ],
  ];

  it.each(backends)(
    "%s: 20 failures at once from one address slow it; 19 do not",
    async (_name, backendOf) => {
      const backend = await backendOf();
      const throttle = createLoginThrottle(backend);
      await Promise.all(Array.from({ length: 19 }, (_, i) => throttle.fail(`u${i}`, "10.9.0.1")));
      expect(await throttle.refusal("someone", "10.9.0.1")).toBeNull();
      await Promise.all(Array.from({ length: 20 }, (_, i) => throttle.fail(`u${i}`, "10.9.0.2")));
      expect(await throttle.refusal("someone", "10.9.0.2")).toEqual({
        key: "error.TOO_MANY_FROM_CLIENT",
        values: { seconds: 1 },
      });
      expect(await throttle.refusal("someone", "10.9.0.2", "device")).toBeNull();
    },
  );

  it.each(backends)(
    "%s: two instances share the untrusted delay and each device's own count",
    async (_name, backendOf) => {
      const backend = await backendOf();
      // Two throttles over one store: two portal instances (with memory, one shared process).
      const a = createLoginThrottle(backend);
      const b = backend.kind === "redis" ? createLoginThrottle(backend) : a;
      const login = `shared-${_name}`;
      // A stranger fails on instance A, a device's owner mistypes on instance B.
      await Promise.all(Array.from({ length: 6 }, () => a.fail(login, "10.9.1.1")));
      await Promise.all(Array.from({ length: 4 }, () => b.fail(login, "10.9.1.2", "owner")));
      expect(await b.refusal(login, "10.9.1.3")).toMatchObject({ key: "error.LOGIN_WAIT" });
      expect(await a.refusal(login, "10.9.1.2", "owner")).toMatchObject({
        key: "error.LOGIN_WAIT",
      });
      expect(await a.refusal(login, "10.9.1.4", "colleague")).toBeNull();
      await Promise.all(Array.from({ length: 10 }, () => a.fail(login, "10.9.1.1", "stolen")));
      expect(await b.trusted("stolen")).toBe(false);
      expect(await b.trusted("owner")).toBe(true);
    },
  );

  it.each(backends)(
    "%s: 200 concurrent consumes on two instances' limiters count 200",
    async (_name, backendOf) => {
      const backend = await backendOf();
      // Two limiters over one store: two portal instances (with memory, one shared process).
      const options = { keyPrefix: `concurrency-${_name}`, points: 150, duration: 60 };
      const a = createLimiter(backend, options);
      const b = backend.kind === "redis" ? createLimiter(backend, options) : a;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 200 }, (_, i) => (i % 2 ? a : b).consume("one-client")),
      );
      expect(outcomes.filter((o) => o.status === "fulfilled")).toHaveLength(150);
      expect((await a.get("one-client"))?.consumedPoints).toBe(200);
    },
  );
});

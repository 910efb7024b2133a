import { afterAll, describe, expect, it } from "vitest";
import type { LimiterBackend } from "~/store/rate-limit.server";
import { closeRedisClients, redisClient } from "~/store/redis-client.server";
import { startRedis, type RunningRedis } from "../../tests/redis-server";
import { mailAllowance } from "./mail-allowance.server";

let redis: RunningRedis | undefined;
afterAll(async () => {
  await closeRedisClients();
  await redis?.stop();
});

const backends: [string, () => Promise<LimiterBackend>][] = [
  ["memory", async () => ({ kind: "memory" })],
  [
    "Redis",
    async () => {
      redis ??= await startRedis();
      const client = redisClient(redis.url);
      if (client.status !== "ready") await new Promise((r) => client.once("ready", r));
      return { kind: "redis", redisUrl: redis.url };
    },
  ],
];

describe("mail allowance: 30 messages a minute per user", () => {
  it.each(backends)("%s: a user's 31st message waits; a colleague's do not", async (_, of) => {
    const backend = await of();
    // With Redis, two instances of the portal count together; memory serves one instance.
    const one = mailAllowance(backend, 30);
    const two = backend.kind === "redis" ? mailAllowance(backend, 30) : one;
    const me = { companyCode: "HT", id: `u-${Math.random()}` };
    const colleague = { companyCode: "HT", id: `c-${Math.random()}` };
    const sends = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? one : two)(me, 3)),
    );
    expect(sends.every((s) => s.ok)).toBe(true);
    const refused = await one(me, 1);
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.waitSeconds).toBeGreaterThan(0);
    expect(!refused.ok && refused.waitSeconds).toBeLessThanOrEqual(60);
    // The colleague's whole minute is still there.
    expect(await two(colleague, 30)).toEqual({ ok: true });
    expect((await two(colleague, 1)).ok).toBe(false);
  });

  it.each(backends)("%s: a refused send spends nothing", async (_, of) => {
    const allowance = mailAllowance(await of(), 30);
    const me = { companyCode: "HT", id: `u-${Math.random()}` };
    expect(await allowance(me, 25)).toEqual({ ok: true });
    expect((await allowance(me, 10)).ok).toBe(false);
    expect(await allowance(me, 5)).toEqual({ ok: true });
    expect((await allowance(me, 1)).ok).toBe(false);
  });
});

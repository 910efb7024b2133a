import { afterAll, describe, expect, it } from "vitest";
import type { LimiterBackend } from "~/store/rate-limit.server";
import { closeRedisClients, redisClient } from "~/store/redis-client.server";
import { startRedis, type RunningRedis } from "../../tests/redis-server";
import { parseCompanyLimits, searchBudget } from "./search-budget.server";

let redis: RunningRedis | undefined;
afterAll(async () => {
  await closeRedisClients();
  await redis?.stop();
});

// Two instances of the portal: two connections to one Redis (clients are kept per URL, so the
// second names database 0 explicitly).
const useRedis = async (instance: 1 | 2 = 1): Promise<LimiterBackend> => {
  redis ??= await startRedis();
  const url = instance === 1 ? redis.url : `${redis.url}/0`;
  const client = redisClient(url);
  if (client.status !== "ready") await new Promise((r) => client.once("ready", r));
  return { kind: "redis", redisUrl: url };
};

const company = () => `C${Math.random().toString(36).slice(2, 10)}`;
const HOUR = 60 * 60 * 1000;

describe("search budget per company and hour", () => {
  it("two instances (two store clients on one Redis) spend one budget", async () => {
    const one = searchBudget(await useRedis(1), 200);
    const two = searchBudget(await useRedis(2), 200);
    expect(redisClient(redis!.url)).not.toBe(redisClient(`${redis!.url}/0`));
    const mine = company();
    expect(await one.state(mine)).toEqual({ left: 200, limit: 200, freesAt: null });
    const taken = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? one : two).take(mine, 24)),
    );
    // 8 x 24 = 192: all granted, across both instances.
    expect(taken.map((t) => t.granted)).toEqual(Array(8).fill(24));
    const partly = await two.take(mine, 24);
    expect(partly.granted).toBe(8);
    expect(partly.left).toBe(0);
    const refused = await one.take(mine, 6);
    expect(refused.granted).toBe(0);
    expect(refused.left).toBe(0);
    // It frees when the hour that began with the first search ends.
    expect(refused.freesAt).toBeGreaterThan(Date.now() + HOUR - 60_000);
    expect(refused.freesAt).toBeLessThanOrEqual(Date.now() + HOUR);
    expect((await two.state(mine)).left).toBe(0);
    // Another company's budget is untouched.
    expect((await one.take(company(), 48)).granted).toBe(48);
  });

  it("racing requests for the last searches never grant more than the budget", async () => {
    const instances = [searchBudget(await useRedis(1), 50), searchBudget(await useRedis(2), 50)];
    const mine = company();
    const taken = await Promise.all(
      Array.from({ length: 10 }, (_, i) => instances[i % 2]!.take(mine, 7)),
    );
    expect(taken.reduce((sum, t) => sum + t.granted, 0)).toBe(50);
    expect((await instances[0]!.state(mine)).left).toBe(0);
  });

  it("memory (one instance): searches given back can be taken again", async () => {
    const budget = searchBudget({ kind: "memory" }, 10);
    const mine = company();
    expect((await budget.take(mine, 10)).granted).toBe(10);
    expect((await budget.take(mine, 1)).granted).toBe(0);
    await budget.giveBack(mine, 4);
    expect((await budget.state(mine)).left).toBe(4);
    expect((await budget.take(mine, 6)).granted).toBe(4);
  });

  it("a company with a budget of its own", async () => {
    const budget = searchBudget({ kind: "memory" }, 200, parseCompanyLimits("SMALL=3, BIG = 900"));
    expect((await budget.take("SMALL", 5)).granted).toBe(3);
    expect((await budget.state("BIG")).limit).toBe(900);
    expect(parseCompanyLimits("")).toEqual({});
  });
});

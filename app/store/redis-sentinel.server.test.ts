import { describe, expect, it } from "vitest";
import { connectionOptions, parseSentinels, sentinelSettings } from "./redis-sentinel.server";

describe("Redis Sentinel settings", () => {
  it("are off without REDIS_SENTINELS: REDIS_URL alone", () => {
    expect(sentinelSettings({})).toBeNull();
    expect(sentinelSettings({ REDIS_SENTINELS: " " })).toBeNull();
    const base = { connectTimeout: 1000 };
    expect(connectionOptions("redis://127.0.0.1:6379", base, null)).toBe(base);
  });

  it("read a host:port list and the primary's name (mymaster by default)", () => {
    expect(
      sentinelSettings({ REDIS_SENTINELS: "10.0.0.1:26379, sentinel-b:26380,[::1]:26381" }),
    ).toEqual({
      sentinels: [
        { host: "10.0.0.1", port: 26379 },
        { host: "sentinel-b", port: 26380 },
        { host: "::1", port: 26381 },
      ],
      name: "mymaster",
    });
    expect(sentinelSettings({ REDIS_SENTINELS: "a:1", REDIS_SENTINEL_NAME: "portal" })?.name).toBe(
      "portal",
    );
  });

  it("refuse an entry without a port", () => {
    expect(() => parseSentinels("10.0.0.1")).toThrow(/host:port/);
    expect(() => parseSentinels("a:99999")).toThrow(/host:port/);
  });

  it("connect to the named primary with REDIS_URL's password and database, bounded waits kept", () => {
    const options = connectionOptions(
      "redis://:s%40cret@ignored:6379/2",
      { connectTimeout: 1000, commandTimeout: 800, enableOfflineQueue: false },
      { sentinels: [{ host: "127.0.0.1", port: 26379 }], name: "portal" },
    );
    expect(options).toMatchObject({
      sentinels: [{ host: "127.0.0.1", port: 26379 }],
      name: "portal",
      role: "master",
      password: "s@cret",
      db: 2,
      connectTimeout: 1000,
      commandTimeout: 800,
      enableOfflineQueue: false,
      failoverDetector: true,
    });
    expect(options).not.toHaveProperty("host");
  });
});

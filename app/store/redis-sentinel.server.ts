// Redis behind Sentinel (docs/decisions/0076-redis-sentinel.md): with REDIS_SENTINELS set, ioredis
// asks the sentinels where the primary is and follows a failover; REDIS_URL then only lends its
// password and database number.
import type { RedisOptions } from "ioredis";

export type SentinelSettings = {
  sentinels: { host: string; port: number }[];
  name: string;
};

/** `host:port,host:port` as ioredis wants it; a bad entry fails start-up (see env.server.ts). */
export function parseSentinels(list: string): SentinelSettings["sentinels"] {
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const match = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(entry);
      const port = Number(match?.[2]);
      if (!match || port < 1 || port > 65535) throw new Error(`not a host:port: "${entry}"`);
      return { host: match[1].replace(/^\[|\]$/g, ""), port };
    });
}

export function sentinelSettings(
  env: Record<string, string | undefined> = process.env,
): SentinelSettings | null {
  const list = env.REDIS_SENTINELS?.trim();
  if (!list) return null;
  return { sentinels: parseSentinels(list), name: env.REDIS_SENTINEL_NAME?.trim() || "mymaster" };
}

/** The options of one connection: to REDIS_URL, or to the primary the sentinels name. */
export function connectionOptions(
  url: string,
  base: RedisOptions,
  settings = sentinelSettings(),
): RedisOptions {
  if (!settings) return base;
  const { password, username, pathname } = new URL(url);
  const db = Number(pathname.slice(1)) || 0;
  return {
    ...base,
    sentinels: settings.sentinels,
    name: settings.name,
    ...(password && { password: decodeURIComponent(password) }),
    ...(username && { username: decodeURIComponent(username) }),
    db,
    role: "master",
    // The sentinels' own answers are bounded like every command; a dead one is skipped at once.
    sentinelCommandTimeout: 500,
    sentinelRetryStrategy: (times: number) => Math.min(times * 100, 1000),
    // Subscribes to +switch-master: reconnects to the new primary as soon as one is elected.
    failoverDetector: true,
  };
}

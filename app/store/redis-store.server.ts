// The Redis back end: several instances share it; Redis expires keys itself.
import type { Redis } from "ioredis";
import type { KeyValueStore } from "./kv-store.server";
import { loopAwareDeadline } from "./loop-aware-deadline.server";
import { COMMAND_MS, noteStoreFailure, StoreUnavailable } from "./redis-client.server";
import { toJson, ttlOf } from "./stored-value.server";

// Commands are never queued while disconnected; a connection still being opened gets half a
// second to become ready (start-up, reconnection), then the command fails.
async function ready(client: Redis): Promise<void> {
  if (client.status === "ready") return;
  noteStoreFailure();
  if (client.status === "end") throw new StoreUnavailable();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      client.off("ready", onReady);
      reject(new StoreUnavailable());
    }, 500);
    const onReady = () => {
      clearTimeout(timer);
      resolve();
    };
    client.once("ready", onReady);
  });
}

async function noteFailure<T>(command: Promise<T>): Promise<T> {
  try {
    return await command;
  } catch (error) {
    noteStoreFailure();
    throw error;
  }
}

export function createRedisStore(client: Redis, prefix: string): KeyValueStore {
  const within = <T>(command: Promise<T>) => noteFailure(loopAwareDeadline(command, COMMAND_MS));
  return {
    async get<T>(key: string) {
      await ready(client);
      const json = await within(client.get(prefix + key));
      return json === null ? undefined : (JSON.parse(json) as T);
    },
    async set(key, value, ttlSeconds) {
      await ready(client);
      await within(client.set(prefix + key, toJson(value), "EX", ttlOf(ttlSeconds)));
    },
    async delete(key) {
      await ready(client);
      await within(client.del(prefix + key));
    },
    async add(key, value, ttlSeconds) {
      await ready(client);
      const reply = await within(
        client.set(prefix + key, toJson(value), "EX", ttlOf(ttlSeconds), "NX"),
      );
      return reply === "OK";
    },
    async ifOwner(key, owner, value, ttlSeconds = 0) {
      await ready(client);
      const args =
        value === undefined ? [owner, ""] : [owner, toJson(value), String(ttlOf(ttlSeconds))];
      return (await within(client.eval(IF_OWNER, 1, prefix + key, ...args))) === 1;
    },
  };
}

// Compare by owner and act in one step: nothing can run between the read and the write.
const IF_OWNER = `
local current = redis.call("GET", KEYS[1])
if not current then return 0 end
local ok, decoded = pcall(cjson.decode, current)
if not ok or type(decoded) ~= "table" or decoded.owner ~= ARGV[1] then return 0 end
if ARGV[2] == "" then redis.call("DEL", KEYS[1])
else redis.call("SET", KEYS[1], ARGV[2], "EX", tonumber(ARGV[3])) end
return 1`;

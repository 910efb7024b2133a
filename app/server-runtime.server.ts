// What the HTTP server (server.ts, server/) uses of the app, handed to it through the Remix
// build: entry.server.tsx exports this module, so the server's own bundle holds no copy of an
// app module and every piece of state (the logger's request context, the Redis connections and
// their health, the database, the activity jobs) exists once per process (docs/decisions/0030).
export { boundedGate } from "./bounded-gate.server";
export { closeDatabase, database, pingDatabase } from "./db/database.server";
export { activityOutbox } from "./db/outbox.server";
export { log, withRequestLog } from "./log.server";
export { counterOf, counterReading, gaugeOf, metricsText } from "./metrics.server";
export { withCallerSignal } from "./pamhk/caller-signal.server";
export { startActivityJobs, stopActivityJobs } from "./services/activity.server";
export { startMorningMail, stopMorningMail } from "./services/queue-mail.server";
export { allowTestClock } from "./session/test-clock.server";
export { startQueueSweep, stopQueueSweep } from "./services/queue-sweep.server";
export { startUsageJobs, stopUsageJobs } from "./services/usage.server";
export { startTravellerJobs, stopTravellerJobs } from "./services/travellers/upkeep.server";
export { createKeyValueStore, pingStore } from "./store/kv-store.server";
export {
  closeRedisClients,
  redisClient,
  storeFailures,
  storeReady,
  storeTroubledSince,
} from "./store/redis-client.server";

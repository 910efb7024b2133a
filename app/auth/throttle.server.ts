import { createHash } from "node:crypto";
import { env } from "~/env.server";
import type { KeyValueStore } from "~/session/kv-store.server";

type Record = { failures: number; lockedUntil?: number };

// Per login id, so one attacker cannot lock a whole office behind a shared IP address.
const keyOf = (loginId: string) => `login:${createHash("sha256").update(loginId.trim().toLowerCase()).digest("hex")}`;

export function createLoginThrottle(store: KeyValueStore, now: () => number = Date.now) {
  const limits = () => ({ max: env().LOGIN_MAX_FAILURES, lockMs: env().LOGIN_LOCK_MINUTES * 60_000 });
  return {
    /** Minutes left on a lock, or 0 when the login id may try. */
    async lockedMinutes(loginId: string): Promise<number> {
      const record = await store.get<Record>(keyOf(loginId));
      const left = (record?.lockedUntil ?? 0) - now();
      return left > 0 ? Math.ceil(left / 60_000) : 0;
    },
    async fail(loginId: string): Promise<void> {
      const { max, lockMs } = limits();
      const record = (await store.get<Record>(keyOf(loginId))) ?? { failures: 0 };
      const failures = record.failures + 1;
      const lockedUntil = failures >= max ? now() + lockMs : undefined;
      await store.set(keyOf(loginId), { failures: lockedUntil ? 0 : failures, lockedUntil }, Math.ceil(lockMs / 1000));
    },
    async succeed(loginId: string): Promise<void> {
      await store.delete(keyOf(loginId));
    },
  };
}

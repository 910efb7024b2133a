// One holder at a time across instances (docs/decisions/0100-changed-outside-the-portal.md): a
// PostgreSQL session-level advisory lock on a connection of its own, taken without waiting. The
// embedded engine belongs to one process (two instances never share its folder), so there each
// process is its own "one instance": an in-process flag keeps two runs of it apart.
import type { Pool } from "pg";
import { database, databaseEngine } from "./database.server";

const heldHere = new Set<number>();

/**
 * Runs `work` only when nobody else holds lock `key`; resolves to `{ ran: false }` at once
 * otherwise. The lock is released when `work` ends, or by PostgreSQL when the connection dies.
 */
export async function withTryLock<T>(
  key: number,
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  if (heldHere.has(key)) return { ran: false };
  heldHere.add(key);
  try {
    const db = await database();
    if ((await databaseEngine()) !== "postgres") return { ran: true, value: await work() };
    const pool = (db as unknown as { $client: Pool }).$client;
    const client = await pool.connect();
    let broken = false;
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        "select pg_try_advisory_lock($1) as locked",
        [key],
      );
      if (!rows[0]?.locked) return { ran: false };
      try {
        return { ran: true, value: await work() };
      } finally {
        await client.query("select pg_advisory_unlock($1)", [key]).catch(() => {
          broken = true;
        });
      }
    } finally {
      // A connection whose unlock failed is dropped: closing it releases the lock.
      client.release(broken);
    }
  } finally {
    heldHere.delete(key);
  }
}

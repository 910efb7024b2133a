// The portal's database: PostgreSQL through DATABASE_URL, else PostgreSQL embedded in the process
// (PGlite, data under DATABASE_DIR), with the migrations of ./migrations applied before use.
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { log } from "~/log.server";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseOptions = {
  /** postgres://… : a real server; unset: the embedded engine. */
  url?: string;
  /** The embedded engine's folder, or "memory://" (tests). */
  dir?: string;
  /** Default: migrationsFolder(). */
  migrations?: string;
};

type Open = { db: Database; engine: "postgres" | "embedded"; close: () => Promise<void> };

// One database per process (an embedded engine opened twice on one folder would corrupt it): the
// HTTP server reaches this module through the Remix build (app/server-runtime.server.ts).
const shared: { opening?: Promise<Open>; open?: boolean } = {};

export class MigrationFailed extends Error {
  constructor(cause: unknown) {
    super(
      `Database migration failed; the portal does not start on a schema it cannot trust: ${
        cause instanceof Error ? cause.message : String(cause)
      }`,
      { cause },
    );
    this.name = "MigrationFailed";
  }
}

export function optionsFromEnv(): DatabaseOptions {
  return {
    url: process.env.DATABASE_URL || undefined,
    dir: process.env.DATABASE_DIR || "data/db",
  };
}

/** The shared database, opened and migrated on first use (start-up awaits it: server.ts). */
export function database(opts: DatabaseOptions = optionsFromEnv()): Promise<Database> {
  shared.opening ??= openDatabase(opts).then(
    (open) => {
      shared.open = true;
      return open;
    },
    (error: unknown) => {
      shared.opening = undefined;
      throw error;
    },
  );
  return shared.opening.then((open) => open.db);
}

/** True once the shared database is open (server.ts opens it before it listens). */
export const isDatabaseOpen = () => shared.open === true && shared.opening !== undefined;

export async function databaseEngine(): Promise<Open["engine"] | undefined> {
  return shared.opening ? (await shared.opening).engine : undefined;
}

/** Closes the shared database (graceful shutdown, end of a test file). */
export async function closeDatabase(): Promise<void> {
  const opening = shared.opening;
  shared.opening = undefined;
  shared.open = false;
  if (opening) await (await opening.catch(() => undefined))?.close();
}

/** A round trip, for /healthz (bounded: a real server that hangs counts as down after 1 s). */
export async function pingDatabase(): Promise<boolean> {
  try {
    const db = await database();
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 1000).unref()),
    ]);
    return true;
  } catch {
    return false;
  }
}

/** The migrations beside the bundled server (scripts/build-server.ts copies them), else the source. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const beside = [join(here, "migrations"), join(here, "portal", "migrations")];
  for (const candidate of [...beside, join(here, "..", "portal", "migrations")])
    if (existsSync(join(candidate, "meta", "_journal.json"))) return candidate;
  return resolve("app/db/migrations");
}

export async function openDatabase(opts: DatabaseOptions): Promise<Open> {
  const folder = opts.migrations ?? migrationsFolder();
  if (opts.url) {
    const { default: pg } = await import("pg");
    const { drizzle } = await import("drizzle-orm/node-postgres");
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    // One connection for the migration, holding an advisory lock: instances starting together
    // apply each migration once.
    const client = new pg.Client({ connectionString: opts.url, connectionTimeoutMillis: 5000 });
    await client.connect();
    try {
      await client.query("select pg_advisory_lock(33033)");
      await migrate(drizzle(client, { schema }), { migrationsFolder: folder });
    } catch (error) {
      throw new MigrationFailed(error);
    } finally {
      await client.end().catch(() => undefined);
    }
    // Bounded waits: a server that is down fails a write within a second, and the event waits
    // in the outbox (services/activity.server.ts) instead of holding the agent's action.
    const pool = new pg.Pool({
      connectionString: opts.url,
      connectionTimeoutMillis: 1000,
      query_timeout: 5000,
      max: 10,
    });
    pool.on("error", (error) => log().warn({ error: error.message }, "database connection lost"));
    const db = drizzle(pool, { schema }) as unknown as Database;
    log().info("database: PostgreSQL (DATABASE_URL)");
    return { db, engine: "postgres", close: () => pool.end() };
  }
  const dir = opts.dir ?? "data/db";
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  if (!dir.includes("://")) await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir.includes("://") ? dir : resolve(dir));
  const db = drizzle(client, { schema });
  try {
    await migrate(db, { migrationsFolder: folder });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw new MigrationFailed(error);
  }
  log().info({ dir }, "database: embedded PostgreSQL (PGlite)");
  return { db: db as unknown as Database, engine: "embedded", close: () => client.close() };
}

// The file back end (the default): one instance, records in a folder of their own.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, open, readFile, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { KeyValueStore } from "./kv-store.server";
import { ownedBy, toJson, ttlOf } from "./stored-value.server";

const SWEEP_EVERY_MS = 10 * 60_000;
const STALE_TEMP_MS = 60 * 60_000;

/**
 * File layout: `<expiresAt ms>\n<json>`. The expiry sits on its own first line so a read or a
 * sweep can drop an expired multi-MB file without parsing it.
 */
export function createFileStore(dir: string): KeyValueStore {
  let dirReady: Promise<unknown> | undefined;
  const ensureDir = () => (dirReady ??= mkdir(dir, { recursive: true, mode: 0o700 }));
  // Hashing keeps any key a safe, fixed-length file name.
  const fileOf = (key: string) =>
    join(dir, `${createHash("sha256").update(key).digest("hex")}.json`);
  let nextSweep = 0;

  return {
    async get<T>(key: string) {
      const file = fileOf(key);
      let text: string;
      try {
        text = await readFile(file, "utf8");
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
      const newline = text.indexOf("\n");
      const expiresAt = Number(text.slice(0, newline));
      if (newline < 0 || !(expiresAt > Date.now())) {
        await removeQuietly(file);
        return undefined;
      }
      return JSON.parse(text.slice(newline + 1)) as T;
    },
    async set(key, value, ttlSeconds) {
      const content = `${Date.now() + ttlOf(ttlSeconds) * 1000}\n${toJson(value)}`;
      await ensureDir();
      const file = fileOf(key);
      // Write elsewhere, then rename: readers see the old file or the new one, never half of one.
      const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
      try {
        await writeFile(temp, content, { mode: 0o600 });
        await rename(temp, file);
      } catch (error) {
        await removeQuietly(temp);
        throw error;
      }
      if (Date.now() >= nextSweep) {
        nextSweep = Date.now() + SWEEP_EVERY_MS;
        // Background clean-up; a failed sweep is retried at the next interval.
        sweep(dir).catch(() => undefined);
      }
    },
    async delete(key) {
      await removeQuietly(fileOf(key));
    },
    async add(key, value, ttlSeconds) {
      const content = `${Date.now() + ttlOf(ttlSeconds) * 1000}\n${toJson(value)}`;
      await ensureDir();
      const file = fileOf(key);
      // O_EXCL creation is the atomic set-if-absent; an expired file is removed and retried once.
      for (let attempt = 0; attempt < 2; attempt++) {
        try {
          await writeFile(file, content, { mode: 0o600, flag: "wx" });
          return true;
        } catch (error) {
          if (!(error instanceof Error && "code" in error && error.code === "EEXIST")) throw error;
          const expiresAt = await readExpiry(file);
          // Gone meanwhile (released): try again, never remove what another one may have made.
          if (expiresAt === undefined) continue;
          if (Number.isNaN(expiresAt) || expiresAt > Date.now()) return false;
          await removeQuietly(file);
        }
      }
      return false;
    },
    // One instance only (the file store's promise): read, compare and write follow each other
    // with no other owner able to slip in between but through an expiry.
    async ifOwner(key, owner, value, ttlSeconds = 0) {
      const file = fileOf(key);
      const text = await readFile(file, "utf8").catch((error: unknown) => {
        if (isNotFound(error)) return undefined;
        throw error;
      });
      const newline = text?.indexOf("\n") ?? -1;
      if (!text || newline < 0 || !(Number(text.slice(0, newline)) > Date.now())) return false;
      if (!ownedBy(text.slice(newline + 1), owner)) return false;
      if (value === undefined) await removeQuietly(file);
      else await this.set(key, value, ttlSeconds);
      return true;
    },
  };
}

/**
 * Removes expired files nobody reads again (abandoned sessions, old search caches) and temp
 * files left by a crash; expiry on read alone would let the folder grow without bound.
 */
async function sweep(dir: string): Promise<void> {
  const now = Date.now();
  for (const name of await readdir(dir)) {
    const file = join(dir, name);
    if (name.endsWith(".tmp")) {
      const info = await stat(file).catch(() => undefined);
      if (info && now - info.mtimeMs > STALE_TEMP_MS) await removeQuietly(file);
    } else if (name.endsWith(".json")) {
      const expiresAt = await readExpiry(file);
      if (expiresAt !== undefined && !(expiresAt > now)) await removeQuietly(file);
    }
  }
}

async function readExpiry(file: string): Promise<number | undefined> {
  const handle = await open(file, "r").catch(() => undefined);
  if (!handle) return undefined;
  try {
    const head = Buffer.alloc(24);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const firstLine = head.subarray(0, bytesRead).toString("utf8").split("\n")[0];
    // Created but not written yet (O_EXCL creates before it writes): held, not expired.
    return firstLine === "" ? NaN : Number(firstLine);
  } finally {
    await handle.close();
  }
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ENOENT";
}

async function removeQuietly(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

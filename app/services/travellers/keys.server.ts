// The traveller directory's keys (docs/decisions/0101-traveller-directory.md): TRAVELLER_DATA_KEY
// seals, TRAVELLER_DATA_KEYS (older keys) still open. Never a built-in key: without one, a
// production instance or one on a shared PostgreSQL has the directory switched off; a single
// embedded instance outside production keeps a random key under data/, as it does its session
// secret (env.server.ts).
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { env } from "~/env.server";
import { dataKey, keyRing, type KeyRing } from "./crypto.server";

export type DirectoryKeys =
  | { on: true; ring: KeyRing }
  /** Why the directory is off: a catalogue key of the travellers namespace. */
  | { on: false; reason: "off.noKey" | "off.badKey" };

let cached: { source: string; keys: DirectoryKeys } | undefined;

export function directoryKeys(): DirectoryKeys {
  const e = env();
  const source = `${e.TRAVELLER_DATA_KEY ?? ""}|${e.TRAVELLER_DATA_KEYS ?? ""}`;
  if (cached?.source === source) return cached.keys;
  cached = { source, keys: readKeys(e) };
  return cached.keys;
}

/** Forgets the keys read (tests that change the environment). */
export const forgetDirectoryKeys = () => (cached = undefined);

function readKeys(e: ReturnType<typeof env>): DirectoryKeys {
  const text =
    e.TRAVELLER_DATA_KEY ??
    (e.NODE_ENV !== "production" && !e.DATABASE_URL ? localKey(e.SESSION_DIR) : undefined);
  if (!text) return { on: false, reason: "off.noKey" };
  try {
    const older = (e.TRAVELLER_DATA_KEYS ?? "")
      .split(",")
      .map((k) => k.trim())
      .filter(Boolean)
      .map(dataKey);
    return { on: true, ring: keyRing(dataKey(text), older) };
  } catch {
    return { on: false, reason: "off.badKey" };
  }
}

function localKey(sessionDir: string): string {
  const file = join(dirname(sessionDir), "traveller-data-key");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    const key = randomBytes(32).toString("base64");
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, key, { mode: 0o600 });
    return key;
  }
}

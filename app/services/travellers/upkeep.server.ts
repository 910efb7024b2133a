// The directory's upkeep (docs/decisions/0101-traveller-directory.md): the daily retention purge
// (one instance a day, through a marker in the shared store) and the rekey that moves every sealed
// value to the current key while the portal keeps running.
import { database, isDatabaseOpen, type Database } from "~/db/database.server";
import {
  deleteTravellers,
  replaceSealed,
  sealedNotUnder,
  staleTravellers,
} from "~/db/travellers.server";
import { env } from "~/env.server";
import { log } from "~/log.server";
import { sharedStore } from "~/store/kv-store.server";
import { recordActivity } from "../activity.server";
import { open, seal, type KeyRing } from "./crypto.server";
import { birthDateBinding, documentBinding } from "./directory.server";
import { directoryKeys } from "./keys.server";

const BATCH = 500;

/**
 * Deletes travellers not booked for TRAVELLER_RETENTION_DAYS (never booked: since they were
 * added), one activity event each under their company; returns how many went.
 */
export async function purgeUnusedTravellers(db: Database, now = Date.now()): Promise<number> {
  const before = new Date(now - env().TRAVELLER_RETENTION_DAYS * 86_400_000);
  let total = 0;
  for (;;) {
    const stale = await staleTravellers(db, before, BATCH);
    if (!stale.length) return total;
    const byCompany = new Map<string, { id: string }[]>();
    for (const s of stale)
      byCompany.set(s.companyCode, [...(byCompany.get(s.companyCode) ?? []), s]);
    for (const [companyCode, rows] of byCompany) {
      const gone = await deleteTravellers(
        db,
        companyCode,
        rows.map((r) => r.id),
      );
      total += gone.length;
      for (const id of gone)
        await recordActivity(
          { user: { id: "", loginName: "", surname: "", givenName: "", companyCode } },
          { action: "travellerExpired", target: { kind: "traveller", id } },
        );
    }
    if (stale.length < BATCH) return total;
  }
}

/** Moves every sealed value not under the ring's current key to it; returns how many moved. */
export async function rekeyTravellers(db: Database, keys: KeyRing) {
  let moved = 0;
  let skipped = 0;
  for (;;) {
    const { people, documents } = await sealedNotUnder(db, keys.current.id, BATCH);
    if (!people.length && !documents.length) return { moved, skipped };
    let progress = 0;
    for (const p of people) {
      const bound = birthDateBinding(p.id);
      const done = await replaceSealed(
        db,
        "birthDate",
        p.id,
        p.sealed,
        seal(keys, open(keys, p.sealed, bound), bound),
      );
      if (done) progress += 1;
      else skipped += 1;
    }
    for (const d of documents) {
      const bound = documentBinding(d.id);
      const done = await replaceSealed(
        db,
        "document",
        d.id,
        d.sealed,
        seal(keys, open(keys, d.sealed, bound), bound),
      );
      if (done) progress += 1;
      else skipped += 1;
    }
    moved += progress;
    // A value an agent changed meanwhile is under the current key already: the next batch no
    // longer finds it. No progress at all means something else keeps writing old keys: stop.
    if (!progress) return { moved, skipped };
  }
}

const jobs: { purger?: NodeJS.Timeout } = {};

/** Once a day, on one instance only (the first to take the day's marker). */
export async function dailyTravellerPurge(now = Date.now()): Promise<number | undefined> {
  if (!directoryKeys().on || !isDatabaseOpen()) return undefined;
  const day = new Date(now).toISOString().slice(0, 10);
  if (!(await sharedStore().add(`travellers:purge:${day}`, { at: now }, 2 * 86_400))) return;
  return purgeUnusedTravellers(await database(), now);
}

export function startTravellerJobs(): void {
  if (jobs.purger) return;
  const keys = directoryKeys();
  // Said once at start-up, and on the directory's page (docs/decisions/0101).
  if (!keys.on)
    log().warn(
      { reason: keys.reason },
      keys.reason === "off.noKey"
        ? "traveller directory off: TRAVELLER_DATA_KEY is not set"
        : "traveller directory off: TRAVELLER_DATA_KEY(S) is not 32 bytes of base64",
    );
  const purge = () =>
    dailyTravellerPurge()
      .then((n) => n && log().info({ travellers: n }, "traveller retention purge"))
      .catch((error: unknown) => log().warn({ error: String(error) }, "traveller purge failed"));
  void purge();
  jobs.purger = setInterval(() => void purge(), 3_600_000);
  jobs.purger.unref();
}

export function stopTravellerJobs(): void {
  clearInterval(jobs.purger);
  jobs.purger = undefined;
}

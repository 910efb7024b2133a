// "Changed outside the portal" (docs/decisions/0100-changed-outside-the-portal.md): a booking as
// just read is compared with what the portal last saw of it; a difference none of the portal's
// own actions explains becomes an activity event with before and after, and a queue item.
// Booking details and the sweep both call `compareWithLastSighting` on a booking they already
// read: the comparison itself makes no back-office call.
import type { SignedIn } from "~/auth/guard.server";
import type { BookingDetail } from "~/contracts/booking";
import { database } from "~/db/database.server";
import { hasLiveItem, insertItems } from "~/db/queue.server";
import { firstSighting, nextSighting, ownActionsSince, sightingOf } from "~/db/sightings.server";
import {
  changesBetween,
  encodeChange,
  outsideChanges,
  OWN_CHANGES,
  sightingKey,
  sightingOf as sightingOfBooking,
  type OutsideChange,
} from "~/domain/queue/outside-change";
import { log } from "~/log.server";
import { sharedStore } from "~/store/kv-store.server";
import { filedUnderFor } from "./activity-pages.server";
import { activityWritten, recordActivity } from "./activity.server";
import { countMark } from "./queue-marks.server";

export const CHANGED_OUTSIDE = "changedOutside";

/** The event's actor: nobody of the portal (the airline or another channel). */
const outside = (companyCode: string) => ({
  user: { id: "", loginName: "", surname: "", givenName: "", companyCode },
});

export type Comparison = "first" | "same" | "own" | "outside" | "stale";

/**
 * Compares `booking` (read at `readAt`, epoch ms: when the read began) with the company's last
 * sighting of it and stores the new one. "outside": an event and (unless one is still open) a
 * queue item were written. A read older than the stored sighting changes nothing ("stale").
 */
export async function compareWithLastSighting(
  companyCode: string,
  booking: BookingDetail,
  readAt: number,
  options: { settle?: () => Promise<void> } = {},
): Promise<{ result: Comparison; changes: OutsideChange[] }> {
  const db = await database();
  const bookingId = booking.bookingId.id;
  const sighting = sightingOfBooking(booking);
  const seen = { sighting, seenKey: sightingKey(sighting) };
  const at = new Date(readAt);
  const last = await sightingOf(db, companyCode, bookingId);
  if (!last) {
    await firstSighting(db, companyCode, bookingId, seen, at);
    return { result: "first", changes: [] };
  }
  if (last.seenKey === seen.seenKey) return { result: "same", changes: [] };
  if (last.seenAt.getTime() > readAt) return { result: "stale", changes: [] };
  const changes = changesBetween(last.sighting, sighting);
  // The portal's own actions since the last sighting: this instance's events are written first;
  // the sweep also waits out another instance's write (`settle`) before calling a change outside.
  await activityWritten();
  const ownSince = () =>
    ownActionsSince(db, companyCode, bookingId, Object.keys(OWN_CHANGES), last.seenAt);
  let outsideOnes = outsideChanges(changes, await ownSince());
  if (outsideOnes.length && options.settle) {
    await options.settle();
    outsideOnes = outsideChanges(changes, await ownSince());
  }
  // Only the comparison that moves the sighting reports: two instances never report one change twice.
  if (!(await nextSighting(db, companyCode, bookingId, last.seenKey, seen, at)))
    return { result: "stale", changes: [] };
  if (!outsideOnes.length) return { result: "own", changes: [] };
  await recordActivity(
    { ...outside(companyCode) },
    {
      action: CHANGED_OUTSIDE,
      target: { kind: "booking", id: bookingId, version: latestVersion(booking) },
      changes: outsideOnes.map(encodeChange),
    },
  );
  if (!(await hasLiveItem(db, companyCode, CHANGED_OUTSIDE, bookingId))) {
    const added = await insertItems(
      db,
      companyCode,
      [
        {
          kind: CHANGED_OUTSIDE,
          bookingId,
          due: readAt,
          recordLocator: booking.bookingRecordLocator.id,
          travellers: travellersOf(booking),
          route: routeOf(booking),
          createdBy: booking.createBy,
        },
      ],
      new Date(readAt),
    );
    for (const owner of new Set(added.map((a) => a.owner)))
      if (owner) await sharedStore().delete(countMark(companyCode, owner));
  }
  return { result: "outside", changes: outsideOnes };
}

/**
 * Booking details' comparison, on the booking the page already read (no back-office call). The
 * page never fails on it: with the database down it is skipped and the next sighting compares.
 */
export async function comparedOnPage(
  ctx: SignedIn,
  booking: BookingDetail,
  readAt: number,
): Promise<void> {
  try {
    const company = (await filedUnderFor(ctx, booking)).companyCode;
    await compareWithLastSighting(company, booking, readAt);
  } catch (error) {
    log().warn(
      { error: error instanceof Error ? error.message : String(error) },
      "booking sighting not compared",
    );
  }
}

function latest(booking: BookingDetail) {
  return booking.bookingAirItems.find((i) => i.latestVersion) ?? booking.bookingAirItems.at(-1)!;
}

const latestVersion = (booking: BookingDetail) => latest(booking).versionNum;

const travellersOf = (booking: BookingDetail) =>
  latest(booking)
    .travelerInfos.map((t) => `${t.surname}/${t.givenName}`)
    .join(", ");

function routeOf(booking: BookingDetail): string {
  const segments = latest(booking).airLowFare.airOptions.flatMap((o) => o.airFlightSegments);
  if (!segments.length) return "";
  return [segments[0]!.oriLoc, ...segments.map((s) => s.desLoc)].join("-");
}

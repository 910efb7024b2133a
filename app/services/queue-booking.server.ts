// The work queue's items that one booking makes (docs/architecture.md, "Work queue"): read from
// what booking details already loaded (the booking and its open airline changes), so they add no
// back-office call; and the reminders agents set on a booking.
import type { SignedIn } from "~/auth/guard.server";
import type { BookingDetail } from "~/contracts/booking";
import { logUsers } from "~/db/activity.server";
import { database, isDatabaseOpen } from "~/db/database.server";
import { closeItems, insertItems, liveItemsOfBooking } from "~/db/queue.server";
import { todayIn } from "~/domain/air/dates";
import {
  BOOKING_KINDS,
  bookingItems,
  bookingItemsToClose,
  reminderDue,
  voidWindowEnd,
  type BookingFacts,
} from "~/domain/queue/booking-items";
import type { QueueBooking } from "~/domain/queue/rules";
import { env } from "~/env.server";
import { fieldRules } from "~/forms/field-rules.server";
import { ReminderSchema } from "~/forms/queue";
import { log } from "~/log.server";
import { sharedStore } from "~/store/kv-store.server";
import { recordActivity } from "./activity.server";
import { countMark } from "./queue-marks.server";

const latest = (booking: BookingDetail) =>
  booking.bookingAirItems.find((i) => i.latestVersion) ??
  booking.bookingAirItems[booking.bookingAirItems.length - 1]!;

/** The queue's row words for a booking, as the booking list writes them. */
export function queueBookingOf(booking: BookingDetail): QueueBooking {
  const item = latest(booking);
  return {
    bookingId: booking.bookingId.id,
    recordLocator: booking.bookingRecordLocator.id,
    travellers: item.travelerInfos.map((t) => `${t.surname}/${t.givenName}`).join(", "),
    route: item.airLowFare.airOptions
      .map((o) => {
        const s = o.airFlightSegments;
        return `${s[0]?.oriLoc ?? ""}-${s[s.length - 1]?.desLoc ?? ""}`;
      })
      .join(", "),
  };
}

/** What the queue needs of a loaded booking and its open airline changes (null: not read). */
export function factsOf(
  booking: BookingDetail,
  pendingChanges: { refId: string; createdAt: string }[] | null,
): BookingFacts {
  const item = latest(booking);
  const sales = booking.invoices.filter((i) => i.invoiceTypeId === "SALES_INVOICE");
  return {
    cancelled: !booking.bookStatus || booking.bookStatus === "BOOKING_CANCELLED",
    ticketed: item.ticketed,
    appliedRefund: item.appliedReFund,
    refundDate: item.refundDate,
    ticketStatuses: item.ticketInfos.map((t) => t.ticketStatus),
    lastSaleIssued: sales[sales.length - 1]?.issueDate ?? "",
    pendingChanges,
  };
}

/**
 * Booking details was shown: open the items the booking makes now and close the ones that no
 * longer apply, under the viewer's company. Never fails the page: the queue is a hint here.
 */
export async function bookingSeen(
  ctx: SignedIn,
  booking: BookingDetail,
  pendingChanges: { refId: string; createdAt: string }[] | null,
  now = Date.now(),
): Promise<void> {
  if (!isDatabaseOpen()) return;
  try {
    const zone = env().AGENCY_TIME_ZONE;
    const facts = factsOf(booking, pendingChanges);
    const row = queueBookingOf(booking);
    const db = await database();
    const company = ctx.user.companyCode;
    const added = await insertItems(
      db,
      company,
      bookingItems(facts, now, zone).map((i) => ({ ...i, ...row, createdBy: booking.createBy })),
      new Date(now),
    );
    const stored = await liveItemsOfBooking(db, company, row.bookingId, BOOKING_KINDS);
    const closing = bookingItemsToClose(
      stored.map((s) => ({ ...s, due: s.due.getTime() })),
      facts,
      now,
      zone,
    );
    for (const reason of new Set(closing.map((c) => c.reason)))
      await closeItems(
        db,
        company,
        closing.filter((c) => c.reason === reason).map((c) => c.id),
        reason,
        new Date(now),
      );
    if (added.length || closing.length)
      await sharedStore().delete(countMark(company, booking.createBy));
  } catch (error) {
    log().warn({ error: error instanceof Error ? error.message : String(error) }, "queue booking");
  }
}

/** The portal issued the booking's tickets: its void window is open until 23:00 today. */
export async function ticketIssuedHere(ctx: SignedIn, booking: BookingDetail, now = Date.now()) {
  const due = voidWindowEnd(now, env().AGENCY_TIME_ZONE);
  if (now >= due || !isDatabaseOpen()) return;
  await insertItems(
    await database(),
    ctx.user.companyCode,
    [{ kind: "voidWindow", due, ...queueBookingOf(booking), createdBy: booking.createBy }],
    new Date(now),
  );
}

/** Users of the company the portal knows (they have signed in to it), the viewer first. */
export async function colleaguesOf(ctx: SignedIn): Promise<string[]> {
  const known = await logUsers(await database(), ctx.user.companyCode);
  return [ctx.user.loginName, ...known.filter((l) => l !== ctx.user.loginName)];
}

/** What booking details' reminder form needs; null while the database cannot be read. */
/** Reminders live in the portal's database: without it booking details offers none. */
export const remindersOpen = () => isDatabaseOpen();

export async function reminderFormFor(ctx: SignedIn, now = Date.now()) {
  if (!isDatabaseOpen()) return null;
  try {
    const zone = env().AGENCY_TIME_ZONE;
    const zoneName =
      new Intl.DateTimeFormat("en-US", { timeZone: zone, timeZoneName: "short" })
        .formatToParts(now)
        .find((p) => p.type === "timeZoneName")?.value ?? zone;
    return {
      rules: fieldRules(ReminderSchema),
      colleagues: await colleaguesOf(ctx),
      today: todayIn(zone, new Date(now)),
      zone: zoneName,
    };
  } catch (error) {
    log().warn({ error: error instanceof Error ? error.message : String(error) }, "reminder form");
    return null;
  }
}

export type ReminderInput = { day: string; time: string; text: string; owner: string };
export type ReminderOutcome = "set" | "past" | "owner" | "duplicate";

/**
 * A reminder on a booking the caller loaded, for himself or a colleague of his company; it shows
 * in the owner's queue from its due instant on.
 */
export async function setReminder(
  ctx: SignedIn,
  booking: BookingDetail,
  input: ReminderInput,
  now = Date.now(),
): Promise<ReminderOutcome> {
  const due = reminderDue(input.day, input.time, env().AGENCY_TIME_ZONE, now);
  if (due === null) return "past";
  if (!(await colleaguesOf(ctx)).includes(input.owner)) return "owner";
  const added = await insertItems(
    await database(),
    ctx.user.companyCode,
    [
      {
        kind: "reminder",
        due,
        ...queueBookingOf(booking),
        createdBy: booking.createBy,
        owner: input.owner,
        note: input.text,
      },
    ],
    new Date(now),
  );
  if (!added.length) return "duplicate";
  await recordActivity(ctx, {
    action: "queueReminderSet",
    target: { kind: "booking", id: booking.bookingId.id },
  });
  return "set";
}

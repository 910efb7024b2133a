// Airline schedule changes (docs/behaviour.md#schedule-changes): the page model of a change (before
// and after, connection times against the minimum, the affected booking and what the agent may do
// about it), accepting it, and the pending changes of one booking for its details banner.
import { forgetStanding, type SignedIn } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import type { BookingDetail } from "~/contracts/booking";
import { marksOfChange, marksOfSegments, type ChangeMarks } from "~/domain/booking/airline-changes";
import {
  affectedLegs,
  changeTypeOf,
  compareSegments,
  connectionsOf,
} from "~/domain/notification/schedule-change";
import { choiceQuery } from "~/domain/rebook/selection";
import { isEnvelopeError } from "~/domain/upstream-error";
import { getBooking } from "~/pamhk/booking.server";
import {
  markHandled,
  notificationDetails,
  SCHEDULE_CHANGE,
  searchNotifications,
  type NotificationDetails,
} from "~/pamhk/notification.server";
import { paths } from "~/paths";
import { recordActivity } from "~/services/activity.server";
import { latestOf, visibilityFor } from "~/services/booking-details.server";
import { failureMessage, stillSignedIn } from "~/services/upstream.server";

export const isScheduleChange = (n: { messageType: string }) => n.messageType === SCHEDULE_CHANGE;

/** Everything the details page shows about a schedule change; null for other messages. */
export async function scheduleChangeView(ctx: SignedIn, notification: NotificationDetails) {
  if (!isScheduleChange(notification)) return null;
  const changes = compareSegments(notification.previousSegments, notification.segments);
  const changeType = changeTypeOf(notification.changeType);
  let booking: {
    bookingId: string;
    bookingNumber: string;
    rebookTo: string | null;
    refundTo: string | null;
  } | null = null;
  if (notification.bookingId) {
    const found = await getBooking(ctx, notification.bookingId);
    if (found.ok) {
      const latest = latestOf(found.data);
      const legs = affectedLegs(latest.airLowFare.airOptions, changes);
      const leg = legs[0];
      const cabin =
        leg === undefined
          ? ""
          : (latest.airLowFare.airOptions[leg]?.airFlightSegments[0]?.cabinType ?? "");
      // Rebook only where booking details would offer it, pre-filled with the affected leg.
      const allowed = visibilityFor(ctx, found.data, latest);
      const rebookTo =
        leg !== undefined && !notification.handled && allowed.rebook
          ? paths.rebook(
              choiceQuery({ bookingId: found.data.bookingId.id, legs: [leg], dates: {}, cabin }),
            )
          : null;
      booking = {
        bookingId: found.data.bookingId.id,
        bookingNumber: found.data.bookingNumber,
        rebookTo,
        // A cancelled flight may be refunded where booking details would offer it.
        refundTo:
          changeType === "CANCELLED" && !notification.handled && allowed.refund
            ? `${paths.bookingDetails(found.data.bookingId.id)}&dialog=refund`
            : null,
      };
    } else if (!isEnvelopeError(found.error, 3, 404)) {
      await stillSignedIn(ctx, found.error);
    }
  }
  return {
    changes,
    connectionsBefore: connectionsOf(notification.previousSegments),
    connectionsAfter: connectionsOf(notification.segments),
    booking,
    handled: notification.handled,
    handledDate: notification.handledDate,
    changeType,
    // A cancellation is handled by rebooking or refunding, never accepted.
    canAccept:
      changeType !== "CANCELLED" && !notification.handled && can(ctx.user, "handleScheduleChange"),
  };
}

/** Accept (mark handled); "already" when someone accepted it first. */
export async function acceptScheduleChange(ctx: SignedIn, refId: string) {
  const done = await markHandled(ctx, refId);
  // Accepted now or by someone first: either way the bell counts one change fewer.
  if (done.ok || isEnvelopeError(done.error, 3, 310)) await forgetStanding(ctx.user.id);
  if (done.ok || !isEnvelopeError(done.error, 3, 310)) {
    // The booking's timeline shows the acceptance (the message names its booking).
    const message = await notificationDetails(ctx, refId);
    const bookingId = message.ok ? message.data.bookingId : "";
    await recordActivity(ctx, {
      action: "scheduleChangeAccepted",
      target: { kind: "booking", id: bookingId },
      error: done.ok ? null : done.error,
    });
  }
  if (done.ok) return { kind: "accepted" as const };
  if (isEnvelopeError(done.error, 3, 310)) return { kind: "already" as const };
  if (isEnvelopeError(done.error, 3, 404)) return { kind: "notFound" as const };
  return { kind: "failed" as const, message: await failureMessage(ctx, done.error) };
}

/** The booking's schedule changes not accepted yet (the booking details banner). */
export async function pendingChangesFor(ctx: SignedIn, recordLocator: string) {
  return (await readPendingChanges(ctx, recordLocator)).changes;
}

/** The same, and whether the read succeeded (the work queue closes items only on a read). */
async function readPendingChanges(ctx: SignedIn, recordLocator: string) {
  if (!recordLocator) return { read: true, changes: [] };
  const found = await searchNotifications(ctx, ctx.user, {
    recordLocator,
    createDateStart: "",
    createDateEnd: "",
    page: 1,
    pendingChangesOnly: true,
  });
  // The banner is a hint: a failing queue must not take the booking page down (5/4 still ends
  // the session).
  if (!found.ok) {
    await stillSignedIn(ctx, found.error);
    return { read: false, changes: [] };
  }
  return {
    read: true,
    changes: found.data.airNotifications
      .filter((n) => n.rlocNumber === recordLocator && isScheduleChange(n) && !n.handled)
      .map((n) => ({
        refId: n.refId,
        message: n.message,
        changeType: changeTypeOf(n.changeType),
        createdAt: n.createDate,
      })),
  };
}

/**
 * The booking's open schedule changes and the marks they and its own segment statuses put on its
 * latest flights (cancelled or changed by the airline). One call for the open changes, and one
 * per open change for its flights; a message that cannot be read marks nothing (the banner stays).
 */
export async function airlineChangesOf(
  ctx: SignedIn,
  booking: BookingDetail,
): Promise<{
  pending: Awaited<ReturnType<typeof pendingChangesFor>>;
  marks: ChangeMarks;
  read: boolean;
}> {
  const { read, changes: pending } = await readPendingChanges(ctx, booking.bookingRecordLocator.id);
  const marks = marksOfSegments(
    latestOf(booking).airLowFare.airOptions.flatMap((o) => o.airFlightSegments),
  );
  for (const change of pending) {
    const message = await notificationDetails(ctx, change.refId);
    if (message.ok) marksOfChange(message.data, marks);
    else await stillSignedIn(ctx, message.error);
  }
  return { pending, marks, read };
}

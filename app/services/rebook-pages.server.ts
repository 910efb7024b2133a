// What the rebook and ancillary pages check first: the booking exists for this agent and its
// latest version offers the operation, by the same visibility rule the details page applies
// (spec 02 §4). A hidden button is never the only guard.
import { data } from "@remix-run/node";
import { requireAbility, type SignedIn } from "~/auth/session.server";
import { bookedLegs } from "~/domain/rebook/selection";
import { getLocale } from "~/i18n/i18next.server";
import { latestOf, loadBooking, visibilityFor } from "~/services/booking-details.server";
import type { AirOption } from "~/pamhk/air-types";
import { namesFor } from "./air-select.server";

const forbidden = () => data({ message: { key: "error.FORBIDDEN" } }, { status: 403 });

async function servicedBooking(
  ctx: SignedIn,
  bookingId: string | null | undefined,
  operation: "rebook" | "ancillary",
) {
  const booking = await loadBooking(ctx, bookingId);
  const latest = latestOf(booking);
  if (!visibilityFor(ctx, booking, latest)[operation]) throw forbidden();
  return { booking, latest, legs: bookedLegs(latest.airLowFare) };
}

/** Rebook needs the ticketing agent's right (server-enforced) and a rebookable latest version. */
export function requireRebookable(ctx: SignedIn, bookingId: string | null | undefined) {
  requireAbility(ctx, "rebook");
  return servicedBooking(ctx, bookingId, "rebook");
}

export const requireAncillaryChange = (ctx: SignedIn, bookingId: string | null | undefined) =>
  servicedBooking(ctx, bookingId, "ancillary");

/** Names of the airports and airlines on the given flight cards, in the agent's language. */
export async function cardNames(ctx: SignedIn, options: AirOption[]) {
  return namesFor(ctx, options, [], await getLocale(ctx.request));
}

import { http, type HttpHandler } from "msw";
import { fareRefPrefix } from "../air/offers";
import { priceClassesFor } from "../air/price-classes";
import { backOfficeDate } from "../air/search-request";
import { addRebookedVersion, findBooking, isCancelled, latestItem } from "../booking-store";
import type { SimBooking } from "../booking-types";
import { visibleBooking } from "../booking-view";
import { err, errors, jsonResponse, ok, readJson } from "../envelope";
import {
  changeCharges,
  chargeTotal,
  itineraryRphFor,
  planReshop,
  RebookSearchBody,
  rebookedFare,
  reshopOffers,
  type ReshopPlan,
} from "../rebook-reshop";
import type { SimContext } from "../state";
import { loggedInRoute, type UpstreamSession } from "../upstream-session";
import { ancillaryHandlers } from "./rebook-ancillary";
import { rebookSessionOf, type RebookSearchRecord } from "./rebook-session";

/**
 * The rebook family of the back office (docs/back-office.md#the-families-of-calls): reshop search,
 * review and modify of a booked itinerary, plus the ancillary change calls (rebook-ancillary.ts).
 * `/air/rebookSearch` and `/air/rebook` are the older names of the same search and review: they
 * answer alike.
 */

const SEARCH_LIFETIME_MS = 30 * 60_000;
const SEARCHES_KEPT = 5;

const noTicketingRight = () => err(3, 403, "User is not a ticketing agent");
/**
 * docs/back-office.md#the-envelope-and-its-codes alert 'This flight cannot be reschedule!': the
 * back office's wording.
 */
const cannotReschedule = (why: string) => err(3, 340, `This flight cannot be reschedule: ${why}`);
const noValidFare = () => err(12, 279, "No valid fare found");
const reviewExpired = () => err(3, 187, "Air result session timeout");

/** Why the booking cannot be reshopped, or null. */
function refusalToRebook(booking: SimBooking): string | null {
  const item = latestItem(booking);
  if (isCancelled(booking)) return "booking cancelled";
  if (!item.ticketed) return "not ticketed";
  if (item.appliedReFund) return "refund applied";
  if (item.airLowFare.fareType !== "NDC") return "fare source does not support servicing";
  return null;
}

export function rebookHandlers(ctx: SimContext): HttpHandler[] {
  const now = () => ctx.config.now();

  const search = loggedInRoute(ctx, async ({ request, session, user }) => {
    if (!user.ticketingAgent) return noTicketingRight();
    const parsed = RebookSearchBody.safeParse(await readJson(request));
    if (!parsed.success)
      return errors.requiredFields([...new Set(parsed.error.issues.map((i) => String(i.path[0])))]);
    const booking = visibleBooking(ctx.state, user, parsed.data.bookingId);
    if (!booking) return err(3, 404, `Booking ${parsed.data.bookingId} not found`);
    // docs/back-office.md#what-the-simulator-lets-tests-provoke: a record locator ending in X is
    // the documented 12/279 trigger.
    if (booking.bookingRecordLocator.id.endsWith("X")) return noValidFare();
    const refusal = refusalToRebook(booking);
    if (refusal) return cannotReschedule(refusal);
    const planned = planReshop(booking, parsed.data, now());
    if (!planned.ok)
      return err(3, 100, "Invalid rebook search request", { fields: planned.fields });
    const result = reshopOffers(booking, planned.plan, now());
    if (result.airLowFares.length === 0) return noValidFare();
    remember(session, booking, planned.plan, now());
    return ok(result);
  });

  const review = loggedInRoute(ctx, ({ url, session, user }) => {
    if (!user.ticketingAgent) return noTicketingRight();
    const index = url.searchParams.get("airFareRefIndex")?.trim() ?? "";
    if (!index) return errors.requiredFields(["airFareRefIndex"]);
    const rebook = rebookSessionOf(session);
    const at = now();
    const record = rebook.searches.findLast(
      (r) => index.startsWith(`${r.refPrefix}-`) && at - r.searchedAt < SEARCH_LIFETIME_MS,
    );
    if (!record) return reviewExpired();
    const booking = visibleBooking(ctx.state, user, record.bookingId);
    if (!booking) return err(3, 404, `Booking ${record.bookingId} not found`);
    const fare = reshopOffers(booking, record.plan, at).airLowFares.find(
      (f) => f.airFareRefIndex === index,
    );
    if (!fare) return reviewExpired();
    const charges = changeCharges(latestItem(booking).airLowFare, fare, record.plan.selectedLegs);
    const airLowFare = rebookedFare(booking, fare, record.plan.selectedLegs, charges);
    const itineraryRPH = itineraryRphFor(session.id, index, at);
    rebook.reviewed = {
      bookingId: booking.bookingId,
      itineraryRPH,
      airLowFare,
      extraCharge: chargeTotal(charges, booking),
      version: latestItem(booking).versionNum,
    };
    return ok({
      airLowFare,
      itineraryRPH,
      priceClasses: priceClassesFor([fare]),
      holdBooking: fare.holdBooking,
      voidTicket: fare.voidTicket,
      airFarePrices: charges,
    });
  });

  const modify = loggedInRoute(ctx, ({ url, session, user }) => {
    if (!user.ticketingAgent) return noTicketingRight();
    const rph = url.searchParams.get("itineraryRPH")?.trim() ?? "";
    if (!rph) return errors.requiredFields(["itineraryRPH"]);
    const rebook = rebookSessionOf(session);
    const reviewed = rebook.reviewed;
    // Unknown or already used: the change was made (or never reviewed) and is not repeated.
    if (!reviewed || reviewed.itineraryRPH !== rph) return reviewExpired();
    const booking = visibleBooking(ctx.state, user, reviewed.bookingId);
    if (!booking) return err(3, 404, `Booking ${reviewed.bookingId} not found`);
    const refusal = refusalToRebook(booking);
    if (refusal) return cannotReschedule(refusal);
    if (latestItem(booking).versionNum !== reviewed.version)
      return err(3, 341, "The flight has been changed, please choose again");
    const item = addRebookedVersion(booking, reviewed.airLowFare, reviewed.extraCharge, now());
    rebook.reviewed = null;
    return ok({
      bookingIdType: { id: booking.bookingId, type: "BOOKING_ID" },
      versionNum: item.versionNum,
    });
  });

  return [
    http.post("*/pamhkapi/rebook/flightSearch", search),
    http.post("*/pamhkapi/air/rebookSearch", search),
    http.post("*/pamhkapi/rebook/flightReview", review),
    http.post("*/pamhkapi/air/rebook", review),
    http.post("*/pamhkapi/rebook/flightModify", modify),
    ...ancillaryHandlers(ctx),
    ...testSupportHandlers(ctx),
  ];
}

function remember(session: UpstreamSession, booking: SimBooking, plan: ReshopPlan, at: number) {
  const today = backOfficeDate(at);
  const rebook = rebookSessionOf(session);
  const record: RebookSearchRecord = {
    bookingId: booking.bookingId,
    plan,
    refPrefix: fareRefPrefix(plan.search, today),
    searchedAt: at,
  };
  rebook.searches = [
    ...rebook.searches
      .filter((r) => at - r.searchedAt < SEARCH_LIFETIME_MS)
      .slice(-(SEARCHES_KEPT - 1)),
    record,
  ];
}

/**
 * Test support outside the upstream prefixes: turns a test's own booking into the documented
 * 12/279 case (its record locator ends in X), so no test depends on a seeded booking.
 */
function testSupportHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.post("*/__sim/rebook/no-fare-locator", async ({ request }) => {
      const body = (await readJson(request)) as { bookingId?: unknown } | undefined;
      const booking =
        typeof body?.bookingId === "string" ? findBooking(ctx.state, body.bookingId) : undefined;
      if (!booking) return jsonResponse({ error: "Unknown booking" }, 400);
      booking.bookingRecordLocator.id = `${booking.bookingRecordLocator.id.slice(0, 5)}X`;
      return jsonResponse({ recordLocator: booking.bookingRecordLocator.id });
    }),
  ];
}

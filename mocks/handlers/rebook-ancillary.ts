import { http, type HttpHandler } from "msw";
import * as z from "zod";
import { ANCILLARY_CURRENCY, baggageOffers } from "../air/ancillaries";
import type { AirLowFare } from "../air/types";
import { addAncillaries, baggageTotal, isCancelled, latestItem } from "../booking-store";
import type { BaggageInfo, BookedAirLowFare, SimBooking } from "../booking-types";
import { visibleBooking } from "../booking-view";
import { err, errors, ok, readJson } from "../envelope";
import type { SimContext } from "../state";
import { loggedInRoute } from "../upstream-session";
import { rebookSessionOf } from "./rebook-session";

/**
 * Ancillary change of a booking (docs/behaviour.md#rebook-and-ancillaries): extra baggage for the
 * booked travellers, priced by the air simulator's baggage catalogue (HKD), reviewed, then bought
 * onto the latest version.
 */

export type AncillaryOption = {
  priceOfferId: string;
  flightSegmentRPH: string[];
  travelerRph: string;
  name: string;
  amount: number;
  currency: string;
};

const segmentList = (value: BaggageInfo["flightSegmentRPH"]) =>
  (Array.isArray(value) ? value : value == null ? [] : String(value).split(","))
    .map((v) => String(v).trim())
    .filter(Boolean);
const pairOf = (traveller: string, segments: string[]) => `${traveller}|${segments.join(",")}`;

/** Why the booking cannot take ancillaries, or null. */
function refusal(booking: SimBooking): string | null {
  const item = latestItem(booking);
  if (isCancelled(booking)) return "Booking cancelled";
  if (item.appliedReFund) return "Refund applied";
  if (item.airLowFare.fareType !== "NDC") return "Ancillaries are sold through NDC only";
  return null;
}

/**
 * The catalogue offers per booked traveller with a seat, for every leg not yet holding a bag for
 * that traveller (one product per traveller and leg). The catalogue prices by distance only, so
 * it is asked for one adult and the offers are addressed to each traveller.
 */
export function ancillaryOptions(booking: SimBooking): AncillaryOption[] {
  const item = latestItem(booking);
  // baggageOffers reads the fare source and each segment's airports and rph, which booked fares
  // carry as the offer generator wrote them.
  const fare = item.airLowFare as BookedAirLowFare as unknown as AirLowFare;
  const bought = new Set(
    item.baggageInfos.map((b) =>
      pairOf(String(b.travelerRPH ?? ""), segmentList(b.flightSegmentRPH)),
    ),
  );
  const catalogue = baggageOffers(fare, { ADT: 1 });
  return item.travelerInfos
    .filter((t) => t.passengerType !== "INF")
    .flatMap((t) => {
      const ref = String(t.refIndex ?? "");
      return catalogue
        .filter((offer) => !bought.has(pairOf(ref, offer.flightSegmentRPH)))
        .map((offer) => {
          const [prefix, leg, , product] = offer.rph.split("-");
          return {
            priceOfferId: `${prefix}-${leg}-${ref}-${product}`,
            flightSegmentRPH: offer.flightSegmentRPH,
            travelerRph: ref,
            name: offer.name,
            amount: offer.amount,
            currency: offer.currency,
          };
        });
    });
}

const SearchBody = z.object({
  recordLocator: z.coerce.string().nullish(),
  bookingId: z.union([z.string(), z.number()]).transform(String),
});
const ReviewBody = z.object({
  bookingId: z.union([z.string(), z.number()]).transform(String),
  priceIds: z.array(z.coerce.string()).min(1),
});
const ModifyBody = z.object({ priceIds: z.array(z.coerce.string()).min(1) });

/** The chosen offers as bought baggage, or the ids that cannot be bought together. */
function piecesFor(
  options: AncillaryOption[],
  ids: string[],
): { ok: true; pieces: BaggageInfo[] } | { ok: false; fields: string[] } {
  const byId = new Map(options.map((o) => [o.priceOfferId, o]));
  const seen = new Set<string>();
  const bad = ids.filter((id) => {
    const offer = byId.get(id);
    if (!offer) return true;
    const pair = pairOf(offer.travelerRph, offer.flightSegmentRPH);
    const twice = seen.has(pair);
    seen.add(pair);
    return twice;
  });
  if (bad.length > 0) return { ok: false, fields: bad };
  const pieces = ids.map((id) => {
    const o = byId.get(id)!;
    return {
      amount: o.amount,
      travelerRPH: o.travelerRph,
      priceOfferId: o.priceOfferId,
      flightSegmentRPH: o.flightSegmentRPH,
      description: o.name,
      currencyCode: ANCILLARY_CURRENCY,
    };
  });
  return { ok: true, pieces };
}

export function ancillaryHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.post(
      "*/pamhkapi/rebook/ancillariesSearch",
      loggedInRoute(ctx, async ({ request, user }) => {
        const body = SearchBody.safeParse(await readJson(request));
        if (!body.success) return errors.requiredFields(["bookingId"]);
        const booking = visibleBooking(ctx.state, user, body.data.bookingId);
        if (!booking) return err(3, 404, `Booking ${body.data.bookingId} not found`);
        const why = refusal(booking);
        if (why) return err(3, 350, why);
        const item = latestItem(booking);
        return ok({
          ancillaryBaggageOptions: ancillaryOptions(booking),
          travelerInfos: item.travelerInfos.map((t) => ({
            refIndex: t.refIndex,
            surname: t.surname,
            givenName: t.givenName,
            passengerType: t.passengerType,
          })),
          airLowFare: structuredClone(item.airLowFare),
        });
      }),
    ),

    http.post(
      "*/pamhkapi/rebook/ancillariesReview",
      loggedInRoute(ctx, async ({ request, session, user }) => {
        const body = ReviewBody.safeParse(await readJson(request));
        if (!body.success)
          return errors.requiredFields(body.error.issues.map((i) => String(i.path[0])));
        const booking = visibleBooking(ctx.state, user, body.data.bookingId);
        if (!booking) return err(3, 404, `Booking ${body.data.bookingId} not found`);
        const why = refusal(booking);
        if (why) return err(3, 350, why);
        const chosen = piecesFor(ancillaryOptions(booking), body.data.priceIds);
        if (!chosen.ok)
          return err(3, 100, "Unknown price offer or two offers for one traveller and flight", {
            fields: chosen.fields,
          });
        rebookSessionOf(session).ancillaries = {
          bookingId: booking.bookingId,
          priceIds: body.data.priceIds,
          pieces: chosen.pieces,
          version: latestItem(booking).versionNum,
        };
        return ok({
          bookingId: booking.bookingId,
          baggageInfos: chosen.pieces,
          totalAmount: baggageTotal(chosen.pieces),
          currencyCode: ANCILLARY_CURRENCY,
        });
      }),
    ),

    http.post(
      "*/pamhkapi/rebook/ancillariesModify",
      loggedInRoute(ctx, async ({ request, session, user }) => {
        const body = ModifyBody.safeParse(await readJson(request));
        if (!body.success) return errors.requiredFields(["priceIds"]);
        const rebook = rebookSessionOf(session);
        const reviewed = rebook.ancillaries;
        const same =
          reviewed &&
          [...reviewed.priceIds].sort().join() === [...body.data.priceIds].sort().join();
        // Not reviewed, or already bought: a repeated call buys nothing.
        if (!reviewed || !same) return err(3, 187, "Ancillary review expired, please choose again");
        const booking = visibleBooking(ctx.state, user, reviewed.bookingId);
        if (!booking) return err(3, 404, `Booking ${reviewed.bookingId} not found`);
        const why = refusal(booking);
        if (why) return err(3, 350, why);
        if (latestItem(booking).versionNum !== reviewed.version)
          return err(3, 341, "The flight has been changed, please choose again");
        // Another session may have bought a bag for the same traveller and flight meanwhile.
        const still = piecesFor(ancillaryOptions(booking), reviewed.priceIds);
        if (!still.ok) return err(3, 100, "Offer no longer available", { fields: still.fields });
        addAncillaries(booking, still.pieces, ctx.config.now());
        rebook.ancillaries = null;
        return ok({ bookingId: booking.bookingId });
      }),
    ),
  ];
}

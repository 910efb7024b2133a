import { http, type HttpHandler } from "msw";
import * as z from "zod";
import { baggageOffers } from "../air/ancillaries";
import { BookRequestSchema, checkBooking } from "../air/book";
import { changedFare, changedResult } from "../air/fare-changes";
import { fareRefPrefix, searchOffers } from "../air/offers";
import { priceClassesFor } from "../air/price-classes";
import { hashHex } from "../air/random";
import { fareRules } from "../air/rules-text";
import { backOfficeDate, parseSearchRequest } from "../air/search-request";
import {
  emptyAirSession,
  SEARCH_LIFETIME_MS,
  SEARCHES_KEPT,
  type AirSession,
  type ReviewedFare,
} from "../air/session";
import type { AirSearchResult, BaggageInfo } from "../air/types";
import { createBooking } from "../booking-store";
import { err, errors, JSON_CONTENT_TYPE, ok, okEnvelope, readJson } from "../envelope";
import type { SimContext } from "../state";
import { loggedInRoute, type UpstreamSession } from "../upstream-session";

/**
 * The air family of the back office (docs/back-office.md#the-families-of-calls): search, review,
 * ancillaries, book form, book and fare rules. The journey's state lives on the upstream session
 * (session.air), so two agents (two sessions) never see each other's searches.
 */

export const CORP_CODE_BOOM = "BOOM";
export const CORP_CODE_EXPIRED = "EXPIRED";

const searchTimeout = () => err(3, 187, "Search timeout");
const sessionTimeout = () => err(3, 187, "Air result session timeout");
const OfferIds = z.array(z.union([z.string(), z.number()]).transform(String));

const airOf = (session: UpstreamSession): AirSession => (session.air ??= emptyAirSession());

/** The reviewed fare, or null before any review and after the fare was booked. */
const reviewedOf = (session: UpstreamSession): ReviewedFare | null => session.air?.reviewed ?? null;

function traceId(): string {
  return `TR${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)
    .toString(36)
    .toUpperCase()}`;
}

// A large result is serialised once: a repeated search (the portal re-running it, two agents
// on the same route) then costs a string concatenation instead of a megabyte of JSON.stringify.
const serialised = new WeakMap<AirSearchResult, string>();

function searchAnswer(result: AirSearchResult): Response {
  let payload = serialised.get(result);
  if (payload === undefined) {
    payload = JSON.stringify(result).slice(1, -1);
    serialised.set(result, payload);
  }
  const head = JSON.stringify({ ...okEnvelope({}), traceId: traceId() }).slice(0, -1);
  return new Response(`${head},${payload}}`, { headers: { "Content-Type": JSON_CONTENT_TYPE } });
}

export function airHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.post(
      "*/pamhkapi/air/airLowFareSearch",
      loggedInRoute(ctx, async ({ request, session }) => {
        const now = ctx.config.now();
        const parsed = parseSearchRequest(await readJson(request), now);
        if (!parsed.ok) return err(3, 100, parsed.message, { fields: parsed.fields });
        const { search } = parsed;
        if (search.corpCode === CORP_CODE_BOOM)
          return err(12, 17, "Process failed: fare engine unavailable");
        const today = backOfficeDate(now);
        const result = changedResult(
          searchOffers(search, today, ctx.config.maxOffers),
          ctx.state.fareChanges,
          search.counts,
        );
        const air = airOf(session);
        air.searches = [
          ...air.searches
            .filter((record) => now - record.searchedAt < SEARCH_LIFETIME_MS)
            .slice(-(SEARCHES_KEPT - 1)),
          {
            search,
            today,
            refPrefix: fareRefPrefix(search, today),
            searchedAt: now,
            expired: search.corpCode === CORP_CODE_EXPIRED,
          },
        ];
        return searchAnswer(result);
      }),
    ),

    http.post(
      "*/pamhkapi/air/reviewAirLowFareInfo",
      loggedInRoute(ctx, async ({ request, url, session }) => {
        // The index travels in the query; older portal builds also sent it as the body.
        const fromBody = await readJson(request);
        const index =
          url.searchParams.get("airFareRefIndex") ?? (typeof fromBody === "string" ? fromBody : "");
        if (index.trim() === "") return errors.requiredFields(["airFareRefIndex"]);
        const now = ctx.config.now();
        const air = airOf(session);
        const record = air.searches.findLast((r) => index.startsWith(`${r.refPrefix}-`));
        if (!record || record.expired || now - record.searchedAt >= SEARCH_LIFETIME_MS)
          return searchTimeout();
        const found = searchOffers(
          record.search,
          record.today,
          ctx.config.maxOffers,
        ).airLowFares.find((f) => f.airFareRefIndex === index);
        if (!found) return searchTimeout();
        const fare = structuredClone(
          changedFare(found, ctx.state.fareChanges, record.search.counts),
        );
        const priceClasses = priceClassesFor([fare]);
        const rph = hashHex(`${session.id}|${index}|${now}`, 8).toUpperCase();
        air.reviewed = {
          fare,
          search: record.search,
          priceClasses,
          airItineraryRPH: `IT${rph}`,
          airPriceRPH: `PR${rph}`,
        };
        air.bookForm = null;
        return ok({
          airLowFare: fare,
          airItineraryRPH: air.reviewed.airItineraryRPH,
          airPriceRPH: air.reviewed.airPriceRPH,
          priceClasses,
        });
      }),
    ),

    http.get(
      "*/pamhkapi/air/loadAirAncillariesInfo",
      loggedInRoute(ctx, ({ session }) => {
        const reviewed = reviewedOf(session);
        if (!reviewed) return sessionTimeout();
        const options = baggageOffers(reviewed.fare, reviewed.search.counts);
        return ok({
          hasAirAncillariesOption: options.length > 0,
          ancillaryOption: { ancillaryBaggageOptions: options },
          airLowFare: reviewed.fare,
        });
      }),
    ),

    http.post(
      "*/pamhkapi/air/loadBookForm",
      loggedInRoute(ctx, async ({ request, session }) => {
        const reviewed = reviewedOf(session);
        if (!reviewed) return sessionTimeout();
        const body = await readJson(request);
        const ids = OfferIds.safeParse(body ?? []);
        if (!ids.success) return errors.requiredFields(["priceOfferIds"]);
        const offers = new Map(
          baggageOffers(reviewed.fare, reviewed.search.counts).map((offer) => [offer.rph, offer]),
        );
        const unknown = ids.data.filter((id) => !offers.has(id));
        if (unknown.length > 0) return err(3, 100, "Unknown price offer", { fields: unknown });
        // One baggage product per passenger and leg: a second choice for the same pair is a mistake.
        const seen = new Set<string>();
        const twice = ids.data.filter((id) => {
          const offer = offers.get(id);
          const pair = `${offer?.travelerRph}|${offer?.flightSegmentRPH.join(",")}`;
          const repeated = seen.has(pair);
          seen.add(pair);
          return repeated;
        });
        if (twice.length > 0)
          return err(3, 100, "One baggage offer per passenger and flight", { fields: twice });
        const baggageInfos: BaggageInfo[] = ids.data.flatMap((id) => {
          const offer = offers.get(id);
          return offer
            ? [
                {
                  amount: offer.amount,
                  travelerRPH: offer.travelerRph,
                  priceOfferId: offer.rph,
                  flightSegmentRPH: offer.flightSegmentRPH,
                  description: offer.name,
                },
              ]
            : [];
        });
        airOf(session).bookForm = { baggageInfos };
        return ok({
          airLowFare: reviewed.fare,
          airItineraryRPH: reviewed.airItineraryRPH,
          airPriceRPH: reviewed.airPriceRPH,
          baggageInfos,
          priceClasses: reviewed.priceClasses,
        });
      }),
    ),

    http.post(
      "*/pamhkapi/air/book",
      loggedInRoute(ctx, async ({ request, session, user }) => {
        if (!user.bookingAgent) return err(3, 403, "User is not a booking agent");
        const air = airOf(session);
        const reviewed = air.reviewed;
        if (!reviewed || !air.bookForm) return sessionTimeout();
        const body = BookRequestSchema.safeParse((await readJson(request)) ?? {});
        if (!body.success) return errors.requiredFields(["travelerInfos"]);
        const check = checkBooking(body.data, reviewed);
        if (!check.ok) return err(check.type, check.code, check.message, { fields: check.fields });
        const { bookingId } = createBooking(ctx, {
          userId: user.id,
          airLowFare: reviewed.fare,
          travelerInfos: check.travelerInfos,
          baggageInfos: air.bookForm.baggageInfos,
          priceClasses: reviewed.priceClasses,
        });
        // The reviewed fare is sold: booking it a second time needs a new review.
        air.reviewed = null;
        air.bookForm = null;
        return ok({ bookingIdType: { id: bookingId, type: "BOOKING" } });
      }),
    ),

    http.get(
      "*/pamhkapi/air/rules",
      loggedInRoute(ctx, ({ url, session }) => {
        const reviewed = reviewedOf(session);
        if (!reviewed) return sessionTimeout();
        const rph = url.searchParams.get("airItinRph") ?? "";
        if (rph !== reviewed.airItineraryRPH)
          return err(3, 100, "Unknown itinerary", { fields: ["airItinRph"] });
        return ok({ airRules: fareRules(reviewed.fare) });
      }),
    ),
  ];
}

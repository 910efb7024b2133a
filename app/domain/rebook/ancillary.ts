// Ancillary change (docs/behaviour.md#rebook-and-ancillaries): the baggage offers of a booking
// grouped per leg and traveller (one choice each), and the lines and HKD total of the reviewed
// choice.
import type { AirOption } from "~/contracts/air";

export type BaggageOffer = {
  priceOfferId: string;
  flightSegmentRPH: string[];
  travelerRph: string;
  name: string;
  amount: number;
  currency: string;
};
export type BookedTraveller = {
  refIndex: number;
  surname: string;
  givenName: string;
  passengerType: string;
};
export type BaggageGroup = {
  key: string;
  leg: number;
  segment: string;
  travellerRef: string;
  traveller: string;
  offers: BaggageOffer[];
};

/** "HKG-LHR CX251": the leg of the journey whose segments the offer covers. */
export function segmentLabel(
  options: readonly AirOption[],
  segmentRphs: readonly string[],
): { leg: number; label: string } {
  const wanted = new Set(segmentRphs);
  const leg = options.findIndex((o) => o.airFlightSegments.some((s) => wanted.has(s.rph)));
  const segments = (leg >= 0 ? options[leg]!.airFlightSegments : []).filter((s) =>
    wanted.has(s.rph),
  );
  if (!segments.length) return { leg, label: segmentRphs.join(", ") };
  const route = [segments[0]!.oriLoc, ...segments.map((s) => s.desLoc)].join("-");
  return {
    leg,
    label: `${route} ${segments.map((s) => `${s.airlineCode}${s.flightNumber}`).join("/")}`,
  };
}

export const travellerName = (t: BookedTraveller | undefined, ref: string) =>
  t ? `${t.surname}/${t.givenName}` : ref;

/** One group per leg and traveller, in journey order then traveller order. */
export function baggageGroups(
  offers: readonly BaggageOffer[],
  travellers: readonly BookedTraveller[],
  options: readonly AirOption[],
): BaggageGroup[] {
  const groups = new Map<string, BaggageGroup>();
  for (const offer of offers) {
    const { leg, label } = segmentLabel(options, offer.flightSegmentRPH);
    const key = `${leg}|${offer.travelerRph}`;
    let group = groups.get(key);
    if (!group) {
      const traveller = travellers.find((t) => String(t.refIndex) === offer.travelerRph);
      group = {
        key,
        leg,
        segment: label,
        travellerRef: offer.travelerRph,
        traveller: travellerName(traveller, offer.travelerRph),
        offers: [],
      };
      groups.set(key, group);
    }
    group.offers.push(offer);
  }
  const order = (t: string) => travellers.findIndex((x) => String(x.refIndex) === t);
  return [...groups.values()].sort(
    (a, b) => a.leg - b.leg || order(a.travellerRef) - order(b.travellerRef),
  );
}

/** The chosen offer ids of a submitted form: one per group at most, empty choices dropped. */
export function chosenOffers(
  ids: readonly string[],
  offers: readonly BaggageOffer[],
): BaggageOffer[] {
  const seen = new Set<string>();
  const chosen: BaggageOffer[] = [];
  for (const id of ids) {
    const offer = offers.find((o) => o.priceOfferId === id);
    if (!offer) continue;
    const pair = `${offer.travelerRph}|${offer.flightSegmentRPH.join(",")}`;
    if (seen.has(pair)) continue;
    seen.add(pair);
    chosen.push(offer);
  }
  return chosen;
}

export type ReviewLine = {
  priceOfferId: string;
  segment: string;
  traveller: string;
  item: string;
  amount: number;
  currency: string;
};

export function reviewLines(
  pieces: readonly {
    priceOfferId: string;
    travelerRPH: string;
    flightSegmentRPH: string[];
    description: string;
    amount: number;
    currencyCode: string;
  }[],
  travellers: readonly BookedTraveller[],
  options: readonly AirOption[],
): ReviewLine[] {
  return pieces.map((p) => ({
    priceOfferId: p.priceOfferId,
    segment: segmentLabel(options, p.flightSegmentRPH).label,
    traveller: travellerName(
      travellers.find((t) => String(t.refIndex) === p.travelerRPH),
      p.travelerRPH,
    ),
    item: p.description,
    amount: p.amount,
    currency: p.currencyCode || "HKD",
  }));
}

export const totalOf = (lines: readonly { amount: number }[]) =>
  Math.round(lines.reduce((sum, l) => sum + l.amount, 0) * 100) / 100;

import type { AirLowFare, AirSearchResult, PassengerCounts } from "./types";

/**
 * A fare that moved since the agent last searched (test control, mocks/README.md "Fare changes"):
 * every fare holding the flight `match` ("CX401/2026-12-01": airline, number, departure date)
 * costs `raiseBy` more per passenger with a seat, in its searches, reviews and bookings; a
 * `withdrawn` flight is sold no more: searches leave out every fare holding it.
 */
export type FareChange = { match: string; raiseBy: number; withdrawn?: boolean };

const flightsOf = (fare: AirLowFare) =>
  fare.airOptions.flatMap((o) =>
    o.airFlightSegments.map((s) => `${s.airlineCode}${s.flightNumber}/${s.departureDateStr}`),
  );

/** The fare with the changes that concern it; the same object when none does. */
export function changedFare(
  fare: AirLowFare,
  changes: readonly FareChange[],
  counts: PassengerCounts,
): AirLowFare {
  const flights = flightsOf(fare);
  const raise = changes
    .filter((c) => flights.includes(c.match))
    .reduce((sum, c) => sum + c.raiseBy, 0);
  if (raise === 0) return fare;
  let seats = 0;
  const airFarePrices = fare.airFarePrices.map((p) => {
    if (p.passengerType === "INF") return p;
    seats += counts[p.passengerType] ?? 0;
    return { ...p, baseAmount: p.baseAmount + raise, totalAmount: p.totalAmount + raise };
  });
  return {
    ...fare,
    airFarePrices,
    baseAmount: fare.baseAmount + raise * seats,
    totalAmount: fare.totalAmount + raise * seats,
  };
}

export function changedResult(
  result: AirSearchResult,
  changes: readonly FareChange[],
  counts: PassengerCounts,
): AirSearchResult {
  if (changes.length === 0) return result;
  const withdrawn = changes.filter((c) => c.withdrawn).map((c) => c.match);
  return {
    ...result,
    airLowFares: result.airLowFares
      .filter((f) => !flightsOf(f).some((flight) => withdrawn.includes(flight)))
      .map((f) => changedFare(f, changes, counts)),
  };
}

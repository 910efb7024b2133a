// Rebook offers new flights for the selected legs; the flight already booked can come back in
// the answer. It is marked on its card, and a choice that changes nothing (every selected leg
// flown as booked) is refused: it would reissue the same tickets as a new version.

type Segment = { airlineCode: string; flightNumber: string; departureDateStr: string };
type Leg = { airFlightSegments: readonly Segment[] };

const flightKey = (leg: Leg) =>
  leg.airFlightSegments
    .map((s) => `${s.airlineCode}${s.flightNumber.replace(/^0+/, "")}@${s.departureDateStr}`)
    .join("+");

/** The same flights on the same day (cabin and price class aside). */
export function sameFlights(a: Leg, b: Leg): boolean {
  return a.airFlightSegments.length > 0 && flightKey(a) === flightKey(b);
}

/** True when every searched leg of the new choice is the flight already booked on it. */
export function changesNothing(
  chosen: readonly Leg[],
  booked: readonly Leg[],
  selectedLegs: readonly number[],
): boolean {
  return (
    chosen.length === selectedLegs.length &&
    selectedLegs.every((legIndex, i) => {
      const was = booked[legIndex];
      return Boolean(was) && sameFlights(chosen[i]!, was!);
    })
  );
}

/**
 * Of the cards of the leg being chosen: those that are the booked flight, and those whose pick
 * would change nothing (the last leg, every earlier pick also as booked).
 */
export function bookedCards<L extends Leg>(
  model: {
    leg: number;
    isLastLeg: boolean;
    chosenLegs: readonly { option: L }[];
    cards: readonly { key: string; option: L }[];
  },
  booked: readonly L[],
  selectedLegs: readonly number[],
): { current: string[]; unchanged: string[] } {
  const was = booked[selectedLegs[model.leg] ?? -1];
  const current = was
    ? model.cards.filter((c) => sameFlights(c.option, was)).map((c) => c.key)
    : [];
  const earlierKept = model.chosenLegs.every((c, i) => {
    const b = booked[selectedLegs[i] ?? -1];
    return Boolean(b) && sameFlights(c.option, b!);
  });
  return { current, unchanged: model.isLastLeg && earlierKept ? current : [] };
}

// One label per traveller, the same on the passenger form, the price summary and the baggage page
// (docs/behaviour.md#traveller-labels): the passenger type and the traveller's number within that
// type, in the back office's traveller order: "Adult 1, Adult 2, Child 1, Infant 1".
import type { Traveller } from "./passengers";

export type TravellerLabel = { refIndex: number; passengerType: string; ordinal: number };

export function travellerLabels(travellers: readonly Traveller[]): TravellerLabel[] {
  const seen = new Map<string, number>();
  return travellers.map((t) => {
    const ordinal = (seen.get(t.passengerType) ?? 0) + 1;
    seen.set(t.passengerType, ordinal);
    return { refIndex: t.refIndex, passengerType: t.passengerType, ordinal };
  });
}

/** The label of the traveller with this reference (the back office's `passenger` / refIndex). */
export function travellerLabelFor(
  travellers: readonly Traveller[],
  refIndex: number | string,
): TravellerLabel | undefined {
  return travellerLabels(travellers).find((l) => String(l.refIndex) === String(refIndex));
}

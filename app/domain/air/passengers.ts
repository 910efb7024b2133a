// Who travels (from the searched counts) and the birth-date bounds per passenger type relative to
// the first departure (docs/behaviour.md#passenger-details).
import { addDays, addYears } from "./dates";

/** E-mails and telephones a passenger may have (docs/behaviour.md#passenger-details, "MAX_10"). */
export const MAX_ENTRIES = 10;

export type Counts = {
  adultCount: number;
  childCount: number;
  youngAdultCount: number;
  infantCount: number;
  specialPaxType?: string;
  specialCount: number;
  paxTypeSelected: "ordinary" | "others";
};

export type Traveller = { refIndex: number; passengerType: string };

/** Travellers in the back office's order: adults, young adults, special types, children, infants. */
export function travellersFor(c: Counts): Traveller[] {
  const types: string[] = [
    ...Array<string>(c.adultCount).fill("ADT"),
    ...Array<string>(c.youngAdultCount).fill("YTH"),
    ...(c.paxTypeSelected === "others" && c.specialPaxType
      ? Array<string>(c.specialCount).fill(c.specialPaxType)
      : []),
    ...Array<string>(c.childCount).fill("CNN"),
    ...Array<string>(c.infantCount).fill("INF"),
  ];
  return types.map((passengerType, i) => ({ refIndex: i + 1, passengerType }));
}

/** The type the book call carries: young adults are priced as adults. */
export const upstreamPassengerType = (type: string) => (type === "YTH" ? "ADT" : type);

export const isChildType = (type: string) => type === "CNN" || type === "CHD" || type === "INF";

/**
 * Inclusive bounds of a birth date, on the travel date (the first flight's departure date).
 * Infants are under 2 (born after the day two years before, up to the day after departure, as
 * docs/behaviour.md#passenger-details gives the latest date); children are 2 to 11 (age bands:
 * docs/behaviour.md#constants-and-limits; an older rule gave infants the child bounds, which let a
 * 5-year-old fly at the infant fare). Young adults: 12 to 15 years old. Everybody else: 12 to 120.
 */
export function birthDateBounds(
  passengerType: string,
  departureDate: string,
): { min: string; max: string } {
  if (passengerType === "INF")
    return { min: addDays(addYears(departureDate, -2), 1), max: addDays(departureDate, 1) };
  if (isChildType(passengerType))
    return { min: addDays(addYears(departureDate, -12), 1), max: addYears(departureDate, -2) };
  if (passengerType === "YTH")
    return { min: addDays(addYears(departureDate, -16), 1), max: addYears(departureDate, -12) };
  return { min: addYears(departureDate, -120), max: addYears(departureDate, -12) };
}

/** Numbering inside a type, as the price summary shows it (CNN counted apart from the others). */
export function typeOrdinal(travellers: readonly Traveller[], index: number): number {
  const type = travellers[index].passengerType;
  return travellers.slice(0, index + 1).filter((t) => t.passengerType === type).length;
}

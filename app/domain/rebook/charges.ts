// The extra charge of a flight change (flight change review and "Rebook: confirm the
// extra charge", docs/behaviour.md#rebook-flow): airFarePrices are per traveller and type, the
// booking pays each line once per traveller of that type. Amounts are HKD
// (docs/behaviour.md#constants-and-limits).

export type ChargeLine = { passengerType: string; totalAmount: number };

/** CHD is the older spelling of CNN; young adults pay the adult fare. */
export const priceTypeOf = (type: string) =>
  type === "CHD" ? "CNN" : type === "YTH" ? "ADT" : type;

export function changeTotal(
  lines: readonly ChargeLine[],
  passengerTypes: readonly string[],
): number {
  const sum = passengerTypes.reduce((acc, type) => {
    const line = lines.find((l) => priceTypeOf(l.passengerType) === priceTypeOf(type));
    return acc + (line?.totalAmount ?? 0);
  }, 0);
  return Math.round(sum * 100) / 100;
}

// The route an extra-baggage offer covers, named the same way on the baggage page and in the
// price summary (docs/behaviour.md#review-baggage-and-the-passenger-form): "HKG-LHR", or "HKG-LHR,
// LHR-HKG" for several segments.

type SegmentPlaces = { rph: string; oriLoc: string; desLoc: string };

export function baggageRoute(
  segments: readonly SegmentPlaces[],
  rphs: readonly string[] | string,
): string {
  const wanted = (typeof rphs === "string" ? rphs.split(",") : rphs).map((r) => r.trim());
  const named = segments
    .filter((s) => wanted.includes(String(s.rph)))
    .map((s) => `${s.oriLoc}-${s.desLoc}`);
  return named.length ? [...new Set(named)].join(", ") : wanted.join(", ");
}

/** Sums per currency, in first-seen order: one figure for a total that mixes currencies. */
export function totalsByCurrency(
  amounts: readonly { amount: number; currency: string }[],
): { amount: number; currency: string }[] {
  const sums = new Map<string, number>();
  for (const a of amounts) sums.set(a.currency, (sums.get(a.currency) ?? 0) + a.amount);
  return [...sums].map(([currency, amount]) => ({
    currency,
    amount: Math.round(amount * 100) / 100,
  }));
}

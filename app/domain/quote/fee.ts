// The agency's service fee (docs/quotes.md#the-service-fee): which of the company's rules applies
// to a fare and what it adds per passenger. Pure: the option stores what this returns, and the
// fee never reaches the back office.
import type { AppliedFee, FeeRule } from "~/contracts/quote";

/** What the fee depends on: the fare's currency, cabin, source and price per passenger type. */
export type FeeFare = {
  currency: string;
  cabin: string;
  source: string;
  prices: readonly { passengerType: string; count: number; total: number }[];
};

export type Fee = {
  /** Fee per passenger of each type, in the fare's currency. */
  perPassenger: Record<string, number>;
  total: number;
  applied: AppliedFee | null;
};

const fractionDigits = new Map<string, number>();

/** The currency's minor-unit digits (HKD 2, JPY 0); an unknown code rounds to cents. */
export function minorDigits(currency: string): number {
  let digits = fractionDigits.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    fractionDigits.set(currency, digits);
  }
  return digits;
}

/** Rounds half up to the currency's minor unit (7.005 → 7.01, not the binary 7.00). */
export function roundMoney(amount: number, currency: string): number {
  const scale = 10 ** minorDigits(currency);
  return Math.round(Number((amount * scale).toPrecision(12))) / scale;
}

const matches = (rule: FeeRule, fare: FeeFare) =>
  (rule.cabin === "" || rule.cabin === fare.cabin) &&
  (rule.source === "" || rule.source === fare.source) &&
  (rule.kind === "percent" || rule.currency === fare.currency);

// Cabin and source, then cabin, then source, then neither; at equal scope a fixed fee (it names
// the fare's currency) before a percentage.
const specificity = (rule: FeeRule) =>
  (rule.cabin ? 4 : 0) + (rule.source ? 2 : 0) + (rule.kind === "fixed" ? 1 : 0);

/** The rule that applies to the fare, or null (no fee). */
export function ruleFor(rules: readonly FeeRule[], fare: FeeFare): FeeRule | null {
  let best: FeeRule | null = null;
  for (const rule of rules)
    if (matches(rule, fare) && (!best || specificity(rule) > specificity(best))) best = rule;
  return best;
}

/** The fee per passenger and in total for the fare under the company's rules. */
export function feeFor(rules: readonly FeeRule[], fare: FeeFare): Fee {
  const rule = ruleFor(rules, fare);
  if (!rule) return { perPassenger: {}, total: 0, applied: null };
  const perPassenger: Record<string, number> = {};
  let total = 0;
  for (const price of fare.prices) {
    const raw =
      rule.kind === "fixed"
        ? rule.amount
        : Math.max((price.total * rule.amount) / 100, rule.minimum ?? 0);
    const fee = roundMoney(raw, fare.currency);
    perPassenger[price.passengerType] = fee;
    total += fee * price.count;
  }
  return {
    perPassenger,
    total: roundMoney(total, fare.currency),
    applied: {
      ruleId: rule.id,
      kind: rule.kind,
      amount: rule.amount,
      currency: rule.currency,
      cabin: rule.cabin,
      source: rule.source,
      minimum: rule.kind === "percent" ? rule.minimum : null,
    },
  };
}

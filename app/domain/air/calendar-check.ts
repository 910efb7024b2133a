// What the fare calendar's "Check the other dates" offers (decision record 0095): the dates
// no search of the company answered this hour, within what is left of its budget of automatic
// searches; and how long ago a cell's fare was seen, counted from the page's render time so the
// server and the browser print the same words.

export type BudgetLeft = { left: number; limit: number; freesAt: number | null };

export type CheckOffer =
  /** Nothing to check: every date has its fare. */
  | { kind: "none" }
  /** Checks `count` dates (all of `unseen`, or as many as the budget has left). */
  | { kind: "check"; count: number; unseen: number }
  /** The company's budget is spent until `freesAt`. */
  | { kind: "spent"; unseen: number; limit: number; freesAt: number | null };

export function checkOffer(unseen: number, budget: BudgetLeft): CheckOffer {
  if (unseen <= 0) return { kind: "none" };
  if (budget.left <= 0)
    return { kind: "spent", unseen, limit: budget.limit, freesAt: budget.freesAt };
  return { kind: "check", count: Math.min(unseen, budget.left), unseen };
}

export type SeenAge = { unit: "now" } | { unit: "minutes" | "hours"; count: number };

/** How long before `renderedAt` a fare was seen: under a minute, minutes, then hours. */
export function seenAge(seenAt: number, renderedAt: number): SeenAge {
  const minutes = Math.floor(Math.max(0, renderedAt - seenAt) / 60_000);
  if (minutes < 1) return { unit: "now" };
  if (minutes < 60) return { unit: "minutes", count: minutes };
  return { unit: "hours", count: Math.floor(minutes / 60) };
}

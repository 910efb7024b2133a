// Back-office searches the agent did not type (fare-calendar cells, any later automatic search)
// spend a budget per company and hour (AUTO_SEARCHES_PER_COMPANY_PER_HOUR, decision record 0095),
// counted in the shared store (Redis with SESSION_STORE=redis) so every instance spends the same
// one. An agent's own searches never touch it.
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import {
  createLimiter,
  limiterKey,
  RateLimiterRes,
  type LimiterBackend,
} from "~/store/rate-limit.server";

const HOUR = 60 * 60;

export type BudgetState = {
  /** Searches the company may still start in this hour. */
  left: number;
  limit: number;
  /** When the hour's window ends and the whole budget is back (epoch ms); null: nothing spent. */
  freesAt: number | null;
};

export type SearchBudget = {
  /** What is left, without spending anything. */
  state(companyCode: string): Promise<BudgetState>;
  /** Spends up to `wanted` searches at once (one atomic step): `granted` may be fewer, or 0. */
  take(companyCode: string, wanted: number): Promise<BudgetState & { granted: number }>;
  /** Gives back searches taken but not run (the agent's time ran out first). */
  giveBack(companyCode: string, searches: number): Promise<void>;
};

/**
 * A fixed window of an hour per company, starting with its first automatic search
 * (rate-limiter-flexible). `limits` holds companies with their own budget.
 */
export function searchBudget(
  backend: LimiterBackend,
  perHour: number,
  limits: Record<string, number> = {},
): SearchBudget {
  const limiters = new Map<number, RateLimiterAbstract>();
  const limitOf = (company: string) => limits[company] ?? perHour;
  const limiterOf = (points: number) => {
    let limiter = limiters.get(points);
    if (!limiter) {
      // One counter per company whatever its limit: the limit only decides when it refuses.
      limiter = createLimiter(backend, { keyPrefix: "auto-search", points, duration: HOUR });
      limiters.set(points, limiter);
    }
    return limiter;
  };
  const keyOf = (company: string) => limiterKey(`auto-search:${company}`);
  const stateOf = (limit: number, res: RateLimiterRes | null): BudgetState => ({
    left: Math.max(0, limit - (res?.consumedPoints ?? 0)),
    limit,
    freesAt: res && res.consumedPoints > 0 ? Date.now() + res.msBeforeNext : null,
  });

  return {
    async state(company) {
      const limit = limitOf(company);
      return stateOf(limit, await limiterOf(limit).get(keyOf(company)));
    },
    async take(company, wanted) {
      const limit = limitOf(company);
      const limiter = limiterOf(limit);
      const key = keyOf(company);
      if (wanted <= 0) return { ...stateOf(limit, await limiter.get(key)), granted: 0 };
      try {
        const res = await limiter.consume(key, wanted);
        return { ...stateOf(limit, res), granted: wanted };
      } catch (error) {
        if (!(error instanceof RateLimiterRes)) throw error;
        // Counted in one step, so two requests racing for the last searches split them: each
        // keeps what fitted before its own count and gives back the rest.
        const over = error.consumedPoints - limit;
        const granted = Math.max(0, wanted - over);
        const back = wanted - granted;
        const after = await limiter.reward(key, back);
        return { ...stateOf(limit, after), granted };
      }
    },
    async giveBack(company, searches) {
      if (searches > 0) await limiterOf(limitOf(company)).reward(keyOf(company), searches);
    },
  };
}

/** "HBT=500,KLT=50": companies with a budget of their own. */
export function parseCompanyLimits(text: string | undefined): Record<string, number> {
  const limits: Record<string, number> = {};
  for (const part of (text ?? "").split(",")) {
    const [company, value] = part.split("=").map((s) => s.trim());
    if (company && value && /^\d+$/.test(value)) limits[company] = Number(value);
  }
  return limits;
}

// Messages a user may e-mail per minute (docs/decisions/0070-documents-by-e-mail.md;
// MAIL_PER_MINUTE, default 30), counted per recipient in the shared store (Redis with
// SESSION_STORE=redis), keyed by the user: a colleague's sending never uses up another user's
// minute.
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import {
  createLimiter,
  limiterKey,
  RateLimiterRes,
  type LimiterBackend,
} from "~/store/rate-limit.server";

export type MailAllowance = (
  user: { companyCode: string; id: string },
  messages: number,
) => Promise<{ ok: true } | { ok: false; waitSeconds: number }>;

export function mailAllowance(backend: LimiterBackend, perMinute: number): MailAllowance {
  const limiter: RateLimiterAbstract = createLimiter(backend, {
    keyPrefix: "mail",
    points: perMinute,
    duration: 60,
  });
  return async (user, messages) => {
    const key = limiterKey(`mail:${user.companyCode}:${user.id}`);
    try {
      await limiter.consume(key, messages);
      return { ok: true };
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      // A refused send spends nothing: the agent may still send fewer messages this minute.
      await limiter.reward(key, messages);
      return { ok: false, waitSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    }
  };
}

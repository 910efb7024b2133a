// "Send" on a quote (docs/decisions/0104-quotes-sent-to-clients.md): one e-mail to the client in
// the client's language, with the signed link to the public page, under the agent's mail
// allowance (docs/decisions/0070-documents-by-e-mail.md). The message is built whole and handed
// to the relay before the quote turns "sent": a failed send leaves a draft to send again.
import type { SignedIn } from "~/auth/guard.server";
import { database } from "~/db/database.server";
import { insertSending } from "~/db/quote-sendings.server";
import { isLocale, type Locale } from "~/domain/locales";
import { env } from "~/env.server";
import { log } from "~/log.server";
import { paths } from "~/paths";
import { limiterBackend } from "~/store/rate-limit.server";
import { recordActivity } from "./activity.server";
import { mailAllowance, type MailAllowance } from "./mail-allowance.server";
import { mailConfigured, sendMail } from "./mail-transport.server";
import { letterOf } from "./quote-letter-of.server";
import { quoteMail } from "./quote-letter.server";
import { signQuoteToken } from "./quote-token.server";
import { getQuote, markSent } from "./quotes.server";
import { domainsOf } from "./send-documents.server";

export type SendQuoteOutcome =
  { ok: true; to: string } | { ok: false; key: string; values?: Record<string, string | number> };

let allowance: { points: number; spend: MailAllowance } | undefined;
function spend(ctx: SignedIn) {
  const points = env().MAIL_PER_MINUTE;
  if (allowance?.points !== points)
    allowance = { points, spend: mailAllowance(limiterBackend(), points) };
  return allowance.spend(ctx.user, 1);
}

/** The public page's address for a quote that expires at `expiresAt`, in its client's language. */
export function clientLink(origin: string, quoteId: string, expiresAt: number, language: Locale) {
  const token = signQuoteToken({ quoteId, expiresAt });
  return `${origin}${paths.clientQuote(token, language)}`;
}

export async function sendQuote(
  ctx: SignedIn,
  quoteId: string,
  now = new Date(),
): Promise<SendQuoteOutcome> {
  const company = ctx.user.companyCode;
  const quote = await getQuote(company, quoteId);
  if (!quote) return { ok: false, key: "error.FORBIDDEN" };
  if (quote.state !== "draft") return { ok: false, key: "clientQuote:send.errors.NOT_DRAFT" };
  if (quote.options.length === 0) return { ok: false, key: "clientQuote:send.errors.NO_OPTIONS" };
  if (!quote.clientEmail) return { ok: false, key: "clientQuote:send.errors.NO_EMAIL" };
  if (!mailConfigured()) return { ok: false, key: "booking:sendDocuments.errors.NOT_CONFIGURED" };
  const language: Locale = isLocale(quote.clientLanguage) ? quote.clientLanguage : "en-US";
  // markSent starts the validity at the same `now`: the link expires with the quote.
  const expiresAt = now.getTime() + quote.validityHours * 3_600_000;
  const link = clientLink(new URL(ctx.request.url).origin, quote.id, expiresAt, language);
  const message = quoteMail(letterOf(quote, ctx.user.companyName, expiresAt), {
    from: env().MAIL_FROM,
    to: quote.clientEmail,
    link,
  });
  const allowed = await spend(ctx);
  if (!allowed.ok)
    return {
      ok: false,
      key: "booking:sendDocuments.errors.RATE_LIMITED",
      values: { seconds: allowed.waitSeconds },
    };
  const sent = await sendMail(message);
  const record = { quoteId: quote.id, language, options: quote.options.length };
  if (!sent.ok || sent.accepted.length === 0) {
    log().warn(
      { ...record, reason: sent.ok ? "refused" : sent.reason, detail: sent.ok ? "" : sent.detail },
      "quote not e-mailed",
    );
    return { ok: false, key: "booking:sendDocuments.errors.SMTP_FAILED" };
  }
  const marked = await markSent(company, quote.id, now);
  if (!marked) return { ok: false, key: "clientQuote:send.errors.NOT_DRAFT" };
  await insertSending(await database(), {
    quoteId: quote.id,
    companyCode: company,
    agencyName: ctx.user.companyName,
    sentBy: ctx.user.loginName,
    sentAt: now,
  });
  log().info(record, "quote e-mailed");
  await recordActivity(ctx, {
    action: "quoteSent",
    target: { kind: "quote", id: quote.id },
    sent: { documents: ["quote"], recipients: 1, domains: domainsOf([quote.clientEmail]) },
  });
  return { ok: true, to: quote.clientEmail };
}

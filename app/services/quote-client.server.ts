// The client's public page of a sent quote (docs/decisions/0104-quotes-sent-to-clients.md): no
// sign-in; the signed link names the quote. It shows the options in the client's words and the
// agency's name, nothing of the agent or of travellers; the client chooses one option (the quote
// turns accepted and lands in the agent's work queue) or, once expired, asks for a new quote.
import { database } from "~/db/database.server";
import { insertItems } from "~/db/queue.server";
import { recordRenewal, sendingOf } from "~/db/quote-sendings.server";
import type { QuoteRow } from "~/db/schema";
import { isLocale, type Locale } from "~/domain/locales";
import { stateAt } from "~/domain/quote/quote";
import { env } from "~/env.server";
import { formatMoment } from "~/format";
import { log } from "~/log.server";
import { sharedStore } from "~/store/kv-store.server";
import {
  clientAddress,
  createLimiter,
  limiterBackend,
  limiterKey,
  RateLimiterRes,
} from "~/store/rate-limit.server";
import { recordActivity } from "./activity.server";
import { countMark } from "./queue-marks.server";
import { letterOption } from "./quote-letter-of.server";
import { optionBlocks, type Block } from "./quote-letter.server";
import { readQuoteToken } from "./quote-token.server";
import { changeQuoteFields, quoteForClient, recordChoice, type Quote } from "./quotes.server";

/** Views and answers of public quote pages per client address and minute. */
export const CLIENT_PAGE_PER_MINUTE = 30;

let limiter: ReturnType<typeof createLimiter> | undefined;

/** Whether this address may load or answer a quote page now (else the seconds to wait). */
export async function clientPageAllowed(request: Request): Promise<true | number> {
  limiter ??= createLimiter(limiterBackend(), {
    keyPrefix: "quote-page",
    points: CLIENT_PAGE_PER_MINUTE,
    duration: 60,
  });
  try {
    await limiter.consume(limiterKey(`quote-page:${clientAddress(request)}`));
    return true;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    return Math.max(1, Math.ceil(error.msBeforeNext / 1000));
  }
}

export type ClientOption = { id: string; position: number; blocks: Block[] };

export type ClientPage =
  | { kind: "unknown" }
  | { kind: "expired"; agencyName: string; renewalAsked: boolean }
  | {
      kind: "open" | "accepted" | "booked";
      agencyName: string;
      clientName: string;
      route: string;
      note: string;
      validUntil: string;
      options: ClientOption[];
      chosenOptionId: string | null;
    };

type Opened = { quote: Quote; agencyName: string; renewalAsked: boolean; expired: boolean };

/** The quote a link names, when its signature holds and the quote was sent. */
async function open(token: string, now: Date): Promise<Opened | null> {
  const link = readQuoteToken(token, now.getTime());
  if (!link.ok) return null;
  const quote = await quoteForClient(link.quoteId);
  if (!quote || quote.state === "draft") return null;
  const sending = await sendingOf(await database(), quote.companyCode, quote.id);
  if (!sending) return null;
  const state = stateAt(quote, now);
  return {
    quote,
    agencyName: sending.agencyName,
    renewalAsked: sending.renewalAskedAt !== null,
    // The link's own expiry and the quote's: whichever comes first.
    expired: link.expired || state === "expired",
  };
}

export async function clientPage(token: string, language: Locale, now = new Date()) {
  const opened = await open(token, now);
  if (!opened) return { kind: "unknown" } satisfies ClientPage;
  const { quote, agencyName } = opened;
  if (opened.expired && quote.state === "sent")
    return { kind: "expired", agencyName, renewalAsked: opened.renewalAsked } satisfies ClientPage;
  return {
    kind: quote.state === "booked" ? "booked" : quote.state === "accepted" ? "accepted" : "open",
    agencyName,
    clientName: quote.clientName,
    route: quote.route,
    note: quote.note,
    validUntil: quote.expiresAt
      ? formatMoment(quote.expiresAt.toISOString(), language, env().AGENCY_TIME_ZONE)
      : "",
    options: quote.options.map((o) => ({
      id: o.id,
      position: o.position,
      blocks: optionBlocks(letterOption(o), language).slice(1),
    })),
    chosenOptionId: quote.chosenOptionId,
  } satisfies ClientPage;
}

// The client acts without an account: the activity log names the client's side, never a person.
const clientActor = (quote: QuoteRow) => ({
  user: { id: "", loginName: "", surname: "", givenName: "", companyCode: quote.companyCode },
});

async function fileForAgent(quote: QuoteRow, kind: "quoteAccepted" | "quoteRenewal", now: Date) {
  const db = await database();
  await insertItems(
    db,
    quote.companyCode,
    [
      {
        kind,
        bookingId: quote.id,
        due: now.getTime(),
        recordLocator: "",
        travellers: quote.clientName,
        route: quote.route,
        createdBy: quote.createdBy,
      },
    ],
    now,
  );
  // The quote's author sees the new item in the menu's count at once.
  await sharedStore().delete(countMark(quote.companyCode, quote.createdBy));
}

export type ChoiceOutcome = "accepted" | "expired" | "closed" | "unknown";

export async function chooseOption(
  token: string,
  choice: { optionId: string; message: string },
  now = new Date(),
): Promise<ChoiceOutcome> {
  const opened = await open(token, now);
  if (!opened) return "unknown";
  if (opened.expired) return "expired";
  const { quote } = opened;
  const accepted = await recordChoice(quote.companyCode, quote.id, choice, now);
  if (!accepted) return "closed";
  await fileForAgent(accepted, "quoteAccepted", now);
  await recordActivity(clientActor(quote), {
    action: "quoteAccepted",
    target: { kind: "quote", id: quote.id },
  });
  log().info({ quoteId: quote.id }, "quote accepted by the client");
  return "accepted";
}

export type RenewalOutcome = "asked" | "alreadyAsked" | "notExpired" | "unknown";

/** After expiry: the client's request for a new quote, recorded once for the agent. */
export async function askForNewQuote(
  token: string,
  message: string,
  now = new Date(),
): Promise<RenewalOutcome> {
  const opened = await open(token, now);
  if (!opened) return "unknown";
  if (!opened.expired || opened.quote.state !== "sent") return "notExpired";
  const { quote } = opened;
  const text = message.trim().slice(0, 2000);
  if (!(await recordRenewal(await database(), quote.companyCode, quote.id, text, now)))
    return "alreadyAsked";
  // The quote page shows the client's words where it shows a choice's message.
  if (text) await changeQuoteFields(quote.companyCode, quote.id, { clientMessage: text }, now);
  await fileForAgent(quote, "quoteRenewal", now);
  await recordActivity(clientActor(quote), {
    action: "quoteRenewalAsked",
    target: { kind: "quote", id: quote.id },
  });
  return "asked";
}

/** The language a quote's link opens in: its client's (null for a link that names nothing). */
export async function clientLanguageOf(token: string): Promise<Locale | null> {
  const opened = await open(token, new Date());
  if (!opened) return null;
  const language = opened.quote.clientLanguage;
  return isLocale(language) ? language : "en-US";
}

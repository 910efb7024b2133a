// The work queue's morning e-mail (docs/decisions/0099-work-queue-kinds-reminders-and-morning-mail.md):
// at 08:00 agency time, each user who asked for it on My account gets one message listing his due
// and overdue items, in his language, with links to the portal and no traveller data. Every
// instance looks each minute; the day's claim in the database lets exactly one of them send it.
import { DateTime } from "luxon";
import type { SignedIn } from "~/auth/guard.server";
import { database, isDatabaseOpen } from "~/db/database.server";
import {
  claimDay,
  releaseDay,
  subscribe,
  subscribed,
  unsubscribe,
  waitingFor,
  type MailSubscriber,
} from "~/db/queue-mail.server";
import { listItems } from "~/db/queue.server";
import { isLocale, type Locale } from "~/domain/locales";
import { env } from "~/env.server";
import { formatMoment } from "~/format";
import { serverT } from "~/i18n/translations.server";
import { log } from "~/log.server";
import { paths } from "~/paths";
import { headerText } from "./document-mail";
import { sendMail } from "./mail-transport.server";

/** The agency's wall-clock hour from which the day's message goes out. */
export const MORNING_HOUR = 8;
const ROUND_MS = 60_000;

/** Whether the user gets the morning message (My account). */
export async function morningMailOf(ctx: SignedIn): Promise<boolean | null> {
  if (!isDatabaseOpen()) return null;
  return subscribed(await database(), ctx.user.companyCode, ctx.user.loginName);
}

export type MorningMailChoice =
  { ok: true } | { ok: false; key: "validation.QUEUE_MAIL_NO_ADDRESS" };

/**
 * Turns the message on or off. It goes to the account's first e-mail address, in the language
 * the user reads the portal in, with links to the address he reached the portal at.
 */
export async function chooseMorningMail(
  ctx: SignedIn,
  on: boolean,
  locale: Locale,
  portalUrl: string,
): Promise<MorningMailChoice> {
  const db = await database();
  if (!on) {
    await unsubscribe(db, ctx.user.companyCode, ctx.user.loginName);
    return { ok: true };
  }
  const address = ctx.user.emails.find((e) => e.emailAddress)?.emailAddress;
  if (!address) return { ok: false, key: "validation.QUEUE_MAIL_NO_ADDRESS" };
  await subscribe(
    db,
    { companyCode: ctx.user.companyCode, login: ctx.user.loginName, address, locale, portalUrl },
    new Date(),
  );
  return { ok: true };
}

/** The message of one user: null when nothing is due by the end of his agency day. */
export async function morningMessage(s: MailSubscriber, now: number) {
  const zone = env().AGENCY_TIME_ZONE;
  const endOfDay = DateTime.fromMillis(now, { zone }).endOf("day").toMillis() + 1;
  const items = await listItems(
    await database(),
    { companyCode: s.companyCode, owner: s.login, dueBefore: new Date(endOfDay) },
    new Date(now),
  );
  if (!items.length) return null;
  const locale: Locale = isLocale(s.locale) ? s.locale : "en-US";
  const t = serverT(locale, "activity");
  const base = s.portalUrl.replace(/\/+$/, "");
  const lines = items.map((i) =>
    t("queue.mail.line", {
      kind: t(`queue.kinds.${i.kind}`),
      locator: i.recordLocator || i.bookingId,
      route: i.route,
      due: formatMoment(i.due.toISOString(), locale, zone),
      state: i.due.getTime() <= now ? t("queue.mail.overdue") : t("queue.mail.dueToday"),
      link: `${base}${paths.bookingDetails(i.bookingId)}`,
    }),
  );
  return {
    from: env().MAIL_FROM,
    to: s.address,
    subject: headerText(t("queue.mail.subject", { count: items.length })),
    headers: { "Content-Language": locale },
    text: [
      t("queue.mail.greeting", { login: s.login }),
      lines.join("\n\n"),
      t("queue.mail.open", { link: `${base}${paths.queue()}` }),
      t("queue.mail.why"),
    ].join("\n\n"),
  };
}

/**
 * One round: after 08:00 agency time, every user not mailed today is claimed and sent his
 * message (none when nothing is due). A relay that cannot be reached gives the claim back.
 */
export async function morningMailRound(now = Date.now(), relay = env().SMTP_URL): Promise<number> {
  const zone = env().AGENCY_TIME_ZONE;
  const local = DateTime.fromMillis(now, { zone });
  if (local.hour < MORNING_HOUR || !isDatabaseOpen()) return 0;
  const day = local.toISODate()!;
  const db = await database();
  let sent = 0;
  let lost = 0;
  const waiting = await waitingFor(db, day);
  for (const s of waiting) {
    // Another instance claimed this user's day between the read and the claim.
    if (!(await claimDay(db, s, day))) {
      lost += 1;
      continue;
    }
    const message = await morningMessage(s, now);
    if (!message) continue;
    const outcome = await sendMail(message, relay);
    if (outcome.ok) sent += 1;
    else {
      if (outcome.reason !== "refused") await releaseDay(db, s, day);
      // No address or name in the log: the company and the relay's answer only.
      log().warn({ company: s.companyCode, reason: outcome.reason }, "morning mail not sent");
    }
  }
  // Counts only (tests/multi/morning-mail.spec.ts reads them): a round that found users waiting.
  if (waiting.length)
    log().info(
      { instance: process.pid, waiting: waiting.length, lost, sent },
      "morning mail round",
    );
  return sent;
}

const jobs: { timer?: ReturnType<typeof setInterval> } = {};

export function startMorningMail(): void {
  if (jobs.timer) return;
  const round = () =>
    void morningMailRound().catch((error: unknown) =>
      log().warn({ error: error instanceof Error ? error.message : String(error) }, "morning mail"),
    );
  jobs.timer = setInterval(round, ROUND_MS);
  jobs.timer.unref();
}

export function stopMorningMail(): void {
  clearInterval(jobs.timer);
  jobs.timer = undefined;
}

// E-mail a booking's documents to its travellers (docs/decisions/0070-documents-by-e-mail.md).
// Every PDF and the calendar are fetched and the one message is built before the relay is called: a
// failure on the way sends nothing. The per-user limit counts one message per recipient (decision
// record 0070).
import type { SignedIn } from "~/auth/guard.server";
import type { BookingDetail } from "~/contracts/booking";
import { flightKey } from "~/domain/booking/airline-changes";
import { flightCalendar } from "~/domain/booking/flight-calendar";
import type { Locale } from "~/domain/locales";
import { env } from "~/env.server";
import { fieldRules, type RulesOf } from "~/forms/field-rules.server";
import {
  DOCUMENT_PATTERN,
  MAX_NOTE,
  MAX_RECIPIENTS,
  recipientsOf,
  SendDocumentsSchema,
  type SendDocumentsForm,
} from "~/forms/send-documents";
import { serverT } from "~/i18n/translations.server";
import { log } from "~/log.server";
import { printOut, type PrintKind } from "~/pamhk/print.server";
import { mailAllowance, type MailAllowance } from "~/services/mail-allowance.server";
import { limiterBackend } from "~/store/rate-limit.server";
import { filedUnderFor } from "./activity-pages.server";
import { onBooking, recordActivity } from "./activity.server";
import { airportZone } from "./airport-zones.server";
import { latestOf } from "./booking-details.server";
import { documentMail, type MailAttachment } from "./document-mail";
import { mailConfigured, sendMail } from "./mail-transport.server";
import { mayPrint } from "./print-outs.server";
import { airlineChangesOf } from "./schedule-change.server";
import { stillSignedIn } from "./upstream.server";

export type DocumentChoice = {
  value: string;
  kind: PrintKind;
  /** Invoice or credit note number; for the e-ticket, the passengers and their ticket numbers. */
  detail: string;
};

export type SendDocumentsDialogData = {
  rules: RulesOf<typeof SendDocumentsSchema>;
  maxRecipients: number;
  maxNote: number;
  mailReady: boolean;
  documents: DocumentChoice[];
  travellers: { name: string; emails: string[] }[];
  agentEmails: string[];
};

const travellerName = (t: { surname: string; givenName: string }) =>
  `${t.surname}/${t.givenName}`.trim();

/** What this user may send of this booking now: exactly what they may print. */
export function documentChoices(ctx: SignedIn, booking: BookingDetail): DocumentChoice[] {
  const item = latestOf(booking);
  const choices: DocumentChoice[] = [];
  if (mayPrint(ctx, booking, "itinerary"))
    choices.push({ value: "itinerary", kind: "itinerary", detail: "" });
  // The back office prints one e-ticket receipt per booking, listing every passenger's ticket.
  if (mayPrint(ctx, booking, "eTicket"))
    choices.push({
      value: "eTicket",
      kind: "eTicket",
      detail: item.travelerInfos
        .map((t) => `${travellerName(t)} ${t.ticketNumber || "—"}`)
        .join(", "),
    });
  for (const invoice of booking.invoices) {
    const kind = invoice.invoiceTypeId === "CREDIT_NOTE" ? "creditNote" : "invoice";
    const value = `${kind}:${invoice.invoiceId}`;
    if (DOCUMENT_PATTERN.test(value) && mayPrint(ctx, booking, kind, invoice.invoiceId))
      choices.push({ value, kind, detail: invoice.invoiceNumber });
  }
  return choices;
}

export function sendDocumentsDialog(
  ctx: SignedIn,
  booking: BookingDetail,
): SendDocumentsDialogData {
  return {
    rules: fieldRules(SendDocumentsSchema),
    maxRecipients: MAX_RECIPIENTS,
    maxNote: MAX_NOTE,
    mailReady: mailConfigured(),
    documents: documentChoices(ctx, booking),
    travellers: latestOf(booking).travelerInfos.map((t) => ({
      name: travellerName(t),
      emails: t.emails.map((e) => e.emailAddress).filter(Boolean),
    })),
    agentEmails: ctx.user.emails.map((e) => e.emailAddress).filter(Boolean),
  };
}

export type SendOutcome =
  | { ok: true; count: number; calendar: boolean }
  | { ok: false; key: string; values?: Record<string, string | number> };

let allowance: { points: number; spend: MailAllowance } | undefined;
function spend(ctx: SignedIn, messages: number) {
  const points = env().MAIL_PER_MINUTE;
  if (allowance?.points !== points)
    allowance = { points, spend: mailAllowance(limiterBackend(), points) };
  return allowance.spend(ctx.user, messages);
}

async function fetchDocument(
  ctx: SignedIn,
  booking: BookingDetail,
  value: string,
): Promise<MailAttachment | "forbidden" | "failed"> {
  const [kind, invoiceId = ""] = value.split(":") as [PrintKind, string?];
  if (!mayPrint(ctx, booking, kind, invoiceId)) return "forbidden";
  const file = await printOut(ctx, kind, booking, invoiceId);
  if (!file.ok) {
    await stillSignedIn(ctx, file.error);
    return "failed";
  }
  const content = Buffer.from(await new Response(file.body).arrayBuffer());
  return { fileName: file.fileName, content };
}

/**
 * Sends the documents and records the attempt in the booking's activity (who, which kinds, how
 * many recipients and their domains, the outcome), under the booking's company.
 */
export async function sendDocuments(
  ctx: SignedIn,
  booking: BookingDetail,
  form: SendDocumentsForm,
): Promise<SendOutcome> {
  const outcome = await deliver(ctx, booking, form);
  const filedUnder = await filedUnderFor(ctx, booking).catch(() => undefined);
  const event = onBooking("documentsSent", booking, { ok: true });
  await recordActivity(
    { user: ctx.user, filedUnder },
    {
      ...event,
      refusedWith: outcome.ok ? undefined : outcome.key,
      sent: {
        documents: [...new Set(form.documents.map((d) => d.split(":")[0]!))],
        recipients: recipientsOf(form).length,
        domains: domainsOf(recipientsOf(form)),
      },
    },
  );
  return outcome;
}

/** The addresses' domains only, once each: the record says where, never to whom. */
export const domainsOf = (addresses: string[]) =>
  [...new Set(addresses.map((a) => a.slice(a.lastIndexOf("@") + 1).toLowerCase()))].sort();

async function deliver(
  ctx: SignedIn,
  booking: BookingDetail,
  form: SendDocumentsForm,
): Promise<SendOutcome> {
  if (!mailConfigured()) return { ok: false, key: "booking:sendDocuments.errors.NOT_CONFIGURED" };
  const to = recipientsOf(form);
  const documents: MailAttachment[] = [];
  for (const value of new Set(form.documents)) {
    const document = await fetchDocument(ctx, booking, value);
    if (document === "forbidden") return { ok: false, key: "error.FORBIDDEN" };
    if (document === "failed")
      return { ok: false, key: "booking:sendDocuments.errors.DOCUMENT_FAILED" };
    documents.push(document);
  }
  const language: Locale = form.language;
  const t = serverT(language, "booking");
  const item = latestOf(booking);
  const number = booking.bookingNumber;
  const locator = booking.bookingRecordLocator.id;
  // A flight the airline cancelled is no confirmed event in the traveller's calendar.
  const { marks } = await airlineChangesOf(ctx, booking);
  const calendar = flightCalendar({
    bookingNumber: number,
    recordLocator: locator,
    flights: item.airLowFare.airOptions
      .flatMap((o) => o.airFlightSegments)
      .map((s) => ({ ...s, cancelled: marks[flightKey(s)] === "cancelled" })),
    zoneOf: airportZone,
    texts: {
      title: (v) => t("sendDocuments.mail.calendarTitle", v),
      description: (v) => t("sendDocuments.mail.calendarDescription", v),
    },
  });
  const agent = `${ctx.user.givenName} ${ctx.user.surname}`.trim() || ctx.user.loginName;
  const lead = item.travelerInfos[0];
  const message = documentMail({
    from: env().MAIL_FROM,
    replyTo: ctx.user.emails[0]?.emailAddress
      ? { name: agent, address: ctx.user.emails[0].emailAddress }
      : undefined,
    to,
    language,
    subject: t("sendDocuments.mail.subject", {
      number,
      name: lead ? travellerName(lead) : "",
    }),
    paragraphs: [
      t("sendDocuments.mail.greeting"),
      t("sendDocuments.mail.body", {
        number,
        locator,
        documents: documents.map((d) => d.fileName).join(", "),
      }),
      // The back office prints its PDFs in English whatever the message's language.
      ...(language === "en-US" ? [] : [t("sendDocuments.mail.englishAttachments")]),
      ...(calendar.ok ? [t("sendDocuments.mail.calendarNote")] : []),
      ...(form.note ? [`${t("sendDocuments.mail.noteHeading")}\n${form.note}`] : []),
      t("sendDocuments.mail.signature", { agent, company: ctx.user.companyName }),
    ],
    documents,
    calendar: calendar.ok ? calendar.ics : undefined,
  });
  const allowed = await spend(ctx, to.length);
  if (!allowed.ok)
    return {
      ok: false,
      key: "booking:sendDocuments.errors.RATE_LIMITED",
      values: { seconds: allowed.waitSeconds },
    };
  const sent = await sendMail(message);
  const record = {
    bookingId: booking.bookingId.id,
    documents: form.documents.map((d) => d.split(":")[0]),
    recipients: to.length,
    language,
    calendar: calendar.ok,
  };
  if (!sent.ok) {
    log().warn({ ...record, reason: sent.reason, detail: sent.detail }, "documents not e-mailed");
    return { ok: false, key: "booking:sendDocuments.errors.SMTP_FAILED" };
  }
  log().info({ ...record, refused: sent.rejected.length }, "documents e-mailed");
  if (sent.rejected.length > 0)
    return {
      ok: false,
      key: "booking:sendDocuments.errors.PARTLY_REFUSED",
      values: { refused: sent.rejected.join(", "), sent: sent.accepted.join(", ") },
    };
  return { ok: true, count: to.length, calendar: calendar.ok };
}

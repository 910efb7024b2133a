// What a client reads of a quote (docs/decisions/0104-quotes-sent-to-clients.md): one list of
// blocks in the client's language, written out as the e-mail's text, its HTML and the attached
// PDF, so the three always say the same. The client sees one price per option (fare plus the
// agency's fee), penalties in plain words and the validity in the agency's zone; nothing of the
// agent but the agency's name.
import type Mail from "nodemailer/lib/mailer";
import { allowanceOf } from "~/domain/air/baggage-allowance";
import type { Penalty, PenaltySummary } from "~/domain/air/penalties";
import type { Locale } from "~/domain/locales";
import { formatDay, formatMoment, formatMoney } from "~/format";
import type { TFunction } from "~/i18n/translate";
import { serverT } from "~/i18n/translations.server";
import { headerText } from "./document-mail";
import { letterPdf, type PdfLine } from "./letter-pdf.server";

export type LetterSegment = {
  airline: string;
  flightNumber: string;
  classCode: string;
  cabin: string;
  from: string;
  to: string;
  departureDate: string;
  departureTime: string;
  arrivalDate: string;
  arrivalTime: string;
  baggage: string;
};

export type LetterOption = {
  position: number;
  currency: string;
  fareTotal: number;
  feeTotal: number;
  prices: readonly { count: number }[];
  legs: readonly { segments: readonly LetterSegment[] }[];
  penalties: readonly PenaltySummary[] | null;
};

export type LetterQuote = {
  language: Locale;
  agencyName: string;
  clientName: string;
  note: string;
  route: string;
  expiresAt: number;
  /** The agency's zone (AGENCY_TIME_ZONE). */
  timeZone: string;
  options: readonly LetterOption[];
};

export type Block =
  | { kind: "title" | "heading" | "text" | "item" | "quote"; text: string }
  | { kind: "link"; text: string; href: string };

type Part = "change" | "refund" | "noShow";

const samePenalty = (a: Penalty, b: Penalty) =>
  a.kind === b.kind &&
  a.amount === b.amount &&
  a.currency === b.currency &&
  a.percent === b.percent &&
  a.per === b.per;

/** The air namespace's penalty reading (components/air/penalty-line.tsx) in the client's words. */
export function penaltyWords(t: TFunction, language: Locale) {
  const value = (part: Part, p: Penalty): string => {
    if (p.kind === "free") return t("option.free");
    if (p.kind === "notPermitted") return t(`option.notPermitted.${part}`);
    if (p.kind === "unknown" || p.kind === "asNoShow") return t("option.unknown");
    const cost =
      p.percent !== undefined
        ? t("option.percent", { percent: p.percent })
        : formatMoney(p.amount ?? 0, p.currency ?? "", language);
    return p.per ? t(`option.per.${p.per}`, { cost }) : cost;
  };
  return (part: Part, s: PenaltySummary): string => {
    if (part === "noShow") return value(part, s.noShow);
    const { beforeDeparture: before, afterDeparture: after } = s[part];
    if (before.kind === "unknown" || after.kind === "unknown") return t("option.unknown");
    const shown = (p: Penalty) =>
      p.kind === "asNoShow"
        ? s.noShow.kind === "unknown"
          ? t("option.asNoShow")
          : `${t("option.asNoShow")} (${value("noShow", s.noShow)})`
        : value(part, p);
    return samePenalty(before, after)
      ? shown(before)
      : t("option.split", { before: shown(before), after: shown(after) });
  };
}

/** What the client pays for an option: the fare and the agency's fee, as one price. */
export const clientPrice = (o: { fareTotal: number; feeTotal: number }) =>
  Math.round((o.fareTotal + o.feeTotal) * 100) / 100;

export function optionBlocks(option: LetterOption, language: Locale): Block[] {
  const t = serverT(language, "clientQuote");
  const codes = serverT(language, "codes");
  const air = serverT(language, "air");
  const passengers = option.prices.reduce((n, p) => n + p.count, 0);
  const blocks: Block[] = [
    { kind: "heading", text: t("option.heading", { number: option.position }) },
    {
      kind: "text",
      text: t("option.price", {
        count: passengers,
        price: formatMoney(clientPrice(option), option.currency, language),
      }),
    },
  ];
  for (const leg of option.legs)
    for (const s of leg.segments) {
      const [quantity, measureCode] = s.baggage.trim().split(/\s+/);
      const allowance = allowanceOf({ quantity: Number(quantity), measureCode });
      blocks.push(
        {
          kind: "item",
          text: t("option.flight", {
            date: formatDay(s.departureDate, language, { weekday: true }),
            flight: `${s.airline} ${s.flightNumber}`,
            from: s.from,
            to: s.to,
            departure: s.departureTime,
            arrival: s.arrivalTime,
            nextDay:
              s.arrivalDate && s.arrivalDate !== s.departureDate
                ? t("option.nextDay", { date: formatDay(s.arrivalDate, language) })
                : "",
          }),
        },
        {
          kind: "text",
          text: t("option.cabin", {
            cabin: codes(`cabin.${s.cabin || "Y"}`, { defaultValue: s.cabin }),
            classCode: s.classCode,
            baggage:
              allowance.kind === "none"
                ? air("baggageAllowance.none")
                : allowance.kind === "other"
                  ? allowance.code
                  : air(`baggageAllowance.${allowance.kind}`, { count: allowance.count }),
          }),
        },
      );
    }
  const words = penaltyWords(t, language);
  const summaries = option.penalties ?? [];
  const distinct = summaries.filter(
    (s, i) => summaries.findIndex((o) => JSON.stringify(o) === JSON.stringify(s)) === i,
  );
  blocks.push({ kind: "text", text: t("option.conditions") });
  if (distinct.length === 0)
    for (const part of ["change", "refund", "noShow"] as const)
      blocks.push({ kind: "item", text: t(`option.${part}`, { text: t("option.unknown") }) });
  for (const s of distinct) {
    const pair =
      distinct.length > 1
        ? `${t("option.pairHeading", { from: s.departureAirportCode, to: s.arrivalAirportCode })} `
        : "";
    for (const part of ["change", "refund", "noShow"] as const)
      blocks.push({
        kind: "item",
        text: `${pair}${t(`option.${part}`, { text: words(part, s) })}`,
      });
  }
  return blocks;
}

/** The letter's blocks; `link` is the public page's address (absent in the PDF). */
export function letterBlocks(quote: LetterQuote, link?: string): Block[] {
  const t = serverT(quote.language, "clientQuote");
  const until = formatMoment(
    new Date(quote.expiresAt).toISOString(),
    quote.language,
    quote.timeZone,
  );
  const vars = { agency: quote.agencyName, route: quote.route, count: quote.options.length };
  return [
    { kind: "title", text: t("title") },
    {
      kind: "text",
      text: quote.clientName
        ? t("mail.greeting", { name: quote.clientName })
        : t("mail.greetingNoName"),
    },
    { kind: "text", text: t("mail.intro", vars) },
    ...(link
      ? [
          { kind: "text", text: t("mail.choose") } as Block,
          { kind: "link", text: link, href: link } as Block,
        ]
      : []),
    ...(quote.note
      ? [
          { kind: "text", text: t("mail.noteHeading", vars) } as Block,
          { kind: "quote", text: quote.note } as Block,
        ]
      : []),
    ...quote.options.flatMap((o) => optionBlocks(o, quote.language)),
    { kind: "text", text: t("validity", { until }) },
    { kind: "text", text: t("mail.signature", vars) },
  ];
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

export function letterHtml(blocks: readonly Block[], language: Locale): string {
  const body: string[] = [];
  let list = false;
  for (const b of blocks) {
    if (b.kind === "item" && !list) body.push("<ul>");
    if (b.kind !== "item" && list) body.push("</ul>");
    list = b.kind === "item";
    const text = escapeHtml(b.text).replace(/\n/g, "<br>");
    if (b.kind === "title") body.push(`<h1>${text}</h1>`);
    else if (b.kind === "heading") body.push(`<h2>${text}</h2>`);
    else if (b.kind === "item") body.push(`<li>${text}</li>`);
    else if (b.kind === "quote") body.push(`<blockquote>${text}</blockquote>`);
    else if (b.kind === "link") body.push(`<p><a href="${escapeHtml(b.href)}">${text}</a></p>`);
    else body.push(`<p>${text}</p>`);
  }
  if (list) body.push("</ul>");
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"></head><body>${body.join("")}</body></html>`;
}

export const letterText = (blocks: readonly Block[]) =>
  blocks.map((b) => (b.kind === "item" ? `- ${b.text}` : b.text)).join("\n\n");

const pdfLines = (blocks: readonly Block[]): PdfLine[] =>
  blocks.flatMap((b) =>
    b.text.split("\n").map((text, i) => ({
      text: b.kind === "item" ? `• ${text}` : text,
      size: b.kind === "title" ? 16 : b.kind === "heading" ? 13 : 10,
      bold: b.kind === "title" || b.kind === "heading",
      gapBefore: i === 0 && (b.kind === "heading" || b.kind === "title") ? 8 : 0,
    })),
  );

/** The whole message: text and HTML bodies, and the PDF of the options (without the link). */
export function quoteMail(
  quote: LetterQuote,
  envelope: { from: string; to: string; link: string },
): Mail.Options {
  const t = serverT(quote.language, "clientQuote");
  const blocks = letterBlocks(quote, envelope.link);
  const pdf = letterPdf(pdfLines(letterBlocks(quote)), quote.language, t("title"));
  return {
    from: envelope.from,
    to: envelope.to,
    subject: headerText(t("mail.subject", { agency: quote.agencyName, route: quote.route })),
    headers: { "Content-Language": quote.language },
    text: letterText(blocks),
    html: letterHtml(blocks, quote.language),
    attachments: [{ filename: t("mail.pdfName"), content: pdf, contentType: "application/pdf" }],
  };
}

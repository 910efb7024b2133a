// The e-mail that carries a booking's documents (docs/decisions/0070-documents-by-e-mail.md): one
// message to every recipient, built whole before the relay is called. Pure: the tests read what it
// builds.
import type Mail from "nodemailer/lib/mailer";

export type MailAttachment = { fileName: string; content: Buffer };

export type DocumentMailInput = {
  from: string;
  /** The agent: replies go to them, not to the portal's no-reply sender. */
  replyTo?: { name: string; address: string };
  to: string[];
  language: string;
  subject: string;
  /** Paragraphs of the body, in the recipients' language. */
  paragraphs: string[];
  documents: MailAttachment[];
  calendar?: string;
};

// Names and subjects come from booking data and the agent's profile: no control character
// (CR, LF, NUL...) may reach a header, where it could start a header of its own.
export const headerText = (text: string) =>
  text
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s{2,}/g, " ")
    .trim()
    .slice(0, 200);

export function documentMail(input: DocumentMailInput): Mail.Options {
  return {
    from: input.from,
    to: input.to,
    ...(input.replyTo && {
      replyTo: { name: headerText(input.replyTo.name), address: input.replyTo.address },
    }),
    subject: headerText(input.subject),
    headers: { "Content-Language": input.language },
    text: input.paragraphs.join("\n\n"),
    attachments: [
      ...input.documents.map((d) => ({
        filename: headerText(d.fileName),
        content: d.content,
        contentType: "application/pdf",
      })),
      ...(input.calendar
        ? [
            {
              filename: "flights.ics",
              content: input.calendar,
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            },
          ]
        : []),
    ],
  };
}

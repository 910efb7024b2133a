import * as z from "zod";
import { locales } from "~/domain/locales";
import { msg } from "./messages";
import { requiredText } from "./rules";

// E-mail a booking's documents to its travellers. The documents are named by
// kind ("itinerary", "eTicket") or kind and invoice id ("invoice:123", "creditNote:456").

export const MAX_RECIPIENTS = 10;
/** Longest note the agent may add to the message. */
export const MAX_NOTE = 500;

const sendMsg = (key: string, values?: Record<string, string | number>) =>
  msg(key, values).replace(/^validation\./, "booking:sendDocuments.errors.");

export const DOCUMENT_PATTERN = /^(itinerary|eTicket|(invoice|creditNote):[\w-]{1,40})$/;

// An address as a mailbox, nothing more: no display name, no line breaks (headers are built
// from these), at most 254 characters (RFC 5321).
const address = z.email({ error: msg("EMAIL_FORMAT") }).max(254, msg("EMAIL_FORMAT"));

/** The typed addresses: separated by commas, semicolons, spaces or lines. */
export const splitAddresses = (text: string | undefined) =>
  (text ?? "").split(/[\s,;]+/).filter(Boolean);

export const SendDocumentsSchema = z
  .object({
    intent: z.literal("sendDocuments"),
    bookingId: requiredText(),
    documents: z
      .array(z.string().regex(DOCUMENT_PATTERN, sendMsg("NO_DOCUMENT")), {
        error: sendMsg("NO_DOCUMENT"),
      })
      .min(1, sendMsg("NO_DOCUMENT"))
      .max(20),
    // Ticked addresses of the booking's travellers and the agent's own.
    recipients: z.array(address).max(40).optional(),
    otherAddresses: z.string().max(3000).optional(),
    language: z.enum(locales, { error: msg("FIELD_REQUIRE") }),
    note: z
      .string()
      .trim()
      .max(MAX_NOTE, msg("LENGTH_GREATER", { max: MAX_NOTE }))
      .optional(),
  })
  .superRefine((form, ctx) => {
    // Every address that is not one, in one message: fixing them one submit at a time wears.
    const bad = splitAddresses(form.otherAddresses)
      .filter((text) => !address.safeParse(text).success)
      .map((text) => text.slice(0, 80));
    if (bad.length > 0)
      ctx.addIssue({
        code: "custom",
        path: ["otherAddresses"],
        message:
          bad.length === 1
            ? sendMsg("BAD_ADDRESS", { address: bad[0]! })
            : sendMsg("BAD_ADDRESSES", { addresses: bad.slice(0, 10).join(", ") }),
      });
    const all = recipientsOf(form);
    if (all.length === 0)
      ctx.addIssue({ code: "custom", path: ["recipients"], message: sendMsg("NO_RECIPIENT") });
    if (all.length > MAX_RECIPIENTS)
      ctx.addIssue({
        code: "custom",
        path: ["recipients"],
        message: sendMsg("TOO_MANY", { max: MAX_RECIPIENTS, count: all.length }),
      });
  });

export type SendDocumentsForm = z.output<typeof SendDocumentsSchema>;

/** Every distinct address of the form (ticked and typed), case-insensitively, in order. */
export function recipientsOf(form: { recipients?: string[]; otherAddresses?: string }): string[] {
  const seen = new Map<string, string>();
  for (const a of [...(form.recipients ?? []), ...splitAddresses(form.otherAddresses)])
    if (!seen.has(a.toLowerCase())) seen.set(a.toLowerCase(), a);
  return [...seen.values()];
}

// The one SMTP relay of the portal (SMTP_URL), through nodemailer. One pooled transport per
// process; every step has its own time-out, so a silent relay never holds a request for long.
import nodemailer, { type Transporter } from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { env } from "~/env.server";

let transport: { url: string; transporter: Transporter } | undefined;

function transporter(url: string): Transporter {
  if (transport?.url !== url) {
    transport?.transporter.close();
    transport = {
      url,
      transporter: nodemailer.createTransport({
        url,
        pool: true,
        maxConnections: 2,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        // smtps:// is TLS from the first byte; smtp:// upgrades with STARTTLS when offered, and
        // `?requireTLS=true` in the URL refuses a relay that does not offer it.
      }),
    };
  }
  return transport.transporter;
}

export const mailConfigured = () => Boolean(env().SMTP_URL);

export type MailOutcome =
  | { ok: true; accepted: string[]; rejected: string[] }
  | { ok: false; reason: "notConfigured" | "refused" | "unreachable"; detail: string };

/** Hands one finished message to the relay; never throws. */
export async function sendMail(message: Mail.Options, url = env().SMTP_URL): Promise<MailOutcome> {
  if (!url) return { ok: false, reason: "notConfigured", detail: "SMTP_URL is not set" };
  try {
    const info = (await transporter(url).sendMail(message)) as {
      accepted: (string | Mail.Address)[];
      rejected: (string | Mail.Address)[];
    };
    const plain = (list: (string | Mail.Address)[]) =>
      list.map((a) => (typeof a === "string" ? a : a.address));
    return { ok: true, accepted: plain(info.accepted), rejected: plain(info.rejected) };
  } catch (error) {
    const e = error as { code?: string; responseCode?: number; message?: string };
    // A numeric SMTP answer is the relay refusing; anything else is the road to it.
    return {
      ok: false,
      reason: e.responseCode ? "refused" : "unreachable",
      // For the log: a relay's answer may quote an address, which the log never holds.
      detail: `${e.code ?? ""} ${e.responseCode ?? ""} ${e.message ?? ""}`
        .replace(/\S+@\S+/g, "<address>")
        .trim()
        .slice(0, 300),
    };
  }
}

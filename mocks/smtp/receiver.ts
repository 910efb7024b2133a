import type { AddressInfo } from "node:net";
import { simpleParser, type AddressObject } from "mailparser";
import { SMTPServer } from "smtp-server";

/**
 * A local SMTP receiver for the embedded simulator (docs/decisions/0070-documents-by-e-mail.md): a
 * real SMTP server (smtp-server) that parses what it receives (mailparser) and keeps it in this
 * process, so a new user sees on the simulator's /__sim/mail page what the portal sent, and tests
 * read it as JSON.
 */
export interface ReceivedAttachment {
  fileName: string;
  contentType: string;
  size: number;
  content: Buffer;
}

export interface ReceivedMail {
  id: number;
  receivedAt: string;
  /** The SMTP envelope: who the relay was asked to deliver to. */
  envelope: { from: string; to: string[] };
  from: string;
  to: string[];
  replyTo: string;
  subject: string;
  language: string;
  text: string;
  /** Every header line as received, for checks that nothing was injected. */
  headerLines: string[];
  attachments: ReceivedAttachment[];
}

export interface MailReceiver {
  /** smtp://127.0.0.1:PORT, for SMTP_URL. */
  url: string;
  messages(): ReceivedMail[];
  clear(): void;
  /**
   * Refuse at DATA, with this SMTP code (e.g. 451), every message to a recipient containing
   * `match` ("": every message); code null drops that rule.
   */
  refuse(rule: { code: number | null; match: string }): void;
  close(): Promise<void>;
}

const MAX_KEPT = 200;
const MAX_SIZE = 10 * 1024 * 1024;

const addresses = (value: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? ""),
  );

export async function startMailReceiver(
  options: { port?: number; host?: string } = {},
): Promise<MailReceiver> {
  const host = options.host ?? "127.0.0.1";
  const kept: ReceivedMail[] = [];
  let nextId = 1;
  const refusals = new Map<string, number>();
  const server = new SMTPServer({
    // A local receiver without TLS or accounts: the portal's relay settings are for production.
    secure: false,
    disabledCommands: ["STARTTLS", "AUTH"],
    authOptional: true,
    size: MAX_SIZE,
    banner: "PAMHK simulator mail receiver",
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const refused = [...refusals].find(([match]) =>
            session.envelope.rcptTo.some((r) => r.address.includes(match)),
          );
          if (refused) {
            const error = new Error("Mailbox unavailable (simulated)") as Error & {
              responseCode: number;
            };
            error.responseCode = refused[1];
            return callback(error);
          }
          kept.push({
            id: nextId++,
            receivedAt: new Date().toISOString(),
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
            },
            from: mail.from?.text ?? "",
            to: addresses(mail.to),
            replyTo: mail.replyTo?.text ?? "",
            subject: mail.subject ?? "",
            language: String(mail.headers.get("content-language") ?? ""),
            text: mail.text ?? "",
            headerLines: mail.headerLines.map((h) => h.line),
            attachments: mail.attachments.map((a) => ({
              fileName: a.filename ?? "",
              contentType: a.contentType,
              size: a.size,
              content: a.content,
            })),
          });
          if (kept.length > MAX_KEPT) kept.shift();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${host}:${port}`,
    messages: () => [...kept],
    clear: () => void kept.splice(0),
    refuse: ({ code, match }) =>
      void (code === null ? refusals.delete(match) : refusals.set(match, code)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

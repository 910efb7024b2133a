import { http, type HttpHandler } from "msw";
import * as z from "zod";
import { jsonResponse, readJson } from "../envelope";
import type { MailReceiver, ReceivedMail } from "./receiver";

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

function mailHtml(mail: ReceivedMail): string {
  const files = mail.attachments
    .map(
      (a, i) =>
        `<li><a href="/__sim/mail/${mail.id}/attachments/${i}">${escape(a.fileName)}</a> (${escape(a.contentType)}, ${a.size} bytes)</li>`,
    )
    .join("");
  return `<article>
<h2>${escape(mail.subject)}</h2>
<dl>
<dt>Received</dt><dd>${escape(mail.receivedAt)}</dd>
<dt>From</dt><dd>${escape(mail.from)}</dd>
<dt>Reply to</dt><dd>${escape(mail.replyTo)}</dd>
<dt>To</dt><dd>${escape(mail.envelope.to.join(", "))}</dd>
<dt>Language</dt><dd>${escape(mail.language)}</dd>
</dl>
<pre>${escape(mail.text)}</pre>
<ul>${files}</ul>
</article>`;
}

const page = (mails: ReceivedMail[]) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Simulator mailbox</title>
<style>body{font:14px system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:.5rem 0}dt{font-weight:600;float:left;width:7rem}dd{margin-left:8rem}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}</style>
</head><body><h1>Mail the portal sent (${mails.length})</h1>
<p>The embedded simulator's SMTP receiver keeps the last 200 messages until it stops. JSON: <a href="/__sim/mail.json">/__sim/mail.json</a>.</p>
${mails.length ? [...mails].reverse().map(mailHtml).join("\n") : "<p>No mail yet.</p>"}
</body></html>`,
    { headers: { "Content-Type": "text/html; charset=utf-8" } },
  );

const RefuseBody = z
  .object({
    code: z.number().int().min(400).max(599).nullable(),
    match: z.string().max(200).default(""),
  })
  .strict();

/** The mailbox's simulator pages: /__sim/mail (HTML), /__sim/mail.json, an attachment, control. */
export function mailHandlers(receiver: MailReceiver): HttpHandler[] {
  return [
    http.get("*/__sim/mail", () => page(receiver.messages())),
    http.get("*/__sim/mail.json", () =>
      jsonResponse(
        receiver.messages().map((m) => ({
          ...m,
          attachments: m.attachments.map((a) => ({
            ...a,
            content: a.content.toString("base64"),
          })),
        })),
      ),
    ),
    http.get("*/__sim/mail/:id/attachments/:index", ({ params }) => {
      const mail = receiver.messages().find((m) => m.id === Number(params.id));
      const file = mail?.attachments[Number(params.index)];
      if (!file) return jsonResponse({ error: "Not Found" }, 404);
      return new Response(new Uint8Array(file.content), {
        headers: {
          "Content-Type": file.contentType,
          "Content-Disposition": `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`,
        },
      });
    }),
    // Tests make the relay refuse ({"code": 451, "match": "their-own-address"}) to see the portal
    // say that nothing was sent, without touching the other tests' mail.
    http.post("*/__sim/mail/refuse", async ({ request }) => {
      const parsed = RefuseBody.safeParse(await readJson(request));
      if (!parsed.success) return jsonResponse({ error: "Bad Request" }, 400);
      const { code, match } = parsed.data;
      receiver.refuse({ code, match });
      return jsonResponse({ refusing: code, match });
    }),
  ];
}

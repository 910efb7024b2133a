import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentMail } from "~/services/document-mail";
import { sendMail } from "~/services/mail-transport.server";
import { startMailReceiver, type MailReceiver } from "../../mocks/smtp/receiver";

// The real SMTP path: nodemailer to the simulator's receiver (smtp-server, mailparser).
let receiver: MailReceiver;
beforeAll(async () => {
  receiver = await startMailReceiver();
});
afterAll(() => receiver.close());

const message = (to: string[]) =>
  documentMail({
    from: "PAMHK Air <no-reply@pamhk.invalid>",
    to,
    language: "en-US",
    subject: "Travel documents",
    paragraphs: ["Dear traveller,"],
    documents: [{ fileName: "itinerary.pdf", content: Buffer.from("%PDF-1.7\n%%EOF\n") }],
  });

describe("mail receiver", () => {
  it("receives one message for every recipient and keeps it", async () => {
    const sent = await sendMail(message(["a@example.com", "b@example.com"]), receiver.url);
    expect(sent).toEqual({ ok: true, accepted: ["a@example.com", "b@example.com"], rejected: [] });
    const [mail] = receiver.messages().slice(-1);
    expect(mail!.envelope.to).toEqual(["a@example.com", "b@example.com"]);
    expect(mail!.attachments[0]!.content.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("a refused message is reported as not sent and kept nowhere", async () => {
    const before = receiver.messages().length;
    receiver.refuse({ code: 451, match: "refuse-me" });
    const sent = await sendMail(message(["ok@example.com", "refuse-me@example.com"]), receiver.url);
    expect(sent).toMatchObject({ ok: false, reason: "refused" });
    expect(receiver.messages()).toHaveLength(before);
    receiver.refuse({ code: null, match: "refuse-me" });
  });

  it("an unreachable relay is reported as such", async () => {
    const sent = await sendMail(message(["a@example.com"]), "smtp://127.0.0.1:1");
    expect(sent).toMatchObject({ ok: false, reason: "unreachable" });
  });
});

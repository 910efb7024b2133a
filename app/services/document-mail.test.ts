import { simpleParser } from "mailparser";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { documentMail, headerText } from "./document-mail";

// nodemailer's stream transport writes the exact bytes an SMTP relay would receive.
async function raw(options: ReturnType<typeof documentMail>): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = (await transport.sendMail(options)) as { message: Buffer };
  return info.message.toString("utf8");
}

const pdf = Buffer.from("%PDF-1.7\n% a booking\n%%EOF\n");
const base = {
  from: "PAMHK Air <no-reply@pamhk.invalid>",
  to: ["first@example.com", "mei@example.com"],
  language: "zh-HK",
  subject: "旅遊文件 – 預訂 BK1001（CHAN/TAI MAN）",
  paragraphs: ["親愛的旅客：", "附件為閣下預訂 BK1001 的文件。"],
  documents: [{ fileName: "itinerary-BK1001.pdf", content: pdf }],
  calendar: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n",
};

describe("documentMail", () => {
  it("is one message to every recipient with the PDFs and the calendar", async () => {
    const mail = await simpleParser(await raw(documentMail(base)));
    const to = Array.isArray(mail.to) ? mail.to : [mail.to!];
    expect(to.flatMap((a) => a.value.map((v) => v.address))).toEqual([
      "first@example.com",
      "mei@example.com",
    ]);
    expect(mail.subject).toBe(base.subject);
    expect(mail.headers.get("content-language")).toBe("zh-HK");
    expect(mail.text).toContain("親愛的旅客：\n\n附件為閣下預訂 BK1001 的文件。");
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      ["itinerary-BK1001.pdf", "application/pdf"],
      ["flights.ics", "text/calendar"],
    ]);
    expect(mail.attachments[0]!.content.equals(pdf)).toBe(true);
    expect(mail.attachments[1]!.content.toString()).toContain("BEGIN:VCALENDAR");
  });

  it("lets no name or subject start a header of its own", async () => {
    const text = await raw(
      documentMail({
        ...base,
        subject: "Documents\r\nBcc: victim@example.com\r\nX-Evil: 1",
        replyTo: { name: "Agent\nBcc: other@example.com", address: "agent@agency.example" },
        documents: [{ fileName: "a.pdf\r\nX-Evil: 2", content: pdf }],
      }),
    );
    const headers = text.slice(0, text.indexOf("\r\n\r\n"));
    expect(headers).not.toMatch(/^bcc:/im);
    expect(text).not.toMatch(/^x-evil:/im);
    const mail = await simpleParser(text);
    expect(mail.subject).toBe("Documents Bcc: victim@example.com X-Evil: 1");
    expect(mail.bcc).toBeUndefined();
    expect(mail.replyTo?.value).toEqual([
      { address: "agent@agency.example", name: "Agent Bcc: other@example.com" },
    ]);
  });

  it("headerText drops every control character", () => {
    expect(headerText("a\r\nb\u0000c\u2028d\te")).toBe("a b c d e");
  });
});

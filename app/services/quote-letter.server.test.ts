import { describe, expect, it } from "vitest";
import type { PenaltySummary } from "~/domain/air/penalties";
import {
  letterBlocks,
  quoteMail,
  type LetterOption,
  type LetterQuote,
} from "./quote-letter.server";

const penalties: PenaltySummary = {
  departureAirportCode: "HKG",
  arrivalAirportCode: "TPE",
  change: {
    beforeDeparture: { kind: "fee", amount: 500, currency: "HKD", per: "passenger" },
    afterDeparture: { kind: "notPermitted" },
  },
  refund: { beforeDeparture: { kind: "notPermitted" }, afterDeparture: { kind: "notPermitted" } },
  noShow: { kind: "unknown" },
};

const option = (position: number, fareTotal: number): LetterOption => ({
  position,
  currency: "HKD",
  fareTotal,
  feeTotal: 200,
  prices: [{ count: 2 }],
  legs: [
    {
      segments: [
        {
          airline: "CX",
          flightNumber: String(400 + position),
          classCode: "Y",
          cabin: "Y",
          from: "HKG",
          to: "TPE",
          departureDate: "2026-12-01",
          departureTime: "23:10",
          arrivalDate: "2026-12-02",
          arrivalTime: "01:05",
          baggage: "20 K",
        },
      ],
    },
  ],
  penalties: [penalties],
});

const quote = (language: LetterQuote["language"]): LetterQuote => ({
  language,
  agencyName: "Harbour <Travel>",
  clientName: "Chan Tai Man",
  note: "Window seats\nif possible",
  route: "HKG-TPE",
  expiresAt: Date.UTC(2026, 10, 29, 2, 0),
  timeZone: "Asia/Hong_Kong",
  options: [option(1, 7480), option(2, 7920), option(3, 9000)],
});

const envelope = { from: "Portal <no-reply@x.invalid>", to: "c@x.invalid", link: "http://p/q/T" };

describe("the quote letter", () => {
  it("shows one price per option, fare and fee together, penalties in plain words", () => {
    const text = letterBlocks(quote("en-US")).map((b) => b.text);
    expect(text).toContain(
      "HKD 7,680.00 in total for 2 passengers, taxes and service fee included",
    );
    expect(text.join("\n")).not.toContain("7,480");
    expect(text).toContain(
      "Changing the flights: HKD 500.00 per passenger before departure; not possible after departure",
    );
    expect(text).toContain("Cancelling for a refund: no refund");
    expect(text).toContain("Not turning up for the flight: ask us before booking");
    expect(text).toContain("Economy, class Y · checked baggage: 20 kg");
    expect(text).toContain(
      "Tue, Dec 1, 2026 · CX 402 · HKG 23:10 – TPE 01:05 (arrives Dec 2, 2026)",
    );
  });

  it("gives the validity in the agency's zone, with the zone", () => {
    const text = letterBlocks(quote("en-US")).map((b) => b.text);
    expect(text).toContain(
      "These prices can be held until Nov 29, 2026, 10:00 GMT+8. Fares are only guaranteed once booked.",
    );
  });

  it("writes the message in the client's language, HTML escaped, link in the body only", () => {
    const mail = quoteMail(quote("zh-HK"), envelope);
    expect(mail.subject).toBe("Harbour <Travel>：您的航班方案 HKG-TPE");
    expect(mail.headers).toEqual({ "Content-Language": "zh-HK" });
    expect(String(mail.html)).toContain('<html lang="zh-HK">');
    expect(String(mail.html)).toContain("Harbour &lt;Travel&gt;");
    expect(String(mail.html)).toContain('<a href="http://p/q/T">');
    expect(String(mail.text)).toContain("方案 2");
    expect(String(mail.text)).toContain("更改航班：出發前每位乘客 HKD 500.00；出發後不可更改");
    const [pdf] = mail.attachments ?? [];
    expect(pdf?.filename).toBe("航班方案.pdf");
    const bytes = pdf?.content as Buffer;
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(bytes.toString("latin1")).toContain("MSung-Light");
    expect(bytes.toString("latin1")).not.toContain("http://p/q/T");
  });
});

import { describe, expect, it } from "vitest";
import { parseForm } from "./parse-form";
import { recipientsOf, SendDocumentsSchema } from "./send-documents";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of [
    ["intent", "sendDocuments"],
    ["bookingId", "B1"],
    ["language", "zh-HK"],
    ...entries,
  ])
    data.append(k, v);
  return parseForm(data, SendDocumentsSchema);
};
const errors = (entries: [string, string][]) => {
  const parsed = form(entries);
  expect(parsed.status).toBe("error");
  return parsed.reply().error ?? {};
};

describe("SendDocumentsSchema", () => {
  it("takes documents, ticked and typed addresses, a language and a note", () => {
    const parsed = form([
      ["documents", "itinerary"],
      ["documents", "eTicket"],
      ["documents", "invoice:1001"],
      ["recipients", "first@example.com"],
      ["recipients", "mei@example.com"],
      ["otherAddresses", "boss@agency.example,\nFIRST@example.com; x@y.example"],
      ["note", "  Have a good trip  "],
    ]);
    expect(parsed.status).toBe("success");
    if (parsed.status !== "success") return;
    expect(parsed.value.documents).toEqual(["itinerary", "eTicket", "invoice:1001"]);
    expect(parsed.value.note).toBe("Have a good trip");
    expect(parsed.value.language).toBe("zh-HK");
    // The same address twice (any case) is one recipient.
    expect(recipientsOf(parsed.value)).toEqual([
      "first@example.com",
      "mei@example.com",
      "boss@agency.example",
      "x@y.example",
    ]);
  });

  it("asks for a document and a recipient", () => {
    expect(errors([])).toEqual({
      documents: ["booking:sendDocuments.errors.NO_DOCUMENT"],
      recipients: ["booking:sendDocuments.errors.NO_RECIPIENT"],
    });
  });

  it("names every typed address that is not one, in one message", () => {
    expect(
      errors([
        ["documents", "itinerary"],
        ["otherAddresses", "ok@example.com, not-an-address\nalso@bad"],
      ]),
    ).toEqual({
      otherAddresses: [
        "booking:sendDocuments.errors.BAD_ADDRESSES?addresses=not-an-address%2C+also%40bad",
      ],
    });
  });

  it("refuses a ticked address that is not one, and a name or line break in one", () => {
    const bad = errors([
      ["documents", "itinerary"],
      ["recipients", "Mei <mei@example.com>"],
      ["recipients", "mei@example.com\r\nBcc: all@example.com"],
    ]);
    expect(bad["recipients[0]"]).toEqual(["validation.EMAIL_FORMAT"]);
    expect(bad["recipients[1]"]).toEqual(["validation.EMAIL_FORMAT"]);
  });

  it("allows at most 10 recipients in all", () => {
    const typed = Array.from({ length: 9 }, (_, i) => `p${i}@example.com`).join(",");
    expect(
      form([
        ["documents", "itinerary"],
        ["recipients", "first@example.com"],
        ["otherAddresses", typed],
      ]).status,
    ).toBe("success");
    expect(
      errors([
        ["documents", "itinerary"],
        ["recipients", "first@example.com"],
        ["otherAddresses", `${typed},one-more@example.com`],
      ]),
    ).toEqual({ recipients: ["booking:sendDocuments.errors.TOO_MANY?max=10&count=11"] });
  });

  it("knows only the documents a booking has and the portal's languages", () => {
    const bad = errors([
      ["documents", "../../etc/passwd"],
      ["recipients", "first@example.com"],
      ["language", "fr-FR"],
    ]);
    expect(Object.keys(bad).sort()).toEqual(["documents[0]", "language"]);
  });

  it("keeps the note short", () => {
    expect(
      errors([
        ["documents", "itinerary"],
        ["recipients", "first@example.com"],
        ["note", "x".repeat(501)],
      ]),
    ).toEqual({ note: ["validation.LENGTH_GREATER?max=500"] });
  });
});

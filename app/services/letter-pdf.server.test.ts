import { inflateSync } from "node:zlib";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { letterPdf } from "./letter-pdf.server";

/** The text drawn, line by line: Helvetica runs as Latin-1, the CJK font's as UCS-2. */
function drawn(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const out: string[] = [];
  for (const m of raw.matchAll(/>>\nstream\n/g)) {
    const start = m.index + m[0].length;
    const ops = inflateSync(pdf.subarray(start, raw.indexOf("\nendstream", start))).toString(
      "latin1",
    );
    for (const t of ops.matchAll(/\/(F\d) [\d.]+ Tf [\d. ]+ Td <([0-9a-f]*)> Tj/g)) {
      const bytes = Buffer.from(t[2]!, "hex");
      out.push(
        t[1] === "F3"
          ? bytes.swap16().toString("utf16le")
          : new TextDecoder("windows-1252").decode(bytes),
      );
    }
  }
  return out;
}

describe("letter PDFs", () => {
  it("is a PDF a reader opens, with its pages and title", async () => {
    const lines = Array.from({ length: 120 }, (_, i) => ({ text: `Line ${i + 1}` }));
    const pdf = letterPdf(lines, "en-US", "Your quote");
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBe(3);
    expect(doc.getTitle()).toBe("Your quote");
    expect(drawn(pdf)).toEqual(lines.map((l) => l.text));
  });

  it("draws Traditional Chinese with the traditional CJK font, Latin with Helvetica", () => {
    const pdf = letterPdf(
      [{ text: "報價 CX 400 港幣 7,480" }, { text: "Option 1", bold: true }],
      "zh-HK",
      "報價",
    );
    expect(pdf.toString("latin1")).toContain("/BaseFont /MSung-Light-UniCNS-UCS2-H");
    expect(drawn(pdf)).toEqual(["報價 CX 400 港幣 7,480", "Option 1"]);
  });

  it("uses the simplified font for zh-CN and wraps long lines inside the margins", () => {
    const long = "改期：每位乘客港币500元，出发后不允许。".repeat(8);
    const pdf = letterPdf([{ text: long }], "zh-CN", "报价");
    expect(pdf.toString("latin1")).toContain("/BaseFont /STSong-Light-UniGB-UCS2-H");
    const lines = drawn(pdf);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join("")).toBe(long);
  });
});

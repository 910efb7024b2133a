// A plain-text PDF of a few pages, written without a library (docs/decisions/0104-quotes-sent-to-
// clients.md): Chinese text uses the standard CJK fonts every PDF reader carries (STSong-Light
// for simplified, MSung-Light for traditional characters, with the UCS-2 encodings), so no font
// file is embedded and the message stays small; Latin-only lines use Helvetica.
import { deflateSync } from "node:zlib";
import type { Locale } from "~/domain/locales";

export type PdfLine = { text: string; size?: number; bold?: boolean; gapBefore?: number };

const PAGE = { width: 595, height: 842, margin: 50 };

const CJK = {
  "zh-CN": { base: "STSong-Light", ordering: "GB1", encoding: "UniGB-UCS2-H" },
  "zh-HK": { base: "MSung-Light", ordering: "CNS1", encoding: "UniCNS-UCS2-H" },
} as const;

// WinAnsi is Latin-1 plus a few typographic marks in 0x80-0x9f.
const WIN_ANSI: Record<string, number> = {
  "€": 0x80,
  "•": 0x95,
  "–": 0x96,
  "—": 0x97,
  "‘": 0x91,
  "’": 0x92,
  "“": 0x93,
  "”": 0x94,
};

/** Helvetica's WinAnsi covers Latin-1 and those marks; anything else is drawn with the CJK font. */
const latinOnly = (text: string) =>
  [...text].every((c) => /[\x20-\x7e\xa0-\xff]/.test(c) || c in WIN_ANSI);

const hexLatin = (text: string) =>
  [...text].map((c) => (WIN_ANSI[c] ?? c.charCodeAt(0)).toString(16).padStart(2, "0")).join("");
// UCS-2 big-endian; characters beyond the Basic Multilingual Plane have no code there.
const hexUcs2 = (text: string) =>
  [...text]
    .filter((c) => c.codePointAt(0)! <= 0xffff)
    .map((c) => c.codePointAt(0)!.toString(16).padStart(4, "0"))
    .join("");

/** Width in points, close enough to wrap: CJK full width, Latin about half. */
const widthOf = (text: string, size: number) =>
  [...text].reduce((w, c) => w + (c.codePointAt(0)! > 0x2e7f ? 1 : 0.55) * size, 0);

function wrap(text: string, size: number, max: number): string[] {
  const out: string[] = [];
  let line = "";
  // Words for Latin text, single characters for CJK (which breaks anywhere).
  for (const piece of text.match(/[\u2e80-\uffff]|[^\s\u2e80-\uffff]+\s*|\s+/g) ?? []) {
    if (line && widthOf(line + piece.trimEnd(), size) > max) {
      out.push(line.trimEnd());
      line = piece.trimStart();
    } else line += piece;
  }
  if (line.trim() || out.length === 0) out.push(line.trimEnd());
  return out;
}

export function letterPdf(lines: readonly PdfLine[], language: Locale, title: string): Buffer {
  const cjk = CJK[language === "zh-HK" ? "zh-HK" : "zh-CN"];
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const l of lines) {
    const size = l.size ?? 10;
    y -= l.gapBefore ?? 0;
    for (const part of wrap(l.text, size, PAGE.width - 2 * PAGE.margin)) {
      if (y - size < PAGE.margin) {
        pages.push([]);
        y = PAGE.height - PAGE.margin;
      }
      y -= size * 1.4;
      const font = latinOnly(part) ? (l.bold ? "/F2" : "/F1") : "/F3";
      const hex = font === "/F3" ? hexUcs2(part) : hexLatin(part);
      pages.at(-1)!.push(`BT ${font} ${size} Tf ${PAGE.margin} ${y.toFixed(1)} Td <${hex}> Tj ET`);
    }
  }

  // Objects: 1 catalog, 2 page tree, 3-6 fonts, 7 info, then a page and its content per page.
  const objects: (string | Buffer)[] = [];
  const pageIds = pages.map((_, i) => 8 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pages.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] =
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  objects[5] =
    `<< /Type /Font /Subtype /Type0 /BaseFont /${cjk.base}-${cjk.encoding} /Encoding /${cjk.encoding}` +
    ` /DescendantFonts [<< /Type /Font /Subtype /CIDFontType0 /BaseFont /${cjk.base}` +
    ` /CIDSystemInfo << /Registry (Adobe) /Ordering (${cjk.ordering}) /Supplement 4 >>` +
    ` /FontDescriptor 6 0 R /DW 1000 /W [1 95 500] >>] >>`;
  objects[6] =
    `<< /Type /FontDescriptor /FontName /${cjk.base} /Flags 6 /FontBBox [-25 -254 1000 880]` +
    " /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>";
  objects[7] = `<< /Title <feff${hexUcs2(title)}> /Producer (PAMHK portal) >>`;
  pages.forEach((ops, i) => {
    const content = deflateSync(Buffer.from(ops.join("\n"), "latin1"));
    objects[pageIds[i]] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}]` +
      ` /Resources << /Font << /F1 3 0 R /F2 4 0 R /F3 5 0 R >> >> /Contents ${pageIds[i] + 1} 0 R >>`;
    objects[pageIds[i] + 1] = Buffer.concat([
      Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, "latin1"),
      content,
      Buffer.from("\nendstream", "latin1"),
    ]);
  });

  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = chunks[0].length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    const body = objects[id];
    const chunk = Buffer.concat([
      Buffer.from(`${id} 0 obj\n`, "latin1"),
      typeof body === "string" ? Buffer.from(body, "latin1") : body,
      Buffer.from("\nendobj\n", "latin1"),
    ]);
    offsets[id] = offset;
    offset += chunk.length;
    chunks.push(chunk);
  }
  const xref = [
    `xref\n0 ${objects.length}\n0000000000 65535 f \n`,
    ...offsets.slice(1).map((o) => `${String(o).padStart(10, "0")} 00000 n \n`),
    `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join("");
  chunks.push(Buffer.from(xref, "latin1"));
  return Buffer.concat(chunks);
}

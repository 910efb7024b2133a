// Importing travellers from a CSV or XLSX file (docs/decisions/0101-traveller-directory.md): one
// traveller a row, columns named by the header row; each row checked by the traveller form's own
// schema; the good rows written in one transaction, the others reported with their problems.
import type { SignedIn } from "~/auth/guard.server";
import { database } from "~/db/database.server";
import { insertTravellers } from "~/db/travellers.server";
import { type IMPORT_COLUMNS, IMPORT_MAX_ROWS } from "~/domain/travellers";
import { TravellerSchema } from "~/forms/travellers";
import { recordActivity } from "../activity.server";
import { newTravellerRows } from "./directory.server";

export type ImportReport =
  | { ok: true; imported: number; refused: { row: number; problems: string[] }[] }
  | { ok: false; error: "badFile" | "tooMany" };

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF; a leading BOM is dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  const s = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < s.length; i += 1) {
    const c = s[i];
    if (quoted) {
      if (c === '"' && s[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && s[i + 1] === "\n") i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length) rows.push([...row, field]);
  return rows.filter((r) => r.some((v) => v.trim() !== ""));
}

async function readXlsx(bytes: ArrayBuffer): Promise<string[][]> {
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes);
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (r) => {
    const values: string[] = [];
    for (let c = 1; c <= r.cellCount; c += 1) {
      const v = r.getCell(c).value;
      values.push(
        v instanceof Date
          ? v.toISOString().slice(0, 10)
          : v === null || v === undefined
            ? ""
            : typeof v === "object"
              ? String((v as { text?: unknown }).text ?? "")
              : String(v),
      );
    }
    rows.push(values);
  });
  return rows;
}

/** The file's rows (header first), or why it cannot be read. */
export async function readRows(file: File): Promise<string[][] | "badFile"> {
  try {
    const isXlsx = /\.xlsx$/i.test(file.name) || file.type.includes("spreadsheetml");
    return isXlsx ? await readXlsx(await file.arrayBuffer()) : parseCsv(await file.text());
  } catch {
    return "badFile";
  }
}

/** Checks and writes the rows (the first names the columns); returns the per-row report. */
export async function importTravellers(
  ctx: Pick<SignedIn, "user">,
  rows: string[][],
  now = new Date(),
): Promise<ImportReport> {
  const [header, ...body] = rows;
  if (!header) return { ok: false, error: "badFile" };
  if (body.length > IMPORT_MAX_ROWS) return { ok: false, error: "tooMany" };
  const at = new Map(header.map((h, i) => [h.trim().toLowerCase(), i]));
  if (!at.has("surname")) return { ok: false, error: "badFile" };
  const cell = (r: string[], name: string) => (r[at.get(name.toLowerCase()) ?? -1] ?? "").trim();
  const refused: { row: number; problems: string[] }[] = [];
  const people = [];
  const documents = [];
  for (const [i, r] of body.entries()) {
    const v = (name: (typeof IMPORT_COLUMNS)[number]) => cell(r, name);
    const parsed = TravellerSchema.safeParse({
      intent: "save",
      nameTitle: v("title").toUpperCase(),
      surname: v("surname") || undefined,
      givenNames: v("givenNames"),
      birthDate: v("birthDate"),
      gender: v("gender").toUpperCase(),
      nationality: v("nationality"),
      email: v("email"),
      telephone: v("telephone"),
      documents: v("docNumber")
        ? [
            {
              type: (v("docType") || "PP").toUpperCase(),
              number: v("docNumber"),
              issuingCountry: v("docCountry"),
              expiry: v("docExpiry"),
            },
          ]
        : [],
      frequentFlyer:
        v("ffAirline") || v("ffNumber") ? [{ airline: v("ffAirline"), number: v("ffNumber") }] : [],
      mealPreference: v("meal"),
      seatPreference: v("seat"),
      notes: v("notes"),
    });
    if (!parsed.success) {
      refused.push({
        // The file's own row number: the header is row 1.
        row: i + 2,
        problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`),
      });
      continue;
    }
    const { row, documents: docs } = newTravellerRows(ctx.user.companyCode, parsed.data, now);
    people.push(row);
    documents.push(...docs);
  }
  if (people.length) {
    await insertTravellers(await database(), people, documents);
    await recordActivity(
      { user: ctx.user },
      {
        action: "travellersImported",
        target: { kind: "traveller", id: `import:${people.length}` },
      },
    );
  }
  return { ok: true, imported: people.length, refused };
}

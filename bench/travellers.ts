// The traveller directory's figures (docs/decisions/0101-traveller-directory.md): the directory's
// search over 20,000 travellers of one company (server time: the page's service call, p50/p95,
// by name, by a document's last 4, by e-mail, unfiltered), and importing 1,000 travellers from a
// CSV and from an XLSX file (read, check, seal, write). Embedded PostgreSQL (PGlite) in memory,
// then a real PostgreSQL; --explain prints each search's plans (EXPLAIN ANALYZE).
// Usage: npx tsx bench/travellers.ts [--no-postgres] [--explain] [--runs N] [--size N]
//   (BENCH_PORT + 2 is the PostgreSQL port)
import { randomBytes } from "node:crypto";
process.env.TRAVELLER_DATA_KEY ??= randomBytes(32).toString("base64");
process.env.SESSION_STORE ??= "memory";

const { sql } = await import("drizzle-orm");
const { closeDatabase, database } = await import("../app/db/database.server");
const { travellerSearchQueries } = await import("../app/db/travellers.server");
const { stopActivityJobs } = await import("../app/services/activity.server");
const { directoryPage } = await import("../app/services/travellers/directory.server");
const { TRAVELLERS_PER_PAGE } = await import("../app/domain/travellers");
const { importTravellers, parseCsv, readRows } =
  await import("../app/services/travellers/import.server");
const { localPostgres } = await import("../scripts/local-postgres");
const { positive, readFlags } = await import("./args");

const flags = readFlags({
  "no-postgres": { type: "boolean", default: false },
  explain: { type: "boolean", default: false },
  runs: { type: "string", default: "100" },
  size: { type: "string", default: "20000" },
});
const RUNS = positive(flags.runs, "runs");
const SIZE = positive(flags.size, "size");

const at = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
const ms = (n: number) => `${n.toFixed(1)} ms`;

const SURNAMES = ["CHAN", "WONG", "LEE", "CHEUNG", "LAU", "HO", "NG", "LEUNG", "SZETO", "YIP"];
const header =
  "surname,givenNames,title,birthDate,email,nationality,docNumber,docCountry,docExpiry,ffAirline,ffNumber";
const line = (i: number, tag: string) =>
  [
    `${SURNAMES[i % SURNAMES.length]}${tag}${i}`,
    `TAI MAN ${i}`,
    "MR",
    `19${50 + (i % 50)}-0${1 + (i % 9)}-1${i % 10}`,
    `t${tag.toLowerCase()}${i}@example.com`,
    "HK",
    `K${String(1_000_000 + i)}`,
    "HK",
    "2031-01-01",
    "CX",
    String(1_000_000 + i),
  ].join(",");
const csvOf = (from: number, count: number, tag: string) =>
  [header, ...Array.from({ length: count }, (_, k) => line(from + k, tag))].join("\n");

const user = { id: "1", loginName: "bench", surname: "Bench", givenName: "", companyCode: "BENCH" };
const ctx = { user: { ...user, bookingAgent: true } } as never;

async function measure(label: string) {
  const db = await database();
  let t = performance.now();
  for (let from = 0; from < SIZE; from += 2000)
    await importTravellers(ctx, parseCsv(csvOf(from, Math.min(2000, SIZE - from), "")));
  console.log(`seeded ${SIZE} travellers in ${ms(performance.now() - t)}`);

  // Import: 1,000 travellers from CSV, then from XLSX (exceljs writes the file first, untimed).
  t = performance.now();
  const csvReport = await importTravellers(ctx, parseCsv(csvOf(0, 1000, "CSV")));
  const csvMs = performance.now() - t;
  const { default: ExcelJS } = await import("exceljs");
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("travellers");
  for (const row of parseCsv(csvOf(0, 1000, "XLSX"))) sheet.addRow(row);
  const bytes = await book.xlsx.writeBuffer();
  t = performance.now();
  const rows = await readRows(new File([bytes], "travellers.xlsx"));
  if (rows === "badFile") throw new Error("the bench's XLSX was not read");
  const xlsxReport = await importTravellers(ctx, rows);
  const xlsxMs = performance.now() - t;
  const count = (r: Awaited<ReturnType<typeof importTravellers>>) =>
    r.ok ? `${r.imported} imported, ${r.refused.length} refused` : r.error;
  console.log(`import 1,000 from CSV:  ${ms(csvMs)} (${count(csvReport)})`);
  console.log(`import 1,000 from XLSX: ${ms(xlsxMs)} (${count(xlsxReport)})`);

  // Search: the directory page's service call, as the loader makes it.
  const searches: [string, string][] = [
    ["name (substring)", "tai man 1234"],
    ["surname prefix", "szeto"],
    ["document last 4", "4321"],
    ["e-mail prefix", "t12345@"],
    ["no query, page 50", ""],
  ];
  console.log(`\n${label}: search over ${SIZE + 2000} travellers, ${RUNS} runs each (server time)`);
  for (const [name, q] of searches) {
    const times: number[] = [];
    if (flags.explain && q) {
      const queries = travellerSearchQueries(db, "BENCH", q, 0, TRAVELLERS_PER_PAGE);
      console.log(
        `--- ${label}, ${name}, the page\n${planText(await db.execute(sql`explain analyze ${queries.rows.getSQL()}`))}`,
      );
      console.log(
        `--- ${label}, ${name}, the count\n${planText(await db.execute(sql`explain analyze ${queries.count}`))}`,
      );
    }
    for (let i = 0; i < RUNS; i += 1) {
      const s = performance.now();
      await directoryPage(ctx, { q, page: q ? 1 : 50 });
      times.push(performance.now() - s);
    }
    console.log(`${name.padEnd(20)} p50 ${ms(at(times, 0.5))}  p95 ${ms(at(times, 0.95))}`);
  }
  await closeDatabase();
}

function planText(result: unknown): string {
  const { rows } = result as { rows: Record<string, string>[] };
  return rows.map((r) => Object.values(r)[0]).join("\n");
}

process.env.DATABASE_DIR = "memory://";
await measure("embedded (PGlite)");
if (!flags["no-postgres"]) {
  const postgres = localPostgres(Number(process.env.BENCH_PORT ?? 3900) + 2);
  postgres.start();
  try {
    process.env.DATABASE_URL = postgres.url;
    await measure("PostgreSQL");
  } finally {
    postgres.stop();
  }
}
await stopActivityJobs();

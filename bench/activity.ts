// Issue 33 figures: what writing one activity event costs (p95, embedded and real PostgreSQL),
// and the audit log's filtered page over 100,000 events (server time, the page's two queries).
// Usage: npx tsx bench/activity.ts [--no-postgres]   (BENCH_PORT + 1 is the PostgreSQL port)
import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { insertEvents, logPage } from "../app/db/activity.server";
import { openDatabase, type DatabaseOptions } from "../app/db/database.server";

const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)];
const ms = (n: number) => `${n.toFixed(2)} ms`;

async function measure(label: string, opts: DatabaseOptions) {
  const { db, close } = await openDatabase(opts);
  const row = (i: number) => ({
    id: `bench-${label}-${i}-${Math.random()}`,
    occurredAt: new Date(),
    companyCode: "BENCH",
    userId: "1",
    userLogin: "agent",
    userName: "Agent",
    action: "issueTicket",
    targetKind: "booking",
    targetId: String(100000 + (i % 500)),
    outcome: "done",
  });
  const writes: number[] = [];
  for (let i = 0; i < 500; i++) {
    const t = performance.now();
    await insertEvents(db, [row(i)]);
    writes.push(performance.now() - t);
  }
  // 100,000 events over two years, 20 users, the 19 actions, one in ten refused.
  await db.execute(sql`
    insert into activity_events (id, occurred_at, company_code, user_id, user_login, user_name,
      action, target_kind, target_id, outcome, error_code)
    select 'seed-' || g, now() - (g * interval '10 minutes'), case when g % 5 = 0 then 'OTHER' else 'BENCH' end,
      (g % 20)::text, 'user' || (g % 20), 'User ' || (g % 20),
      (array['book','cancel','issueTicket','refund','modifyTraveller','rebook','ancillaryChange',
        'scheduleChangeAccepted','orderCreated','ticketsVoided','accountCreated','accountEdited',
        'accountEnabled','accountDisabled','rolesChanged','passwordReset','signIn','signInFailed',
        'signOut'])[1 + g % 19],
      'booking', (100000 + g % 5000)::text,
      case when g % 10 = 0 then 'refused' else 'done' end,
      case when g % 10 = 0 then '3/187' end
    from generate_series(1, 100000) g`);
  await db.execute(sql`analyze activity_events`);
  const filters = {
    "company, page 1": { companyCode: "BENCH" },
    "user + action": { companyCode: "BENCH", userLogin: "user3", action: "issueTicket" },
    "outcome + 30 days": {
      companyCode: "BENCH",
      outcome: "refused",
      from: new Date(Date.now() - 30 * 86_400_000),
    },
    "page 500": { companyCode: "BENCH", offset: 4990 },
  } as const;
  const pages: string[] = [];
  for (const [name, f] of Object.entries(filters)) {
    const times: number[] = [];
    const { offset = 0, ...filter } = f as typeof f & { offset?: number };
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      await logPage(db, filter, offset, 10);
      times.push(performance.now() - t);
    }
    pages.push(`${name} p95 ${ms(p95(times))}`);
  }
  console.log(
    `[measure] ${label}: event write p95 ${ms(p95(writes))} (500 writes); audit log page over 100,000 events: ${pages.join("; ")}`,
  );
  await close();
}

await measure("embedded (PGlite)", { dir: "memory://" });

if (!process.argv.includes("--no-postgres")) {
  const port = Number(process.env.BENCH_PORT ?? 3900) + 1;
  const bin = join("/usr/lib/postgresql", readdirSync("/usr/lib/postgresql").sort().at(-1)!, "bin");
  const dir = mkdtempSync(join(tmpdir(), "bench-pg-"));
  const asPostgres = (cmd: string, args: string[]) =>
    process.getuid?.() === 0
      ? execFileSync("runuser", ["-u", "postgres", "--", cmd, ...args], { stdio: "pipe" })
      : execFileSync(cmd, args, { stdio: "pipe" });
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres:postgres", dir]);
  asPostgres(join(bin, "initdb"), ["-D", dir, "-A", "trust", "-U", "portal"]);
  asPostgres(join(bin, "pg_ctl"), [
    "-D",
    dir,
    "-o",
    `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`,
    "-l",
    join(dir, "log"),
    "-w",
    "start",
  ]);
  try {
    await measure("PostgreSQL 15", { url: `postgresql://portal@127.0.0.1:${port}/postgres` });
  } finally {
    asPostgres(join(bin, "pg_ctl"), ["-D", dir, "-m", "fast", "-w", "stop"]);
  }
}

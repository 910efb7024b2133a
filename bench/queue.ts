// The work queue's page and menu count with 10,000 open items in one company (targets: the page's
// server time <= 50 ms p95, the menu count <= 2 ms): the page's database work as its loader runs
// it when no derivation is due (the list, the assignees, the fresh count), per view and filter;
// the menu count cached in the store (what every page pays) and counted afresh (every 30 s per
// user). Embedded and real PostgreSQL.
// Usage: npx tsx bench/queue.ts [--no-postgres] [--explain] [--runs N]
//   (BENCH_PORT + 2 is the PostgreSQL port)
import { sql } from "drizzle-orm";
import { logUsers } from "../app/db/activity.server";
import { closeDatabase, database, type DatabaseOptions } from "../app/db/database.server";
import {
  countItems,
  countItemsByKind,
  kindCountsQuery,
  listItems,
  type ItemFilter,
} from "../app/db/queue.server";
import { createKeyValueStore } from "../app/store/kv-store.server";
import { localPostgres } from "../scripts/local-postgres";
import { positive, readFlags } from "./args";

const flags = readFlags({
  "no-postgres": { type: "boolean", default: false },
  explain: { type: "boolean", default: false },
  runs: { type: "string", default: "100" },
});
const RUNS = positive(flags.runs, "runs");

const at = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!;
const ms = (n: number) => `${n.toFixed(2)} ms`;
const p50p95 = (values: number[]) => `p50 ${ms(at(values, 0.5))} p95 ${ms(at(values, 0.95))}`;

async function timed(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const t = performance.now();
    await run();
    // The first five warm the caches and are not counted.
    if (i >= 5) times.push(performance.now() - t);
  }
  return times;
}

const KINDS = [
  "ticketingDue",
  "fareDue",
  "pastDeadline",
  "voidWindow",
  "airlineChange",
  "refundPending",
  "reminder",
];

async function measure(label: string, opts: DatabaseOptions) {
  const db = await database(opts);
  // 10,000 open items of company BENCH: 7 kinds, 20 owners (one in ten nobody's), due from three
  // days ago to ten days ahead, one in twenty snoozed; 40,000 open items of another company;
  // 40,000 done items of BENCH's past. Some activity, so the assignee list has users. In inserts
  // of 10,000, each well within the pool's 5 s query time-out on a busy machine.
  for (let from = 1; from <= 90_000; from += 10_000)
    await db.execute(sql`
    insert into queue_items (id, company_code, kind, booking_id, due, state, snoozed_until, owner,
      created_by, record_locator, travellers, route, created_at)
    select 'q-' || g,
      case when g <= 10000 or g > 50000 then 'BENCH' else 'OTHER' end,
      (array[${sql.raw(KINDS.map((k) => `'${k}'`).join(","))}])[1 + g % 7],
      (200000 + g)::text,
      now() + ((g % 312) - 72) * interval '1 hour',
      case when g > 50000 then 'done' when g % 20 = 0 then 'snoozed' else 'open' end,
      case when g % 20 = 0 then now() + interval '1 hour' end,
      case when g % 10 = 0 then null else 'user' || (g % 20) end,
      'user' || (g % 20), 'L' || g, 'SURNAME/GIVEN NAME', 'HKG-LHR, LHR-HKG', now()
    from generate_series(${from}::int, ${from + 9_999}::int) g`);
  await db.execute(sql`
    insert into activity_events (id, occurred_at, company_code, user_id, user_login, user_name,
      action, target_kind, target_id, outcome)
    select 'qa-' || g, now(), 'BENCH', (g % 20)::text, 'user' || (g % 20), 'User', 'signIn',
      'account', 'user' || (g % 20), 'done'
    from generate_series(1, 2000) g`);
  await db.execute(sql`vacuum analyze queue_items`);
  await db.execute(sql`vacuum analyze activity_events`);

  const now = () => new Date();
  const endOfToday = () => new Date(Date.now() + 12 * 3_600_000);
  const views: Record<string, ItemFilter> = {
    "admin, team queue": { companyCode: "BENCH" },
    "admin, team, kind": { companyCode: "BENCH", kind: "airlineChange" },
    "admin, team, overdue": { companyCode: "BENCH", dueBefore: now() },
    "agent, my queue": {
      companyCode: "BENCH",
      viewer: { login: "user3", colleagues: true },
      owner: "user3",
    },
    "agent, team, today": {
      companyCode: "BENCH",
      viewer: { login: "user3", colleagues: false },
      dueBefore: endOfToday(),
    },
  };
  const lines: string[] = [];
  for (const [name, filter] of Object.entries(views)) {
    if (flags.explain) {
      const plan = await db.execute(sql`explain analyze ${listItems(db, filter, now()).getSQL()}`);
      console.log(`--- ${label} ${name}\n${planText(plan)}`);
      const counts = await db.execute(
        sql`explain analyze ${kindCountsQuery(db, filter, now()).getSQL()}`,
      );
      console.log(`--- ${label} ${name}, counts per kind\n${planText(counts)}`);
    }
    // The loader's database work: the list, each kind's count, the assignees and the fresh menu
    // count, together.
    const times = await timed(RUNS, () =>
      Promise.all([
        listItems(db, filter, now()),
        countItemsByKind(db, filter, now()),
        logUsers(db, "BENCH"),
        countItems(db, { companyCode: "BENCH", owner: "user3" }, now()),
      ]),
    );
    lines.push(`  queue page, ${name}: ${p50p95(times)}`);
  }
  // Its parts, one at a time, for the whole company's list.
  const list = await timed(RUNS, () => listItems(db, { companyCode: "BENCH" }, now()));
  const kinds = await timed(RUNS, () => countItemsByKind(db, { companyCode: "BENCH" }, now()));
  const users = await timed(RUNS, () => logUsers(db, "BENCH"));
  lines.push(
    `  its parts: the list of 200 ${p50p95(list)}; the counts per kind ${p50p95(kinds)}; ` +
      `the assignees ${p50p95(users)}`,
  );
  const recount = await timed(RUNS, () =>
    countItems(db, { companyCode: "BENCH", owner: "user3" }, now()),
  );
  console.log(
    `[measure] ${label}, 10,000 open items in the company (${RUNS} runs):\n${lines.join("\n")}\n` +
      `  menu count afresh (once per user and 30 s): ${p50p95(recount)}`,
  );
  await closeDatabase();
}

/** The menu count as every page reads it: one store get of the cached number. */
async function cachedCount() {
  const store = createKeyValueStore({ kind: "memory", namespace: "bench" });
  await store.set("queue:count:BENCH:user3", 42, 30);
  const times = await timed(RUNS * 10, () => store.get("queue:count:BENCH:user3"));
  console.log(`[measure] menu count from the store (memory), every page: ${p50p95(times)}`);
}

function planText(result: unknown): string {
  const { rows } = result as { rows: Record<string, string>[] };
  return rows.map((r) => Object.values(r)[0]).join("\n");
}

await cachedCount();
await measure("embedded (PGlite)", { dir: "memory://" });

if (!flags["no-postgres"]) {
  const postgres = localPostgres(Number(process.env.BENCH_PORT ?? 3900) + 2);
  postgres.start();
  try {
    await measure("PostgreSQL", { url: postgres.url });
  } finally {
    postgres.stop();
  }
}

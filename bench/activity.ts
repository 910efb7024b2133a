// Issue 33 figures (0085): what recording an event adds to an action (p50/p95) and what the
// database write behind it costs; the audit log's filtered page over 100,000 events (server time:
// the page's three queries); a booking with 500 events, its timeline's first 20 and its notes.
// Embedded and real PostgreSQL.
// Usage: npx tsx bench/activity.ts [--no-postgres] [--explain] [--runs N]
//   (BENCH_PORT + 1 is the PostgreSQL port)
import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "drizzle-orm";
import {
  bookingEvents,
  bookingEventsQuery,
  bookingNotesOf,
  insertEvents,
  logPage,
  logRowsQuery,
  logUsers,
  type LogFilter,
} from "../app/db/activity.server";
import { closeDatabase, database, type DatabaseOptions } from "../app/db/database.server";
import { activityWritten, recordActivity } from "../app/services/activity.server";
import { localPostgres } from "../scripts/local-postgres";
import { positive, readFlags } from "./args";

const flags = readFlags({
  "no-postgres": { type: "boolean", default: false },
  explain: { type: "boolean", default: false },
  runs: { type: "string", default: "50" },
});
const RUNS = positive(flags.runs, "runs");
const EXPLAIN = flags.explain;

const at = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))];
const ms = (n: number) => `${n.toFixed(2)} ms`;
const p50p95 = (values: number[]) => `p50 ${ms(at(values, 0.5))} p95 ${ms(at(values, 0.95))}`;

async function timed(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run();
    times.push(performance.now() - t);
  }
  return times;
}

const user = { id: "1", loginName: "agent", surname: "Agent", givenName: "", companyCode: "BENCH" };

async function measure(label: string, opts: DatabaseOptions) {
  const db = await database(opts);
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
  // The database write alone (before 0085 the action awaited it).
  let i = 0;
  const inserts = await timed(500, () => insertEvents(db, [row(i++)]));
  // What the action awaits now: queueing its event. Actions 2 ms apart, so the writer's
  // batches run between them as they would on a busy instance.
  const actions: number[] = [];
  for (let n = 0; n < 500; n++) {
    const t = performance.now();
    await recordActivity(
      { user },
      { action: "issueTicket", target: { kind: "booking", id: String(100000 + (n % 500)) } },
    );
    actions.push(performance.now() - t);
    await sleep(2);
  }
  await activityWritten();

  // 100,000 events over two years, 20 users, the 19 actions, one in five of another company, one
  // in ten refused (all of the bench's company, so the outcome filter finds some); in 10 inserts,
  // each well within the pool's 5 s query time-out on a busy machine.
  for (let from = 1; from <= 100_000; from += 10_000)
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
      case when g % 10 = 3 then 'refused' else 'done' end,
      case when g % 10 = 3 then '3/187' end
    from generate_series(${from}::int, ${from + 9_999}::int) g`);
  // One booking with 500 events over its versions, spread over the two years.
  await db.execute(sql`
    insert into activity_events (id, occurred_at, company_code, user_id, user_login, user_name,
      action, target_kind, target_id, target_version, outcome)
    select 'b500-' || g, now() - (g * interval '1 day' * 1.4), 'BENCH', (g % 20)::text,
      'user' || (g % 20), 'User ' || (g % 20), 'modifyTraveller', 'booking', 'B500', 1 + g / 100, 'done'
    from generate_series(1, 500) g`);
  await db.execute(sql`vacuum analyze activity_events`);

  const filters: Record<string, LogFilter & { offset?: number }> = {
    "company, page 1": { companyCode: "BENCH" },
    "user + action": { companyCode: "BENCH", userLogin: "user3", action: "issueTicket" },
    "outcome + 30 days": {
      companyCode: "BENCH",
      outcome: "refused",
      from: new Date(Date.now() - 30 * 86_400_000),
    },
    "refused, all time": { companyCode: "BENCH", outcome: "refused" },
    "page 500": { companyCode: "BENCH", offset: 4990 },
  };
  const pages: string[] = [];
  for (const [name, { offset = 0, ...filter }] of Object.entries(filters)) {
    if (EXPLAIN) {
      const plan = await db.execute(sql`explain analyze ${logRowsQuery(db, filter, offset, 10)}`);
      console.log(`--- ${label} ${name}: rows\n${planText(plan)}`);
    }
    // The page's queries as the loader runs them: the rows, the capped count, the user choices.
    const times = await timed(RUNS, () =>
      Promise.all([logPage(db, filter, offset, 10), logUsers(db, "BENCH")]),
    );
    pages.push(`${name} ${p50p95(times)}`);
  }
  const timeline = await timed(RUNS, () =>
    Promise.all([bookingEvents(db, "BENCH", "B500", 20), bookingNotesOf(db, "BENCH", "B500")]),
  );
  if (EXPLAIN) {
    const plan = await db.execute(
      sql`explain analyze ${bookingEventsQuery(db, "BENCH", "B500", 20)}`,
    );
    console.log(`--- ${label} booking B500 timeline\n${planText(plan)}`);
  }
  console.log(
    `[measure] ${label}:\n` +
      `  recording an event, added to the action: ${p50p95(actions)} (500 actions)\n` +
      `  the database write behind it (one event): ${p50p95(inserts)}\n` +
      `  audit log page over 100,000 events (${RUNS} runs): ${pages.join("; ")}\n` +
      `  booking with 500 events, its first 20 and its notes: ${p50p95(timeline)}`,
  );
  await closeDatabase();
}

function planText(result: unknown): string {
  const { rows } = result as { rows: Record<string, string>[] };
  return rows.map((r) => Object.values(r)[0]).join("\n");
}

await measure("embedded (PGlite)", { dir: "memory://" });

if (!flags["no-postgres"]) {
  const postgres = localPostgres(Number(process.env.BENCH_PORT ?? 3900) + 1);
  postgres.start();
  try {
    await measure("PostgreSQL 15", { url: postgres.url });
  } finally {
    postgres.stop();
  }
}

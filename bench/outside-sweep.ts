// The outside-change sweep of 500 bookings against its call budget
// (docs/decisions/0100-changed-outside-the-portal.md). A "minute" is shortened to MINUTE_MS (6 s by
// default: 10 times faster) so the run takes under two minutes; the budget and the bound scale
// with it: at most BUDGET calls in any MINUTE_MS window, done within 2 × (500 / BUDGET) minutes.
// Much shorter minutes measure the portal's own work per booking instead of the pacing.
// In process: the simulator (msw), the embedded database in memory, a signed-in agent's seat.
// Usage: npx tsx bench/outside-sweep.ts [--bookings 500] [--budget 30] [--minute-ms 6000]
export {};

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const BOOKINGS = arg("bookings", 500);
const BUDGET = arg("budget", 30);
const MINUTE_MS = arg("minute-ms", 6000);

Object.assign(process.env, {
  SESSION_STORE: "memory",
  SESSION_SECRET: "bench-secret-bench-secret-bench-secret",
  PAMHK_API_URL: "http://pamhk.test",
  PAMHK_SIM_CAPTCHA: "TEST",
  DATABASE_DIR: "memory://",
  LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
});

const { setupServer } = await import("msw/node");
const { createSimulator } = await import("../mocks/simulator");
const { BASE_URL, TEST_CAPTCHA } = await import("../mocks/test-support");
const { requireUser } = await import("~/auth/guard.server");
const { closeDatabase, database } = await import("~/db/database.server");
const { stopActivityJobs } = await import("~/services/activity.server");
const { noteSweepSeat, sweepOnce } = await import("~/services/queue-sweep.server");
const { signedIn } = await import("../tests/support/signed-in");

const sim = createSimulator({ captcha: TEST_CAPTCHA });
const server = setupServer(...sim.handlers);
const calls: number[] = [];
server.events.on("request:start", ({ request }) => {
  if (new URL(request.url).pathname.startsWith("/pamhkapi/")) calls.push(Date.now());
});
server.listen({ onUnhandledRequest: "bypass" });
await database();

for (let i = 0; i < BOOKINGS; i++) {
  const made = await fetch(`${BASE_URL}/__sim/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      login: "agent",
      surname: "SWEEP",
      givenName: "BENCH",
      departInDays: 1 + (i % 13),
    }),
  });
  if (!made.ok) throw new Error(`booking ${i} refused: ${made.status}`);
}
const { cookie } = await signedIn("agent", "Agent1234");
const ctx = await requireUser(
  new Request("http://portal.test/secured/queue", { headers: { Cookie: cookie } }),
);
await noteSweepSeat(ctx);

calls.length = 0;
const started = Date.now();
const report = await sweepOnce({ perMinute: BUDGET, minuteMs: MINUTE_MS });
const elapsed = Date.now() - started;
if (!report) throw new Error("the sweep did not run");

// The most calls in any window of one (shortened) minute: the window starts at a call.
let most = 0;
for (let i = 0, j = 0; i < calls.length; i++) {
  while (calls[j]! < calls[i]! - MINUTE_MS + 1) j++;
  most = Math.max(most, i - j + 1);
}
const minutes = elapsed / MINUTE_MS;
const bound = 2 * (BOOKINGS / BUDGET);
console.log(
  JSON.stringify(
    {
      bookingsCreated: BOOKINGS,
      bookingsSwept: report.bookings,
      calls: report.calls,
      callsSeen: calls.length,
      budgetPerMinute: BUDGET,
      minuteMs: MINUTE_MS,
      mostCallsInAnyMinute: most,
      elapsedMs: elapsed,
      elapsedMinutes: Number(minutes.toFixed(2)),
      boundMinutes: Number(bound.toFixed(2)),
      withinBudget: most <= BUDGET,
      withinTime: minutes <= bound,
    },
    null,
    2,
  ),
);
server.close();
await stopActivityJobs();
await closeDatabase();
process.exit(most <= BUDGET && minutes <= bound ? 0 : 1);

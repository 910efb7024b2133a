// Builds for production, starts the portal on the embedded simulator (BENCH_PORT, default 3900;
// the simulator on the next port) and prints, per page of the agent's day:
//  1. scripts: the gzip -9 bytes and the number of the script files a first visit (empty cache)
//     loads, flagged over the 120 KB budget (issue 29) (KB = 1024 bytes);
//  2. throughput: server-render req/s and p99 latency (autocannon);
//  3. lighthouse: Lighthouse mobile (default emulation, simulated slow 4G and 4x CPU) performance
//     score, total blocking time and accessibility score, flagged below issue 13's targets
//     (performance >= 98, TBT <= 100 ms) or below accessibility 100 (issue 12), with the failed
//     accessibility audits listed.
// Signed-in pages are the agent's: results of a HKG-LHR round trip, the passenger form after the
// first fare of both legs, details of a booking the bench creates in the simulator.
// Usage: npm run bench [-- --no-build] [--no-scripts] [--no-throughput] [--no-lighthouse]
//          [--pages login,results,...] [--duration 5] [--connections 10] [--runs 1] [--desktop]
// (--pages: only those pages, keys as in `pages` below, and Lighthouse on each of them; --runs:
// Lighthouse runs a page, the median by performance is shown; --desktop: Lighthouse's desktop
// preset instead of the mobile default). The CPU-bound figures
// (TBT, performance, req/s) are only comparable on an otherwise idle machine: Lighthouse's
// "bench index" column and the load average printed above its table say how busy it was.
// Chromium: CHROMIUM_PATH (Playwright) and CHROME_PATH (Lighthouse), both /usr/bin/chromium.
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { positive, readFlags, servingFlags } from "./args";
import {
  freshContext,
  launchChromium,
  scriptBytes,
  signInAgent,
  startPortal,
  sum,
} from "./harness";
import { bookingDetailsUrl, passengerFormUrl, resultsUrl } from "./journey";
import { audit, withChrome, type LighthouseResult } from "./lighthouse";

const BUDGET_KB = 120;
const TARGET = { performance: 98, tbtMs: 100, accessibility: 100 };

type Page = { key: string; path: string; signedIn: boolean; lighthouse: boolean };

/** Pages whose address depends on state the bench makes first stand as `results`, etc. */
const pages: Page[] = [
  { key: "login", path: "/login", signedIn: false, lighthouse: true },
  { key: "search", path: "/secured/air/airLowFareSearch", signedIn: true, lighthouse: true },
  { key: "results", path: "results", signedIn: true, lighthouse: true },
  { key: "passengers", path: "passengers", signedIn: true, lighthouse: true },
  { key: "bookings", path: "/secured/booking/list", signedIn: true, lighthouse: true },
  { key: "booking", path: "booking", signedIn: true, lighthouse: true },
  { key: "myAccount", path: "/secured/account/myAccount", signedIn: true, lighthouse: true },
  { key: "accounts", path: "/secured/account/list", signedIn: true, lighthouse: true },
  { key: "orders", path: "/secured/order/list", signedIn: true, lighthouse: false },
  { key: "addOrder", path: "/secured/order/addOrder", signedIn: true, lighthouse: false },
  {
    key: "notifications",
    path: "/secured/notification/messagelist",
    signedIn: true,
    lighthouse: false,
  },
  {
    key: "report",
    path: "/secured/report/bookingReportRunner",
    signedIn: true,
    lighthouse: false,
  },
  { key: "deadlines", path: "/secured/greetings", signedIn: true, lighthouse: false },
  { key: "queue", path: "/secured/queue", signedIn: true, lighthouse: false },
  { key: "travellers", path: "/secured/travellers", signedIn: true, lighthouse: false },
  { key: "credits", path: "/secured/credits", signedIn: true, lighthouse: false },
  { key: "quotes", path: "/secured/quotes", signedIn: true, lighthouse: false },
];

function table(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    "| " + cells.map((c, i) => c.padEnd(widths[i]!)).join(" | ") + " |";
  return [line(head), "|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|", ...rows.map(line)]
    .map((l) => `${l}\n`)
    .join("");
}

async function main() {
  const flags = readFlags({
    ...servingFlags,
    "no-scripts": { type: "boolean", default: false },
    "no-throughput": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    /** Each script file of a first visit with its gzip bytes, under the scripts table. */
    files: { type: "boolean", default: false },
    /** Only those pages (keys as in `pages` above), Lighthouse on each of them. */
    pages: { type: "string" },
    desktop: { type: "boolean", default: false },
  });
  const duration = positive(flags.duration, "duration");
  const connections = positive(flags.connections, "connections");
  const lighthouseRuns = positive(flags.runs, "runs");
  const build = !flags["no-build"];
  const only = flags.pages?.split(",");
  const desktop = flags.desktop;
  const skips = (part: "scripts" | "throughput" | "lighthouse") => flags[`no-${part}`];
  const chosen = pages.filter((p) => !only || only.includes(p.key));
  const { base, simulatorUrl, stop } = await startPortal({
    port: Number(process.env.BENCH_PORT ?? 3900),
    buildDir: ".builds/bench",
    build,
  });
  try {
    const browser = await launchChromium();
    const signedIn = await browser.newContext();
    const signInCookie = await signInAgent(signedIn, base);
    const wanted = (key: string) => chosen.some((p) => p.key === key);
    const urls = new Map<string, string>();
    if (wanted("results") || wanted("passengers"))
      urls.set("results", await resultsUrl(base, signInCookie));
    if (wanted("passengers"))
      urls.set("passengers", await passengerFormUrl(signedIn, urls.get("results")!));
    if (wanted("booking")) urls.set("booking", await bookingDetailsUrl(base, simulatorUrl));
    // The session as it is now: the journey may have rotated it since the sign-in.
    const cookie = (await signedIn.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    if (cookie !== signInCookie) console.log("(the session cookie changed after the sign-in)");
    const urlOf = (page: Page) => urls.get(page.path) ?? `${base}${page.path}`;
    const shown = (page: Page) => `${page.key} (${urlOf(page).replace(base, "").split("?")[0]})`;

    if (!skips("scripts")) {
      const rows: string[][] = [];
      const files = new Map<string, Map<string, number>>();
      for (const page of chosen) {
        const context = await freshContext(browser, page.signedIn ? signedIn : undefined);
        const { status, scripts } = await scriptBytes(context, urlOf(page));
        await context.close();
        files.set(shown(page), scripts);
        const kb = sum(scripts.values()) / 1024;
        const flag = kb > BUDGET_KB ? `OVER ${BUDGET_KB} KB` : "ok";
        rows.push([shown(page), String(status), String(scripts.size), kb.toFixed(1), flag]);
      }
      console.log(`\nScripts of a first visit (empty cache), gzip -9; budget ${BUDGET_KB} KB\n`);
      console.log(table(["page", "status", "files", "KB gzip -9", "budget"], rows));
      for (const [page, scripts] of flags.files ? files : [])
        console.log(
          `\n${page}:\n${[...scripts]
            .sort((a, b) => b[1] - a[1])
            .map(([url, bytes]) => `  ${(bytes / 1024).toFixed(1)} KB ${new URL(url).pathname}`)
            .join("\n")}`,
        );
    }
    await browser.close();

    if (!skips("throughput")) {
      const rows: string[][] = [];
      for (const page of chosen) {
        const result = await autocannon({
          url: urlOf(page),
          connections,
          duration,
          headers: page.signedIn ? { cookie } : {},
        });
        rows.push([
          shown(page),
          result.requests.average.toFixed(0),
          result.latency.p99.toFixed(0),
          String(result.non2xx),
        ]);
      }
      console.log(
        `\nServer render: autocannon, ${connections} connections, ${duration} s a page\n`,
      );
      console.log(table(["page", "req/s", "p99 ms", "non-2xx"], rows));
    }

    if (!skips("lighthouse")) {
      // A Chrome (a profile) per page: a cookie the login page sets would otherwise override the
      // Cookie header of the signed-in pages.
      const results: [Page, LighthouseResult, string][] = [];
      const once = (url: string, auth?: string) =>
        withChrome((port) => audit(port, url, auth, desktop));
      for (const page of chosen.filter((p) => p.lighthouse || only)) {
        const url = urlOf(page);
        const auth = page.signedIn ? cookie : undefined;
        const runs: LighthouseResult[] = [];
        for (let i = 0; i < lighthouseRuns; i++)
          // One retry: on a busy machine Lighthouse now and then loses the trace (NO_NAVSTART).
          runs.push(await once(url, auth).catch(() => once(url, auth)));
        // The median run by performance, as Lighthouse's own guidance on variance advises.
        runs.sort((a, b) => a.performance - b.performance);
        // The spread says how much of the figure is the machine (other loads only add to TBT).
        const tbts = runs.map((r) => r.tbtMs);
        results.push([
          page,
          runs[Math.floor(runs.length / 2)]!,
          `${Math.min(...tbts)}–${Math.max(...tbts)}`,
        ]);
      }
      const rows = results.map(([page, r, spread]) => {
        const misses = [
          r.performance < TARGET.performance && `performance < ${TARGET.performance}`,
          r.tbtMs > TARGET.tbtMs && `TBT > ${TARGET.tbtMs} ms`,
          r.accessibility < TARGET.accessibility && `accessibility < ${TARGET.accessibility}`,
        ].filter(Boolean);
        return [
          shown(page),
          String(r.performance),
          String(r.tbtMs),
          spread,
          String(r.accessibility),
          String(r.benchmarkIndex),
          misses.length ? misses.join(", ") : "ok",
        ];
      });
      console.log(
        `\nLighthouse ${desktop ? "desktop preset" : "mobile (simulated slow 4G, 4x CPU slowdown)"}, median of ${lighthouseRuns} run(s);` +
          ` load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores (TBT grows with load)\n`,
      );
      console.log(
        table(
          [
            "page",
            "performance",
            "TBT ms",
            "TBT of all runs",
            "accessibility",
            "bench index",
            "targets",
          ],
          rows,
        ),
      );
      for (const [page, r] of results)
        for (const finding of r.findings) console.log(`  ${page.key}: ${finding}`);
    }
  } finally {
    stop();
  }
}

// `npm run bench -- agents …`: the journey load bench (bench/agents.ts) instead of the pages;
// `npm run bench -- lighthouse …`: this checkout against a git ref (bench/lighthouse-compare.ts).
const entries: Record<string, () => Promise<unknown>> = {
  agents: () => import("./agents"),
  lighthouse: () => import("./lighthouse-compare").then((m) => m.default()),
};
const run = entries[process.argv[2] ?? ""] ?? main;
run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

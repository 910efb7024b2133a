// `npm run bench -- lighthouse`: Lighthouse on the agent's main pages for this checkout and for a
// git ref, one after the other on the same machine, and the ratios. Each side is built, served
// on the embedded simulator and audited `--runs` times a page (median shown); the results page
// is audited at the simulator's default size and at PAMHK_SIM_MAX_OFFERS=2000.
// Flags: --ref <git ref> (default: the newest tag, else origin/main, else main), --runs 3,
//   --pages login,search,results,results2000,bookings,booking, --simulated (Lighthouse's
//   simulated throttling instead of the applied one), --no-build (reuse both builds).
// The ref is checked out in a temporary worktree that borrows this checkout's node_modules, so a
// ref whose dependencies differ must be installed there by hand first.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { positive, readFlags } from "./args";
import { freshContext, launchChromium, signInAgent, startPortal } from "./harness";
import { bookingDetailsUrl, resultsUrl } from "./journey";
import { audit, withChrome, type LighthouseResult } from "./lighthouse";

// `npm run bench -- lighthouse …` passes the word `lighthouse` first.
const flags = readFlags(
  {
    ref: { type: "string" },
    runs: { type: "string", default: "3" },
    pages: { type: "string", default: "login,search,results,results2000,bookings,booking" },
    simulated: { type: "boolean", default: false },
    "no-build": { type: "boolean", default: false },
  },
  process.argv.slice(3),
);
const runs = positive(flags.runs, "runs");
const wanted = flags.pages.split(",");
const port = Number(process.env.BENCH_PORT ?? 3900);

function git(...args: string[]) {
  return execFileSync("git", args, {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "ignore"],
  }).trim();
}

function defaultRef() {
  for (const attempt of [
    () => git("describe", "--tags", "--abbrev=0"),
    () => git("rev-parse", "--verify", "origin/main"),
  ])
    try {
      return attempt();
    } catch {
      /* the next one */
    }
  return "main";
}

type Side = { name: string; cwd: string; buildDir: string };
type Row = { page: string; median: LighthouseResult; tbts: number[] };

/** One side: served twice (default offers, then 2,000), every wanted page audited `runs` times. */
async function measure(side: Side, build: boolean): Promise<Row[]> {
  const rows: Row[] = [];
  const sizes = [
    { key: "default", env: {} as Record<string, string> },
    { key: "2000", env: { PAMHK_SIM_MAX_OFFERS: "2000" } },
  ].filter((s) => s.key === "default" || wanted.includes("results2000"));
  for (const [index, size] of sizes.entries()) {
    const portal = await startPortal({
      port,
      buildDir: side.buildDir,
      build: build && index === 0,
      cwd: side.cwd,
      simulatorEnv: size.env,
    });
    try {
      const browser = await launchChromium();
      const context = await freshContext(browser);
      const cookie = await signInAgent(context, portal.base);
      await browser.close();
      const results = () => resultsUrl(portal.base, cookie, { oneWayTo: "SIN" });
      const pages: [string, () => Promise<string>, boolean][] =
        size.key === "2000"
          ? [["results2000", results, true]]
          : [
              ["login", async () => `${portal.base}/login`, false],
              ["search", async () => `${portal.base}/secured/air/airLowFareSearch`, true],
              ["results", results, true],
              ["bookings", async () => `${portal.base}/secured/booking/list`, true],
              ["booking", () => bookingDetailsUrl(portal.base, portal.simulatorUrl), true],
            ];
      for (const [page, urlOf, signedIn] of pages.filter(([p]) => wanted.includes(p))) {
        // A fresh search a run: a stored search would be answered from the session's cache.
        const audits: LighthouseResult[] = [];
        for (let i = 0; i < runs; i++) {
          const url = await urlOf();
          const once = () =>
            withChrome((chrome) =>
              audit(chrome, url, signedIn ? cookie : undefined, false, !flags.simulated),
            );
          // One retry: on a busy machine Lighthouse now and then loses the trace (NO_NAVSTART).
          audits.push(await once().catch(() => once()));
        }
        audits.sort((a, b) => a.performance - b.performance);
        rows.push({
          page,
          median: audits[Math.floor(audits.length / 2)]!,
          tbts: audits.map((a) => a.tbtMs),
        });
      }
    } finally {
      portal.stop();
    }
  }
  return rows;
}

function refSide(ref: string): { side: Side; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), "bench-ref-"));
  git("worktree", "add", "--detach", dir, ref);
  if (!existsSync(join(dir, "node_modules")))
    symlinkSync(resolve("node_modules"), join(dir, "node_modules"));
  return {
    side: { name: ref, cwd: dir, buildDir: ".builds/lighthouse" },
    remove: () => {
      git("worktree", "remove", "--force", dir);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main() {
  const ref = flags.ref ?? defaultRef();
  const head = git("rev-parse", "--short", "HEAD");
  const build = !flags["no-build"];
  const { side: base, remove } = refSide(ref);
  let before: Row[], after: Row[];
  try {
    before = await measure(base, build);
    after = await measure(
      { name: `this checkout (${head})`, cwd: process.cwd(), buildDir: ".builds/lighthouse" },
      build,
    );
  } finally {
    remove();
  }
  const method = flags.simulated ? "simulated" : "applied (devtools)";
  console.log(
    `\nLighthouse mobile, ${method} throttling: slow 4G, 4x CPU; median of ${runs} run(s) by performance;` +
      ` load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores\n`,
  );
  console.log(
    "| page | perf ref → now | TBT ms ref → now (ratio) | LCP ms ref → now (ratio) | TBT of all runs (now) | bench index |",
  );
  console.log("|---|---|---|---|---|---|");
  const ratio = (a: number, b: number) => (a ? (b / a).toFixed(2) : "–");
  for (const row of after) {
    const old = before.find((r) => r.page === row.page);
    const [o, n] = [old?.median, row.median];
    console.log(
      `| ${row.page} | ${o?.performance ?? "–"} → ${n.performance} | ${o?.tbtMs ?? "–"} → ${n.tbtMs} (${o ? ratio(o.tbtMs, n.tbtMs) : "–"}) | ` +
        `${o?.lcpMs ?? "–"} → ${n.lcpMs} (${o ? ratio(o.lcpMs, n.lcpMs) : "–"}) | ${row.tbts.join(", ")} | ${n.benchmarkIndex} |`,
    );
  }
  console.log(`\nref: ${base.name}; a ratio below 1 is faster now.`);
}

export default main;

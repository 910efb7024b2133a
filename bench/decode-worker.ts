// Does decoding and validating large search answers in a worker thread lower the latency of other
// pages while searches run? Both variants in one run, in turn (inline, worker, worker, inline, …),
// each in a fresh process under the same load: searchers posting /search with a pause between
// them, and a probe asking a light page at a fixed rate (open loop: a slow answer does not delay
// the next request, so waiting is not hidden). Figures: docs/decisions/0097.
// Usage: npx tsx bench/decode-worker.ts [--rounds 4] [--duration 20] [--searchers 2] [--pause 400]
import { spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { setupServer } from "msw/node";
import { createSimulator } from "../mocks/simulator";
import { BASE_URL, searchRQ, TEST_CAPTCHA, UpstreamClient } from "../mocks/test-support";
import { positive, readFlags } from "./args";

const flags = readFlags({
  rounds: { type: "string", default: "4" },
  duration: { type: "string", default: "20" },
  searchers: { type: "string", default: "2" },
  pause: { type: "string", default: "400" },
  every: { type: "string", default: "20" },
});
const rounds = positive(flags.rounds, "rounds");
const durationMs = positive(flags.duration, "duration") * 1000;
const searchers = positive(flags.searchers, "searchers");
const pauseMs = positive(flags.pause, "pause");
const everyMs = positive(flags.every, "every");
const port = Number(process.env.BENCH_PORT ?? 3913) + 20;

// The answer: a HKG-LHR round trip from the simulator, as the gateway would receive it.
const sim = createSimulator({ captcha: TEST_CAPTCHA });
const msw = setupServer(...sim.handlers);
msw.listen({ onUnhandledRequest: "bypass" });
const client = new UpstreamClient(BASE_URL);
await client.login("agent", "Agent1234");
const answer = await (
  await client.fetch("/pamhkapi/air/airLowFareSearch", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(searchRQ()),
  })
).text();
msw.close();
mkdirSync(".builds/decode-worker", { recursive: true });
const answerFile = ".builds/decode-worker/answer.json";
writeFileSync(answerFile, answer);

type Mode = "inline" | "worker";
type Figures = { mode: Mode; page: number[]; search: number[]; cpuMs: number; load: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))] ?? NaN;
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const base = `http://127.0.0.1:${port}`;

async function timed(path: string, init?: RequestInit): Promise<number> {
  const t = performance.now();
  const response = await fetch(base + path, init);
  await response.text();
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return performance.now() - t;
}

async function start(mode: Mode): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "bench/decode-worker-server.ts", mode, String(port), answerFile],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => chunk.toString().includes("ready") && resolve());
    child.on("exit", (code) => reject(new Error(`${mode} server exited ${code}`)));
  });
  return child;
}

async function measure(mode: Mode): Promise<Figures> {
  const child = await start(mode);
  try {
    for (let i = 0; i < 3; i++) await timed("/search", { method: "POST" }); // warm both paths
    for (let i = 0; i < 20; i++) await timed("/page");
    const { cpuMs: cpuBefore } = (await (await fetch(`${base}/stats`)).json()) as { cpuMs: number };
    const end = Date.now() + durationMs;
    const search: number[] = [];
    const page: number[] = [];
    const searching = Array.from({ length: searchers }, async (_, i) => {
      await sleep((i * pauseMs) / searchers);
      while (Date.now() < end) {
        search.push(await timed("/search", { method: "POST" }));
        await sleep(pauseMs);
      }
    });
    const probes: Promise<void>[] = [];
    while (Date.now() < end) {
      probes.push(timed("/page").then((ms) => void page.push(ms)));
      await sleep(everyMs);
    }
    await Promise.all([...searching, ...probes]);
    const { cpuMs } = (await (await fetch(`${base}/stats`)).json()) as { cpuMs: number };
    return { mode, page, search, cpuMs: cpuMs - cpuBefore, load: loadavg()[0] };
  } finally {
    child.kill("SIGTERM");
    await new Promise((r) => child.once("exit", r));
  }
}

const results: Figures[] = [];
for (let round = 0; round < rounds; round++) {
  const order: Mode[] = round % 2 ? ["worker", "inline"] : ["inline", "worker"];
  for (const mode of order) results.push(await measure(mode));
}

const f = (n: number) => n.toFixed(1);
console.log(
  `answer ${(answer.length / 1024).toFixed(0)} KB; ${rounds} rounds of ${durationMs / 1000} s; ` +
    `${searchers} searchers pausing ${pauseMs} ms; a page every ${everyMs} ms\n`,
);
console.log(
  "| round | mode | pages | page p50 | page p95 | page p99 | searches | search p50 | CPU ms/search | load |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
results.forEach((r, i) => {
  const cells = [
    Math.floor(i / 2) + 1,
    r.mode,
    r.page.length,
    f(median(r.page)),
    f(quantile(r.page, 0.95)),
    f(quantile(r.page, 0.99)),
    r.search.length,
    f(median(r.search)),
    f(r.cpuMs / r.search.length),
    f(r.load),
  ];
  console.log(`| ${cells.join(" | ")} |`);
});
const of = (mode: Mode) => results.filter((r) => r.mode === mode);
const ratios = of("worker").map(
  (w, i) => quantile(w.page, 0.95) / quantile(of("inline")[i].page, 0.95),
);
console.log(
  `\npage p95 worker/inline per round: ${ratios.map((r) => r.toFixed(2)).join(", ")}; median ${median(ratios).toFixed(2)}`,
);
for (const mode of ["inline", "worker"] as const) {
  const rs = of(mode);
  console.log(
    `${mode}: median page p95 ${f(median(rs.map((r) => quantile(r.page, 0.95))))} ms, p99 ` +
      `${f(median(rs.map((r) => quantile(r.page, 0.99))))} ms, search p50 ${f(median(rs.map((r) => median(r.search))))} ms, ` +
      `CPU ${f(median(rs.map((r) => r.cpuMs / r.search.length)))} ms/search, searches ${median(rs.map((r) => r.search.length))}`,
  );
}

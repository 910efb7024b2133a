// Slow searches show progress (issue 13): with the back office answering every call after
// LATENCY ms, how soon the results page's shell and progress notice arrive, and the results.
// Each run searches a date not searched before (nothing cached). Measured three ways: the bytes
// on the wire (gzip, as curl --compressed), Chromium with JavaScript, and without.
// Usage: npx tsx bench/stream-shell.ts [--no-build] [--latency 5000] [--runs 3]
// Target: shell and progress within 300 ms, JS on and off.
import { execFileSync } from "node:child_process";
import { request } from "node:http";
import { createGunzip } from "node:zlib";
import { positive, readFlags } from "./args";
import { launchChromium, signInAgent, startPortal } from "./harness";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const PROGRESS = "Searching for flights";
const RESULTS = /flight options?</;

/** Milliseconds to the first byte, to the progress notice and to the results (gzip on the wire). */
function wire(url: string, cookie: string, userAgent: string) {
  return new Promise<{ firstByte: number; progress: number; results: number; bytes: number }>(
    (resolve, reject) => {
      const started = performance.now();
      const at = { firstByte: NaN, progress: NaN, results: NaN, bytes: 0 };
      const req = request(
        url,
        { headers: { cookie, "accept-encoding": "gzip", "user-agent": userAgent } },
        (res) => {
          let text = "";
          const gunzip = createGunzip();
          res.once("data", () => (at.firstByte = performance.now() - started));
          res.on("data", (chunk: Buffer) => (at.bytes += chunk.length));
          res.pipe(gunzip);
          gunzip.on("data", (chunk: Buffer) => {
            text += chunk.toString();
            const now = performance.now() - started;
            if (Number.isNaN(at.progress) && text.includes(PROGRESS)) at.progress = now;
            if (Number.isNaN(at.results) && RESULTS.test(text)) at.results = now;
          });
          gunzip.on("end", () => resolve(at));
          gunzip.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end();
    },
  );
}

async function main() {
  const flags = readFlags({
    "no-build": { type: "boolean", default: false },
    latency: { type: "string", default: "5000" },
    runs: { type: "string", default: "1" },
  });
  const build = !flags["no-build"];
  const runs = positive(flags.runs, "runs");
  const latency = positive(flags.latency, "latency");
  const port = Number(process.env.BENCH_PORT ?? 3912);
  const { base, stop } = await startPortal({ port, buildDir: ".builds/stream-bench", build });
  const control = (body: object) =>
    fetch(`http://127.0.0.1:${port + 1}/__sim/control`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  try {
    const browser = await launchChromium();
    // Headless Chromium names itself HeadlessChrome, which isbot takes for a crawler (whose
    // pages wait for everything): the browser's own name as a person's browser gives it.
    const userAgent = `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${browser.version()} Safari/537.36`;
    const signedIn = await browser.newContext({ userAgent });
    const cookie = await signInAgent(signedIn, base);
    const noScript = await browser.newContext({ javaScriptEnabled: false, userAgent });
    await noScript.addCookies(await signedIn.cookies());
    // A warm portal: the route modules loaded and the name tables cached, before the delay.
    const warm = `${base}/secured/air/airFlightSelect?searchType=oneWay&oriLocs=HKG&desLocs=SIN&departureDate=${inDays(10)}`;
    await (await fetch(warm, { headers: { cookie } })).text();
    await control({ latencyMs: latency });
    let day = 20;
    const search = () =>
      `${base}/secured/air/airFlightSelect?searchType=oneWay&oriLocs=HKG&desLocs=SIN&departureDate=${inDays(day++)}`;
    const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
    console.log(`\nresults page, back office delay ${latency} ms on every call, ${runs} run(s):`);
    for (let i = 0; i < runs; i++) {
      const w = await wire(search(), cookie, userAgent);
      console.log(
        `  wire (gzip):  first byte ${fmt(w.firstByte)}, progress ${fmt(w.progress)}, results ${fmt(w.results)}`,
      );
      // The same as curl sees it (its own gzip negotiation and clock; a browser's name: curl's
      // own reads as a crawler's, whose pages wait for everything).
      const [ttfb, total] = execFileSync(
        "curl",
        [
          "-s",
          "-o",
          "/dev/null",
          "--compressed",
          "-A",
          userAgent,
          "-H",
          `Cookie: ${cookie}`,
          "-w",
          "%{time_starttransfer} %{time_total}",
          search(),
        ],
        { encoding: "utf8" },
      )
        .split(" ")
        .map((seconds) => Number(seconds) * 1000);
      console.log(`  curl --compressed: time_starttransfer ${fmt(ttfb)}, time_total ${fmt(total)}`);
      for (const [label, context] of [
        ["JS on ", signedIn],
        ["JS off", noScript],
      ] as const) {
        const page = await context.newPage();
        const started = performance.now();
        await page.goto(search(), { waitUntil: "commit" });
        await page.getByRole("status").filter({ hasText: PROGRESS }).waitFor();
        const progress = performance.now() - started;
        await page.getByRole("heading", { name: /^Select your departure/ }).waitFor();
        const results = performance.now() - started;
        // The browser's own clock: the first paint is the shell with its progress notice.
        const paint = await page.evaluate(() => ({
          response: performance.getEntriesByType("navigation")[0]?.toJSON().responseStart as number,
          firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN,
          css: (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((r) => r.name.endsWith(".css"))
            .map((r) => `${r.startTime.toFixed(0)}-${r.responseEnd.toFixed(0)}`)
            .join(","),
        }));

        console.log(
          `  ${label}:       progress visible ${fmt(progress)}, results ${fmt(results)} (Playwright); browser: first byte ${fmt(paint.response)}, first paint ${fmt(paint.firstPaint)}, stylesheet ${paint.css} ms`,
        );
        await page.close();
      }
    }
    await browser.close();
  } finally {
    await control({ latencyMs: 0 }).catch(() => undefined);
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

// The flight selection page with a HKG-LHR round trip (300+ offers) against the embedded
// simulator: document size (raw and gzip, hydration data included), client JS (gzip, total and
// over the runtime a trivial secured page loads; gzip -9, first visits), server render time and
// throughput.
// Usage: npx tsx bench/air-select.ts [--no-build] [--duration 5] [--connections 10] [--runs 1]
// Targets (issue 3): document <= 25 KB gzip, >= 150 req/s, route JS <= 10 KB gzip over the runtime.
import { gzipSync } from "node:zlib";
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
import { resultsUrl } from "./journey";

async function main() {
  const flags = readFlags(servingFlags);
  const duration = positive(flags.duration, "duration");
  const connections = positive(flags.connections, "connections");
  const runs = positive(flags.runs, "runs");
  const build = !flags["no-build"];
  const { base, stop, cpu } = await startPortal({
    port: Number(process.env.BENCH_PORT ?? 3911),
    buildDir: ".builds/air-bench",
    build,
  });
  try {
    const browser = await launchChromium();
    const context = await browser.newContext();
    const cookie = await signInAgent(context, base);

    const selectUrl = await resultsUrl(base, cookie);
    const first = await fetch(selectUrl, { headers: { cookie } }); // fills the server-side cache
    const html = await first.text();
    const offers = /(\d+) flight options?/.exec(html)?.[1] ?? "?";

    const timings: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      await (await fetch(selectUrl, { headers: { cookie } })).text();
      timings.push(performance.now() - t);
    }
    timings.sort((a, b) => a - b);
    // The same for a trivial secured page: what the shell (layout loader, session, user refresh) costs.
    const shell: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t = performance.now();
      await (await fetch(`${base}/secured/greetings`, { headers: { cookie } })).text();
      shell.push(performance.now() - t);
    }
    shell.sort((a, b) => a - b);

    const runtime = (
      await scriptBytes(await freshContext(browser, context), `${base}/secured/greetings`)
    ).scripts;
    const select = (await scriptBytes(await freshContext(browser, context), selectUrl)).scripts;
    const total = sum(select.values());
    const extraFiles = [...select].filter(([url]) => !runtime.has(url));
    const extra = extraFiles.reduce((a, [, b]) => a + b, 0);

    // A server runs warm: the JIT gets a few seconds of the same load before the measured runs.
    // This machine's speed varies with its neighbours: each run of the page is paired with one of
    // the greeting page, the yardstick, and the best, median and worst runs are reported.
    const measure = async (url: string) => {
      const before = cpu();
      const run = await autocannon({ url, connections, duration, headers: { cookie } });
      const after = cpu();
      const perRequest = (ms: number) => ms / run.requests.total;
      return {
        rate: run.requests.average,
        p99: run.latency.p99,
        portal: perRequest(after.portal - before.portal),
        simulator: perRequest(after.simulator - before.simulator),
      };
    };
    await autocannon({ url: selectUrl, connections, duration: 3, headers: { cookie } });
    await autocannon({
      url: `${base}/secured/greetings`,
      connections,
      duration: 2,
      headers: { cookie },
    });
    type Run = Awaited<ReturnType<typeof measure>>;
    const pairs: { page: Run; yardstick: Run }[] = [];
    for (let i = 0; i < runs; i++)
      pairs.push({
        page: await measure(selectUrl),
        yardstick: await measure(`${base}/secured/greetings`),
      });
    await browser.close();
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    console.log(
      `\nairFlightSelect, HKG-LHR round trip: ${offers} distinct outbound options on leg 1 (of the search's 300+ fares)`,
    );
    console.log(
      `document: ${kb(Buffer.byteLength(html))} raw, ${kb(gzipSync(html).length)} gzip (hydration data included)`,
    );
    console.log(
      `client JS: ${kb(total)} gzip in ${select.size} files; route JS over the runtime: ${kb(extra)} gzip`,
    );
    for (const [url, bytes] of extraFiles.sort((a, b) => b[1] - a[1]))
      console.log(`  ${(bytes / 1024).toFixed(1)} KB  ${url.replace(base, "")}`);
    console.log(
      `server render (cached search, sequential): median ${timings[15].toFixed(0)} ms, p90 ${timings[27].toFixed(0)} ms; /secured/greetings median ${shell[15].toFixed(0)} ms`,
    );
    const byRate = [...pairs].sort((a, b) => b.page.rate - a.page.rate);
    const line = ({ page, yardstick }: { page: Run; yardstick: Run }) =>
      `${page.rate.toFixed(0)} req/s, p99 ${page.p99} ms, portal CPU ${page.portal.toFixed(1)} ms/req (simulator ${page.simulator.toFixed(1)}); yardstick /secured/greetings ${yardstick.rate.toFixed(0)} req/s, ${yardstick.portal.toFixed(1)} ms/req`;
    console.log(`throughput (${connections} connections, ${runs} run(s) of ${duration} s):`);
    console.log(`  best:   ${line(byRate[0])}`);
    console.log(`  median: ${line(byRate[Math.floor(runs / 2)])}`);
    if (runs > 2) console.log(`  worst:  ${line(byRate[runs - 1])}`);
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

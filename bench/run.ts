// Builds for production, starts the portal on the embedded simulator, then prints per main route
// the gzip bytes of client JS a browser loads and the server-render throughput (autocannon).
// Usage: npm run bench [-- --duration 5 --connections 10 --no-build]
import autocannon from "autocannon";
import { benchArgs, launchChromium, scriptBytes, signInAgent, startPortal, sum } from "./harness";

const routes = [
  "/login",
  "/contactUs",
  "/secured/greetings",
  "/secured/air/airLowFareSearch",
  "/secured/booking/list",
  "/secured/account/list",
  "/secured/order/list",
  "/secured/notification/messagelist",
  "/secured/report/reportTypeSelect",
];

async function main() {
  const { duration, connections, build } = benchArgs();
  const { base, stop } = await startPortal({
    port: Number(process.env.BENCH_PORT ?? 3900),
    buildDir: ".builds/bench",
    build,
  });
  try {
    const browser = await launchChromium();
    const signedIn = await browser.newContext();
    const anonymous = await browser.newContext();
    const cookie = await signInAgent(signedIn, base);
    const rows: string[][] = [];
    for (const route of routes) {
      const secured = route.startsWith("/secured");
      const { status, scripts } = await scriptBytes(
        secured ? signedIn : anonymous,
        `${base}${route}`,
      );
      const result = await autocannon({
        url: `${base}${route}`,
        connections,
        duration,
        headers: secured ? { cookie } : {},
      });
      rows.push([
        route,
        String(status),
        `${(sum(scripts.values()) / 1024).toFixed(1)} KB (${scripts.size} files)`,
        result.requests.average.toFixed(0),
        result.latency.p99.toFixed(0),
      ]);
    }
    await browser.close();
    const head = ["route", "status", "client JS (gzip)", "req/s", "p99 ms"];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) =>
      "| " + cells.map((c, i) => c.padEnd(widths[i])).join(" | ") + " |";
    console.log(
      `\nautocannon: ${connections} connections, ${duration} s per route; /secured routes signed in as agent\n`,
    );
    console.log(line(head));
    console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
    for (const row of rows) console.log(line(row));
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

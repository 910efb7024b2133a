// Builds for production, starts the portal on the embedded simulator, then prints per main route
// the gzip bytes of client JS a browser loads and the server-render throughput (autocannon).
// Usage: npm run bench [-- --duration 5 --connections 10]
import autocannon from "autocannon";
import { execSync, spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";

const args = new Map(process.argv.slice(2).map((a, i, all) => [a, all[i + 1]]));
const duration = Number(args.get("--duration") ?? 5);
const connections = Number(args.get("--connections") ?? 10);
const port = Number(process.env.BENCH_PORT ?? 3900);
const base = `http://127.0.0.1:${port}`;

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

async function waitFor(url: string) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

async function main() {
  execSync("npx remix build", { stdio: "inherit", env: { ...process.env, PORTAL_BUILD_DIR: ".builds/bench" } });
  const server = spawn("npx", ["tsx", "server.ts"], {
    env: { ...process.env, PORT: String(port), PORTAL_BUILD_DIR: ".builds/bench", SESSION_STORE: "memory", PAMHK_SIM_CAPTCHA: "BNCH", PAMHK_API_URL: "", NODE_ENV: "production" },
    stdio: "ignore",
    detached: true,
  });
  try {
    await waitFor(`${base}/login`);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    });
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel("Login name").fill("agent");
    await page.getByLabel("Password").fill("Agent1234");
    await page.getByLabel("Verification code").fill("BNCH");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/secured\//);
    const cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");

    const anonymous = await browser.newContext();
    const rows: string[][] = [];
    for (const route of routes) {
      // JS bytes: a fresh page (cold cache) records every script it loads.
      const secured = route.startsWith("/secured");
      const fresh = await (secured ? context : anonymous).newPage();
      let jsBytes = 0;
      let files = 0;
      fresh.on("response", async (response) => {
        if (response.request().resourceType() === "script") {
          files++;
          jsBytes += gzipSync(await response.body().catch(() => Buffer.alloc(0))).length;
        }
      });
      const response = await fresh.goto(`${base}${route}`, { waitUntil: "networkidle" });
      await fresh.close();
      const status = response?.status() ?? 0;
      const result = await autocannon({ url: `${base}${route}`, connections, duration, headers: secured ? { cookie } : {} });
      rows.push([route, String(status), `${(jsBytes / 1024).toFixed(1)} KB (${files} files)`, result.requests.average.toFixed(0), result.latency.p99.toFixed(0)]);
    }
    await browser.close();
    const head = ["route", "status", "client JS (gzip)", "req/s", "p99 ms"];
    const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    const line = (cells: string[]) => "| " + cells.map((c, i) => c.padEnd(widths[i])).join(" | ") + " |";
    console.log(`\nautocannon: ${connections} connections, ${duration} s per route; /secured routes signed in as agent\n`);
    console.log(line(head));
    console.log("|" + widths.map((w) => "-".repeat(w + 2)).join("|") + "|");
    for (const row of rows) console.log(line(row));
  } finally {
    if (server.pid) process.kill(-server.pid, "SIGTERM");
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

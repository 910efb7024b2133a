// Issue 32 under load, on real processes (portal build, redis-server, simulator), loopback only:
// a 500-request burst, clients that leave while the back office is slow, SIGTERM under 60
// keep-alive clients, and a few hundred slow sockets. Figures are printed as "[measure] ..." lines.
import { request as httpRequest } from "node:http";
import { expect, test, type Page } from "@playwright/test";
import {
  abandon,
  burst,
  keepAliveDuring,
  slowBackOffice,
  slowSockets,
  type SlowBackOffice,
} from "../../bench/overload-probes";
import { fillLogin } from "../e2e/helpers";
import {
  base,
  ports,
  startPortal,
  startRedis,
  startSimulator,
  stop,
  stopAll,
  urlOf,
  waitFor,
} from "./processes";

// Ports of this file only, above those of multi-instance.spec.ts.
const own = { burst: base + 10, slow: base + 11, drain: base + 12 };
let proxy: SlowBackOffice;

test.beforeAll(async () => {
  startRedis();
  startSimulator();
  await waitFor(urlOf(ports.sim), () => true);
  proxy = await slowBackOffice(urlOf(ports.sim));
  // The burst measures admission: its 500 connections come from one address here, as they
  // would through a proxy, so the per-address cap is off on this instance.
  startPortal(own.burst, { MAX_CONNECTIONS_PER_ADDRESS: "0" });
  startPortal(own.slow, { PAMHK_API_URL: proxy.url });
  await Promise.all([
    waitFor(`${urlOf(own.burst)}/healthz`),
    waitFor(`${urlOf(own.slow)}/healthz`),
  ]);
});

test.afterAll(async () => {
  await proxy?.close();
  await stopAll();
});

async function signedInCookie(page: Page, origin: string): Promise<string> {
  await page.goto(`${origin}/login`);
  await fillLogin(page, "agent", "Agent1234");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/secured/"));
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

test("a burst of 500 signed-in requests: no 500, the excess is a 503 with Retry-After", async ({
  page,
}) => {
  const origin = urlOf(own.burst);
  const cookie = await signedInCookie(page, origin);
  const result = await burst(`${origin}/secured/booking/list`, 500, cookie);
  console.log(
    `[measure] 500-request burst: ${JSON.stringify(result.statuses)}, p95 ${result.p95Ms} ms, slowest ${result.maxMs} ms${result.failedAtMs.length ? `, connection failures at ${result.failedAtMs.join(", ")} ms` : ""}`,
  );
  expect(result.statuses["500"] ?? 0).toBe(0);
  expect(Object.keys(result.statuses).sort()).toEqual(
    Object.keys(result.statuses)
      .filter((s) => s === "200" || s === "503")
      .sort(),
  );
  expect(result.statuses["200"]).toBeGreaterThan(0);
  const refused = await fetch(`${origin}/secured/booking/list`, { headers: { Cookie: cookie } });
  expect(refused.status).toBe(200);
});

test("300 clients leave while the back office is slow: their reads are cancelled", async ({
  page,
}) => {
  const origin = urlOf(own.slow);
  const cookie = await signedInCookie(page, origin);
  // The signed-in page itself makes no more calls: only the 300 clients' calls are held.
  await page.goto("about:blank");
  proxy.holdMs = 30_000;
  const before = proxy.received();
  try {
    const statuses = await abandon(`${origin}/secured/booking/list`, 300, cookie, 5000);
    const sent = proxy.received() - before;
    const left = performance.now();
    // Every held call is closed within 5 s of the clients leaving (the back office holds 30 s).
    await expect.poll(() => proxy.open(), { timeout: 5000, intervals: [50] }).toBe(0);
    console.log(
      `[measure] back-office calls closed ${Math.round(performance.now() - left)} ms after 300 clients left (calls sent: ${sent}; answers before leaving: ${JSON.stringify(statuses)})`,
    );
    expect(sent).toBeGreaterThan(0);
  } finally {
    proxy.holdMs = 0;
  }
});

test("slow sockets: headers and bodies are cut within about 10 s, others are still served", async () => {
  const origin = urlOf(own.slow);
  // Bodies first (200, within the cap of 256 per address), then headers (300, partly over it).
  const bodies = slowSockets(own.slow, 200, "body", 14_000);
  await new Promise((r) => setTimeout(r, 200));
  const attack = Promise.all([slowSockets(own.slow, 300, "headers", 14_000), bodies]);
  await new Promise((r) => setTimeout(r, 1000));
  // A colleague from another address (127.0.0.2) during the attack.
  const colleague = await new Promise<number>((resolve) => {
    const req = httpRequest(
      `${origin}/login`,
      { localAddress: "127.0.0.2", agent: false },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", () => resolve(0));
    req.end();
  });
  const [headers, body] = await attack;
  console.log(
    `[measure] slow sockets (300 headers, 200 bodies): held at most ${headers.heldMaxMs} / ${body.heldMaxMs} ms (p95 ${headers.heldP95Ms} / ${body.heldP95Ms} ms), still open after 14 s: ${headers.stillOpen} / ${body.stillOpen}; a colleague's page: ${colleague}`,
  );
  expect(headers.stillOpen).toBe(0);
  expect(body.stillOpen).toBe(0);
  expect(headers.heldMaxMs).toBeLessThan(13_000);
  expect(body.heldMaxMs).toBeLessThan(13_000);
  expect(colleague).toBe(200);
});

test("SIGTERM under 60 keep-alive clients: no reset, every later answer says Connection: close", async () => {
  const drain = startPortal(own.drain, { SESSION_STORE: "memory" });
  const origin = urlOf(own.drain);
  await waitFor(`${origin}/login`);
  const exited = new Promise<number | null>((r) => drain.once("exit", (code) => r(code)));
  const result = await keepAliveDuring(`${origin}/login`, {
    clients: 60,
    beforeMs: 2000,
    afterMs: 3000,
    signal: () => process.kill(drain.pid!, "SIGTERM"),
  });
  const code = await exited;
  console.log(
    `[measure] SIGTERM under 60 keep-alive clients: ${result.resets.length} resets (${result.answered} answered, ${result.afterSignal} after the signal, ${result.keptOpen} of them without Connection: close, ${result.refused} refused new connections; exit code ${code}) ${result.resets.slice(0, 3).join("; ")}`,
  );
  expect(result.resets).toEqual([]);
  expect(result.keptOpen).toBe(0);
  expect(result.afterSignal).toBeGreaterThan(0);
  expect(code).toBe(0);
  await stop(drain);
});

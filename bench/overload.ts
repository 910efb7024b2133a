// Issue 32's figures on this machine: `npx tsx bench/overload.ts [--no-build]`. Starts redis-server,
// the simulator and portal instances on BENCH_PORT.. (default 5400), all on loopback, and prints
// the 500-request burst outcome, the back-office calls left open 5 s after 300 clients leave, the
// resets on SIGTERM under 50 keep-alive clients and how long slow sockets are held.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readFlags } from "./args";
import { CAPTCHA, launchChromium, signInAgent } from "./harness";
import { abandon, burst, keepAliveDuring, slowBackOffice, slowSockets } from "./overload-probes";

const build = !readFlags({ "no-build": { type: "boolean", default: false } })["no-build"];
const port = Number(process.env.BENCH_PORT ?? 5400);
const ports = { redis: port + 1, sim: port + 2, burst: port + 3, slow: port + 4, drain: port + 5 };
const url = (p: number) => `http://127.0.0.1:${p}`;
const children: ChildProcess[] = [];

function start(command: string, args: string[], env: Record<string, string>) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: "ignore",
    detached: true,
  });
  children.push(child);
  return child;
}

const portal = (p: number, env: Record<string, string> = {}) =>
  start("node", ["build/portal/server.js"], {
    PORT: String(p),
    NODE_ENV: "production",
    SESSION_STORE: "redis",
    REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
    SESSION_SECRET: "overload-bench-secret-overload-bench",
    PAMHK_API_URL: url(ports.sim),
    OIDC_ISSUER: "",
    ...env,
  });

async function waitFor(address: string) {
  for (let i = 0; i < 240; i++) {
    try {
      await (await fetch(address)).arrayBuffer();
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 500));
    }
  }
  throw new Error(`${address} did not answer`);
}

async function main() {
  if (build)
    await new Promise((r) => spawn("npm", ["run", "build"], { stdio: "inherit" }).once("exit", r));
  const redisDir = mkdtempSync(join(tmpdir(), "overload-redis-"));
  start(
    "redis-server",
    ["--port", String(ports.redis), "--bind", "127.0.0.1", "--save", "", "--dir", redisDir],
    {},
  );
  start("npx", ["tsx", "mocks/standalone.ts"], {
    PAMHK_SIM_PORT: String(ports.sim),
    PAMHK_SIM_CAPTCHA: CAPTCHA,
  });
  await waitFor(url(ports.sim));
  const proxy = await slowBackOffice(url(ports.sim));
  portal(ports.burst, { MAX_CONNECTIONS_PER_ADDRESS: "0" });
  portal(ports.slow, { PAMHK_API_URL: proxy.url });
  await Promise.all([waitFor(`${url(ports.burst)}/login`), waitFor(`${url(ports.slow)}/login`)]);

  const browser = await launchChromium();
  const cookieOf = async (origin: string) => {
    const context = await browser.newContext();
    const cookie = await signInAgent(context, origin);
    await context.close();
    return cookie;
  };
  const burstCookie = await cookieOf(url(ports.burst));
  const slowCookie = await cookieOf(url(ports.slow));
  await browser.close();

  const b = await burst(`${url(ports.burst)}/secured/booking/list`, 500, burstCookie);
  console.log(
    `500-request burst: ${JSON.stringify(b.statuses)}, p95 ${b.p95Ms} ms, slowest ${b.maxMs} ms`,
  );

  proxy.holdMs = 30_000;
  const before = proxy.received();
  const left = await abandon(`${url(ports.slow)}/secured/booking/list`, 300, slowCookie, 10_000);
  const sent = proxy.received() - before;
  await new Promise((r) => setTimeout(r, 5000));
  console.log(
    `300 clients leaving at 10 s, back office 30 s slow: ${proxy.open()} calls open 5 s later (${sent} sent; ${JSON.stringify(left)})`,
  );
  proxy.holdMs = 0;

  const bodies = slowSockets(ports.slow, 200, "body", 14_000);
  await new Promise((r) => setTimeout(r, 200));
  const [headers, body] = await Promise.all([
    slowSockets(ports.slow, 300, "headers", 14_000),
    bodies,
  ]);
  console.log(
    `slow sockets (300 headers, 200 bodies): held at most ${headers.heldMaxMs} / ${body.heldMaxMs} ms, still open after 14 s: ${headers.stillOpen} / ${body.stillOpen}`,
  );

  const drain = portal(ports.drain, { SESSION_STORE: "memory" });
  await waitFor(`${url(ports.drain)}/login`);
  const exited = new Promise((r) => drain.once("exit", r));
  const d = await keepAliveDuring(`${url(ports.drain)}/login`, {
    clients: 50,
    beforeMs: 2000,
    afterMs: 3000,
    signal: () => process.kill(drain.pid!, "SIGTERM"),
  });
  console.log(
    `SIGTERM under 50 keep-alive clients: ${d.resets.length} resets, ${d.keptOpen} keep-alive answers after the first Connection: close, ${d.answered} answered, ${d.refused} refused; exit code ${String(await exited)}`,
  );
  await proxy.close();
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children)
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM");
      } catch {
        /* gone */
      }
  });

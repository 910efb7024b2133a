// Many agents at once (issue 35): N virtual agents, each its own session, sign in and book
// journeys (search, page, filter, select, review, baggage, passengers, confirm) with think times,
// against two portal instances behind a round-robin balancer, sharing one Redis. Loopback only,
// bounded in time and count.
//
// Usage: npm run bench -- agents [--agents 200 | --agents 25,50,100,200] [--duration 120]
//        [--ramp 20] [--think 2000] [--offers 420] [--no-build] [--no-warmup] [--profile <dir>]
//        [--ref main | --no-ref]
// With a ref (default main), that ref's portal is built in a temporary git worktree and run first,
// then this tree's, against the same simulator (this tree's: it counts the calls per family).
//   or   npx tsx bench/agents.ts …
// Ports: BENCH_PORT (balancer; +1 simulator, +5 PostgreSQL, +10/+11 the portals), REDIS_TEST_PORT
// (Redis). Both portals share one real PostgreSQL, as in production (the embedded one is a
// single process's).
import { execSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, readFileSync } from "node:fs";
import { Agent, createServer, request, type IncomingMessage, type ServerResponse } from "node:http";
import { Redis } from "ioredis";
import { localPostgres } from "../scripts/local-postgres";
import { VirtualAgent, type Recorder, type Step } from "./agents-journey";
import { positive, readFlags } from "./args";
import { CAPTCHA } from "./harness";

// `npm run bench -- agents …` passes the word `agents` first.
const args = process.argv.slice(2);
const flags = readFlags(
  {
    agents: { type: "string", default: "200" },
    duration: { type: "string", default: "120" },
    ramp: { type: "string", default: "20" },
    think: { type: "string", default: "2000" },
    offers: { type: "string", default: "420" },
    "no-build": { type: "boolean", default: false },
    "no-warmup": { type: "boolean", default: false },
    // A V8 CPU profile of each portal and the simulator, written to this folder when it stops (where the time goes).
    profile: { type: "string", default: "" },
    // The portal to compare against, built in a temporary worktree and run first.
    ref: { type: "string", default: "main" },
    "no-ref": { type: "boolean", default: false },
  },
  args[0] === "agents" ? args.slice(1) : args,
);
const levels = flags.agents.split(",").map(Number);
const durationS = Number(flags.duration);
const rampS = Number(flags.ramp);
const thinkMs = positive(flags.think, "think");
const offers = String(positive(flags.offers, "offers"));
const build = !flags["no-build"];
const warm = !flags["no-warmup"];
const profileDir = flags.profile;
const ref = flags["no-ref"] ? "" : flags.ref;
if (levels.some((n) => !(n >= 1 && n <= 1000)) || !(durationS > 0 && durationS <= 1800))
  throw new Error("--agents 1..1000 each, --duration 1..1800 seconds");

const benchPort = Number(process.env.BENCH_PORT ?? 3900);
const redisPort = Number(process.env.REDIS_TEST_PORT ?? benchPort + 3);
const ports = {
  balancer: benchPort,
  sim: benchPort + 1,
  postgres: benchPort + 5,
  a: benchPort + 10,
  b: benchPort + 11,
};
const buildDir = ".builds/agents-bench";
const STEPS: Step[] = [
  "sign in",
  "search",
  "calendar streamed",
  "page 2",
  "filter",
  "select leg",
  "select",
  "review",
  "baggage",
  "passengers",
  "confirm",
];

const children: ChildProcess[] = [];
function start(
  name: string,
  command: string,
  args: string[],
  env: Record<string, string> = {},
  cwd?: string,
) {
  // Each process's own log (JSON lines of the portals) stays for a look after the run.
  mkdirSync(`${buildDir}/logs`, { recursive: true });
  const log = openSync(`${buildDir}/logs/${name}.log`, "w");
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", log, "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr?.on("data", (c: Buffer) => (stderr = (stderr + c.toString()).slice(-4000)));
  child.once("exit", (code, signal) => {
    if (!stopped.has(child)) console.error(`${name} exited (${code ?? signal}): ${stderr}`);
  });
  children.push(child);
  return child;
}
// Children this bench stopped (an earlier run's too): their exit is expected.
const stopped = new WeakSet<ChildProcess>();
function stopAll() {
  for (const child of children) stopped.add(child);
  for (const child of children)
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      /* gone */
    }
}
process.on("SIGINT", () => (stopAll(), process.exit(130)));

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer`);
}

/**
 * A small round-robin balancer: each request to the next instance, as a load balancer does. The
 * (small, form) body is read first, so a request that met a keep-alive connection the instance
 * had just closed is sent again once, as proxies do; any other failure is a 502.
 */
function balancer(targets: number[]) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  let next = 0;
  const forward = (req: IncomingMessage, body: Buffer, res: ServerResponse, retry: boolean) => {
    const port = targets[next++ % targets.length];
    const upstream = request(
      { host: "127.0.0.1", port, path: req.url, method: req.method, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on("error", (error: NodeJS.ErrnoException) => {
      if (retry && upstream.reusedSocket && error.code === "ECONNRESET")
        return forward(req, body, res, false);
      balancerErrors.push(`${error.code ?? error.message} on :${port}`);
      if (!res.headersSent) res.writeHead(502).end();
      else res.destroy();
    });
    upstream.end(body);
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => forward(req, Buffer.concat(chunks), res, true));
  });
  server.keepAliveTimeout = 65_000;
  return new Promise<typeof server>((resolve) =>
    server.listen(ports.balancer, "127.0.0.1", () => resolve(server)),
  );
}
const balancerErrors: string[] = [];

// ---------------------------------------------------------------- process figures (Linux /proc)

const TICK_MS = 10; // USER_HZ 100
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
}
function rssMb(pid: number): number {
  try {
    const line = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return line ? Number(line[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}
/** The node process itself under `npx tsx` wrappers: the newest descendant named node. */
function nodePid(child: ChildProcess): number {
  const pid = child.pid!;
  try {
    const out = execSync(`pgrep -g ${pid} -n node`).toString().trim();
    return Number(out) || pid;
  } catch {
    return pid;
  }
}

// ---------------------------------------------------------------- figures

const quantile = (sorted: number[], q: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
const fmt = (n: number) => (Number.isFinite(n) ? Math.round(n).toString() : "-");

type Level = {
  agents: number;
  timings: Map<Step, number[]>;
  errors: Map<Step, Map<string, number>>;
  journeys: number;
  confirmations: Set<string>;
  confirmationsSent: number;
  refused: Set<string>;
  startedAt: number;
};

function recorder(level: Level): Recorder {
  return {
    timing: (step, ms) => level.timings.get(step)!.push(ms),
    error: (step, detail) => {
      const byDetail = level.errors.get(step)!;
      byDetail.set(detail, (byDetail.get(detail) ?? 0) + 1);
    },
    confirmation: (surname) => {
      level.confirmationsSent += 1;
      level.confirmations.add(surname);
    },
    refused: (surname) => void level.refused.add(surname),
    journey: () => void (level.journeys += 1),
  };
}

async function bookingsMade(prefix: string) {
  const response = await fetch(
    `http://127.0.0.1:${ports.sim}/__sim/bookings?surnamePrefix=${prefix}`,
  );
  const { bookings } = (await response.json()) as {
    bookings: { bookingId: string; surnames: string[] }[];
  };
  const perSurname = new Map<string, number>();
  for (const b of bookings)
    for (const s of b.surnames.filter((n) => n.startsWith(prefix)))
      perSurname.set(s, (perSurname.get(s) ?? 0) + 1);
  return {
    count: bookings.length,
    twice: [...perSurname.values()].filter((n) => n > 1).length,
    surnames: new Set(perSurname.keys()),
  };
}

type CallCounts = Record<string, number>;
/** The calls the simulator answered so far, per family (GET /__sim/calls). */
async function simCalls(): Promise<CallCounts> {
  const response = await fetch(`http://127.0.0.1:${ports.sim}/__sim/calls`);
  return (await response.json()) as CallCounts;
}

async function storedSearches(redis: Redis) {
  const sizes: number[] = [];
  let cursor = "0";
  do {
    const [next, keys] = await redis.scan(cursor, "MATCH", "*air-search:*", "COUNT", 1000);
    cursor = next;
    for (const key of keys) sizes.push(await redis.strlen(key));
  } while (cursor !== "0");
  return sizes;
}

const usedMemory = async (redis: Redis) =>
  Number(/used_memory:(\d+)/.exec(await redis.info("memory"))?.[1] ?? 0);

/**
 * Journeys before the first level, not counted: both instances load their route modules, JIT and
 * caches as a portal that has been running does (the first level measured its cold start).
 */
async function warmUp() {
  const ignore: Recorder = {
    timing: () => undefined,
    error: () => undefined,
    confirmation: () => undefined,
    refused: () => undefined,
    journey: () => undefined,
  };
  const base = `http://127.0.0.1:${ports.balancer}`;
  const noThink = () => Promise.resolve();
  await Promise.all(
    Array.from({ length: 4 }, async (_, id) => {
      const agent = new VirtualAgent(base, 1000 + id, ignore, noThink, "WARM", CAPTCHA);
      await agent.signIn().catch(() => undefined);
      for (let n = 0; n < 3; n++) await agent.journey(n);
    }),
  );
}

async function runLevel(
  agents: number,
  levelIndex: number,
  procs: { name: string; pid: number }[],
  redis: Redis,
) {
  const level: Level = {
    agents,
    timings: new Map(STEPS.map((s) => [s, []])),
    errors: new Map(STEPS.map((s) => [s, new Map()])),
    journeys: 0,
    confirmations: new Set(),
    confirmationsSent: 0,
    refused: new Set(),
    startedAt: performance.now(),
  };
  const record = recorder(level);
  // Letters only (the passenger form's rule): a prefix per run and level.
  const prefix = `B${String.fromCharCode(65 + (((Date.now() / 1000) % 26) | 0))}${String.fromCharCode(65 + levelIndex)}`;
  const memoryBefore = await usedMemory(redis);
  const cpuBefore = procs.map((p) => cpuMs(p.pid));
  const callsBefore = await simCalls();
  const rssPeak = procs.map(() => 0);
  let memoryPeak = memoryBefore;
  const sampler = setInterval(() => {
    procs.forEach((p, i) => (rssPeak[i] = Math.max(rssPeak[i], rssMb(p.pid))));
    void usedMemory(redis)
      .then((m) => (memoryPeak = Math.max(memoryPeak, m)))
      .catch(() => undefined);
  }, 1000);
  const deadline = Date.now() + durationS * 1000;
  const think = () => new Promise<void>((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
  const base = `http://127.0.0.1:${ports.balancer}`;

  // Bounded: journeys under way get 90 s after the deadline, then their requests are ended.
  const over = new AbortController();
  const hardStop = setTimeout(() => over.abort(), durationS * 1000 + 90_000);
  const runAgent = async (id: number) => {
    await new Promise((r) => setTimeout(r, (rampS * 1000 * id) / agents));
    const agent = new VirtualAgent(base, id, record, think, prefix, CAPTCHA, over.signal);
    // Bounded: at most 50 journeys per agent, none started after the deadline.
    for (let n = 0; n < 50 && Date.now() < deadline && !over.signal.aborted; n++) {
      if (!agent.signedIn) {
        try {
          await agent.signIn();
        } catch {
          await think();
          continue;
        }
        await think();
      }
      await agent.journey(n);
    }
  };
  await Promise.all(Array.from({ length: agents }, (_, id) => runAgent(id)));
  clearTimeout(hardStop);
  clearInterval(sampler);
  const elapsedS = (performance.now() - level.startedAt) / 1000;
  const cpuSpent = procs.map((p, i) => cpuMs(p.pid) - cpuBefore[i]);
  const cpu = cpuSpent.map((ms) => ms / (elapsedS * 10));
  const callsAfter = await simCalls();
  const calls = Object.fromEntries(
    Object.keys(callsAfter).map((f) => [f, callsAfter[f] - (callsBefore[f] ?? 0)]),
  );
  const made = await bookingsMade(prefix);
  const searches = await storedSearches(redis);
  const portalCpuMs = cpuSpent[0] + cpuSpent[1];
  return {
    level,
    elapsedS,
    cpu,
    rssPeak,
    made,
    searches,
    memoryBefore,
    memoryPeak,
    calls,
    portalCpuMs,
  };
}

function report(result: Awaited<ReturnType<typeof runLevel>>, procs: { name: string }[]) {
  const { level, elapsedS, cpu, rssPeak, made, searches, memoryBefore, memoryPeak, calls } = result;
  console.log(
    `\n## ${level.agents} agents, ${elapsedS.toFixed(0)} s (ramp ${rampS} s, think ${thinkMs} ms ±50 %, ${offers} offers max)\n`,
  );
  console.log("| step | count | p50 ms | p95 ms | p99 ms | errors |");
  console.log("|---|---|---|---|---|---|");
  let worstP95 = 0;
  for (const step of STEPS) {
    const sorted = [...level.timings.get(step)!].sort((a, b) => a - b);
    const errors = [...level.errors.get(step)!].map(([d, n]) => `${n} ${d}`).join(", ") || "0";
    const p95 = quantile(sorted, 0.95);
    if (Number.isFinite(p95)) worstP95 = Math.max(worstP95, p95);
    console.log(
      `| ${step} | ${sorted.length} | ${fmt(quantile(sorted, 0.5))} | ${fmt(p95)} | ${fmt(quantile(sorted, 0.99))} | ${errors} |`,
    );
  }
  const errorCount = [...level.errors.values()].reduce(
    (sum, m) => sum + [...m.values()].reduce((a, b) => a + b, 0),
    0,
  );
  const sortedSizes = [...searches].sort((a, b) => a - b);
  console.log(
    `\n- journeys: ${level.journeys} (${((level.journeys / elapsedS) * 60).toFixed(1)}/min), errors: ${errorCount}`,
  );
  // Every confirmation the portal accepted made exactly one booking; one refused made none.
  const accepted = [...level.confirmations].filter((n) => !level.refused.has(n));
  const lost = accepted.filter((n) => !made.surnames.has(n)).length;
  const refusedYetBooked = [...level.refused].filter((n) => made.surnames.has(n)).length;
  console.log(
    `- confirmations sent: ${level.confirmationsSent} (${level.refused.size} refused: 503 or the balancer's 502); bookings made: ${made.count}; accepted but not booked: ${lost}; refused yet booked: ${refusedYetBooked}; surnames booked twice: ${made.twice}`,
  );
  console.log(
    `- Redis: ${((memoryPeak - memoryBefore) / 1024 / level.agents).toFixed(0)} KB per active agent at peak (used_memory ${(memoryBefore / 1048576).toFixed(1)} → ${(memoryPeak / 1048576).toFixed(1)} MB); stored searches: ${searches.length}, median ${fmt(quantile(sortedSizes, 0.5) / 1024)} KB, max ${fmt((sortedSizes.at(-1) ?? NaN) / 1024)} KB`,
  );
  if (balancerErrors.length)
    console.log(
      `- balancer: ${balancerErrors.length} failed forwards (${[...new Set(balancerErrors)].slice(0, 3).join("; ")})`,
    );
  balancerErrors.length = 0;
  for (const [i, p] of procs.entries())
    console.log(
      `- ${p.name}: CPU ${cpu[i].toFixed(0)} % of a core, RSS peak ${rssPeak[i].toFixed(0)} MB`,
    );
  const journeys = Math.max(level.journeys, 1);
  const used = Object.entries(calls).filter(([f, n]) => f !== "total" && n > 0);
  console.log(
    `- back-office calls per completed journey: ${(calls.total / journeys).toFixed(2)} (${used
      .map(([f, n]) => `${f} ${(n / journeys).toFixed(2)}`)
      .join(
        ", ",
      )}); portal CPU ms per journey (A + B): ${(result.portalCpuMs / journeys).toFixed(0)}`,
  );
  return { worstP95, errorCount };
}

/** One run: a fresh Redis, PostgreSQL and simulator, and the portal built in `portalDir`. */
async function runAll(label: string, portalDir: string): Promise<string[]> {
  children.length = 0;
  console.log(`\n# ${label}\n`);
  if (build)
    execSync("npm run build", {
      cwd: portalDir,
      stdio: "inherit",
      env: { ...process.env, PORTAL_BUILD_DIR: buildDir },
    });
  const redisProcess = start("redis", "redis-server", [
    "--port",
    String(redisPort),
    "--bind",
    "127.0.0.1",
    "--save",
    "",
    "--appendonly",
    "no",
  ]);
  const profileArgs = profileDir ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  const sim = start(
    "simulator",
    "node",
    [...profileArgs, "--import", "tsx", "mocks/standalone.ts"],
    {
      PAMHK_SIM_PORT: String(ports.sim),
      PAMHK_SIM_CAPTCHA: CAPTCHA,
      PAMHK_SIM_MAX_OFFERS: offers,
    },
  );
  const postgres = localPostgres(ports.postgres);
  postgres.start();
  const portalEnv = {
    NODE_ENV: "production",
    PORTAL_BUILD_DIR: buildDir,
    SESSION_STORE: "redis",
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    DATABASE_URL: postgres.url,
    SESSION_SECRET: "agents-bench-secret-agents-bench",
    PAMHK_API_URL: `http://127.0.0.1:${ports.sim}`,
    OIDC_ISSUER: "",
    // Every virtual agent comes from 127.0.0.1: the per-address limits of new sessions and of
    // verification images would otherwise measure themselves (an office behind one NAT address
    // signing in at 9:00).
    SESSION_CREATE_PER_MINUTE: "100000",
    CAPTCHA_PER_MINUTE: "100000",
  };
  const portals = [ports.a, ports.b].map((port, i) =>
    start(
      `portal-${"ab"[i]}`,
      "node",
      [...profileArgs, `${buildDir}/portal/server.js`],
      { ...portalEnv, PORT: String(port) },
      portalDir,
    ),
  );
  const redis = new Redis(`redis://127.0.0.1:${redisPort}`, { lazyConnect: true });
  redis.on("error", () => undefined);
  const server = await balancer([ports.a, ports.b]);
  try {
    await waitFor(`http://127.0.0.1:${ports.sim}/__sim/control`);
    await Promise.all([ports.a, ports.b].map((p) => waitFor(`http://127.0.0.1:${p}/healthz`)));
    await redis.connect();
    const procs = [
      { name: "portal A", pid: nodePid(portals[0]) },
      { name: "portal B", pid: nodePid(portals[1]) },
      { name: "simulator", pid: nodePid(sim) },
      { name: "redis", pid: redisProcess.pid! },
      { name: "bench (agents + balancer)", pid: process.pid },
    ];
    const summary: string[] = [];
    const costs: string[] = [];
    if (warm) await warmUp();
    for (const [i, agents] of levels.entries()) {
      const result = await runLevel(agents, i, procs, redis);
      const { worstP95, errorCount } = report(result, procs);
      const journeys = Math.max(result.level.journeys, 1);
      costs.push(
        `| ${label} | ${agents} | ${result.level.journeys} | ${(result.calls.total / journeys).toFixed(2)} | ${((result.calls["air-search"] ?? 0) / journeys).toFixed(2)} | ${(result.portalCpuMs / journeys).toFixed(0)} | ${fmt(worstP95)} | ${errorCount} |`,
      );
      summary.push(
        `| ${agents} | ${fmt(worstP95)} | ${errorCount} | ${((result.level.journeys / result.elapsedS) * 60).toFixed(1)} | ${result.cpu
          .slice(0, 2)
          .map((c) => c.toFixed(0))
          .join(" / ")} | ${result.cpu[2].toFixed(0)} |`,
      );
    }
    if (levels.length > 1) {
      console.log("\n## Levels (the knee: the first level whose worst step p95 passes 500 ms)\n");
      console.log(
        "| agents | worst step p95 ms | errors | journeys/min | portal CPU % A / B | simulator CPU % |",
      );
      console.log("|---|---|---|---|---|---|");
      for (const line of summary) console.log(line);
    }
    return costs;
  } finally {
    redis.disconnect();
    server.close();
    server.closeAllConnections();
    stopAll();
    postgres.stop();
    // The next run takes the same ports.
    await new Promise((r) => setTimeout(r, 3000));
  }
}

async function main() {
  const costs: string[] = [];
  if (ref) {
    const dir = `${process.cwd()}/.builds/ref-${ref.replace(/[^A-Za-z0-9_-]/g, "_")}`;
    execSync(`git worktree remove --force ${dir} 2>/dev/null || true`, { stdio: "inherit" });
    execSync(`git worktree add --detach ${dir} ${ref}`, { stdio: "inherit" });
    try {
      execSync(`ln -s ${process.cwd()}/node_modules ${dir}/node_modules`);
      costs.push(...(await runAll(`${ref} (${gitHead(dir)})`, dir)));
    } finally {
      execSync(`git worktree remove --force ${dir}`, { stdio: "inherit" });
    }
  }
  costs.push(...(await runAll(`this tree (${gitHead(".")})`, process.cwd())));
  console.log(
    "\n## Cost per completed journey (calls: the simulator's count per family; CPU: portal A + B)\n",
  );
  console.log(
    "| portal | agents | journeys | back-office calls | of which air-search | portal CPU ms | worst step p95 ms | errors |",
  );
  console.log("|---|---|---|---|---|---|---|---|");
  for (const line of costs) console.log(line);
}

const gitHead = (dir: string) =>
  execSync("git rev-parse --short HEAD", { cwd: dir }).toString().trim();

await main();
// Keep-alive sockets of the balancer and of fetch would hold the process open.
process.exit(0);

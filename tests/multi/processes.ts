import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { localPostgres } from "../../scripts/local-postgres";

export const base = Number(process.env.E2E_PORT ?? 3100) + 20;
export const ports = { a: base, b: base + 1, sim: base + 2, drain: base + 3 };
export const redisPort = Number(process.env.REDIS_TEST_PORT ?? 6400);
export const redisUrl = `redis://127.0.0.1:${redisPort}`;
export const urlOf = (port: number) => `http://127.0.0.1:${port}`;

const children = new Set<ChildProcess>();

function start(command: string, args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  // Bounded, but above what a test reads back: a drain answers thousands of requests, each a log
  // line the SIGTERM test counts.
  child.stdout?.on(
    "data",
    (c: Buffer) => (output += c.toString()).length > 20_000_000 && (output = ""),
  );
  child.stderr?.on("data", (c: Buffer) => (output += c.toString()));
  (child as ChildProcess & { output: () => string }).output = () => output;
  children.add(child);
  child.once("exit", () => children.delete(child));
  return child;
}

export const outputOf = (child: ChildProcess) =>
  (child as ChildProcess & { output?: () => string }).output?.() ?? "";

const redisDir = mkdtempSync(join(tmpdir(), "multi-redis-"));
export function startRedis(): ChildProcess {
  return start(
    "redis-server",
    [
      "--port",
      String(redisPort),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      redisDir,
    ],
    {},
  );
}

export function startSimulator(): ChildProcess {
  return start("npx", ["tsx", "mocks/standalone.ts"], {
    PAMHK_SIM_PORT: String(ports.sim),
    PAMHK_SIM_CAPTCHA: "TEST",
  });
}

export function startPortal(port: number, env: Record<string, string> = {}): ChildProcess {
  return start("node", [`${process.env.PORTAL_BUILD_DIR ?? "build"}/portal/server.js`], {
    PORT: String(port),
    NODE_ENV: "production",
    SESSION_STORE: "redis",
    REDIS_URL: redisUrl,
    SESSION_SECRET: "multi-instance-secret-multi-instance",
    PAMHK_API_URL: urlOf(ports.sim),
    OIDC_ISSUER: "",
    // Never two instances on one embedded database folder; the activity suite passes DATABASE_URL.
    DATABASE_DIR: "memory://",
    ...env,
  });
}

export async function waitFor(url: string, ok = (r: Response) => r.ok, ms = 90_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      await response.body?.cancel();
      if (ok(response)) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms} ms`);
}

/** Redis and the back office's simulator, answering. */
export async function startBackEnds() {
  startRedis();
  startSimulator();
  await waitFor(urlOf(ports.sim), () => true);
}

/** Instances A and B (each with its own extra environment), once both answer. */
export async function startInstances(
  envA: Record<string, string> = {},
  envB: Record<string, string> = envA,
): Promise<[ChildProcess, ChildProcess]> {
  const pair: [ChildProcess, ChildProcess] = [
    startPortal(ports.a, envA),
    startPortal(ports.b, envB),
  ];
  await Promise.all([waitFor(`${urlOf(ports.a)}/healthz`), waitFor(`${urlOf(ports.b)}/healthz`)]);
  return pair;
}

export async function stop(child: ChildProcess | undefined, signal: NodeJS.Signals = "SIGTERM") {
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  process.kill(-child.pid, signal);
  const timer = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

export async function stopAll() {
  await Promise.all([...children].map((c) => stop(c)));
}

// A real PostgreSQL (issue 33) on the suite's own port.
export const postgresPort = base + 5;
const postgres = localPostgres(postgresPort);
export const postgresUrl = postgres.url;
/** Starts (first call: creates) the suite's PostgreSQL; resolves once it accepts connections. */
export const startPostgres = async () => postgres.start();
export const stopPostgres = () => postgres.stop();
// Spec files share a worker and so this module: each discards its database, or the next file's
// simulator (booking numbers from 200241 again) would meet the last file's sightings and events.
export const discardPostgres = () => postgres.discard();

// Redis Sentinel (issue 35): a primary, a replica and three sentinels on ports of their own.
export const sentinelSetup = {
  name: "portal",
  primary: redisPort + 1,
  replica: redisPort + 2,
  sentinels: [0, 1, 2].map((i) => redisPort + 20_000 + i),
};

export function startRedisNode(port: number, replicaOf?: number): ChildProcess {
  const dir = mkdtempSync(join(tmpdir(), "multi-redis-node-"));
  const replica = replicaOf ? ["--replicaof", "127.0.0.1", String(replicaOf)] : [];
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--dir", dir];
  return start("redis-server", [...args, "--appendonly", "no", ...replica], {});
}

/** `redis-server --sentinel` (the redis-server package has it): down after 1 s, failover in 5. */
export function startSentinel(port: number): ChildProcess {
  const dir = mkdtempSync(join(tmpdir(), "multi-sentinel-"));
  const { name, primary } = sentinelSetup;
  writeFileSync(
    join(dir, "sentinel.conf"),
    [
      `port ${port}`,
      "bind 127.0.0.1",
      `dir ${dir}`,
      `sentinel monitor ${name} 127.0.0.1 ${primary} 2`,
      `sentinel down-after-milliseconds ${name} 1000`,
      `sentinel failover-timeout ${name} 5000`,
      "",
    ].join("\n"),
  );
  return start("redis-server", [join(dir, "sentinel.conf"), "--sentinel"], {});
}

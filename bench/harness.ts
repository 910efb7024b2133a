// What every bench needs: a production build served on the embedded simulator, a headless
// Chromium, a signed-in agent, and the gzip bytes (level 9, as issue 13 measures with `gzip -9`)
// of the scripts a page loads.
import { execSync, spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { chromium, type Browser, type BrowserContext } from "@playwright/test";

export const CAPTCHA = "BNCH";

async function waitFor(url: string, answered = (response: Response) => response.ok) {
  for (let i = 0; i < 240; i++) {
    try {
      if (answered(await fetch(url))) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`server did not answer at ${url}`);
}

/**
 * Builds (unless told not to) and serves the portal. The simulator runs in a process of its own,
 * as the real back office would be remote: the figures are the portal's, not the simulator's.
 */
export async function startPortal({
  port,
  buildDir,
  build,
  cwd = process.cwd(),
  simulatorEnv = {},
}: {
  port: number;
  buildDir: string;
  build: boolean;
  /** Another checkout (a git ref's worktree) whose build and simulator to serve. */
  cwd?: string;
  /** E.g. `PAMHK_SIM_MAX_OFFERS` for results at scale. */
  simulatorEnv?: Record<string, string>;
}) {
  if (build)
    execSync("npm run build", {
      cwd,
      stdio: "inherit",
      env: { ...process.env, PORTAL_BUILD_DIR: buildDir },
    });
  const simulatorUrl = `http://127.0.0.1:${port + 1}`;
  const simulator = spawn("npx", ["tsx", "mocks/standalone.ts"], {
    cwd,
    env: {
      ...process.env,
      ...simulatorEnv,
      PAMHK_SIM_PORT: String(port + 1),
      PAMHK_SIM_CAPTCHA: CAPTCHA,
    },
    stdio: "ignore",
    detached: true,
  });
  // BENCH_PROFILE=<dir> writes a V8 CPU profile of the portal process there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : [];
  const server = spawn("node", [...profile, `${buildDir}/portal/server.js`], {
    cwd,
    env: {
      ...process.env,
      PORT: String(port),
      PORTAL_BUILD_DIR: buildDir,
      SESSION_STORE: "memory",
      PAMHK_API_URL: simulatorUrl,
      NODE_ENV: "production",
    },
    stdio: "ignore",
    detached: true,
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = () => {
    for (const child of [server, simulator])
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM");
      } catch {
        /* already gone */
      }
  };
  try {
    // Both: the portal answers /login without the simulator, but its verification image needs it.
    await waitFor(simulatorUrl, () => true);
    await waitFor(`${base}/login`);
  } catch (error) {
    stop();
    throw error;
  }
  // CPU milliseconds used so far by the portal and by the simulator (each a process group).
  const cpu = () => ({ portal: groupCpuMs(server.pid), simulator: groupCpuMs(simulator.pid) });
  return { base, simulatorUrl, stop, cpu };
}

/** utime + stime of every process in a process group, from /proc (Linux), in milliseconds. */
function groupCpuMs(pgid: number | undefined): number {
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      // Fields after the command name: state ppid pgrp ... utime(14) stime(15), counted from 1.
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
      if (Number(fields[2]) === pgid) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* the process ended meanwhile */
    }
  }
  return ticks * 10; // USER_HZ is 100 on Linux
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Signs `agent` in through the real form; returns the Cookie header for load generators. */
export async function signInAgent(context: BrowserContext, base: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel("Login name").fill("agent");
  await page.getByLabel("Password").fill("Agent1234");
  await page.getByLabel("Verification code").fill(CAPTCHA);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => url.pathname.startsWith("/secured/"));
  await page.close();
  return (await context.cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
}

/**
 * Gzip -9 bytes per script URL a page loads until the network is idle. A context keeps its HTTP
 * cache: pass a fresh one (`freshContext`) for a cold load.
 */
export async function scriptBytes(
  context: BrowserContext,
  url: string,
): Promise<{ status: number; scripts: Map<string, number> }> {
  const page = await context.newPage();
  const pending: Promise<void>[] = [];
  const scripts = new Map<string, number>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    pending.push(
      response
        .body()
        .catch(() => Buffer.alloc(0))
        .then((body) => void scripts.set(response.url(), gzipSync(body, { level: 9 }).length)),
    );
  });
  const response = await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(pending);
  await page.close();
  return { status: response?.status() ?? 0, scripts };
}

/** A new context (empty cache) carrying another context's cookies: a first visit, signed in. */
export async function freshContext(browser: Browser, from?: BrowserContext) {
  const context = await browser.newContext();
  if (from) await context.addCookies(await from.cookies());
  return context;
}

export const sum = (values: Iterable<number>) => [...values].reduce((a, b) => a + b, 0);

import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createConnection, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type RunningRedis = { url: string; stop(): Promise<void> };

const NOT_INSTALLED =
  "redis-server is not installed, but the Redis tests need a real one: apt-get install -y redis-server";

/**
 * Starts a throw-away redis-server on a free port for one test file. It fails (never skips)
 * when redis-server is missing, so a CI machine without it cannot pass the Redis tests silently.
 */
export async function startRedis(): Promise<RunningRedis> {
  if (spawnSync("redis-server", ["--version"]).error) throw new Error(NOT_INSTALLED);
  const port = await freePort();
  // Its own working folder, so nothing (dump.rdb) lands in the repository.
  const dir = await mkdtemp(join(tmpdir(), "redis-test-"));
  const child = spawn(
    "redis-server",
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--save",
      "",
      "--appendonly",
      "no",
      "--dir",
      dir,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    await kill(child, exited);
    await rm(dir, { recursive: true, force: true });
  };

  try {
    await waitForPong(port, child);
  } catch (error) {
    await stop();
    throw new Error(`redis-server did not start: ${(error as Error).message}\n${output}`);
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}

// Ask the OS for an unused port; redis-server cannot pick one itself and report it.
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => (port ? resolve(port) : reject(new Error("No free port"))));
    });
  });
}

async function waitForPong(port: number, child: ChildProcess, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`exited with code ${child.exitCode}`);
    if (await ping(port)) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no PONG on port ${port} within ${timeoutMs} ms`);
}

// A raw RESP PING, so the helper does not depend on the client under test.
function ping(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host: "127.0.0.1" });
    let reply = "";
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("connect", () => socket.write("PING\r\n"));
    socket.on("data", (chunk) => {
      reply += chunk.toString();
      if (reply.includes("\r\n")) done(reply.startsWith("+PONG"));
    });
  });
}

async function kill(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

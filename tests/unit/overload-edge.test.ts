// Issue 32 at the HTTP edge (server/app.ts, server/admission.ts, server/connections.ts) on
// loopback: admission answers a light 503 with Retry-After beyond its queue, a client that leaves
// fires its request's caller signal, a page failing while a store command failed is a 503, and
// the server cuts slow headers, idle bodies and connections over the per-address cap.
import type { Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import type express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { createLogger } from "~/log.server";
import { callerSignal } from "~/pamhk/caller-signal.server";
import { createKeyValueStore } from "~/store/kv-store.server";
import { createPortalApp, type PortalAppOptions } from "../../server/app";
import { createPortalServer, type ConnectionOptions } from "../../server/connections";
import { edgeOptionsFromEnv } from "../../server/http";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

const connectionDefaults: ConnectionOptions = {
  headersTimeoutMs: 10_000,
  bodyIdleTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  perAddress: 0,
  overCapGraceMs: 2000,
};

async function serve(
  pages: express.RequestHandler,
  opts: Partial<PortalAppOptions> = {},
  connections: Partial<ConnectionOptions> = {},
) {
  const app = createPortalApp({
    edge: { ...edgeOptionsFromEnv(), store: { kind: "memory", namespace: "health" } },
    pages,
    assetsDir: "public/build",
    logger: createLogger({ write: () => undefined }),
    ...opts,
  });
  const server = createPortalServer(app, { ...connectionDefaults, ...connections });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("admission control", () => {
  it("answers beyond in-flight and queue with the translated 503 and Retry-After, never 500", async () => {
    const { base } = await serve(
      async (_req, res) => {
        await sleep(500);
        res.send("page");
      },
      { admission: { maxInFlight: 2, queue: 2, queueMs: 300, retryAfterSeconds: 5 } },
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        fetch(`${base}/secured/booking/list`, { headers: { "Accept-Language": "zh-HK" } }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 503, 503, 503, 503, 503, 503, 503, 503]);
    const refused = answers.find((r) => r.status === 503)!;
    expect(refused.headers.get("retry-after")).toBe("5");
    const page = await refused.text();
    expect(page).toContain('<html lang="zh-HK">');
    expect(page).toContain("服務暫時無法使用");
    expect(page.length).toBeLessThan(4000);
  });

  it("lets a queued request through when a place frees within the queue time", async () => {
    const { base } = await serve(
      async (_req, res) => {
        await sleep(100);
        res.send("page");
      },
      { admission: { maxInFlight: 1, queue: 5, queueMs: 2000, retryAfterSeconds: 5 } },
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${base}/login`)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
  });
});

describe("a client that leaves", () => {
  it("fires the caller signal the gateway cancels its reads with", async () => {
    let resolveAborted: (v: boolean) => void = () => undefined;
    const aborted = new Promise<boolean>((r) => (resolveAborted = r));
    const { base } = await serve((_req, res) => {
      const signal = callerSignal();
      signal?.addEventListener("abort", () => resolveAborted(true));
      setTimeout(() => res.send("late"), 3000);
    });
    const client = new AbortController();
    const request = fetch(`${base}/secured/booking/list`, { signal: client.signal }).catch(
      () => undefined,
    );
    await sleep(200);
    client.abort();
    await request;
    expect(await Promise.race([aborted, sleep(1000).then(() => false)])).toBe(true);
  });
});

describe("a store command that fails while a page is served", () => {
  it("turns the page's 500 into a 503 with Retry-After", async () => {
    const unreachable = createKeyValueStore({
      kind: "redis",
      redisUrl: "redis://127.0.0.1:1",
      namespace: "gone",
    });
    const { base } = await serve(async (_req, res) => {
      const failed = await unreachable.get("x").then(
        () => false,
        () => true,
      );
      res.status(500).send(failed ? "store failed" : "other failure");
    });
    const answer = await fetch(`${base}/secured/booking/list`);
    expect(await answer.text()).toBe("store failed");
    expect(answer.status).toBe(503);
    expect(answer.headers.get("retry-after")).toBe("2");
  });
});

/** Opens a raw connection and resolves with the milliseconds until the server closed it. */
function rawClient(base: string, send: (socket: Socket) => void) {
  const { port } = new URL(base);
  const socket = connect(Number(port), "127.0.0.1");
  let received = "";
  socket.on("data", (d) => (received += String(d)));
  socket.on("error", () => undefined);
  const started = Date.now();
  const closed = new Promise<number>((resolve) =>
    socket.once("close", () => resolve(Date.now() - started)),
  );
  socket.once("connect", () => send(socket));
  return { closed, received: () => received, socket };
}

describe("slow clients", () => {
  it("cuts headers that do not end within the headers time-out", async () => {
    const { base } = await serve((_req, res) => res.send("ok"), {}, { headersTimeoutMs: 400 });
    const slow = rawClient(base, (s) => s.write("GET /login HTTP/1.1\r\nHost: x\r\n"));
    const ms = await slow.closed;
    expect(ms).toBeLessThan(2000);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it("cuts a body that pauses longer than the body idle time-out", async () => {
    const { base } = await serve(
      (req, res) => {
        req.resume();
        req.on("end", () => res.send("ok"));
      },
      { bodyIdleTimeoutMs: 400 },
    );
    const slow = rawClient(base, (s) =>
      s.write(
        "POST /contactUs HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nname=a",
      ),
    );
    const ms = await slow.closed;
    expect(ms).toBeLessThan(1500);
    expect(slow.received()).toBe("");
  });

  it("keeps a body that trickles within the idle time-out", async () => {
    const { base } = await serve(
      (req, res) => {
        req.resume();
        req.on("end", () => res.send("whole"));
      },
      { bodyIdleTimeoutMs: 400 },
    );
    const client = rawClient(base, async (s) => {
      s.write(
        "POST /contactUs HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 4\r\nConnection: close\r\n\r\n",
      );
      for (const c of "a=bc") {
        await sleep(250);
        s.write(c);
      }
    });
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200[\s\S]*whole$/);
  });

  it("never cuts an answer that is slower than the body idle time-out (a slow search)", async () => {
    // A GET has no body to wait for: its unread request stream never ends, so a body timer set
    // for it would cut the page while the back office is still searching.
    const { base } = await serve(
      async (_req, res) => {
        await sleep(900);
        res.send("flights");
      },
      { bodyIdleTimeoutMs: 400 },
    );
    const client = rawClient(base, (s) =>
      s.write("GET /secured/air/airFlightSelect HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"),
    );
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200[\s\S]*flights$/);
  });

  it("caps connections per address: extra ones get a 503 or are dropped", async () => {
    const { base } = await serve(
      (_req, res) => res.send("ok"),
      {},
      { perAddress: 3, overCapGraceMs: 300 },
    );
    const held = Array.from({ length: 3 }, () => rawClient(base, () => undefined));
    await sleep(100);
    const asking = rawClient(base, (s) => s.write("GET /login HTTP/1.1\r\nHost: x\r\n\r\n"));
    const silent = rawClient(base, () => undefined);
    await asking.closed;
    expect(asking.received()).toMatch(/^HTTP\/1\.1 503[\s\S]*Retry-After: 5/i);
    expect(await silent.closed).toBeLessThan(1500);
    // The held ones are untouched and still served.
    held[0].socket.write("GET /login HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
    await held[0].closed;
    expect(held[0].received()).toMatch(/^HTTP\/1\.1 200/);
    for (const h of held) h.socket.destroy();
  });
});

// Load probes of issue 32, shared by `npx tsx bench/overload.ts` and tests/multi/overload.spec.ts:
// a burst of signed-in requests, clients that give up while the back office is slow (counted at
// a proxy in front of it), keep-alive clients during SIGTERM, and slow sockets. Loopback only.
import { Agent, createServer, request as httpRequest, type Server } from "node:http";
import { connect, type AddressInfo } from "node:net";

export type BurstResult = {
  statuses: Record<string, number>;
  p95Ms: number;
  maxMs: number;
  /** When each connection-level failure happened, from the start. */
  failedAtMs: number[];
};

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)] : 0;
};

/** `count` simultaneous GETs of `url` with `cookie`, each on its own connection. */
export async function burst(url: string, count: number, cookie: string): Promise<BurstResult> {
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  const failedAtMs: number[] = [];
  await Promise.all(
    Array.from({ length: count }, async () => {
      const started = performance.now();
      const status = await new Promise<string>((resolve) => {
        const req = httpRequest(url, { agent: false, headers: { Cookie: cookie } }, (res) => {
          res.resume();
          res.on("end", () => resolve(String(res.statusCode)));
          res.on("error", () => resolve("error"));
        });
        req.setTimeout(60_000, () => req.destroy());
        req.on("error", (e: NodeJS.ErrnoException) => resolve(e.code ?? "error"));
        req.end();
      });
      times.push(performance.now() - started);
      statuses[status] = (statuses[status] ?? 0) + 1;
      if (!/^\d+$/.test(status)) failedAtMs.push(Math.round(performance.now() - started));
    }),
  );
  return {
    statuses,
    p95Ms: Math.round(percentile(times, 0.95)),
    maxMs: Math.round(Math.max(...times)),
    failedAtMs,
  };
}

export type SlowBackOffice = {
  url: string;
  /** From now on every call is held this long before it is passed on (0: at once). */
  holdMs: number;
  /** Calls received and not yet answered or abandoned by the portal. */
  open: () => number;
  received: () => number;
  close: () => Promise<void>;
};

/** A proxy in front of the back office that can hold calls and counts those still open. */
export async function slowBackOffice(target: string): Promise<SlowBackOffice> {
  let open = 0;
  let received = 0;
  const state = { holdMs: 0 };
  const server: Server = createServer((req, res) => {
    open++;
    received++;
    let closed = false;
    res.once("close", () => {
      closed = true;
      open--;
    });
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      setTimeout(() => {
        if (closed) return;
        const headers = new Headers();
        for (const name of ["cookie", "content-type", "accept", "x-request-id"]) {
          const value = req.headers[name];
          if (typeof value === "string") headers.set(name, value);
        }
        const body = chunks.length ? Buffer.concat(chunks) : undefined;
        fetch(`${target}${req.url}`, { method: req.method, headers, body, redirect: "manual" })
          .then(async (answer) => {
            const bytes = Buffer.from(await answer.arrayBuffer());
            const out: Record<string, string | string[]> = {};
            answer.headers.forEach((value, name) => {
              if (
                !["content-length", "content-encoding", "transfer-encoding", "connection"].includes(
                  name,
                )
              )
                out[name] = value;
            });
            const setCookies = answer.headers.getSetCookie();
            if (setCookies.length) out["set-cookie"] = setCookies;
            res.writeHead(answer.status, out).end(bytes);
          })
          .catch(() => res.destroy());
      }, state.holdMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get holdMs() {
      return state.holdMs;
    },
    set holdMs(ms: number) {
      state.holdMs = ms;
    },
    open: () => open,
    received: () => received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** `count` clients request `url` and give up after `leaveAfterMs`; resolves when all have left. */
export async function abandon(url: string, count: number, cookie: string, leaveAfterMs: number) {
  const statuses: Record<string, number> = {};
  await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<void>((resolve) => {
          const req = httpRequest(url, { agent: false, headers: { Cookie: cookie } }, (res) => {
            statuses[String(res.statusCode)] = (statuses[String(res.statusCode)] ?? 0) + 1;
            res.resume();
            res.on("end", resolve);
            res.on("error", () => resolve());
          });
          req.on("error", () => {
            statuses.left = (statuses.left ?? 0) + 1;
            resolve();
          });
          setTimeout(() => req.destroy(), leaveAfterMs);
          req.end();
        }),
    ),
  );
  return statuses;
}

export type DrainResult = {
  answered: number;
  afterSignal: number;
  /** Keep-alive answers to requests sent after the server's first `Connection: close`. */
  keptOpen: number;
  refused: number;
  resets: string[];
};

/**
 * `clients` keep-alive clients (one connection each) request `url` with short pauses; `signal()`
 * is called after `beforeMs`, and the clients go on for `afterMs`. Every reset counts, also one
 * on a reused idle connection.
 */
export async function keepAliveDuring(
  url: string,
  {
    clients,
    beforeMs,
    afterMs,
    signal,
  }: { clients: number; beforeMs: number; afterMs: number; signal: () => void },
): Promise<DrainResult> {
  const result: DrainResult = { answered: 0, afterSignal: 0, keptOpen: 0, refused: 0, resets: [] };
  let signalledAt = Infinity;
  let firstCloseAt = Infinity;
  let warm = 0;
  let allWarm: () => void = () => undefined;
  const warmedUp = new Promise<void>((resolve) => (allWarm = resolve));
  const client = async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    let first = true;
    while (Date.now() < signalledAt + afterMs) {
      const sentAt = Date.now();
      const outcome = await new Promise<"ok" | "refused" | "reset">((resolve) => {
        const req = httpRequest(url, { agent }, (res) => {
          res.resume();
          res.on("end", () => {
            result.answered++;
            if (first && ++warm === clients) allWarm();
            first = false;
            if (sentAt > signalledAt) result.afterSignal++;
            // The server handles the signal a moment after it is sent: from its first
            // `Connection: close` on, every later request must get one too.
            if (res.headers.connection === "close")
              firstCloseAt = Math.min(firstCloseAt, Date.now());
            else if (sentAt > firstCloseAt) result.keptOpen++;
            resolve("ok");
          });
          res.on("error", (e) => {
            result.resets.push(`${e.message} (answer)`);
            resolve("reset");
          });
        });
        req.on("error", (e: NodeJS.ErrnoException) => {
          if (e.code === "ECONNREFUSED") {
            result.refused++;
            return resolve("refused");
          }
          const at = Number.isFinite(signalledAt)
            ? `${Date.now() - signalledAt} ms after`
            : "before";
          result.resets.push(
            `${e.code ?? ""} ${e.message} ${at} the signal${req.reusedSocket ? " (reused connection)" : ""}`,
          );
          resolve("reset");
        });
        req.end();
      });
      if (outcome === "refused") break;
      await new Promise((r) => setTimeout(r, Math.random() * 400));
    }
    agent.destroy();
  };
  const running = Array.from({ length: clients }, client);
  // Every client holds an open keep-alive connection (none waits in the listen backlog) first.
  await Promise.all([warmedUp, new Promise((r) => setTimeout(r, beforeMs))]);
  signalledAt = Date.now();
  signal();
  await Promise.all(running);
  return result;
}

export type SlowSocketsResult = {
  opened: number;
  heldMaxMs: number;
  heldP95Ms: number;
  stillOpen: number;
};

/**
 * `count` connections that send a request slowly: "headers" never finishes its headers, "body"
 * declares a body and sends one byte of it. Resolves after `observeMs` with how long the server
 * let them live.
 */
export async function slowSockets(
  port: number,
  count: number,
  kind: "headers" | "body",
  observeMs: number,
): Promise<SlowSocketsResult> {
  const started = Date.now();
  const lifetimes: number[] = [];
  let stillOpen = 0;
  const sockets = Array.from({ length: count }, () => {
    const socket = connect(port, "127.0.0.1");
    socket.on("error", () => undefined);
    socket.on("data", () => undefined);
    socket.once("connect", () =>
      socket.write(
        kind === "headers"
          ? "GET /login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "
          : "POST /contactUs HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\na",
      ),
    );
    socket.once("close", () => lifetimes.push(Date.now() - started));
    return socket;
  });
  await new Promise((r) => setTimeout(r, observeMs));
  for (const socket of sockets) {
    if (!socket.destroyed) {
      stillOpen++;
      socket.destroy();
    }
  }
  return {
    opened: count,
    heldMaxMs: lifetimes.length ? Math.max(...lifetimes) : 0,
    heldP95Ms: percentile(lifetimes, 0.95),
    stillOpen,
  };
}

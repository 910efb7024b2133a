// The HTTP server's own limits against slow and greedy clients
// (docs/decisions/0050-admission-and-back-office-gate.md): request headers within
// HEADERS_TIMEOUT_MS, no body pause longer than BODY_IDLE_TIMEOUT_MS, the whole request within
// REQUEST_TIMEOUT_MS, and at most MAX_CONNECTIONS_PER_ADDRESS open connections per address.
import { createServer, type IncomingMessage, type RequestListener, type Server } from "node:http";
import type { Socket } from "node:net";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

export type ConnectionOptions = {
  headersTimeoutMs: number;
  bodyIdleTimeoutMs: number;
  requestTimeoutMs: number;
  /** 0: no cap (e.g. behind a proxy, whose one address all connections share). */
  perAddress: number;
  /** How long a connection over the cap may take to send the request that is answered 503. */
  overCapGraceMs: number;
};

export function connectionOptionsFromEnv(): ConnectionOptions {
  return {
    headersTimeoutMs: Number(process.env.HEADERS_TIMEOUT_MS ?? 10_000),
    bodyIdleTimeoutMs: Number(process.env.BODY_IDLE_TIMEOUT_MS ?? 10_000),
    requestTimeoutMs: Number(process.env.REQUEST_TIMEOUT_MS ?? 60_000),
    perAddress: Number(process.env.MAX_CONNECTIONS_PER_ADDRESS ?? 256),
    overCapGraceMs: 2000,
  };
}

const overCap = new WeakSet<Socket>();
const evicted = new WeakSet<Socket>();

/** True for a connection opened while its address already had its cap of connections. */
export const isOverCap = (socket: Socket) => overCap.has(socket);

export function createPortalServer(app: RequestListener, opts: ConnectionOptions): Server {
  const server = createServer(
    {
      headersTimeout: opts.headersTimeoutMs,
      requestTimeout: opts.requestTimeoutMs,
      // Node checks both time-outs only this often (default 30 s).
      connectionsCheckingInterval: Math.min(1000, opts.headersTimeoutMs),
    },
    app,
  );
  // Per address: its open connections, and those whose first request has not fully arrived yet
  // (oldest first). Those hold no share of the address's cap: at the cap, a new connection takes
  // the place of the oldest of them, so slow senders cannot shut a colleague behind the same
  // address out (README "Operations").
  type Address = { count: number; arriving: Set<Socket> };
  const open = new Map<string, Address>();
  const addressOf = new WeakMap<Socket, Address>();
  const arrived = (socket: Socket) => addressOf.get(socket)?.arriving.delete(socket);
  server.on("request", (req: IncomingMessage) => {
    const announcesBody =
      Number(req.headers["content-length"] ?? 0) > 0 ||
      req.headers["transfer-encoding"] !== undefined;
    if (!announcesBody || req.complete) return arrived(req.socket);
    req.once("end", () => arrived(req.socket));
  });
  server.on("connection", (socket: Socket) => {
    if (opts.perAddress <= 0) return;
    const address = socket.remoteAddress ?? "";
    const entry = open.get(address) ?? { count: 0, arriving: new Set<Socket>() };
    open.set(address, entry);
    addressOf.set(socket, entry);
    entry.count++;
    entry.arriving.add(socket);
    socket.once("close", () => {
      // An evicted one stopped counting when it was evicted.
      if (!entry.arriving.delete(socket) && evicted.has(socket)) return;
      if (--entry.count <= 0 && open.get(address) === entry) open.delete(address);
    });
    if (entry.count <= opts.perAddress) return;
    const oldest = [...entry.arriving].find((s) => s !== socket);
    if (oldest) {
      entry.arriving.delete(oldest);
      entry.count--;
      evicted.add(oldest);
      oldest.destroy();
      return;
    }
    // Answered 503 (and closed) if its request comes at once; dropped if it dawdles.
    entry.arriving.delete(socket);
    overCap.add(socket);
    socket.setTimeout(opts.overCapGraceMs, () =>
      // After one poll phase: a request already sent (a busy loop has not read it) is answered.
      setImmediate(() => socket.bytesRead === 0 && socket.destroy()),
    );
  });
  return server;
}

/**
 * While a request's body is arriving, its connection may stay silent at most `idleMs`
 * (then Node destroys it: nobody listens for the time-out); the timer ends with the body, or with
 * the answer if the body is never read. Only requests that announce a body get the timer: a GET's
 * request stream is never read to its end, so its timer would cut a slow answer (a slow search).
 */
export function bodyIdleTimeout(idleMs: number) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const announcesBody =
      Number(req.headers["content-length"] ?? 0) > 0 ||
      req.headers["transfer-encoding"] !== undefined;
    if (announcesBody && !req.complete) {
      const stop = () => req.socket.setTimeout(0);
      req.socket.setTimeout(idleMs);
      req.once("end", stop);
      res.once("close", stop);
    }
    next();
  };
}

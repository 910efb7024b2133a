// The HTTP edge of the portal, in front of Remix: request ids and structured logs, method,
// content-type and body-size rules, the store-down page, cache headers, /healthz and a graceful
// shutdown. Everything here answers before any route code runs (and before any body parsing).
import {
  createRequestHandler,
  writeReadableStreamToWritable,
  type ServerBuild,
} from "@remix-run/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { randomBytes } from "node:crypto";
import type { Server } from "node:http";
import type { Socket } from "node:net";
import {
  closeRedisClients,
  createKeyValueStore,
  pingStore,
  redisClient,
  storeReady,
  type KeyValueStoreOptions,
} from "../app/session/kv-store.server";
import { sharedProbe } from "./shared-probe";
import { statusPage } from "./status-page";

export type EdgeOptions = {
  /** Largest form body in bytes (default 64 KB). */
  formBytes: number;
  /** Largest body for the paths in importPaths (the passenger-list import; default 256 KB). */
  importBytes: number;
  importPaths: string[];
  store: KeyValueStoreOptions;
  backOfficeUrl: () => string | undefined;
  /** How long /healthz reuses the back office's reachability, across instances (default 5 s). */
  healthCacheSeconds: number;
};

export function edgeOptionsFromEnv(): EdgeOptions {
  const kind = (process.env.SESSION_STORE ?? "file") as KeyValueStoreOptions["kind"];
  return {
    formBytes: Number(process.env.BODY_LIMIT_KB ?? 64) * 1024,
    importBytes: Number(process.env.IMPORT_BODY_LIMIT_KB ?? 256) * 1024,
    importPaths: ["/secured/air/airBookForm"],
    store: {
      kind,
      dataDir: process.env.SESSION_DIR ?? "data/sessions",
      redisUrl: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      namespace: "health",
    },
    backOfficeUrl: () => process.env.PAMHK_API_URL,
    healthCacheSeconds: Number(process.env.HEALTHZ_CACHE_SECONDS ?? 5),
  };
}

type Locals = { requestId: string; rawBody?: Buffer; started: number };
const locals = (res: ExpressResponse) => res.locals as unknown as Locals;

/** Short request ids: 8 hex characters, on the response, in the log line and in error pages. */
export function requestIdAndLog() {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const id = randomBytes(4).toString("hex");
    Object.assign(res.locals, { requestId: id, started: performance.now() });
    res.setHeader("X-Request-Id", id);
    res.on("finish", () => {
      // The path only: query strings can carry tokens (SSO state and code).
      log("info", {
        reqId: id,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        ms: Math.round(performance.now() - locals(res).started),
      });
    });
    next();
  };
}

export function log(level: "info" | "warn" | "error", fields: Record<string, unknown>) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, ...fields });
  if (level === "error") console.error(line);
  else console.log(line);
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/** 405 for methods no route has, 415 for POST bodies no form sends (before reading them). */
export function methodAndContentType() {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    if (req.method !== "POST") {
      res.setHeader("Allow", "GET, HEAD, POST");
      return sendStatus(req, res, 405);
    }
    const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
    if (!FORM_TYPES.includes(type)) return sendStatus(req, res, 415);
    if (type === "multipart/form-data" && !/;\s*boundary=/i.test(req.headers["content-type"] ?? ""))
      return sendStatus(req, res, 400);
    next();
  };
}

/**
 * Reads the body into memory up to the limit, before anything parses it: a larger declared
 * length is refused at once, a larger streamed body as soon as it crosses the limit (413).
 */
export function bodyLimit(opts: Pick<EdgeOptions, "formBytes" | "importBytes" | "importPaths">) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (req.method !== "POST") return next();
    const path = req.path.replace(/\.data$/, "");
    const limit = opts.importPaths.includes(path) ? opts.importBytes : opts.formBytes;
    const tooLarge = () => {
      res.setHeader("Connection", "close");
      sendStatus(req, res, 413);
      // Stop reading; the connection closes after the answer.
      req.unpipe();
      req.resume();
    };
    if (Number(req.headers["content-length"] ?? 0) > limit) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on("data", (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        tooLarge();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (done) return;
      done = true;
      locals(res).rawBody = Buffer.concat(chunks);
      next();
    });
    req.on("error", () => {
      done = true;
    });
  };
}

/** The store is down: a translated 503 at once (never a hang, never an anonymous fall-through). */
export function storeGate(store: KeyValueStoreOptions) {
  if (store.kind === "redis" && store.redisUrl) redisClient(store.redisUrl);
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (storeReady(store.kind, store.redisUrl)) return next();
    res.setHeader("Retry-After", "2");
    sendStatus(req, res, 503);
  };
}

/**
 * `/healthz` for load balancers: the session store and the back office both reachable. Anyone
 * may ask, so the back office is asked at most once per `healthCacheSeconds` across all
 * instances (the result is shared through the store).
 */
export function healthz(opts: Pick<EdgeOptions, "store" | "backOfficeUrl" | "healthCacheSeconds">) {
  const backOfficeUp = sharedProbe({
    store: createKeyValueStore(opts.store),
    key: "backOffice",
    ttlSeconds: opts.healthCacheSeconds,
    probe: () => reachable(opts.backOfficeUrl()),
  });
  const check = async (res: ExpressResponse) => {
    const [store, backOffice] = await Promise.all([
      storeReady(opts.store.kind, opts.store.redisUrl) ? pingStore(opts.store) : false,
      backOfficeUp(),
    ]);
    res.setHeader("Cache-Control", "no-store");
    res
      .status(store && backOffice ? 200 : 503)
      .json({ store: store ? "ok" : "down", backOffice: backOffice ? "ok" : "down" });
  };
  // Express 4 does not await a handler: a check that throws goes to the error page.
  return (_req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    check(res).catch(next);
  };
}

export async function reachable(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  try {
    // Any HTTP answer means the back office is there; only a network failure or time-out is not.
    const response = await fetch(url, { method: "HEAD", signal: AbortSignal.timeout(1500) });
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

const SESSION_COOKIE = /(?:^|;\s*)__session=/;

/**
 * The Remix handler, fed from the body read by bodyLimit, with the request id and client address
 * as trusted headers (incoming ones of the same names are replaced). Signed-in and
 * session-bearing answers are never stored by browsers or proxies, except one that is the same
 * for everybody, says so itself (`Cache-Control: public`) and sets no cookie: the translations.
 */
export function remixHandler(build: ServerBuild, store: KeyValueStoreOptions) {
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  const serve = async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const { requestId, rawBody } = locals(res);
      const headers = createRemixHeaders(req.headers);
      headers.set("x-request-id", requestId);
      headers.set("x-portal-client-ip", req.ip ?? req.socket.remoteAddress ?? "");
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const url = new URL(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`);
      const request = new Request(url.href, {
        method: req.method,
        headers,
        signal: controller.signal,
        body: req.method === "POST" ? new Uint8Array(rawBody ?? Buffer.alloc(0)) : undefined,
      });
      const response = await handle(request, { cspNonce: res.locals.cspNonce as string });
      if (response.status >= 500 && !storeReady(store.kind, store.redisUrl)) {
        res.setHeader("Retry-After", "2");
        return sendStatus(req, res, 503);
      }
      const setsCookie = response.headers.getSetCookie().length > 0;
      const sessionBearing =
        req.path.startsWith("/secured") ||
        SESSION_COOKIE.test(req.headers.cookie ?? "") ||
        setsCookie;
      const forEverybody =
        !setsCookie && /^public\b/.test(response.headers.get("Cache-Control") ?? "");
      await sendRemixResponse(res, response, sessionBearing && !forEverybody);
    } catch (error) {
      next(error);
    }
  };
  // Express 4 does not await a handler; serve never rejects (its errors go to next).
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) =>
    void serve(req, res, next);
}

function createRemixHeaders(incoming: ExpressRequest["headers"]): Headers {
  const headers = new Headers();
  for (const [key, values] of Object.entries(incoming)) {
    if (Array.isArray(values)) for (const value of values) headers.append(key, value);
    else if (values) headers.set(key, values);
  }
  return headers;
}

async function sendRemixResponse(res: ExpressResponse, response: Response, noStore: boolean) {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (noStore) res.setHeader("Cache-Control", "no-store");
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/** Last resort: an error outside Remix is a translated 500 page with the request id, no stack. */
export function errorPage() {
  return (error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    log("error", {
      reqId: locals(res).requestId,
      msg: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    });
    if (res.headersSent) return res.end();
    sendStatus(req, res, 500);
  };
}

function sendStatus(req: ExpressRequest, res: ExpressResponse, status: number) {
  res.setHeader("Cache-Control", "no-store");
  res
    .status(status)
    .type("html")
    .send(
      statusPage({
        status,
        requestId: locals(res).requestId,
        cookieHeader: req.headers.cookie,
        acceptLanguage: req.headers["accept-language"],
        // Retry the same address with a GET (the sent form is not repeated).
        retryHref: req.method === "GET" ? req.originalUrl : (req.get("referer") ?? "/"),
        nonce: res.locals.cspNonce as string | undefined,
      }),
    );
}

/**
 * On SIGTERM/SIGINT: stop accepting, answer what is in flight with `Connection: close`, close
 * idle keep-alive connections, wait at most `graceMs` for the rest, then exit.
 */
const IDLE_WINDOW_MS = 1000;

export function gracefulShutdown(server: Server, graceMs: number) {
  let closing = false;
  const busy = new Set<Socket>();
  server.on("request", (req, res) => {
    busy.add(req.socket);
    if (closing) res.setHeader("Connection", "close");
    res.on("finish", () => busy.delete(req.socket));
  });
  const middleware = (_req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (closing) res.setHeader("Connection", "close");
    next();
  };
  const stop = (signal: string) => {
    if (closing) return;
    closing = true;
    log("info", { msg: `${signal}: draining`, inFlight: busy.size });
    // Stop accepting at once. Node's close() would also cut idle keep-alive connections now,
    // resetting a request a client is sending over one at this very moment: keep them for a
    // short window in which such a request is still answered (with Connection: close).
    const closeIdle = server.closeIdleConnections;
    server.closeIdleConnections = () => undefined;
    server.close(() => {
      log("info", { msg: "drained, exiting" });
      // Nothing waits on close's callback: the process exits once the clients are closed.
      void closeRedisClients()
        .catch(() => undefined)
        .then(() => process.exit(0));
    });
    server.closeIdleConnections = closeIdle;
    setTimeout(() => server.closeIdleConnections(), IDLE_WINDOW_MS).unref();
    setTimeout(() => {
      log("warn", { msg: "grace period over, closing the remaining connections" });
      server.closeAllConnections();
      process.exit(0);
    }, graceMs).unref();
  };
  // `on`, not `once`: a second signal (a process manager, a wrapper relaying it) must not kill
  // the process in the middle of the drain.
  for (const signal of ["SIGTERM", "SIGINT"] as const) process.on(signal, () => stop(signal));
  return middleware;
}

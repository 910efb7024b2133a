// The HTTP edge of the portal, in front of Remix: method, content-type and body-size rules, the
// store-down page, cache headers, /healthz. Everything here answers before any route code runs
// (and before any body parsing).
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import onHeaders from "on-headers";
import type { KeyValueStoreOptions } from "../app/store/kv-store.server";
import type { ServerRuntime } from "./runtime";
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
  /**
   * The portal's database (docs/decisions/0085-activity-write-after-the-answer.md): reported, not a
   * reason for 503 (events wait in the outbox).
   */
  database?: () => Promise<boolean>;
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
 * Reads the body up to the limit before anything parses it: a larger declared length is refused
 * at once, a larger streamed body as soon as it crosses the limit (413). A body within the limit
 * is put back into the request stream (`unshift`, before its end), where Remix reads it.
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
      req.resume();
    };
    if (Number(req.headers["content-length"] ?? 0) > limit) return tooLarge();
    // Already all here and empty: reading would end the stream before Remix listens.
    if (req.complete && req.readableLength === 0) return next();
    const chunks: Buffer[] = [];
    let size = 0;
    const onReadable = () => {
      let chunk: Buffer | null;
      while ((chunk = req.read() as Buffer | null) !== null) {
        size += chunk.length;
        if (size > limit) {
          req.off("readable", onReadable);
          return tooLarge();
        }
        chunks.push(chunk);
      }
      if (!req.complete) return;
      req.off("readable", onReadable);
      if (size > 0) req.unshift(Buffer.concat(chunks, size));
      next();
    };
    req.on("readable", onReadable);
  };
}

/** What the edge reads of the store's health (the app's own, through the Remix build). */
export type StoreHealth = Pick<
  ServerRuntime,
  | "createKeyValueStore"
  | "pingStore"
  | "redisClient"
  | "storeFailures"
  | "storeReady"
  | "storeTroubledSince"
>;

/** The store is down: a translated 503 at once (never a hang, never an anonymous fall-through). */
export function storeGate(store: KeyValueStoreOptions, health: StoreHealth) {
  if (store.kind === "redis" && store.redisUrl) health.redisClient(store.redisUrl);
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    if (health.storeReady(store.kind, store.redisUrl)) return next();
    res.setHeader("Retry-After", "2");
    sendStatus(req, res, 503);
  };
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Host-session|__session)=/;

/**
 * Signed-in and session-bearing answers of the pages are never stored by browsers or proxies,
 * except one that is the same for everybody, says so itself (`Cache-Control: public`) and sets
 * no cookie: the translations. A failure while the store is down, or while one of its commands
 * failed, is a 503 (Retry-After).
 */
export function pageAnswerRules(store: KeyValueStoreOptions, health: StoreHealth) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    const path = req.path;
    const cookieSent = SESSION_COOKIE.test(req.headers.cookie ?? "");
    const failuresBefore = health.storeFailures();
    const startedAt = Date.now();
    onHeaders(res, () => {
      // Down now, a command that failed meanwhile (overload), or a store that broke while this
      // request ran (a failover): a 503.
      const storeFailed =
        health.storeFailures() !== failuresBefore ||
        !health.storeReady(store.kind, store.redisUrl) ||
        health.storeTroubledSince(store.kind, store.redisUrl, startedAt);
      if (res.statusCode >= 500 && storeFailed) {
        res.statusCode = 503;
        res.setHeader("Retry-After", "2");
      }
      const setsCookie = [res.getHeader("set-cookie") ?? []].flat().length > 0;
      const sessionBearing = path.startsWith("/secured") || cookieSent || setsCookie;
      const forEverybody =
        !setsCookie && /^public\b/.test(String(res.getHeader("cache-control") ?? ""));
      if (sessionBearing && !forEverybody) res.setHeader("Cache-Control", "no-store");
    });
    next();
  };
}

/**
 * `/healthz` for load balancers: the session store and the back office both reachable. Anyone
 * may ask, so the back office is asked at most once per `healthCacheSeconds` across all
 * instances (the result is shared through the store).
 */
export function healthz(
  opts: Pick<EdgeOptions, "store" | "backOfficeUrl" | "healthCacheSeconds" | "database">,
  health: StoreHealth,
) {
  const backOfficeUp = sharedProbe({
    store: health.createKeyValueStore(opts.store),
    key: "backOffice",
    ttlSeconds: opts.healthCacheSeconds,
    probe: () => reachable(opts.backOfficeUrl()),
  });
  const check = async (res: ExpressResponse) => {
    const [store, backOffice, database] = await Promise.all([
      health.storeReady(opts.store.kind, opts.store.redisUrl)
        ? health.pingStore(opts.store)
        : false,
      backOfficeUp(),
      opts.database?.(),
    ]);
    res.setHeader("Cache-Control", "no-store");
    res.status(store && backOffice ? 200 : 503).json({
      store: store ? "ok" : "down",
      backOffice: backOffice ? "ok" : "down",
      ...(database === undefined ? {} : { database: database ? "ok" : "down" }),
    });
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

/** Last resort: an error outside Remix is a translated 500 page with the request id, no stack. */
export function errorPage() {
  return (error: unknown, req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    req.log.error({ err: error }, error instanceof Error ? error.message : String(error));
    if (res.headersSent) return res.end();
    sendStatus(req, res, 500);
  };
}

export function sendStatus(req: ExpressRequest, res: ExpressResponse, status: number) {
  res.setHeader("Cache-Control", "no-store");
  res
    .status(status)
    .type("html")
    .send(
      statusPage({
        status,
        requestId: String(req.id),
        cookieHeader: req.headers.cookie,
        acceptLanguage: req.headers["accept-language"],
        // Retry the same address with a GET (the sent form is not repeated).
        retryHref: req.method === "GET" ? req.originalUrl : (req.get("referer") ?? "/"),
        nonce: res.locals.cspNonce as string | undefined,
      }),
    );
}

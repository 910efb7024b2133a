// The portal's Express app, in the order every request meets it: request id and log line, the
// drain, compression, security headers, the cross-origin refusal, static files, /healthz, then
// methods, content types, the store, body sizes, and only then the page handler (Remix).
import { randomBytes } from "node:crypto";
import path from "node:path";
import compression from "compression";
import express, { type RequestHandler } from "express";
import helmet from "helmet";
import onHeaders from "on-headers";
import { pinoHttp } from "pino-http";
import type { Logger } from "../app/log.server";
import { admission, type AdmissionOptions } from "./admission";
import { bodyIdleTimeout, isOverCap } from "./connections";
import { cspReport } from "./csp-report";
import {
  bodyLimit,
  errorPage,
  healthz,
  methodAndContentType,
  pageAnswerRules,
  sendStatus,
  storeGate,
  type EdgeOptions,
} from "./http";
import { loopLag, shedWhenLagging, type SheddingOptions } from "./load-shedding";
import { metricsEndpoint, watchServer } from "./metrics";
import type { ServerRuntime } from "./runtime";

export type PortalAppOptions = {
  /** The app's modules, from the Remix build (app/server-runtime.server.ts). */
  runtime: ServerRuntime;
  edge: EdgeOptions;
  /** The page handler: Remix in production (`@remix-run/express`), anything in tests. */
  pages: RequestHandler;
  /** The compiled browser assets, served under /build/ with an immutable year-long cache. */
  assetsDir: string;
  /** CSP form-action sources besides 'self' (the identity provider's origin). */
  formTargets?: string[];
  /** True once the server is shutting down: every answer from then on closes its connection. */
  closing?: () => boolean;
  /** Where the request lines go (default: the app's logger). */
  logger?: Logger;
  /** Page requests handled at once, queued, refused (server/admission.ts; default: no limit). */
  admission?: AdmissionOptions;
  /** Refuse page requests at once while the event loop lags (server/load-shedding.ts). */
  shedding?: SheddingOptions;
  /** Longest pause while a request body arrives (default 10 s). */
  bodyIdleTimeoutMs?: number;
  /** Strict-Transport-Security max-age on answers to HTTPS requests (0: none; default 1 year). */
  hstsMaxAgeSeconds?: number;
  /** Bearer token of GET /metrics (default: METRICS_TOKEN; unset: loopback only). */
  metricsToken?: () => string | undefined;
};

export function createPortalApp(opts: PortalAppOptions) {
  const { edge, runtime } = opts;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(requestLog(opts.logger ?? runtime.log()));
  // Draining: a request that arrives now is answered at once with the light 503, which a
  // balancer retries elsewhere, and its connection closed (server/drain.ts). /healthz too.
  app.use((req, res, next) => {
    if (!opts.closing?.()) return next();
    res.setHeader("Connection", "close");
    res.setHeader("Retry-After", "2");
    sendStatus(req, res, 503);
  });
  // A connection over its address's cap gets the light 503 and is closed.
  app.use((req, res, next) => {
    if (!isOverCap(req.socket)) return next();
    res.setHeader("Connection", "close");
    res.setHeader("Retry-After", "5");
    sendStatus(req, res, 503);
  });
  if (opts.shedding && opts.shedding.lagMs > 0)
    app.use(shedWhenLagging(opts.shedding, loopLag().ms, (req, res) => sendStatus(req, res, 503)));
  app.use(bodyIdleTimeout(opts.bodyIdleTimeoutMs ?? 10_000));
  app.use((_req, res, next) => {
    onHeaders(res, () => {
      if (opts.closing?.()) res.setHeader("Connection", "close");
    });
    next();
  });
  app.use(compression());
  app.use((_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    // Helmet has no Permissions-Policy: the portal asks for no device features.
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    res.setHeader("Reporting-Endpoints", 'csp="/csp-report"');
    next();
  });
  app.use(securityHeaders(opts.formTargets ?? []));
  // A client's quote page (app/routes/q.$token.tsx) carries its signed link in the address: no
  // Referer to other sites. Not no-referrer: the page's own form POST would then carry
  // `Origin: null`, refused above (docs/decisions/0104-quotes-sent-to-clients.md). Set here,
  // replacing helmet's, so the answer holds one Referrer-Policy.
  app.use((req, res, next) => {
    if (req.path.startsWith("/q/")) res.setHeader("Referrer-Policy", "same-origin");
    next();
  });
  // HTTPS as the browser saw it (directly, or X-Forwarded-Proto from the proxy on loopback).
  const hsts = opts.hstsMaxAgeSeconds ?? 31_536_000;
  app.use((req, res, next) => {
    if (req.secure && hsts > 0) res.setHeader("Strict-Transport-Security", `max-age=${hsts}`);
    next();
  });
  // Before the content-type rule: browsers send reports as JSON.
  app.post("/csp-report", cspReport());

  // Foreign-origin POSTs are refused before any route code runs (CSRF, first line).
  app.use((req, res, next) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const origin = req.get("origin");
    if (origin && origin !== `${req.protocol}://${req.get("host")}`) {
      res.status(403).type("text/plain").send("Forbidden: cross-origin request");
      return;
    }
    next();
  });

  app.use("/build", express.static(opts.assetsDir, { immutable: true, maxAge: "1y" }));
  // Every public file has an extension and no page has one: pages skip the file look-up (a failed
  // stat and an Error object per request otherwise).
  const publicFiles = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (path.extname(req.path) ? publicFiles(req, res, next) : next()));
  app.get("/healthz", healthz(edge, runtime));
  // Before admission: an overloaded instance is exactly when its readings are wanted.
  app.get(
    "/metrics",
    metricsEndpoint(runtime, opts.metricsToken ?? (() => process.env.METRICS_TOKEN)),
  );
  // Before any route code and any parsing: methods, content types, the store, body sizes.
  app.use(methodAndContentType());
  app.use(storeGate(edge.store, runtime));
  app.use(bodyLimit(edge));
  app.use(pageAnswerRules(edge.store, runtime));
  const admit = opts.admission
    ? admission(opts.admission, runtime, (req, res) => sendStatus(req, res, 503))
    : undefined;
  watchServer(runtime, admit?.gate);
  if (admit) app.use(admit);
  app.use((req, res, next) => {
    // Trusted headers for the app: incoming ones of the same names are replaced.
    req.headers["x-request-id"] = String(req.id);
    req.headers["x-portal-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "";
    // Fires when the client leaves before its answer: the gateway cancels its reads.
    const left = new AbortController();
    res.once("close", () => res.writableFinished || left.abort());
    runtime.withRequestLog({ log: req.log, id: String(req.id) }, () =>
      runtime.withCallerSignal(left.signal, next),
    );
  });
  app.all("*", opts.pages);
  app.use(errorPage());
  return app;
}

/**
 * Short request ids (8 hex characters) on the answer, on every log line of the request and in
 * error pages; one line per request with its method, path (never the query: it can carry SSO
 * codes), status and duration.
 */
function requestLog(logger: Logger) {
  const line = (req: express.Request, res: express.Response, done: { ms: number }) => ({
    method: req.method,
    path: req.originalUrl.split("?")[0],
    status: res.statusCode,
    ms: done.ms,
  });
  return pinoHttp({
    logger,
    genReqId: (_req, res) => {
      const id = randomBytes(4).toString("hex");
      res.setHeader("X-Request-Id", id);
      return id;
    },
    quietReqLogger: true,
    quietResLogger: true,
    // Lines name the request by its id only: pino-http's own req/res bindings are never written,
    // so they are not serialized either (headers hold cookies).
    wrapSerializers: false,
    serializers: { req: () => undefined, res: () => undefined },
    customAttributeKeys: { responseTime: "ms" },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : "info"),
    customSuccessMessage: () => "request",
    customErrorMessage: () => "request failed",
    customSuccessObject: (req, res, done) =>
      line(req as express.Request, res as express.Response, done as { ms: number }),
    customErrorObject: (req, res, _error, done) =>
      line(req as express.Request, res as express.Response, done as { ms: number }),
  });
}

/** Helmet's headers with the portal's CSP: scripts only from here or with this answer's nonce. */
function securityHeaders(formTargets: string[]) {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce as string}'`,
          "'strict-dynamic'",
        ],
        // Tailwind's output is a file; the few <style> elements (status pages, the streamed
        // parts' no-script layout) carry the nonce. No style attributes are rendered.
        styleSrc: [
          "'self'",
          (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce as string}'`,
        ],
        imgSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        // Logout ends the provider session with a redirect after the form's POST: form-action
        // covers such redirects, so the provider's origin is allowed there.
        formAction: ["'self'", ...formTargets],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        reportUri: ["/csp-report"],
        reportTo: ["csp"],
      },
    },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    xFrameOptions: { action: "deny" },
    // Set above, only on answers to HTTPS requests (helmet would send it over plain HTTP too).
    strictTransportSecurity: false,
  });
}

// The portal's Express app, in the order every request meets it: request id and log line, the
// drain, compression, security headers, the cross-origin refusal, static files, /healthz, then
// methods, content types, the store, body sizes, and only then the page handler (Remix).
import compression from "compression";
import express, { type RequestHandler } from "express";
import { randomBytes } from "node:crypto";
import path from "node:path";
import {
  bodyLimit,
  errorPage,
  healthz,
  methodAndContentType,
  requestIdAndLog,
  storeGate,
  type EdgeOptions,
} from "./http";

export type PortalAppOptions = {
  edge: EdgeOptions;
  /** The page handler: Remix in production (`remixHandler`), anything in tests. */
  pages: RequestHandler;
  /** The compiled browser assets, served under /build/ with an immutable year-long cache. */
  assetsDir: string;
  /** CSP form-action sources besides 'self' (the identity provider's origin). */
  formTargets: string;
  /** The graceful-shutdown middleware, once the server listens. */
  draining?: () => RequestHandler | undefined;
};

export function createPortalApp(opts: PortalAppOptions) {
  const { edge } = opts;
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  app.use(requestIdAndLog());
  app.use((req, res, next) => {
    const drain = opts.draining?.();
    return drain ? drain(req, res, next) : next();
  });
  app.use(compression());

  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        `form-action ${opts.formTargets}`,
        "frame-ancestors 'none'",
        "object-src 'none'",
        "base-uri 'none'",
      ].join("; "),
    );
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    next();
  });

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
  app.get("/healthz", healthz(edge));
  // Before any route code and any parsing: methods, content types, the store, body sizes.
  app.use(methodAndContentType());
  app.use(storeGate(edge.store));
  app.use(bodyLimit(edge));
  app.all("*", opts.pages);
  app.use(errorPage());
  return app;
}

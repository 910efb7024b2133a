// GET /metrics: the portal's Prometheus text (app/metrics.server.ts) for the operators' scraper.
// With METRICS_TOKEN it wants that bearer token (401 otherwise); without, it answers only to a
// client on this host that no proxy forwarded (404 otherwise), so it is never public by default.
import { timingSafeEqual } from "node:crypto";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { BoundedGate } from "../app/bounded-gate.server";
import type { ServerRuntime } from "./runtime";

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

function sameToken(given: string, token: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function allowedToScrape(req: ExpressRequest, token: string | undefined): 200 | 401 | 404 {
  if (token) {
    const auth = req.get("authorization") ?? "";
    const given = /^Bearer\s+(.+)$/i.exec(auth)?.[1]?.trim() ?? "";
    return sameToken(given, token) ? 200 : 401;
  }
  const forwarded = req.get("x-forwarded-for") || req.get("forwarded");
  return LOOPBACK.has(req.socket.remoteAddress ?? "") && !forwarded ? 200 : 404;
}

export function metricsEndpoint(
  runtime: Pick<ServerRuntime, "metricsText">,
  token: () => string | undefined,
) {
  return (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    res.setHeader("Cache-Control", "no-store");
    const allowed = allowedToScrape(req, token());
    if (allowed === 401) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).type("text/plain").send("Unauthorized\n");
      return;
    }
    if (allowed === 404) {
      res.status(404).type("text/plain").send("Not Found\n");
      return;
    }
    runtime
      .metricsText()
      .then(({ contentType, body }) => res.setHeader("Content-Type", contentType).end(body))
      .catch(next);
  };
}

/** The server's own readings: admission, store failures, the activity outbox's depth. */
export function watchServer(
  runtime: Pick<ServerRuntime, "gaugeOf" | "counterReading" | "storeFailures" | "activityOutbox">,
  admission: BoundedGate | undefined,
): void {
  const { gaugeOf, counterReading, storeFailures, activityOutbox } = runtime;
  if (admission) {
    gaugeOf(
      "portal_admission_in_flight",
      "Page requests being handled now.",
      () => admission.load().active,
    );
    gaugeOf(
      "portal_admission_queued",
      "Page requests waiting for admission now.",
      () => admission.load().queued,
    );
  }
  counterReading(
    "portal_store_errors_total",
    "Store (Redis, files) commands that failed or timed out.",
    storeFailures,
  );
  gaugeOf("portal_activity_outbox_depth", "Activity events waiting for the database.", () =>
    activityOutbox()
      .size()
      .catch(() => Number.NaN),
  );
}

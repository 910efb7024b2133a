// POST /csp-report: the browser's reports of Content-Security-Policy violations (both the old
// `report-uri` form and the Reporting API's), logged as one JSON line each at bounded cost: at
// most 8 KB read per report, `perMinute` lines per instance, short fields, no query strings.
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";

const MAX_BYTES = 8 * 1024;
const REPORT_TYPES = ["application/csp-report", "application/reports+json", "application/json"];

type Violation = Record<string, unknown>;

const field = (value: unknown) =>
  typeof value === "string" || typeof value === "number"
    ? String(value).split(/[?#]/)[0].slice(0, 200)
    : undefined;

function summary(v: Violation) {
  return {
    document: field(v["document-uri"] ?? v.documentURL),
    blocked: field(v["blocked-uri"] ?? v.blockedURL),
    directive: field(v["effective-directive"] ?? v.effectiveDirective ?? v["violated-directive"]),
    source: field(v["source-file"] ?? v.sourceFile),
    line: field(v["line-number"] ?? v.lineNumber),
    sample: field(v["script-sample"] ?? v.sample),
  };
}

/** The violations in a report body of either form (at most 10). */
function violations(body: unknown): Violation[] {
  const list = Array.isArray(body) ? body : [body];
  return list
    .slice(0, 10)
    .map((entry: unknown) => {
      if (!entry || typeof entry !== "object") return undefined;
      const e = entry as Record<string, unknown>;
      const inner = e["csp-report"] ?? (e.type === "csp-violation" ? e.body : undefined);
      return inner && typeof inner === "object" ? (inner as Violation) : undefined;
    })
    .filter((v): v is Violation => v !== undefined);
}

export function cspReport({ perMinute = 60 }: { perMinute?: number } = {}) {
  let windowStart = 0;
  let logged = 0;
  let dropped = 0;
  return (req: ExpressRequest, res: ExpressResponse, _next: NextFunction) => {
    const type = (req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
    if (!REPORT_TYPES.includes(type) || Number(req.headers["content-length"] ?? 0) > MAX_BYTES) {
      res.setHeader("Connection", "close");
      res.status(type && REPORT_TYPES.includes(type) ? 413 : 415).end();
      req.resume();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BYTES) {
        res.setHeader("Connection", "close");
        res.status(413).end();
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (res.headersSent) return;
      res.status(204).end();
      const now = Date.now();
      if (now - windowStart >= 60_000) {
        if (dropped > 0) req.log.warn({ dropped }, "csp violation reports not logged (limit)");
        windowStart = now;
        logged = 0;
        dropped = 0;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.concat(chunks, size).toString("utf8"));
      } catch {
        return;
      }
      for (const violation of violations(parsed)) {
        if (logged >= perMinute) {
          dropped++;
          continue;
        }
        logged++;
        req.log.warn({ csp: summary(violation) }, "csp violation");
      }
    });
  };
}

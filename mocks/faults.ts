import { setTimeout as sleep } from "node:timers/promises";
import { http, HttpResponse, type HttpHandler } from "msw";
import { errors, jsonResponse } from "./envelope";

/** The base paths of the back office: JSON API, print-outs, reports. */
export const UPSTREAM_PREFIXES = ["pamhkapi", "gallopapi", "reportapi"] as const;

/** `nologin`: the back office's own 5/4 (its session gone), as a call after its time-out gets. */
export const FAULTS = ["500", "504", "reset", "noenvelope", "nologin"] as const;
export type Fault = (typeof FAULTS)[number];

export interface FaultSettings {
  fault: Fault | null;
  latencyMs: number;
  /**
   * When set, the fault and the latency apply only to calls whose URL or body contains this text
   * (e.g. a corporate code or a passenger name only one test uses), so a test can provoke a
   * failure without touching the calls of tests running beside it. Null: every call.
   */
  match: string | null;
}

/**
 * A fault and/or a latency for the calls that mention `match` only, kept beside the general
 * settings and beside each other: tests running at once each steer their own calls (a slow
 * search for one, a failing one for another) without touching the rest.
 */
export interface ScopedFault {
  match: string;
  fault: Fault | null;
  latencyMs: number;
}

async function mentions(request: Request, text: string): Promise<boolean> {
  if (decodeURIComponent(request.url).includes(text)) return true;
  if (request.method === "GET" || request.method === "HEAD") return false;
  return (await request.clone().text()).includes(text);
}

async function firstMentioned(
  request: Request,
  rules: ScopedFault[],
): Promise<ScopedFault | undefined> {
  for (const rule of rules) if (await mentions(request, rule.match)) return rule;
  return undefined;
}

export function isFault(value: unknown): value is Fault {
  return typeof value === "string" && (FAULTS as readonly string[]).includes(value);
}

/** A Spring Boot style error body, as the real back office's container answers a crash. */
function springError(request: Request, status: number, error: string): Response {
  const { pathname } = new URL(request.url);
  return jsonResponse(
    { timestamp: new Date().toISOString(), status, error, path: pathname },
    status,
  );
}

function faultResponse(fault: Fault, request: Request): Response {
  switch (fault) {
    case "500":
      return springError(request, 500, "Internal Server Error");
    case "504":
      // A gateway in front of the back office answers a timeout with its own HTML page, not JSON.
      return new Response(
        "<html><head><title>504 Gateway Time-out</title></head><body><h1>504 Gateway Time-out</h1></body></html>",
        {
          status: 504,
          headers: { "Content-Type": "text/html" },
        },
      );
    case "reset":
      // A network error: fetch rejects; the standalone server destroys the socket instead.
      return HttpResponse.error();
    case "noenvelope":
      return jsonResponse({});
    case "nologin":
      return errors.noLogin();
  }
}

/**
 * Handlers that go first: they delay every upstream call, then either answer with the injected
 * fault or return nothing so msw falls through to the real handler. Settings are read per call,
 * so tests and the control endpoint can change them at run time; a scoped rule whose text the
 * call mentions goes before the general settings.
 */
export function faultHandlers(
  settings: () => FaultSettings,
  scoped: () => ScopedFault[] = () => [],
): HttpHandler[] {
  return UPSTREAM_PREFIXES.map((prefix) =>
    http.all(`*/${prefix}/*`, async ({ request }) => {
      const rules = scoped();
      const rule = rules.length ? await firstMentioned(request, rules) : undefined;
      const { fault, latencyMs, match } = rule ?? settings();
      if (!rule && match && !(await mentions(request, match))) return undefined;
      if (latencyMs > 0) {
        // Stop waiting when the client gives up (its timeout), like a server noticing a closed socket.
        await sleep(latencyMs, undefined, { signal: request.signal }).catch(() => undefined);
        if (request.signal.aborted) return HttpResponse.error();
      }
      return fault ? faultResponse(fault, request) : undefined;
    }),
  );
}

/** Handlers that go last: an upstream path no family serves is a 404, as on the real server. */
export function upstreamNotFoundHandlers(): HttpHandler[] {
  return UPSTREAM_PREFIXES.map((prefix) =>
    http.all(`*/${prefix}/*`, ({ request }) => springError(request, 404, "Not Found")),
  );
}

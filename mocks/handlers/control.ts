import { http, type HttpHandler } from "msw";
import * as z from "zod";
import type { CallCounter } from "../calls";
import { jsonResponse, readJson } from "../envelope";
import { FAULTS, type FaultSettings, type ScopedFault } from "../faults";

/** Run-time control of a simulator instance (tests call it directly or over HTTP). */
export interface SimControl {
  /** Current fault settings. */
  get(): FaultSettings;
  /** Changes only the given settings; `fault: null` clears the fault. Returns the new settings. */
  set(settings: Partial<FaultSettings>): FaultSettings;
  /** Back to the seed state (users, sessions, messages...) and to the configured fault defaults. */
  reset(): void;
  /** Sets the rule for calls mentioning `rule.match` (no fault and no latency removes it). */
  scope(rule: ScopedFault): ScopedFault[];
  /** The scoped rules in force. */
  scoped(): ScopedFault[];
}

const ControlBody = z
  .object({
    fault: z.enum(FAULTS).nullable().optional(),
    latencyMs: z.number().int().min(0).max(600_000).optional(),
    match: z.string().min(1).max(200).nullable().optional(),
  })
  .strict();

const ScopedBody = z
  .object({
    match: z.string().min(1).max(200),
    fault: z.enum(FAULTS).nullable().default(null),
    latencyMs: z.number().int().min(0).max(600_000).default(0),
  })
  .strict();

/**
 * The simulator's own endpoints under /__sim (outside the upstream prefixes, so faults and
 * latency never apply to them): lets an end-to-end test steer a simulator in another process.
 */
export function controlHandlers(control: SimControl): HttpHandler[] {
  return [
    http.get("*/__sim/control", () => jsonResponse(control.get())),
    http.post("*/__sim/control", async ({ request }) => {
      const parsed = ControlBody.safeParse(await readJson(request));
      if (!parsed.success) {
        return jsonResponse(
          { error: "Bad Request", issues: parsed.error.issues.map((issue) => issue.message) },
          400,
        );
      }
      const { fault, latencyMs, match } = parsed.data;
      return jsonResponse(
        control.set({
          ...(fault !== undefined && { fault }),
          ...(latencyMs !== undefined && { latencyMs }),
          ...(match !== undefined && { match }),
        }),
      );
    }),
    http.get("*/__sim/scoped", () => jsonResponse(control.scoped())),
    http.post("*/__sim/scoped", async ({ request }) => {
      const parsed = ScopedBody.safeParse(await readJson(request));
      if (!parsed.success) {
        return jsonResponse(
          { error: "Bad Request", issues: parsed.error.issues.map((issue) => issue.message) },
          400,
        );
      }
      return jsonResponse(control.scope(parsed.data));
    }),
    http.post("*/__sim/reset", () => {
      control.reset();
      return jsonResponse({ reset: true, ...control.get() });
    }),
  ];
}

/**
 * Counts every upstream call before the fault layer answers or lets it through (a fault is an
 * answer too), and `GET /__sim/calls[?match=text]` reports the counts per family; `/__sim/reset`
 * zeroes them.
 */
export function callsHandlers(calls: CallCounter, prefixes: readonly string[]): HttpHandler[] {
  return [
    http.get("*/__sim/calls", ({ request }) =>
      jsonResponse(calls.counts(new URL(request.url).searchParams.get("match"))),
    ),
    // What the portal sent (URL and body start) in the calls mentioning `match`.
    http.get("*/__sim/calls/recent", ({ request }) => {
      const match = new URL(request.url).searchParams.get("match") ?? "";
      return match
        ? jsonResponse(calls.recent(match))
        : jsonResponse({ error: "Bad Request", issues: ["match is required"] }, 400);
    }),
    ...prefixes.map((prefix) =>
      http.all(`*/${prefix}/*`, async ({ request }) => {
        await calls.count(request);
        return undefined;
      }),
    ),
  ];
}

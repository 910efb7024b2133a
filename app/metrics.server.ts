// What the portal costs and how it copes, in Prometheus's text format (GET /metrics, server/):
// every back-office call by family, outcome and company, its latency, and the gauges the server
// registers (admission, the back-office gate, store errors, the activity outbox). The same calls
// feed the hourly usage roll-up of the Usage page (services/usage.server.ts).
// docs/decisions/0096-back-office-usage-and-metrics.md
import * as prom from "prom-client";
import { familyOf, type Family } from "~/domain/back-office-family";

/** How a sent call ended: answered, refused by the back office (with its code), or not. */
export type CallOutcome = "ok" | "refused" | "failed" | "timeout" | "cancelled";

export type CallRecord = {
  /** The path on the wire, API prefix included (/pamhkapi/air/airLowFareSearch). */
  path: string;
  /** The calling agent's company; none before sign-in. */
  company?: string;
  /** A search the agent did not type (calendar cells): counted against the company's budget. */
  automatic?: boolean;
  outcome: CallOutcome;
  /** Refused: "errorType/errorCode"; failed over HTTP: the status. */
  code?: string;
  seconds: number;
};

/** One company's counts in one hour, as the roll-up adds them. */
export type UsageCounts = {
  /** Every air search sent, automatic ones included. */
  searches: number;
  automaticSearches: number;
  bookings: number;
  failures: number;
};
export type UsageDelta = UsageCounts & { companyCode: string; hour: Date };

type Shared = {
  registry: prom.Registry;
  calls: prom.Counter<"family" | "outcome" | "code" | "company">;
  latency: prom.Histogram<"family" | "outcome">;
  usage: Map<string, UsageDelta>;
};

// One registry per process: the HTTP server reads it through the Remix build
// (app/server-runtime.server.ts), so the gateway's counters are the ones served.
const shared = create();

function create(): Shared {
  const registry = new prom.Registry();
  prom.collectDefaultMetrics({ register: registry, prefix: "portal_" });
  // Gauges named like counters, which `promtool check metrics` refuses; the same numbers are in
  // portal_nodejs_active_handles (and _requests, _resources) by type.
  for (const kind of ["handles", "requests", "resources"])
    registry.removeSingleMetric(`portal_nodejs_active_${kind}_total`);
  return {
    registry,
    calls: new prom.Counter({
      name: "portal_backoffice_calls_total",
      help: "Back-office calls sent, by API family, outcome, refusal code and calling company.",
      labelNames: ["family", "outcome", "code", "company"],
      registers: [registry],
    }),
    latency: new prom.Histogram({
      name: "portal_backoffice_call_duration_seconds",
      help: "Time from sending a back-office call to its decoded answer.",
      labelNames: ["family", "outcome"],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300],
      registers: [registry],
    }),
    usage: new Map(),
  };
}

export const metricsRegistry = () => shared.registry;

/** Counts one call that was sent (calls the gate refused never reached the back office). */
export function countBackOfficeCall(call: CallRecord): void {
  const family = familyOf(call.path);
  const company = call.company ?? "none";
  shared.calls.inc({ family, outcome: call.outcome, code: call.code ?? "", company });
  shared.latency.observe({ family, outcome: call.outcome }, call.seconds);
  if (call.company) addUsage(call.company, family, call);
}

function addUsage(companyCode: string, family: Family, call: CallRecord): void {
  const searched = family === "air-search";
  const booked = family === "air-book" && call.outcome === "ok";
  const failed = call.outcome === "failed" || call.outcome === "timeout";
  if (!searched && !booked && !failed) return;
  const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
  const key = `${companyCode}\n${hour.toISOString()}`;
  let row = shared.usage.get(key);
  if (!row) {
    row = { companyCode, hour, searches: 0, automaticSearches: 0, bookings: 0, failures: 0 };
    shared.usage.set(key, row);
  }
  if (searched) row.searches++;
  if (searched && call.automatic) row.automaticSearches++;
  if (booked) row.bookings++;
  if (failed) row.failures++;
}

/** The counts since the last take, handed over once (the roll-up adds them to the database). */
export function takeUsageDeltas(): UsageDelta[] {
  const rows = [...shared.usage.values()];
  shared.usage.clear();
  return rows;
}

/** Counts a failed roll-up write did not store: added back, so the next write carries them. */
export function returnUsageDeltas(rows: UsageDelta[]): void {
  for (const row of rows) {
    const key = `${row.companyCode}\n${row.hour.toISOString()}`;
    const kept = shared.usage.get(key);
    if (!kept) shared.usage.set(key, { ...row });
    else
      for (const k of ["searches", "automaticSearches", "bookings", "failures"] as const)
        kept[k] += row[k];
  }
}

/**
 * A gauge read when /metrics is scraped. Registered once per name: the server registers its
 * gates at start-up, a second registration (tests building several apps) replaces the reader.
 */
export function gaugeOf(
  name: string,
  help: string,
  read: () => number | Promise<number> | Record<string, number>,
  labelName?: string,
): void {
  shared.registry.removeSingleMetric(name);
  new prom.Gauge({
    name,
    help,
    labelNames: labelName ? [labelName] : [],
    registers: [shared.registry],
    async collect() {
      const value = await read();
      if (typeof value === "number") this.set(value);
      else for (const [label, n] of Object.entries(value)) this.set({ [labelName!]: label }, n);
    },
  });
}

/** A counter the server increments (refusals at admission or at the gate, by reason). */
export function counterOf(name: string, help: string, labelName: string) {
  const existing = shared.registry.getSingleMetric(name);
  if (existing) return existing as prom.Counter<string>;
  return new prom.Counter({ name, help, labelNames: [labelName], registers: [shared.registry] });
}

/** A counter whose total another module keeps (store failures): read when scraped. */
export function counterReading(name: string, help: string, read: () => number): void {
  shared.registry.removeSingleMetric(name);
  let seen = 0;
  new prom.Counter({
    name,
    help,
    registers: [shared.registry],
    collect() {
      const now = read();
      if (now > seen) this.inc(now - seen);
      seen = Math.max(seen, now);
    },
  });
}

export async function metricsText(): Promise<{ contentType: string; body: string }> {
  return { contentType: shared.registry.contentType, body: await shared.registry.metrics() };
}

// The gateway's counters against the simulator's own count of the calls it answered, and the
// text of /metrics checked by Prometheus's own tool (promtool, Debian's `prometheus` package).
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { families } from "~/domain/back-office-family";
import { metricsRegistry, metricsText } from "~/metrics.server";
import { jarCaller, searchRQ, UpstreamClient, useSimulator } from "../../mocks/test-support";
import { userLogin } from "./account.server";
import { searchFlights } from "./air.server";
import { sendUpstream } from "./client.server";
import { airportsByKeyword } from "./codes.server";

const sim = useSimulator();

type Sample = { labels: Record<string, string>; value: number };
async function callSamples(): Promise<Sample[]> {
  const metric = metricsRegistry().getSingleMetric("portal_backoffice_calls_total");
  return ((await metric!.get()).values as Sample[]).map((s) => ({ ...s }));
}

/** Calls counted since `before`, per family, for one company (all outcomes). */
function countedSince(before: Sample[], after: Sample[], company: string) {
  const key = (s: Sample) => JSON.stringify(s.labels);
  const was = new Map(before.map((s) => [key(s), s.value]));
  const byFamily: Record<string, number> = {};
  const byOutcome: Record<string, number> = {};
  for (const s of after) {
    if (s.labels.company !== company) continue;
    const n = s.value - (was.get(key(s)) ?? 0);
    if (!n) continue;
    byFamily[s.labels.family] = (byFamily[s.labels.family] ?? 0) + n;
    const outcome = s.labels.code ? `${s.labels.outcome} ${s.labels.code}` : s.labels.outcome;
    byOutcome[outcome] = (byOutcome[outcome] ?? 0) + n;
  }
  return { byFamily, byOutcome };
}

describe("back-office call counters", () => {
  it("match the simulator's own count per family, with outcome and company", async () => {
    const client = new UpstreamClient();
    await client.fetch("/__sim/reset", { method: "POST" });
    const before = await callSamples();

    const caller = { ...jarCaller(), company: "HBT" };
    await sendUpstream(caller, { path: "/verificationCode" });
    await userLogin(caller, { id: "agent", password: "Agent1234", verifyCodeActual: "TEST" });
    expect((await searchFlights(caller, searchRQ())).ok).toBe(true);
    expect((await searchFlights(caller, searchRQ())).ok).toBe(true);
    await airportsByKeyword(caller, "HKG", "en-US");
    sim.control.set({ fault: "500" });
    expect((await searchFlights(caller, searchRQ())).ok).toBe(false);
    sim.control.set({ fault: null });
    // A refusal with the back office's code: a search without a session.
    const stranger = { ...jarCaller(), company: "HBT" };
    const refused = await searchFlights(stranger, searchRQ());
    expect(refused.ok).toBe(false);

    const simCounts = (await (await client.fetch("/__sim/calls")).json()) as Record<string, number>;
    const { byFamily, byOutcome } = countedSince(before, await callSamples(), "HBT");
    for (const family of families) expect(byFamily[family] ?? 0, family).toBe(simCounts[family]);
    expect(byFamily["air-search"]).toBe(4);
    expect(byOutcome).toMatchObject({ "failed 500": 1 });
    const refusedCodes = Object.keys(byOutcome).filter((o) => o.startsWith("refused "));
    expect(refusedCodes).toEqual([expect.stringMatching(/^refused \d+\/\d+$/)]);
  }, 60_000);

  it("are served in a text promtool accepts, default and gate metrics included", async () => {
    await sendUpstream(jarCaller(), { path: "/verificationCode" });
    const { contentType, body } = await metricsText();
    expect(contentType).toMatch(/^text\/plain/);
    for (const name of [
      "portal_backoffice_calls_total",
      "portal_backoffice_call_duration_seconds_bucket",
      "portal_backoffice_gate_active",
      "portal_process_cpu_seconds_total",
      "portal_nodejs_eventloop_lag_p99_seconds",
    ])
      expect(body).toContain(name);
    const check = spawnSync("promtool", ["check", "metrics"], { input: body, encoding: "utf8" });
    expect(check.error).toBeUndefined();
    expect(check.stdout + check.stderr).not.toMatch(/error/i);
    expect(check.status).toBe(0);
  });
});

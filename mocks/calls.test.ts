import { describe, expect, it } from "vitest";
import { UpstreamClient, useSimulator } from "./test-support";

const sim = useSimulator();

const counts = async (client: UpstreamClient, match?: string) =>
  (await (
    await client.fetch(`/__sim/calls${match ? `?match=${encodeURIComponent(match)}` : ""}`)
  ).json()) as Record<string, number>;

describe("GET /__sim/calls", () => {
  it("counts the calls answered per family, faults included, and resets with /__sim/reset", async () => {
    const client = new UpstreamClient();
    await client.fetch("/__sim/reset", { method: "POST" });
    await (await client.fetch("/pamhkapi/codes/frequentCodes")).text();
    await (await client.fetch("/pamhkapi/account/info")).text();
    await (
      await client.fetch("/pamhkapi/air/airLowFareSearch", {
        method: "POST",
        body: JSON.stringify({ corpCode: "ZZCALLS1" }),
      })
    ).text();
    sim.control.set({ fault: "500" });
    expect((await client.fetch("/reportapi/run", { method: "POST" })).status).toBe(500);
    sim.control.set({ fault: null });

    const all = await counts(client);
    expect(all).toMatchObject({ lookup: 1, account: 1, "air-search": 1, report: 1, total: 4 });
    // Its own endpoints are not calls to the back office.
    expect(all.other).toBe(0);
    expect(Object.keys(all).sort()).toEqual(
      [
        "air-search",
        "air-review",
        "air-book",
        "booking",
        "order",
        "account",
        "notification",
        "report",
        "print",
        "auth",
        "lookup",
        "other",
        "total",
      ].sort(),
    );

    await client.fetch("/__sim/reset", { method: "POST" });
    expect((await counts(client)).total).toBe(0);
  });

  it("counts only the calls mentioning `match` (URL or body), for tests running side by side", async () => {
    const client = new UpstreamClient();
    const search = (corpCode: string) =>
      client.fetch("/pamhkapi/air/airLowFareSearch", {
        method: "POST",
        body: JSON.stringify({ corpCode }),
      });
    await (await search("ZZMINE")).text();
    await (await search("ZZMINE")).text();
    await (await search("ZZTHEIRS")).text();
    await (await client.fetch("/pamhkapi/codes/frequentCodes?q=ZZMINE")).text();
    expect(await counts(client, "ZZMINE")).toMatchObject({
      "air-search": 2,
      lookup: 1,
      total: 3,
    });
    expect((await counts(client, "ZZTHEIRS")).total).toBe(1);
    expect((await counts(client, "ZZNOBODY")).total).toBe(0);
  });
});

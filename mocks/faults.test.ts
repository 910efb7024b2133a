import { describe, expect, it } from "vitest";
import { createSimulator } from "./simulator";
import { codeOf, UpstreamClient, useSimulator } from "./test-support";

const sim = useSimulator();

describe("fault injection on every upstream call", () => {
  it("answers HTTP 500 and 504 while set", async () => {
    const client = new UpstreamClient();
    sim.control.set({ fault: "500" });
    const crashed = await client.fetch("/pamhkapi/codes/frequentCodes");
    expect(crashed.status).toBe(500);
    expect(await crashed.json()).toMatchObject({
      status: 500,
      error: "Internal Server Error",
      path: "/pamhkapi/codes/frequentCodes",
    });

    sim.control.set({ fault: "504" });
    const timedOut = await client.fetch("/reportapi/anything", { method: "POST" });
    expect(timedOut.status).toBe(504);
    expect(timedOut.headers.get("content-type")).toBe("text/html");
  });

  it("makes fetch reject for 'reset'", async () => {
    sim.control.set({ fault: "reset" });
    await expect(new UpstreamClient().fetch("/pamhkapi/account/info")).rejects.toThrow(TypeError);
    await expect(new UpstreamClient().fetch("/gallopapi/itinerary.pdf")).rejects.toThrow(TypeError);
  });

  it("answers 200 without an envelope for 'noenvelope'", async () => {
    sim.control.set({ fault: "noenvelope" });
    const response = await new UpstreamClient().fetch("/pamhkapi/account/userLogin", {
      method: "POST",
      body: "{}",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });

  it("answers the back office's own 5/4 for 'nologin'", async () => {
    sim.control.set({ fault: "nologin" });
    const body = await new UpstreamClient().get("/pamhkapi/codes/frequentCodes");
    expect(codeOf(body)).toBe("5/4");
  });

  it("with a match, fails only the calls whose URL or body mentions it", async () => {
    sim.control.set({ fault: "500", match: "ZZFAULT" });
    const client = new UpstreamClient();
    const other = await client.fetch("/pamhkapi/codes/frequentCodes");
    expect(other.status).toBe(200);
    await other.text();
    const byBody = await client.fetch("/pamhkapi/booking/search", {
      method: "POST",
      body: JSON.stringify({ travelerName: "ZZFAULT" }),
    });
    expect(byBody.status).toBe(500);
    await byBody.text();
    const byQuery = await client.fetch("/pamhkapi/codes/frequentCodes?x=ZZFAULT");
    expect(byQuery.status).toBe(500);
    await byQuery.text();
  });

  it("delays answers by the latency, then serves normally", async () => {
    sim.control.set({ latencyMs: 120 });
    const started = performance.now();
    const body = await new UpstreamClient().get("/pamhkapi/codes/frequentCodes");
    expect(performance.now() - started).toBeGreaterThanOrEqual(110);
    expect(codeOf(body)).toBe("0/0");
  });

  it("reset() restores normal service and the seed state", async () => {
    sim.control.set({ fault: "500", latencyMs: 5 });
    sim.state.users[0].password = "Changed999";
    sim.control.reset();
    expect(sim.control.get()).toEqual({ fault: null, latencyMs: 0, match: null });
    expect(codeOf(await new UpstreamClient().login("agent", "Agent1234"))).toBe("0/0");
  });

  it("answers a path no family serves with a 404", async () => {
    const response = await new UpstreamClient().fetch("/pamhkapi/air/notYetImplemented");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, error: "Not Found" });
  });
});

describe("control endpoints", () => {
  it("set faults over HTTP, never fault themselves, and reset", async () => {
    const client = new UpstreamClient();
    const set = await client.fetch("/__sim/control", {
      method: "POST",
      body: JSON.stringify({ fault: "500" }),
    });
    expect(await set.json()).toEqual({ fault: "500", latencyMs: 0, match: null });
    expect((await client.fetch("/pamhkapi/codes/frequentCodes")).status).toBe(500);
    expect(await (await client.fetch("/__sim/control")).json()).toEqual({
      fault: "500",
      latencyMs: 0,
      match: null,
    });
    expect((await client.fetch("/__sim/reset", { method: "POST" })).status).toBe(200);
    expect((await client.fetch("/pamhkapi/codes/frequentCodes")).status).toBe(200);
  });

  it("scoped rules steer only the calls mentioning them, beside the general setting", async () => {
    const client = new UpstreamClient();
    const scope = (body: object) =>
      client.fetch("/__sim/scoped", { method: "POST", body: JSON.stringify(body) });
    sim.control.set({ fault: "500", match: "ZZGENERAL" });
    expect(await (await scope({ match: "ZZSLOW", latencyMs: 150 })).json()).toEqual([
      { match: "ZZSLOW", fault: null, latencyMs: 150 },
    ]);
    await scope({ match: "ZZBROKEN", fault: "504" });
    const started = performance.now();
    const slow = await client.fetch("/pamhkapi/codes/frequentCodes?q=ZZSLOW");
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(slow.status).toBe(200);
    await slow.text();
    expect((await client.fetch("/pamhkapi/codes/frequentCodes?q=ZZBROKEN")).status).toBe(504);
    expect((await client.fetch("/pamhkapi/codes/frequentCodes?q=ZZGENERAL")).status).toBe(500);
    const plain = await client.fetch("/pamhkapi/codes/frequentCodes");
    expect(plain.status).toBe(200);
    await plain.text();
    // No fault and no latency removes a rule; a reset removes them all.
    expect(await (await scope({ match: "ZZSLOW" })).json()).toEqual([
      { match: "ZZBROKEN", fault: "504", latencyMs: 0 },
    ]);
    expect((await scope({ latencyMs: 5 })).status).toBe(400);
    await client.fetch("/__sim/reset", { method: "POST" });
    expect(await (await client.fetch("/__sim/scoped")).json()).toEqual([]);
  });

  it("reject an invalid setting with 400", async () => {
    const response = await new UpstreamClient().fetch("/__sim/control", {
      method: "POST",
      body: JSON.stringify({ fault: "502" }),
    });
    expect(response.status).toBe(400);
    expect(sim.control.get().fault).toBeNull();
  });
});

describe("defaults from the environment", () => {
  it("reads PAMHK_SIM_* variables", () => {
    const fromEnv = createSimulator(
      {},
      {
        PAMHK_SIM_FAULT: "504",
        PAMHK_SIM_LATENCY_MS: "25",
        PAMHK_SIM_SESSION_TTL: "90",
        PAMHK_SIM_CAPTCHA: "AB2C",
      },
    );
    expect(fromEnv.control.get()).toEqual({ fault: "504", latencyMs: 25, match: null });
    expect(fromEnv.config).toMatchObject({ sessionTtlSeconds: 90, captcha: "AB2C" });
    fromEnv.control.set({ fault: null });
    fromEnv.control.reset();
    expect(fromEnv.control.get().fault).toBe("504");
  });

  it("uses 1800 s, no fault and random codes when unset; options win over env", () => {
    expect(createSimulator({}, {}).config).toMatchObject({
      sessionTtlSeconds: 1800,
      captcha: null,
    });
    expect(createSimulator({}, {}).control.get()).toEqual({
      fault: null,
      latencyMs: 0,
      match: null,
    });
    expect(
      createSimulator(
        { captcha: "", fault: null },
        { PAMHK_SIM_CAPTCHA: "TEST", PAMHK_SIM_FAULT: "500" },
      ).config.captcha,
    ).toBeNull();
  });

  it("caps a search at PAMHK_SIM_MAX_OFFERS, 420 when unset", () => {
    expect(createSimulator({}, {}).config.maxOffers).toBe(420);
    expect(createSimulator({}, { PAMHK_SIM_MAX_OFFERS: "2000" }).config.maxOffers).toBe(2000);
    expect(
      createSimulator({ maxOffers: 300 }, { PAMHK_SIM_MAX_OFFERS: "2000" }).config.maxOffers,
    ).toBe(300);
    expect(() => createSimulator({}, { PAMHK_SIM_MAX_OFFERS: "0" })).toThrow(
      /PAMHK_SIM_MAX_OFFERS/,
    );
  });

  it("fails loudly on a bad value", () => {
    expect(() => createSimulator({}, { PAMHK_SIM_FAULT: "502" })).toThrow(/PAMHK_SIM_FAULT/);
    expect(() => createSimulator({}, { PAMHK_SIM_SESSION_TTL: "soon" })).toThrow(
      /PAMHK_SIM_SESSION_TTL/,
    );
  });
});

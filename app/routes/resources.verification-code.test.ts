import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { deviceCookie } from "~/auth/device-cookie.server";
import { commitSession, getSession } from "~/session/session.server";
import { statelessCsrf } from "~/session/stateless.server";
import { startSimulatorServer, type SimulatorServer } from "../../mocks/standalone";
import { loader } from "./resources.verification-code";

// Over real HTTP, as in production (a cancelled body of an intercepted fetch never settles).
let upstream: SimulatorServer;
beforeAll(async () => {
  upstream = await startSimulatorServer({ simulatorOptions: { captcha: "TEST" } });
  process.env.PAMHK_API_URL = upstream.url;
});
afterEach(() => upstream.simulator.control.reset());
afterAll(() => upstream.close());

const fetchImage = () =>
  loader({
    request: new Request("http://portal.test/resources/verification-code"),
    params: {},
    context: {},
  });

describe("verification image", () => {
  it("streams the back office's image and starts the session that binds its code", async () => {
    const response = await fetchImage();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\//);
    expect(response.headers.get("set-cookie")).toMatch(/__session=/);
    await response.arrayBuffer();
  });

  it.each(["noenvelope", "500", "504", "reset"] as const)(
    "answers 503 (never 200 with a non-image) under the '%s' fault, writing no session",
    async (fault) => {
      upstream.simulator.control.set({ fault });
      const response = await fetchImage();
      expect(response.status).toBe(503);
      expect(response.headers.get("content-type") ?? "").not.toMatch(/^image\/|json/);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(await response.text()).not.toBe("{}");
    },
  );
});

// Limits that cannot be turned against colleagues behind one address.
describe("verification image budgets", () => {
  const office = "203.0.113.7";
  const from = (address: string, browser?: string, device?: string) =>
    new Request("http://portal.test/resources/verification-code", {
      headers: {
        "x-portal-client-ip": address,
        Cookie: [browser && `__csrf=${browser.padEnd(43, "x")}`, device].filter(Boolean).join("; "),
      },
    });

  it("a flood of SSO starts from the office's address leaves colleagues' images alone", async () => {
    let refusedStarts = 0;
    for (let i = 0; i < 200; i++) {
      const request = from(office);
      try {
        await commitSession(request, await getSession(request), { purpose: "sso" });
      } catch {
        refusedStarts += 1;
      }
    }
    expect(refusedStarts).toBeGreaterThan(0); // the flood itself is limited
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const response = await loader({
          request: from(office, `colleague${i}`),
          params: {},
          context: {},
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const served = answers.filter((s) => s === 200).length;
    console.log(
      `[measure] colleague sign-in images served while one address floods 200 SSO starts (${refusedStarts} refused): ${served}/20`,
    );
    expect(served).toBe(20);
  });

  it("one browser's reloads are refused on its own budget, with an image that says so", async () => {
    const address = "198.51.100.9";
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let i = 0; i < 25; i++) {
      const response = await loader({
        request: from(address, "reloader"),
        params: {},
        context: {},
      });
      statuses.push(response.status);
      if (response.status === 429) refused = response;
      else await response.arrayBuffer();
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(20);
    expect(refused?.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(await refused?.text()).toContain("Too many verification images");
    // The address's budget is not spent by that browser: a colleague still gets an image.
    const colleague = await loader({
      request: from(address, "colleague"),
      params: {},
      context: {},
    });
    expect(colleague.status).toBe(200);
    await colleague.arrayBuffer();
  });

  it("fresh cookies minted from one address cannot take the image of a browser that signed in before", async () => {
    const address = "192.0.2.44";
    // A colleague's browser signed in earlier: it holds a device cookie
    // (docs/decisions/0080-device-cookies-for-sign-in-limits.md).
    const signedInBefore = deviceCookie(new Request("http://portal.test/login"), "agent").split(
      ";",
    )[0];
    const image = async (request: Request) => {
      const response = await loader({ request, params: {}, context: {} });
      await response.arrayBuffer();
      return response.status;
    };
    // A sender mints a fresh browser cookie for every image until the address's budget (120, of
    // which 12 are kept for first images with a cookie the portal issued) is spent.
    const flood: number[] = [];
    for (let i = 0; i < 130; i++) flood.push(await image(from(address, `minted${i}`)));
    expect(flood.filter((s) => s === 200)).toHaveLength(108);
    expect(flood.filter((s) => s === 429)).toHaveLength(22);
    // An unknown browser behind that address shares the spent budget; the colleague does not.
    expect(await image(from(address, "unknown"))).toBe(429);
    expect(await image(from(address, "colleague", signedInBefore))).toBe(200);
    // The device has its own per-browser budget (20 a minute), so it cannot be used to flood either.
    const reloads: number[] = [];
    for (let i = 0; i < 21; i++)
      reloads.push(await image(from(address, undefined, signedInBefore)));
    expect(reloads.filter((s) => s === 429)).toHaveLength(2);
  });

  it("a fresh browser's first image comes from the address's reserve during a flood", async () => {
    const address = "192.0.2.45";
    const image = async (request: Request) => {
      const response = await loader({ request, params: {}, context: {} });
      await response.arrayBuffer();
      return response.status;
    };
    const issuedCookie = () =>
      statelessCsrf(new Request("http://portal.test/login")).setCookie!.split(";")[0];
    const withCookie = (cookie: string) =>
      new Request("http://portal.test/resources/verification-code", {
        headers: { "x-portal-client-ip": address, Cookie: cookie },
      });
    // Made-up cookies spend the shared part and are refused, never reaching the reserve.
    const flood: number[] = [];
    for (let i = 0; i < 150; i++) flood.push(await image(from(address, `made-up${i}`)));
    expect(flood.filter((s) => s === 200)).toHaveLength(108);
    // A colleague's browser that never signed in: the login page gave it a cookie; its first
    // image is served, its reload is not (its first is spent).
    const colleague = issuedCookie();
    expect(await image(withCookie(colleague))).toBe(200);
    expect(await image(withCookie(colleague))).toBe(429);
    // The reserve is bounded too: 12 first images a minute, then refused.
    const firsts: number[] = [];
    for (let i = 0; i < 12; i++) firsts.push(await image(withCookie(issuedCookie())));
    expect(firsts.filter((s) => s === 200)).toHaveLength(11);
  });
});

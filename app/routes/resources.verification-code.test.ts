import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
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

describe("verification image (issue 11, finding 10)", () => {
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

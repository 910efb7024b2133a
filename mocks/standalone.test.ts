import { spawn } from "node:child_process";
import { once } from "node:events";
import { fileURLToPath } from "node:url";
import { http } from "msw";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSimulatorServer, type SimulatorServer } from "./standalone";
import { codeOf, UpstreamClient } from "./test-support";

// Real HTTP on an ephemeral port: no msw interception in this file.
let server: SimulatorServer;

beforeAll(async () => {
  server = await startSimulatorServer({ port: 0, simulatorOptions: { captcha: "TEST" } });
  // An extra route proving several Set-Cookie lines and binary bodies survive the bridge.
  server.simulator.handlers.unshift(
    http.get("*/__test/echo", ({ request }) => {
      const headers = new Headers([
        ["Set-Cookie", "a=1; Path=/; HttpOnly"],
        ["Set-Cookie", "b=2; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT"],
        ["Content-Type", "application/octet-stream"],
        ["X-Seen-Cookie", request.headers.get("cookie") ?? ""],
      ]);
      return new Response(new Uint8Array(Array.from({ length: 256 }, (_, i) => i)), {
        status: 203,
        headers,
      });
    }),
  );
});
afterAll(() => server.close());
beforeEach(() => server.simulator.control.reset());

describe("standalone simulator server", () => {
  it("listens on an ephemeral loopback port", () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("runs the login flow with the JSESSIONID cookie round trip", async () => {
    const client = new UpstreamClient(server.url);
    const image = await client.fetch("/pamhkapi/verificationCode?t=1");
    expect(image.status).toBe(200);
    expect(image.statusText).toBe("OK");
    expect(image.headers.get("content-type")).toBe("image/svg+xml");
    expect(await image.text()).toMatch(/^<svg /);
    expect(client.setCookies).toEqual([
      expect.stringMatching(/^JSESSIONID=[0-9A-F]{32}; Path=\/; HttpOnly$/),
    ]);

    expect(codeOf(await client.login("agent", "Agent1234"))).toBe("0/0");
    const info = await client.get("/pamhkapi/account/info");
    expect(info.userInfo).toMatchObject({ id: "U10001", loginName: "agent" });
    expect(client.setCookies).toHaveLength(1);
    expect(codeOf(await new UpstreamClient(server.url).get("/pamhkapi/account/info"))).toBe("5/4");
  });

  it("forwards a text body and query, and keeps state in the served simulator", async () => {
    const client = new UpstreamClient(server.url);
    const query = new URLSearchParams({
      name: "陳大文",
      phone: "91234567",
      email: "tm@example.hk",
      company: "HBT",
    });
    const response = await client.fetch(`/pamhkapi/email/contactUs?${query}`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "多謝 thanks",
    });
    expect(codeOf(await response.json())).toBe("0/0");
    expect(server.simulator.state.contactMessages[0]).toMatchObject({
      name: "陳大文",
      suggestion: "多謝 thanks",
    });
  });

  it("copies status, every Set-Cookie line, request cookies and body bytes", async () => {
    const response = await fetch(`${server.url}/__test/echo`, {
      headers: { Cookie: "x=1; JSESSIONID=ABC" },
    });
    expect(response.status).toBe(203);
    expect(response.headers.getSetCookie()).toEqual([
      "a=1; Path=/; HttpOnly",
      "b=2; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT",
    ]);
    expect(response.headers.get("x-seen-cookie")).toBe("x=1; JSESSIONID=ABC");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes.length).toBe(256);
    expect(bytes[255]).toBe(255);
  });

  it("answers unmatched paths with a JSON 404", async () => {
    for (const path of ["/", "/nope", "/pamhkapi/air/notYetImplemented"]) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type")).toContain("application/json");
      expect(await response.json()).toMatchObject({ status: 404, error: "Not Found" });
    }
  });

  it("is steered over HTTP: faults, 'reset' drops the connection, then /__sim/reset", async () => {
    const control = (body: object) =>
      fetch(`${server.url}/__sim/control`, { method: "POST", body: JSON.stringify(body) });
    expect(await (await control({ fault: "504", latencyMs: 30 })).json()).toEqual({
      fault: "504",
      latencyMs: 30,
      match: null,
    });
    expect((await fetch(`${server.url}/pamhkapi/account/info`)).status).toBe(504);

    await control({ fault: "reset", latencyMs: 0 });
    await expect(fetch(`${server.url}/pamhkapi/account/info`)).rejects.toThrow(TypeError);

    await control({ fault: "noenvelope" });
    expect(await (await fetch(`${server.url}/pamhkapi/account/info`)).json()).toEqual({});

    expect((await fetch(`${server.url}/__sim/reset`, { method: "POST" })).status).toBe(200);
    expect(codeOf(await new UpstreamClient(server.url).get("/pamhkapi/account/info"))).toBe("5/4");
  });
});

describe("tsx mocks/standalone.ts", () => {
  it("listens on PAMHK_SIM_PORT and prints its URL", async () => {
    const script = fileURLToPath(new URL("./standalone.ts", import.meta.url));
    const child = spawn(process.execPath, ["--import", "tsx", script], {
      env: { ...process.env, PAMHK_SIM_PORT: "0", PAMHK_SIM_CAPTCHA: "QWER" },
      stdio: ["ignore", "pipe", "inherit"],
    });
    try {
      let output = "";
      child.stdout.setEncoding("utf8");
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on("data", (chunk: string) => {
          output += chunk;
          const match = /listening on (http:\/\/\S+)/.exec(output);
          if (match) resolve(match[1]);
        });
        child.once("exit", (code) => reject(new Error(`exited with ${code}: ${output}`)));
      });
      const client = new UpstreamClient(url);
      expect(codeOf(await client.login("viewer", "Viewer1234", "qwer"))).toBe("0/0");
    } finally {
      child.kill("SIGTERM");
      if (child.exitCode === null) await once(child, "exit");
    }
  }, 30_000);
});

import { describe, expect, it } from "vitest";
import { codeOf, TEST_CAPTCHA, UpstreamClient, useSimulator } from "./test-support";
import { readSessionId } from "./upstream-session";

const TTL_SECONDS = 60;
let clock = Date.UTC(2026, 0, 15, 9, 0, 0);
const sim = useSimulator({
  captcha: TEST_CAPTCHA,
  sessionTtlSeconds: TTL_SECONDS,
  now: () => clock,
});

describe("upstream session cookie", () => {
  it("is issued by the first call of any kind, as JSESSIONID with Path=/ and HttpOnly", async () => {
    const client = new UpstreamClient();
    await client.get("/pamhkapi/codes/frequentCodes");
    expect(client.setCookies).toHaveLength(1);
    expect(client.setCookies[0]).toMatch(/^JSESSIONID=[0-9A-F]{32}; Path=\/; HttpOnly$/);
    await client.get("/pamhkapi/codes/frequentCodes");
    expect(client.setCookies).toHaveLength(1);
  });

  it("replaces an unknown session id with a new one", async () => {
    const client = new UpstreamClient();
    client.cookies.set("JSESSIONID", "FORGED");
    await client.get("/pamhkapi/account/info");
    expect(client.sessionId).not.toBe("FORGED");
    expect(sim.state.sessions.has(client.sessionId ?? "")).toBe(true);
  });

  it("stays alive while used, and expires after TTL of idleness: 5/4 and a fresh cookie", async () => {
    const client = new UpstreamClient();
    await client.login("agent", "Agent1234");
    const first = client.sessionId;

    // Each call touches lastSeen, so steady use never expires.
    clock += (TTL_SECONDS - 1) * 1000;
    expect(codeOf(await client.get("/pamhkapi/account/info"))).toBe("0/0");
    clock += (TTL_SECONDS - 1) * 1000;
    expect(codeOf(await client.get("/pamhkapi/account/info"))).toBe("0/0");

    clock += (TTL_SECONDS + 1) * 1000;
    const expired = await client.get("/pamhkapi/account/info");
    expect(codeOf(expired)).toBe("5/4");
    expect(client.sessionId).toBeDefined();
    expect(client.sessionId).not.toBe(first);
    expect(sim.state.sessions.has(first ?? "")).toBe(false);

    // The fresh session works for calls without login, and can log in again.
    expect(codeOf(await client.get("/pamhkapi/codes/frequentCodes"))).toBe("0/0");
    expect(codeOf(await client.login("agent", "Agent1234"))).toBe("0/0");
  });
});

describe("readSessionId", () => {
  it("takes the first JSESSIONID (the client's own, before anything msw appends)", () => {
    expect(readSessionId("a=1; JSESSIONID=AAA; JSESSIONID=BBB")).toBe("AAA");
    expect(readSessionId("JSESSIONID=; other=1")).toBeNull();
    expect(readSessionId(null)).toBeNull();
  });
});

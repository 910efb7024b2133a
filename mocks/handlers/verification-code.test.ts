import { describe, expect, it } from "vitest";
import { CAPTCHA_ALPHABET } from "../captcha";
import { codeOf, UpstreamClient, useSimulator } from "../test-support";

// captcha "" = random codes even though the test environment sets PAMHK_SIM_CAPTCHA.
const sim = useSimulator({ captcha: "" });

const storedCode = (client: UpstreamClient) =>
  sim.state.sessions.get(client.sessionId ?? "")?.captcha;

describe("GET /pamhkapi/verificationCode", () => {
  it("returns an uncacheable SVG and stores a 4-character code in the session", async () => {
    const client = new UpstreamClient();
    const response = await client.fetch("/pamhkapi/verificationCode?t=123");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain("rotate(");
    expect(svg).toContain("<line");
    const code = storedCode(client) ?? "";
    expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    // Each glyph is drawn (and rotated) on its own: four text elements, one character each.
    const glyphs = [
      ...svg.matchAll(/<text [^>]*transform="rotate\(-?\d+ [^"]+\)"[^>]*>([^<]*)<\/text>/g),
    ].map((match) => match[1]);
    expect(glyphs.join("")).toBe(code);
  });

  it("draws a new code on every call, and only the latest one logs in", async () => {
    const client = new UpstreamClient();
    const codes = new Set<string>();
    for (let i = 0; i < 8; i += 1) {
      await client.fetch(`/pamhkapi/verificationCode?t=${i}`);
      codes.add(storedCode(client) ?? "");
    }
    expect(codes.size).toBeGreaterThan(1);
    const latest = storedCode(client) ?? "";
    const body = await client.post("/pamhkapi/account/userLogin", {
      id: "agent",
      password: "Agent1234",
      verifyCodeActual: latest.toLowerCase(),
    });
    expect(codeOf(body)).toBe("0/0");
    expect(storedCode(client)).toBeNull();
  });
});

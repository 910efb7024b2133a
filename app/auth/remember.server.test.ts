import { describe, expect, it } from "vitest";
import { readRememberedLogin, rememberLogin } from "./remember.server";

const at = (url: string, headers: Record<string, string> = {}) => new Request(url, { headers });

describe("remembered login cookie", () => {
  it("is Secure and __Host- over HTTPS (directly or behind a proxy), like the session cookie", async () => {
    for (const request of [
      at("https://portal.example/login"),
      at("http://127.0.0.1/login", { "X-Forwarded-Proto": "https" }),
    ]) {
      const setCookie = await rememberLogin(request, "agent");
      expect(setCookie).toMatch(/^__Host-remembered_login=/);
      expect(setCookie).toMatch(/; Secure/);
      expect(setCookie).toMatch(/; Path=\//);
      expect(setCookie).not.toMatch(/Domain=/i);
      const cookie = setCookie.split(";")[0];
      expect(
        await readRememberedLogin(at("https://portal.example/login", { Cookie: cookie })),
      ).toBe("agent");
    }
  });

  it("stays a plain cookie over HTTP (development), which a browser would refuse as __Host-", async () => {
    const setCookie = await rememberLogin(at("http://localhost/login"), "agent");
    expect(setCookie).toMatch(/^remembered_login=/);
    expect(setCookie).not.toMatch(/Secure/);
  });
});

import { describe, expect, it } from "vitest";
import { deviceCookie, deviceOf } from "./device-cookie.server";

const cookieOf = (setCookie: string) => setCookie.split(";")[0];
const withCookie = (cookie: string, url = "http://portal.test/login") =>
  new Request(url, { headers: { Cookie: cookie } });

describe("device cookie (OWASP)", () => {
  it("names the login without holding it, and reads back only for that login", () => {
    const setCookie = deviceCookie(new Request("http://portal.test/login"), "Agent");
    expect(setCookie).toMatch(
      /^login_device=[^;]+; Path=\/; Max-Age=15552000; HttpOnly; SameSite=Lax$/,
    );
    expect(setCookie.toLowerCase()).not.toContain("agent");
    const request = withCookie(cookieOf(setCookie));
    const id = deviceOf(request, " agent ");
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(deviceOf(request)).toBe(id);
    expect(deviceOf(request, "admin")).toBeUndefined();
  });

  it("is a fresh id at every sign-in", () => {
    const request = new Request("http://portal.test/login");
    expect(cookieOf(deviceCookie(request, "agent"))).not.toBe(
      cookieOf(deviceCookie(request, "agent")),
    );
  });

  it("refuses a forged or altered cookie", () => {
    const [name, value] = cookieOf(
      deviceCookie(new Request("http://portal.test/login"), "agent"),
    ).split("=");
    const [id, tag, signature] = value.split(".");
    const other = `${"A".repeat(22)}.${tag}.${signature}`;
    expect(deviceOf(withCookie(`${name}=${other}`), "agent")).toBeUndefined();
    expect(deviceOf(withCookie(`${name}=${id}.${tag}.${"x".repeat(43)}`), "agent")).toBeUndefined();
    expect(deviceOf(withCookie(`${name}=${id}.${tag}`), "agent")).toBeUndefined();
  });

  it("is __Host-device and Secure over HTTPS; the plain name is not read there", () => {
    const request = new Request("https://portal.test/login");
    const setCookie = deviceCookie(request, "agent");
    expect(setCookie).toMatch(/^__Host-device=[^;]+; Path=\/; .*; Secure$/);
    expect(setCookie).not.toMatch(/Domain=/i);
    const value = cookieOf(setCookie).split("=")[1];
    expect(
      deviceOf(withCookie(`__Host-device=${value}`, "https://portal.test/login"), "agent"),
    ).toBeTruthy();
    expect(
      deviceOf(withCookie(`login_device=${value}`, "https://portal.test/login"), "agent"),
    ).toBeUndefined();
  });
});

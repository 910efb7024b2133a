// The redirect payload corpus of app/session/safe-redirect.test.ts: every entry must stay on the
// portal's origin.
import { describe, expect, it } from "vitest";
import { startSignedInSession } from "~/auth/login.server";
import { ssoStartHref } from "~/auth/sso.server";
import { loader as redirectLoader } from "~/routes/Redirect";
import { safeRedirect } from "./flash.server";
import { getSession } from "./session.server";

const ORIGIN = "http://portal.test";

export const OPEN_REDIRECT_PAYLOADS = [
  "/.//evil.com/x",
  "/././/evil.com",
  "/a/..//evil.com",
  "//evil.com",
  "///evil.com",
  "/\\evil.com",
  "\\/\\/evil.com",
  "/\\/evil.com",
  "%2F%2Fevil.com",
  "/%2F%2Fevil.com",
  "/%2F/evil.com",
  "/%5Cevil.com",
  "/%252F%252Fevil.com",
  "https://evil.com",
  "https:evil.com",
  "http:/evil.com",
  "javascript:alert(1)",
  "/\t/evil.com",
  "/\n/evil.com",
  "/\r\n/evil.com",
  "/%09/evil.com",
  "/%0a/evil.com",
  "\t//evil.com",
  " //evil.com",
  "//evil.com/%2F..",
  "/%",
  "",
];

/** Where a browser would go for a Location header value. */
const lands = (location: string) => new URL(location, ORIGIN).origin;

describe("safeRedirect payload corpus", () => {
  it.each(OPEN_REDIRECT_PAYLOADS)("refuses %j", (to) => {
    expect(safeRedirect(to, "/fallback")).toBe("/fallback");
  });

  it.each([
    ["/secured/booking/list?page=2", "/secured/booking/list?page=2"],
    ["/secured/a/../b", "/secured/b"],
    ["/secured/greetings#top", "/secured/greetings#top"],
  ])("keeps %s", (to, expected) => {
    expect(safeRedirect(to, "/fallback")).toBe(expected);
  });
});

describe("every redirecting entry point stays on the portal", () => {
  it.each(OPEN_REDIRECT_PAYLOADS)("GET /Redirect?to=%j", (to) => {
    const response = redirectLoader({
      request: new Request(`${ORIGIN}/Redirect?to=${encodeURIComponent(to)}`),
      params: {},
      context: {},
    });
    const location = response.headers.get("location") ?? "";
    expect(lands(location)).toBe(ORIGIN);
    expect(location).toBe("/login");
  });

  it.each(OPEN_REDIRECT_PAYLOADS)("sign-in with redirectTo=%j", async (to) => {
    const request = new Request(`${ORIGIN}/login`, { method: "POST" });
    const session = await getSession(request);
    const user = { loginName: "agent" } as Parameters<typeof startSignedInSession>[2];
    const response = await startSignedInSession(request, session, user, { redirectTo: to });
    expect(response.headers.get("location")).toBe("/secured/air/airLowFareSearch");
  });

  it.each(OPEN_REDIRECT_PAYLOADS)("single sign-on start link with redirectTo=%j", (to) => {
    expect(ssoStartHref(to)).toBe("/auth/sso");
  });
});

import { expect, test } from "@playwright/test";

test.describe("security defaults", () => {
  test("security headers with a per-request nonce", async ({ request }) => {
    const first = await request.get("/login");
    const second = await request.get("/login");
    const csp = first.headers()["content-security-policy"];
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toBe(second.headers()["content-security-policy"]);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });

  test("a foreign-origin POST is refused with 403", async ({ request }) => {
    const response = await request.post("/login", {
      headers: { Origin: "https://evil.example" },
      form: { id: "agent", password: "Agent1234", verifyCode: "TEST" },
    });
    expect(response.status()).toBe(403);
  });

  test("a POST without the session's CSRF token is refused with 403", async ({ request }) => {
    await request.get("/login");
    for (const path of [
      "/login",
      "/contactUs",
      "/forgetPassword",
      "/set-locale",
      "/secured/logout",
    ]) {
      const response = await request.post(path, {
        form: { id: "agent", password: "Agent1234", verifyCode: "TEST", lng: "zh-HK" },
      });
      expect(response.status(), path).toBe(403);
    }
  });

  test("redirectTo only follows relative paths", async ({ page }) => {
    await page.goto("/login?redirectTo=//evil.example/x");
    await page.getByLabel("Login name").fill("agent");
    await page.getByLabel("Password").fill("Agent1234");
    await page.getByLabel("Verification code").fill("TEST");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/secured\/air\/airLowFareSearch$/);
    const redirect = await page.request.get("/Redirect?to=https://evil.example", {
      maxRedirects: 0,
    });
    expect(redirect.headers()["location"]).toBe("/login");
  });
});

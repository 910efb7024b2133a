import { expect, test } from "@playwright/test";
import { jsOff, useLocale } from "./helpers";
import { expectToast, providerUsers, signInAtProvider, SSO_OPTION, ssoSignIn } from "./sso-helpers";

const SEARCH = /\/secured\/air\/airLowFareSearch$/;

test.describe("single sign-on", () => {
  test("signs in at the identity provider and lands on the flight search", async ({ page }) => {
    await ssoSignIn(page, "agent");
    await expect(page).toHaveURL(SEARCH);
    await expectToast(page, "Signed in successfully.");
    await expect(page.getByTestId("user-id")).toHaveText("U10001");

    // The landing page greets the person the provider authenticated.
    await page.goto("/sso");
    await expect(
      page.getByRole("heading", { name: `Welcome, ${providerUsers.agent.name}!` }),
    ).toBeVisible();
    await expect(
      page.getByText("You are signed in through your identity provider as agent."),
    ).toBeVisible();
    // Tokens never reach the browser: no cookie but the session id.
    const cookies = await page.context().cookies();
    const portal = cookies.filter((c) => !c.name.startsWith("_") || c.name === "__session");
    expect(portal.map((c) => c.value).join(" ")).not.toMatch(/eyJ/);
  });

  test("a deep link to /sso goes to the provider and comes back to /sso", async ({ page }) => {
    await page.goto("/sso?tab=welcome");
    await signInAtProvider(page, "admin");
    await expect(page).toHaveURL(/\/sso\?tab=welcome$/);
    await expect(
      page.getByRole("heading", { name: `Welcome, ${providerUsers.admin.name}!` }),
    ).toBeVisible();
  });

  test("a deep link to a secured page returns there after single sign-on from the login page", async ({
    page,
  }) => {
    await page.goto("/secured/greetings");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsecured%2Fgreetings/);
    await page.getByRole("link", { name: SSO_OPTION }).click();
    await signInAtProvider(page, "pnragent");
    await expect(page).toHaveURL(/\/secured\/greetings$/);
    await expect(page.getByTestId("user-id")).toHaveText("U10005");
  });

  test("a person unknown to the back office is refused with LOGIN_FAILURE", async ({ page }) => {
    await ssoSignIn(page, "stranger");
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, "Login failed!");
    await page.goto("/secured/greetings");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test("a tampered state is refused with a clear message", async ({ page }) => {
    // Swaps the state on the way to the provider, as an attacker splicing in a sign-in started
    // elsewhere would: the provider's callback then carries a state this session never issued.
    // (Playwright cannot intercept the callback itself: it arrives through redirects.)
    await page.route(/\/auth\/sso(\?|$)/, async (route) => {
      const response = await route.fetch({ maxRedirects: 0 });
      const location = new URL(response.headers()["location"]);
      location.searchParams.set("state", "forged-state-0123456789abcdef");
      await route.fulfill({
        response,
        headers: { ...response.headers(), location: location.href },
      });
    });
    await ssoSignIn(page, "agent");
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(
      page,
      "This single sign-on request is invalid or has expired. Please sign in again.",
    );
    await page.goto("/secured/greetings");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test("cancelling at the provider lands on the login page with a message", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: SSO_OPTION }).click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, "Single sign-on was cancelled at the identity provider.");
  });

  test("logout ends the portal and the provider session", async ({ page }, testInfo) => {
    await ssoSignIn(page, "viewer");
    await expect(page).toHaveURL(SEARCH);
    await page.goto("/secured/logout");
    await page.getByRole("button", { name: "Yes, log out" }).click();
    // With JavaScript the provider confirms by itself (the portal already asked); without, the
    // person confirms there.
    if (jsOff(testInfo.project.name)) await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, "You have signed out successfully.");

    // The provider forgot the person too: single sign-on asks for the password again.
    await page.getByRole("link", { name: SSO_OPTION }).click();
    await expect(page.getByRole("heading", { name: "Sign in to PAMHK Air portal" })).toBeVisible();
    await page.goto("/secured/greetings");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
  });

  test("logout in Chinese: the provider is asked in the agent's language and sends the agent back", async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    await ssoSignIn(page, "viewer");
    await expect(page).toHaveURL(SEARCH);
    await useLocale(context, baseURL!, "zh-HK");
    await page.goto("/secured/logout");
    const endSession = page.waitForRequest((r) => /post_logout_redirect_uri=/.test(r.url()));
    await page.getByRole("button", { name: "確定登出" }).click();
    const asked = new URL((await endSession).url());
    expect(asked.searchParams.get("ui_locales")).toBe("zh-HK");
    expect(asked.searchParams.get("post_logout_redirect_uri")).toBe(`${baseURL}/login`);
    if (jsOff(testInfo.project.name)) {
      // Without JavaScript the person confirms at the provider, in their language.
      await expect(page.getByRole("heading", { name: "登出 Harbour Identity？" })).toBeVisible();
      await page.getByRole("button", { name: "登出", exact: true }).click();
    }
    // Back on the portal's own page, signed out, in the agent's language.
    await expect(page).toHaveURL(/\/login$/);
    await expectToast(page, "已成功登出。");
  });
});

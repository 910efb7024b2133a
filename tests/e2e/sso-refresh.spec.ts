import { expect, test, type Page } from "@playwright/test";
import { ssoSignIn } from "./sso-helpers";

// The e2e server issues 75 s access tokens (playwright.config.ts): a few seconds after sign-in
// less than 70 s remain, so the next request that needs the session refreshes the token.
const PAST_THRESHOLD_MS = 6_000;

const validity = (page: Page) => page.getByText(/The current access is valid until \d\d:\d\d:\d\d/);

test.describe("single sign-on token refresh", () => {
  test("renews the access token under 70 s of validity and the person keeps working", async ({
    page,
  }) => {
    await ssoSignIn(page, "agent", "/login?redirectTo=%2Fsso");
    await expect(page).toHaveURL(/\/sso$/);
    const before = await validity(page).textContent();

    await page.waitForTimeout(PAST_THRESHOLD_MS);
    await page.reload();
    await expect(page).toHaveURL(/\/sso$/);
    await expect(validity(page)).not.toHaveText(before ?? "");

    await page.goto("/secured/greetings");
    await expect(page.getByTestId("user-id")).toHaveText("U10001");
  });

  test("a refresh refused by the provider ends the session cleanly", async ({ page }) => {
    const provider = await ssoSignIn(page, "agent", "/login?redirectTo=%2Fsso");
    await expect(page).toHaveURL(/\/sso$/);

    // Signing out at the provider directly (another application, an administrator...) ends the
    // provider session, and with it the refresh token the portal holds.
    await page.goto(`${provider}/session/end`);
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByRole("heading", { name: "Signed out" })).toBeVisible();

    await page.waitForTimeout(PAST_THRESHOLD_MS);
    await page.goto("/secured/greetings");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsecured%2Fgreetings$/);
    await expect(page.getByRole("alert").filter({ hasText: "please log on again" })).toBeVisible();
    await page.goto("/sso");
    await expect(page.getByRole("heading", { name: "Sign in to PAMHK Air portal" })).toBeVisible();
  });
});

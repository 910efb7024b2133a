import { expect, test } from "@playwright/test";
import { fillLogin, signIn, topBarMenuEntry, users } from "./helpers";

// Issue 30 item 6: logout, Back, sign in. The first correct code is accepted (a page restored
// from the back/forward cache must not show a spent verification image), and signing in never
// leads to the logout question.
test("after logout and Back, one sign-in lands in the portal, not on logout", async ({ page }) => {
  await signIn(page, "agent");
  await (await topBarMenuEntry(page, "Account", { name: "Logout", role: "link" })).click();
  await page.getByRole("button", { name: "Yes, log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/login/);
  expect(new URL(page.url()).searchParams.get("redirectTo") ?? "").not.toMatch(/logout/);
  await fillLogin(page, users.agent.login, users.agent.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname === "/secured/air/airLowFareSearch");
  await expect(page.getByText("Are you sure you want to log out?")).toHaveCount(0);
});

test("a sign-in page asked to lead back to logout leads home instead", async ({ page }) => {
  await signIn(page, "agent", "/login?redirectTo=%2Fsecured%2Flogout");
  await expect(page).toHaveURL((url) => url.pathname === "/secured/air/airLowFareSearch");
});

test("the sign-in page is never kept for Back", async ({ request }) => {
  const answer = await request.get("/login");
  expect(answer.headers()["cache-control"]).toBe("no-store");
});

test("a sign-in page restored from the back/forward cache shows a new verification image", async ({
  page,
}, info) => {
  test.skip(info.project.name === "js-off", "the page-show event needs JavaScript");
  await page.goto("/login");
  const image = page.getByRole("img", { name: /verification/i });
  const before = await image.getAttribute("src");
  await page.waitForLoadState("networkidle");
  // What the browser fires when it restores a page from the back/forward cache.
  await page.evaluate(() =>
    window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })),
  );
  await expect(image).not.toHaveAttribute("src", before!);
});

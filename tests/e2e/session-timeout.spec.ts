import { expect, test } from "@playwright/test";
import { signIn, topBarMenuEntry } from "./helpers";

// Issue 12 item 9: a session that ended by time says "Session timed out" (spec 01 §8 catalogue),
// not "You haven't log on yet": the browser still holds the signed cookie of a record that is gone.
// The record is ended here by signing out while keeping a copy of the cookie.
test("an ended session says it timed out and keeps the way back", async ({ page, context }) => {
  await signIn(page, "agent");
  const kept = (await context.cookies()).filter((c) => c.name === "__session");
  expect(kept).toHaveLength(1);
  await (await topBarMenuEntry(page, "Account", { name: "Logout", role: "link" })).click();
  await page.getByRole("button", { name: "Yes, log out" }).click();
  await expect(page).toHaveURL(/\/login$/);

  await context.addCookies(kept);
  await page.goto("/secured/booking/list");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsecured%2Fbooking%2Flist/);
  await expect(page.getByText("Session timed out. Please login again")).toBeVisible();
  await expect(page.getByText(/haven't log on yet/)).toHaveCount(0);

  // a visitor who never signed in still gets NO_LOGIN
  await context.clearCookies();
  await page.goto("/secured/booking/list");
  await expect(page.getByText(/haven't log on yet/)).toBeVisible();
});

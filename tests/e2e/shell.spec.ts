import { expect, test } from "@playwright/test";
import { jsOff, signIn, topBarMenuEntry } from "./helpers";

test.describe("secured shell", () => {
  test("menu entries, active entry from the path, not-supported notices, logo to the flight search", async ({
    page,
  }) => {
    await signIn(page, "agent", "/login?redirectTo=/secured/greetings");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    for (const name of [
      "Air",
      "Hotel",
      "Transfer",
      "Package",
      "Deadlines",
      "Accounts",
      "Bookings",
      "Orders",
      "Reports",
    ]) {
      await expect(menu.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
    }
    for (const section of ["Hotel", "Transfer", "Package"]) {
      await menu.getByRole("link", { name: new RegExp(`^${section}`) }).click();
      await expect(page.getByRole("heading", { name: section })).toBeVisible();
      await expect(page.getByText("This functionality is not yet supported.")).toBeVisible();
      await expect(menu.getByRole("link", { name: new RegExp(`^${section}`) })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }
    await page.getByRole("link", { name: "Flight search" }).click();
    await expect(page).toHaveURL(/\/secured\/air\/airLowFareSearch$/);
    await expect(menu.getByRole("link", { name: /^Air/ })).toHaveAttribute("aria-current", "page");
  });

  test("the menu groups collapse and expand", async ({ page }) => {
    await signIn(page, "agent");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByText("My activities").click();
    await expect(menu.getByRole("link", { name: "Orders" })).toBeHidden();
    await menu.getByText("My activities").click();
    await expect(menu.getByRole("link", { name: "Orders" })).toBeVisible();
  });

  test("the bell shows the unread count, animated unless reduced motion is preferred", async ({
    page,
  }) => {
    await signIn(page, "agent");
    const badge = page.getByTestId("unread-badge");
    await expect(badge).toHaveText(/^[1-9]\d*$/);
    await expect(page.getByRole("link", { name: /Notifications: \d+ unread/ })).toBeVisible();
    expect(await badge.evaluate((el) => getComputedStyle(el).animationName)).toBe("bell-pulse");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await badge.evaluate((el) => getComputedStyle(el).animationName)).toBe("none");
  });

  test("logout asks for confirmation, then signs out with a toast", async ({ page }) => {
    await signIn(page, "agent");
    await (await topBarMenuEntry(page, "Account", { name: "Logout", role: "link" })).click();
    await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to log out?");
    await page.getByRole("button", { name: "Yes, log out" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText("You have signed out successfully.")).toBeVisible();
    await page.goto("/secured/greetings");
    await expect(page).toHaveURL(/\/login/);
  });

  test("visiting the logout page alone (GET) does not sign out", async ({ page }) => {
    await signIn(page, "agent");
    await page.goto("/secured/logout");
    await page.goto("/secured/greetings");
    await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  });

  test("unknown secured paths show a translated 404 in the shell", async ({ page }) => {
    await signIn(page, "agent");
    await page.goto("/secured/nowhere/at-all");
    await expect(
      page.getByText("This page does not exist, or it is not yours to open."),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
  });

  test("toasts close with Escape and with their button (JS on)", async ({ page }, info) => {
    test.skip(jsOff(info.project.name), "needs JavaScript");
    await signIn(page, "agent");
    const toast = page.getByRole("status").filter({ hasText: "Signed in successfully." });
    await expect(toast).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toast).toBeHidden();
    await page.goto("/secured/logout");
    await page.getByRole("button", { name: "Yes, log out" }).click();
    const bye = page.getByRole("status").filter({ hasText: "You have signed out successfully." });
    await bye.getByRole("button", { name: "Close" }).click();
    await expect(bye).toBeHidden();
  });

  test("a toast shows once: the next page does not repeat it", async ({ page }) => {
    await signIn(page, "agent");
    await expect(page.getByText("Signed in successfully.")).toBeAttached();
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Bookings" })
      .click();
    await expect(page).toHaveURL(/\/secured\/booking\/list/);
    await expect(page.getByText("Signed in successfully.")).toHaveCount(0);
  });
});

test("back restores the scroll of the page left (JS on)", async ({ page }, info) => {
  test.skip(jsOff(info.project.name), "needs JavaScript");
  await signIn(page, "agent");
  await page.goto("/secured/booking/list");
  await page.waitForLoadState("networkidle");

  // Not so far that the menu's link scrolls away: clicking would scroll the page back to it.
  await page.mouse.wheel(0, 250);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(200);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Orders" })
    .click();
  await expect(page).toHaveURL(/\/secured\/order\/list/);
  await page.goBack();
  await expect(page).toHaveURL(/\/secured\/booking\/list/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
});

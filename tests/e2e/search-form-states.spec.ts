import { expect, test } from "@playwright/test";
import { inDays } from "./air-helpers";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { jsOff, signIn } from "./helpers";

// Issue 12 item 15: the search form's states and bounds, the Notifications menu entry, and the
// next leg brought into view after a pick.
test.describe("search form states", () => {
  test.describe.configure({ timeout: 90_000 });

  test("Simple/Advanced shows which is active, to the eye and to assistive technology", async ({
    page,
  }) => {
    await signIn(page, "agent");
    const simple = page.getByRole("button", { name: "Simple", exact: true });
    const advanced = page.getByRole("button", { name: "Advanced", exact: true });
    await expect(simple).toHaveAttribute("aria-pressed", "true");
    await expect(advanced).toHaveAttribute("aria-pressed", "false");
    const background = (el: typeof simple) =>
      el.evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(await background(simple)).not.toBe(await background(advanced));
    await advanced.click();
    await expect(advanced).toHaveAttribute("aria-pressed", "true");
    await expect(simple).toHaveAttribute("aria-pressed", "false");
    expect(await background(simple)).not.toBe(await background(advanced));
  });

  test("multi-city starts with two flights", async ({ page }) => {
    await signIn(page, "agent");
    await page.getByRole("button", { name: "Multi-city" }).click();
    await expect(page.getByRole("group", { name: "Flight 1" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Flight 2" })).toBeVisible();
    await expect(page.getByRole("group", { name: "Flight 3" })).toHaveCount(0);
    await page.getByRole("button", { name: "Add a flight" }).click();
    await expect(page.getByRole("group", { name: "Flight 3" })).toBeVisible();
  });

  test("flights added and removed keep what was typed in the others", async ({ page }) => {
    await signIn(page, "agent");
    const from = (n: number) =>
      page
        .getByRole("group", { name: `Flight ${n}` })
        .getByLabel("From", { exact: true })
        .and(page.locator("input"));
    await from(1).pressSequentially("HKG");
    await page.getByRole("button", { name: "Multi-city" }).click();
    await expect(page.getByRole("group", { name: "Flight 2" })).toBeVisible();
    await expect(from(1)).toHaveValue("HKG");
    // Tab closes the suggestions (with JS), which would cover the buttons below.
    await from(2).pressSequentially("TPE");
    await from(2).press("Tab");
    await page.getByRole("button", { name: "Add a flight" }).click();
    await from(3).pressSequentially("SIN");
    await from(3).press("Tab");
    await page.getByRole("button", { name: "Remove flight 2" }).click();
    await expect(page.getByRole("group", { name: "Flight 3" })).toHaveCount(0);
    await expect(from(1)).toHaveValue("HKG");
    await expect(from(2)).toHaveValue("SIN");
  });

  test("the return date cannot be before the departure's previous day, in the picker and on the server", async ({
    page,
  }, testInfo) => {
    await signIn(page, "agent");
    const depart = inDays(30);
    if (!jsOff(testInfo.project.name)) {
      await page.getByLabel("Departure date").first().fill(depart);
      await expect(page.getByLabel("Return date")).toHaveAttribute("min", inDays(29));
    }
    const params = new URLSearchParams({
      searchType: "return",
      "segments[0].origin": "HKG",
      "segments[0].destination": "LHR",
      "segments[0].departureDate": depart,
      returnDate: inDays(20),
      adultCount: "1",
      childCount: "0",
      youngAdultCount: "0",
      infantCount: "0",
      cabinType: "Y",
      mode: "simple",
    });
    await page.goto(`/secured/air/airLowFareSearch?${params}`);
    await expect(page).toHaveURL(/airLowFareSearch/);
    await expect(page.getByLabel("Return date")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Return date")).toHaveAttribute("min", inDays(29));
  });

  test("the birth date in Modify traveller cannot be in the future", async ({ page }) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname });
    await signIn(page, "agent");
    await page.goto(detailsUrl(bookingId));
    await page.getByRole("link", { name: "Modify traveller info" }).click();
    const dialog = page.getByRole("dialog", { name: "Modify traveller info" });
    await expect(dialog.getByLabel("Birth date")).toHaveAttribute("max", inDays(0));
  });

  test("the left menu has Notifications", async ({ page }) => {
    await signIn(page, "agent");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("link", { name: "Notifications" }).click();
    await expect(page).toHaveURL(/\/secured\/notification\/messagelist/);
    await expect(
      page.getByRole("navigation", { name: "Main menu" }).getByRole("link", {
        name: "Notifications",
      }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("choosing a leg brings the next leg's heading into view", async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await signIn(page, "agent");
    await page.getByLabel("From").first().fill("HKG");
    await page.getByLabel("To", { exact: true }).first().fill("LHR");
    await page.getByLabel("Departure date").first().fill(inDays(30));
    await page.getByLabel("Return date").fill(inDays(37));
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { name: /^Select your departure/ })).toBeVisible({
      timeout: 20_000,
    });
    await page
      .getByRole("region", { name: "Flights", exact: true })
      .getByRole("article")
      .first()
      .getByRole("link", { name: "Select", exact: true })
      .click();
    const next = page.getByRole("heading", { name: /^Select your return/ });
    await expect(next).toBeVisible({ timeout: 20_000 });
    await expect(next).toBeInViewport();
    const top = await next.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeLessThan(120);
    if (!jsOff(testInfo.project.name)) await expect(next).toBeFocused();
  });
});

import { test } from "@playwright/test";
import { expect, inDays, search } from "./air-helpers";
import { signIn } from "./helpers";

// Issue 12 item 7: Previous search fills the form with the last search, also when reached by a
// client-side navigation from the search page itself (JS on), not only after a reload.
test("Previous search fills the form with the last search", async ({ page }) => {
  test.setTimeout(90_000);
  const depart = inDays(21);
  await signIn(page, "agent");
  await search(page, { from: "HKG", to: "TPE", depart, oneWay: true });
  await expect(page).toHaveURL(/airFlightSelect/);
  await page
    .getByRole("navigation", { name: "Main menu" })
    .getByRole("link", { name: "Air", exact: true })
    .click();
  await expect(page).toHaveURL(/airLowFareSearch/);
  await expect(page.getByLabel("From").first()).toHaveValue("");
  await page.getByRole("link", { name: "Previous search" }).click();
  await expect(page).toHaveURL(/previous=1/);
  await expect(page.getByLabel("From").first()).toHaveValue("HKG");
  await expect(page.getByLabel("To", { exact: true }).first()).toHaveValue("TPE");
  await expect(page.getByLabel("Departure date").first()).toHaveValue(depart);
});

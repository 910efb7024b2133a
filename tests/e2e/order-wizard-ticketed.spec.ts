import { expect, test } from "@playwright/test";
import { signInAt } from "./order-helpers";

// Issue 12 item 14: a record whose tickets are already issued is reported at the locator step,
// not only when Issue is pressed on the last step.
test("an already ticketed record is reported at the locator step", async ({ page }) => {
  await signInAt(page, "pnragent", "/secured/order/addOrder");
  await page.getByLabel("PNR").fill("X2BR8C");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(
    page.getByText("Tickets have already been issued for these passengers."),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Record locator" })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expect(page.getByLabel("PNR")).toHaveValue("X2BR8C");
  // An open record still goes on to the check step.
  await page.getByLabel("PNR").fill("H5QR2V");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByRole("listitem").filter({ hasText: "Check the booking" })).toHaveAttribute(
    "aria-current",
    "step",
  );
});

// Issue 30 item 7: a record ticketed by another agency (whose order this user cannot see) is
// refused at step 1 too, not only by the Issue ticket call (409) two steps later.
test("a record ticketed by another agency is reported at the locator step", async ({ page }) => {
  await signInAt(page, "pnragent", "/secured/order/addOrder");
  await page.getByLabel("PNR").fill("K3XQ7M");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(
    page.getByText("Tickets have already been issued for these passengers."),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Record locator" })).toHaveAttribute(
    "aria-current",
    "step",
  );
  await expect(page.getByLabel("PNR")).toHaveValue("K3XQ7M");
});

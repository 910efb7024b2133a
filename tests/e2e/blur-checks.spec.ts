import { test } from "@playwright/test";
import { expect, inDays, search, selectFirst } from "./air-helpers";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";

// Issue 30 item 4 (spec 01 §5, spec 02 §5: inputs validate on blur): illegal name characters and
// birth-date bounds by passenger type on the passenger form, and the birth date on Modify
// traveller, are said when the field is left, before any Submit or Save (JS on: without JS the
// server says the same on submit, tested in air-travellers.spec.ts and booking-actions.spec.ts).
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "blur checks run in the browser");
test.describe.configure({ timeout: 120_000 });

test("the passenger form checks names and birth dates when a field is left", async ({ page }) => {
  await signIn(page, "agent");
  await page.getByLabel("Infants (under 2)").fill("1");
  await search(page, { from: "HKG", to: "SIN", depart: inDays(20), oneWay: true });
  await selectFirst(page);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/airAncillariesInfo|airBookForm/);
  if (/airAncillariesInfo/.test(page.url()))
    await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/airBookForm/);
  const adult = page.getByRole("group", { name: "Adult 1", exact: true });
  const infant = page.getByRole("group", { name: "Infant 1", exact: true });
  await adult.getByLabel("Surname").fill("Chan2");
  await adult.getByLabel("Given name").focus();
  await expect(adult.getByLabel("Surname")).toHaveAccessibleDescription(
    /Surname contains characters that are not allowed/,
  );
  // O'Neil is spelt the airline's way, not refused.
  await adult.getByLabel("Surname").fill("O'Neil");
  await adult.getByLabel("Given name").focus();
  await expect(adult.getByText(/Surname contains characters that are not allowed/)).toHaveCount(0);
  await infant.getByLabel("Birth date").fill("2015-01-01");
  await infant.getByLabel("Surname").focus();
  await expect(infant.getByText(/An infant must be under 2 years old/)).toBeVisible();
  await expect(page).toHaveURL(/airBookForm/);
});

test("Modify traveller checks the birth date when it is left", async ({ page }) => {
  const { bookingId } = await createBooking({ surname: uniqueSurname() });
  await signIn(page, "agent");
  await page.goto(detailsUrl(bookingId));
  await page.getByRole("link", { name: "Modify traveller info" }).click();
  const dialog = page.getByRole("dialog", { name: "Modify traveller info" });
  await dialog.getByLabel("Birth date").fill(inDays(3));
  await dialog.getByRole("textbox", { name: "Email 1", exact: true }).focus();
  await expect(dialog.getByText(/Date must be on or before/)).toBeVisible();
});

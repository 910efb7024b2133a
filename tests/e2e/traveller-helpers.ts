import { expect, test, type Page } from "@playwright/test";
import { jsOff } from "./helpers";

// The traveller directory's e2e steps (docs/decisions/0101-traveller-directory.md).

/** Seven digits for a passport number no other test uses. */
export const digits = () => String(Math.floor(1_000_000 + Math.random() * 8_999_999));

/** Adds a traveller (Tai Man, born 1980-02-03, HK) with one passport, as the agent does. */
export async function saveTraveller(page: Page, surname: string, passport: string) {
  await page.goto("/secured/travellers");
  await page.getByRole("link", { name: "Add a traveller" }).click();
  await page.getByLabel("Surname (as in the passport)").fill(surname);
  await page.getByLabel("Given names").fill("Tai Man");
  await page.getByLabel("Date of birth").fill("1980-02-03");
  await page.getByLabel("Nationality (2-letter code)").fill("HK");
  await page.getByLabel("E-mail").fill(`${surname.toLowerCase()}@example.com`);
  const doc = page.getByRole("group", { name: "Document 1" });
  await doc.getByLabel("Number").fill(passport);
  await doc.getByLabel("Issuing country").fill("HK");
  await doc.getByLabel("Expiry").fill("2031-06-30");
  await page.getByRole("button", { name: "Save traveller" }).click();
  await expect(page.getByText("Traveller saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/secured\/travellers$/);
}

/** Chooses the saved traveller for Adult 1: the look-up with JS, the panel without. */
export async function fillFromDirectory(page: Page, surname: string, givenNames = "Tai Man") {
  const name = `${surname}/${givenNames}`;
  if (jsOff(test.info().project.name)) {
    const panel = page.getByRole("region", { name: "Saved travellers" });
    await panel.getByLabel("Find a saved traveller").fill(surname);
    await panel.getByRole("button", { name: "Find" }).click();
    await panel.getByRole("button", { name: `Fill with ${name}` }).click();
  } else {
    await page.getByRole("button", { name: "Choose a saved traveller for Adult 1" }).click();
    await page.getByLabel("Choose a saved traveller for Adult 1").fill(surname.slice(0, 6));
    await page.getByRole("button", { name: `Fill Adult 1 with ${name}` }).click();
  }
  await expect(page.getByText("Passenger filled from the directory.")).toBeVisible();
}

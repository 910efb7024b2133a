import { test, type Page } from "@playwright/test";
import { expect, inDays, search, selectFirst } from "./air-helpers";
import { signIn } from "./helpers";

// Issue 12 item 6: the temporary passenger list. One traveller is saved while the others are
// blank; a saved traveller is loaded into the block the agent chooses, replacing what was typed
// there and leaving the other blocks alone; entries can be removed; at 10 a save offers to replace
// one instead of failing. The buttons send the form as typed, so this holds with JS off too.
test.describe.configure({ timeout: 180_000 });

async function twoAdults(page: Page) {
  await signIn(page, "agent");
  await page.getByRole("button", { name: "One way" }).click();
  await page.getByLabel("Adults", { exact: true }).fill("2");
  await search(page, { from: "HKG", to: "TPE", depart: inDays(18) });
  await expect(page).toHaveURL(/airFlightSelect/);
  await selectFirst(page);
  await expect(page).toHaveURL(/reviewFlight/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/airAncillariesInfo|airBookForm/);
  if (/airAncillariesInfo/.test(page.url()))
    await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/airBookForm/);
}

const saveButton = (page: Page, who: string) =>
  page.getByRole("button", { name: `Save ${who} to the temporary list` });

test("save one traveller, load into a chosen block, remove, replace at 10", async ({ page }) => {
  await twoAdults(page);
  const panel = page.getByRole("region", { name: "Temporary passenger list" });
  const first = page.getByRole("group", { name: "Adult 1" });
  const second = page.getByRole("group", { name: "Adult 2" });

  // Adult 1 alone: Adult 2 stays blank and is no obstacle.
  await first.getByLabel("Surname").fill("wong");
  await first.getByLabel("Given name").fill("mei ling");
  await first.getByLabel("Birth date").fill("1988-08-08");
  await saveButton(page, "Adult 1").click();
  await expect(page.getByText("Added to temp PAX list")).toBeVisible();
  await expect(panel).toContainText("1 of 10 passengers saved");
  await expect(panel).toContainText("WONG/MEI LING (1988-08-08)");

  // An incomplete traveller is not saved: its own errors show.
  await second.getByLabel("Surname").fill("lee");
  await saveButton(page, "Adult 2").click();
  await expect(second.getByText("Given name is required")).toBeVisible();
  await expect(panel).toContainText("1 of 10 passengers saved");

  // Load into Adult 2: its typed surname is replaced; Adult 1's edit stays.
  await first.getByLabel("Given name").fill("mei mei");
  await panel.getByLabel("Passenger block for WONG/MEI LING (1988-08-08)").selectOption("Adult 2");
  await panel.getByRole("button", { name: "Load WONG/MEI LING (1988-08-08)" }).click();
  await expect(page.getByText("Loaded from temp PAX list")).toBeVisible();
  await expect(second.getByLabel("Surname")).toHaveValue("WONG");
  await expect(second.getByLabel("Given name")).toHaveValue("MEI LING");
  await expect(first.getByLabel("Given name")).toHaveValue("MEI MEI");

  // Edit the loaded block, load the same traveller again: the edit is replaced.
  await second.getByLabel("Surname").fill("changed");
  await panel.getByLabel("Passenger block for WONG/MEI LING (1988-08-08)").selectOption("Adult 2");
  await panel.getByRole("button", { name: "Load WONG/MEI LING (1988-08-08)" }).click();
  await expect(second.getByLabel("Surname")).toHaveValue("WONG");

  // Remove it.
  await panel.getByRole("button", { name: "Remove WONG/MEI LING (1988-08-08)" }).click();
  await expect(page.getByText("Removed from temp PAX list")).toBeVisible();
  await expect(panel).toContainText("0 of 10 passengers saved");

  // Fill the list to 10, then an 11th save offers replace instead of failing.
  for (const letter of "ABCDEFGHIJ") {
    await first.getByLabel("Surname").fill(`chan${letter}`);
    await first.getByLabel("Given name").fill("tai man");
    await first.getByLabel("Birth date").fill("1970-01-01");
    await saveButton(page, "Adult 1").click();
    await expect(panel).toContainText(`CHAN${letter}/TAI MAN`);
  }
  await expect(panel).toContainText("10 of 10 passengers saved");
  await first.getByLabel("Surname").fill("ho");
  await saveButton(page, "Adult 1").click();
  await expect(panel.getByRole("alert")).toContainText(
    "The temporary list holds 10 travellers. Remove one, or replace one with Adult 1.",
  );
  await panel
    .getByRole("button", { name: "Replace CHANC/TAI MAN (1970-01-01) with Adult 1" })
    .click();
  await expect(page.getByText("Added to temp PAX list")).toBeVisible();
  await expect(panel).toContainText("10 of 10 passengers saved");
  await expect(panel).toContainText("HO/TAI MAN (1970-01-01)");
  await expect(panel).not.toContainText("CHANC/TAI MAN");
});

import { test } from "@playwright/test";
import { expect, fillPassenger, inDays, toPassengerForm } from "./air-helpers";
import { signIn } from "./helpers";

// Issue 12 item 16: the frequent-flyer membership is a programme from the back office's list
// (GET /codes/frequentCodes), with its number; both together, validated (spec 01 §5).
test.describe.configure({ timeout: 120_000 });

test("the frequent-flyer programme comes from the back office's list", async ({ page }) => {
  await signIn(page, "agent");
  await toPassengerForm(page, { from: "HKG", to: "TPE", depart: inDays(17), oneWay: true });
  const block = page.getByRole("group", { name: "Adult 1" });
  await fillPassenger(page, 0, { surname: "chan", given: "tai man", birth: "1980-01-02" });
  await block.getByText("Frequent flyer", { exact: true }).click();
  const programme = block.getByRole("combobox", { name: "Programme" });
  // the simulator's programmes, by name and airline; an airline without one is not offered
  await expect(programme.getByRole("option", { name: "Asia Miles (CX)" })).toHaveCount(1);
  await expect(programme.getByRole("option", { name: "Qantas Frequent Flyer (QF)" })).toHaveCount(
    1,
  );
  await expect(programme.getByRole("option", { name: /\(UO\)/ })).toHaveCount(0);

  await programme.selectOption({ label: "Asia Miles (CX)" });
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  const summary = page.getByRole("alert").filter({ hasText: "Please check" });
  await expect(summary).toContainText("Membership number");
  await expect(page).toHaveURL(/airBookForm/);

  await block.getByLabel("Membership number").fill("1234-567");
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(summary).toContainText("Membership number contains characters that are not allowed");

  await block.getByLabel("Membership number").fill("ab1234567");
  await page.getByRole("button", { name: "Submit", exact: true }).click();
  await expect(page).toHaveURL(/airBookConfirm/);
});

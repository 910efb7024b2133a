// Issue 30 item 3: nothing typed on the passenger form is lost by a page action — an import of a
// passenger list, the language switch, opening and closing the fare rules.
import { test } from "@playwright/test";
import { expect, fillPassenger, inDays, toPassengerForm } from "./air-helpers";
import { jsOff, signIn, topBarMenuEntry } from "./helpers";

test.describe.configure({ timeout: 150_000 });

const adults = { from: "HKG", to: "TPE", oneWay: true } as const;

test("an import fills its blocks and leaves the others' unsaved edits", async ({ page }) => {
  await signIn(page, "agent");
  await page.getByLabel("Adults", { exact: true }).fill("2");
  await toPassengerForm(page, { ...adults, depart: inDays(16) });
  const second = page.getByRole("group", { name: "Adult 2" });
  await fillPassenger(page, 1, { surname: "lee", given: "siu ming", birth: "1980-02-03" });
  await second.getByLabel("Passport number").fill("k7654321");
  const list = JSON.stringify([{ surname: "Cheung", givenName: "Ka Ho", birthDate: "1970-03-04" }]);
  // A refused import keeps the edits and the pasted text.
  await page.getByLabel("Paste a passenger list (JSON)").fill("{not json");
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Invalid PAX list.")).toBeVisible();
  await expect(second.getByLabel("Surname")).toHaveValue(/^lee$/i);
  await expect(page.getByLabel("Paste a passenger list (JSON)")).toHaveValue("{not json");

  await page.getByLabel("Paste a passenger list (JSON)").fill(list);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Imported PAX list successfully")).toBeVisible();
  const first = page.getByRole("group", { name: "Adult 1" });
  await expect(first.getByLabel("Surname")).toHaveValue("CHEUNG");
  await expect(second.getByLabel("Surname")).toHaveValue(/^lee$/i);
  await expect(second.getByLabel("Given name")).toHaveValue(/^siu ming$/i);
  await expect(second.getByLabel("Birth date")).toHaveValue("1980-02-03");
  await expect(second.getByLabel("Passport number")).toHaveValue(/^k7654321$/i);
});

test("the language switch keeps what was typed", async ({ page }, info) => {
  test.skip(jsOff(info.project.name), "without JS the switch posts no form values (JS-on item)");
  await signIn(page, "agent");
  await toPassengerForm(page, { ...adults, depart: inDays(17) });
  await fillPassenger(page, 0, { surname: "wong", given: "tai sin", birth: "1975-05-06" });
  const block = page.getByRole("group", { name: "Adult 1" });
  await block.getByLabel(/Nationality/).fill("HK");
  const entry = await topBarMenuEntry(page, "English", { name: "简体中文", role: "button" });
  await entry.click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
  const zh = page.getByRole("group", { name: "成人 1" });
  await expect(zh.getByLabel("姓", { exact: true })).toHaveValue("wong");
  await expect(zh.getByLabel("名", { exact: true })).toHaveValue("tai sin");
  await expect(zh.getByLabel("国籍（两位字母代码）")).toHaveValue("HK");
  // A plain reload keeps them too.
  await page.reload();
  await expect(zh.getByLabel("姓", { exact: true })).toHaveValue("wong");
});

test("opening and closing the fare rules keeps the form", async ({ page }) => {
  await signIn(page, "agent");
  await toPassengerForm(page, { ...adults, depart: inDays(18) });
  await fillPassenger(page, 0, { surname: "ho", given: "wai kit", birth: "1985-07-08" });
  const block = page.getByRole("group", { name: "Adult 1" });
  await block.getByLabel("Passport number").fill("k1112223");
  // A link with JS; without JS a button of the passenger form (it keeps the form as a draft).
  await page
    .getByRole("button", { name: "Fare rules" })
    .or(page.getByRole("link", { name: "Fare rules" }))
    .click();
  const dialog = page.getByRole("dialog", { name: "Fare rules" });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/dialog=rules/);
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(block.getByLabel("Surname")).toHaveValue(/^ho$/i);
  await expect(block.getByLabel("Given name")).toHaveValue(/^wai kit$/i);
  await expect(block.getByLabel("Birth date")).toHaveValue("1985-07-08");
  await expect(block.getByLabel("Passport number")).toHaveValue(/^k1112223$/i);
});

// Nothing typed on the passenger form is lost by Back then Forward (JS on), by a refused list
// import (JS on and off), or by the language switch (JS on and off); the temporary list's "load into"
// choice shows its block once scripts run.
import { test } from "@playwright/test";
import { expect, fillPassenger, inDays, toPassengerForm } from "./air-helpers";
import { jsOff, signIn, topBarMenuEntry } from "./helpers";

test.describe.configure({ timeout: 150_000 });

const trip = { from: "HKG", to: "TPE", oneWay: true } as const;

test("Back then Forward keeps what was typed", async ({ page }, info) => {
  test.skip(jsOff(info.project.name), "without JS the browser restores the form itself");
  await signIn(page, "agent");
  await toPassengerForm(page, { ...trip, depart: inDays(23) });
  await fillPassenger(page, 0, { surname: "yip", given: "ka po", birth: "1979-09-09" });
  const block = page.getByRole("group", { name: "Adult 1" });
  await block.getByLabel("Passport number").fill("k2223334");
  await page.goBack();
  await expect(page).not.toHaveURL(/airBookForm/);
  await page.goForward();
  await expect(page).toHaveURL(/airBookForm/);
  await expect(block.getByLabel("Surname")).toHaveValue(/^yip$/i);
  await expect(block.getByLabel("Given name")).toHaveValue(/^ka po$/i);
  await expect(block.getByLabel("Birth date")).toHaveValue("1979-09-09");
  await expect(block.getByLabel("Passport number")).toHaveValue(/^k2223334$/i);
});

test("a refused import keeps the pasted text and the typing", async ({ page }) => {
  await signIn(page, "agent");
  await toPassengerForm(page, { ...trip, depart: inDays(24) });
  const block = page.getByRole("group", { name: "Adult 1" });
  await block.getByLabel("Surname").fill("lam");
  const pasted = '[{"surname": "Lau", "givenName": }]';
  await page.getByLabel("Paste a passenger list (JSON)").fill(pasted);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Invalid PAX list.")).toBeVisible();
  await expect(page.getByLabel("Paste a passenger list (JSON)")).toHaveValue(pasted);
  await expect(block.getByLabel("Surname")).toHaveValue(/^lam$/i);
});

// Without JS the language buttons submit the passenger form, whose action keeps the draft.
test("the language switch keeps what was typed", async ({ page }) => {
  await signIn(page, "agent");
  await toPassengerForm(page, { ...trip, depart: inDays(25) });
  await fillPassenger(page, 0, { surname: "tse", given: "on yee", birth: "1981-01-02" });
  const entry = await topBarMenuEntry(page, "English", { name: "繁體中文", role: "button" });
  await entry.click();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
  const zh = page.getByRole("group", { name: "成人 1" });
  await expect(zh.getByLabel("姓", { exact: true })).toHaveValue(/^tse$/i);
  await expect(zh.getByLabel("名", { exact: true })).toHaveValue(/^on yee$/i);
  await expect(zh.getByLabel("出生日期")).toHaveValue("1981-01-02");
});

test("the temporary list's block choice is never blank", async ({ page }) => {
  await signIn(page, "agent");
  await toPassengerForm(page, { ...trip, depart: inDays(26) });
  const block = page.getByRole("group", { name: "Adult 1" });
  await fillPassenger(page, 0, { surname: "kwok", given: "wing", birth: "1970-04-04" });
  await page.getByRole("button", { name: "Save Adult 1 to the temporary list" }).click();
  await expect(page.getByText("Added to temp PAX list")).toBeVisible();
  const choice = page.getByLabel("Passenger block for KWOK/WING (1970-04-04)");
  await expect(choice).toHaveValue("0");
  await expect(choice.locator("option:checked")).toHaveText("Adult 1");
  await expect(block.getByLabel("Surname")).toHaveValue(/^kwok$/i);
});

import { test } from "@playwright/test";
import { expect, inDays } from "./air-helpers";
import { signIn, useLocale } from "./helpers";
import { shot } from "./shots";

// Issue 30 item 2: what the back office refuses with a generic "try again later" is said in the
// agent's words before any search is sent: one adult cannot take two infants, and a command date
// without a year that rolls past the bookable window (361 days) is named. JS on and off.

test("the search form refuses more infants than adults, in words", async ({ page }) => {
  await signIn(page, "agent");
  await page.goto("/secured/air/airLowFareSearch");
  await page.getByLabel("From").first().fill("HKG");
  await page.getByLabel("To", { exact: true }).first().fill("LHR");
  await page.getByLabel("Departure date").first().fill(inDays(30));
  await page.getByLabel("Return date").fill(inDays(37));
  await page.getByLabel("Infants (under 2)").fill("2");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  // Under the field, described by it (and in the form's summary of problems).
  const infants = page.getByLabel("Infants (under 2)");
  await expect(infants).toHaveAccessibleDescription(
    "Each infant needs an adult of their own: with these passengers, the most infants allowed is 1",
  );
  // Still the search page with the form as typed: no search went out.
  await expect(page).toHaveURL(/airLowFareSearch/);
  await expect(page.getByLabel("Infants (under 2)")).toHaveValue("2");
  await expect(page.getByText(/try again later/i)).toHaveCount(0);
});

const zh = {
  command: "指令行",
  go: "執行",
  infants2: "2 名嬰兒但只有 1 名成人：每名嬰兒須由一名成人陪同，例如 2ADT 2INF",
};

/** Yesterday's day and month without a year: next year's, 364 days ahead, past the window. */
function yearlessBeyondWindow() {
  const iso = inDays(-1);
  const months = "JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC".split(" ");
  return `${iso.slice(8, 10)}${months[Number(iso.slice(5, 7)) - 1]}`;
}

test("zh-HK: the command line names both limits before any search", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "agent");
  await useLocale(context, baseURL!, "zh-HK");
  await page.goto("/secured/air/airLowFareSearch");
  const token = yearlessBeyondWindow();
  const field = page.getByRole("textbox", { name: zh.command, exact: true });
  await field.fill(`HKGLHR ${token} 1ADT 2INF`);
  await field
    .locator("xpath=ancestor::form")
    .getByRole("button", { name: zh.go, exact: true })
    .click();
  const problems = page.locator("#command-problems");
  await expect(problems.getByText(zh.infants2)).toBeVisible();
  await expect(problems.getByText(`「${token}」即`)).toBeVisible();
  await expect(problems.getByText(/遲於最後可預訂日期/)).toBeVisible();
  await expect(page.getByText(/請稍後再試/)).toHaveCount(0);
  await expect(page).toHaveURL(/airLowFareSearch/);
  await shot(page, testInfo, "item2-command-limits-zh-HK");
});

import { test } from "@playwright/test";
import { expect, inDays, toPassengerForm } from "./air-helpers";
import { uniqueSurname } from "./booking-helpers";
import { jsOff, signIn, useLocale } from "./helpers";
import { digits, fillFromDirectory, saveTraveller } from "./traveller-helpers";

// The company's traveller directory (docs/decisions/0101-traveller-directory.md): a traveller is
// saved, his document number shows masked and its reveal is logged; another company sees nothing
// of him (list, search, edit URL); he fills a passenger block of a new booking. JS on and off.
test.describe.configure({ timeout: 180_000 });

test("a saved traveller's number is masked, its reveal logged, other companies see nothing", async ({
  page,
  browser,
}) => {
  const surname = uniqueSurname();
  const passport = `K${digits()}`;
  const last4 = passport.slice(-4);
  await signIn(page, "agent");
  await saveTraveller(page, surname, passport);

  await page.getByLabel("Search travellers").fill(surname);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const card = page.getByRole("listitem").filter({ hasText: `${surname}/Tai Man` });
  await expect(card).toContainText(`Passport ending ${last4}`);
  await expect(page.getByText(passport)).toHaveCount(0);
  // Also found by the last 4 characters.
  await page.getByLabel("Search travellers").fill(last4);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(card).toBeVisible();
  const editHref = await card.getByRole("link", { name: /^Edit / }).getAttribute("href");

  await card
    .getByRole("button", { name: `Show the whole number of ${surname}/Tai Man's Passport` })
    .click();
  await expect(page.getByText(`Passport number: ${passport}`)).toBeVisible();
  await page.goto("/secured/activity");
  // The event names who, when and the traveller (his id), never the number.
  const travellerId = new URL(editHref!, "http://x").searchParams.get("id")!;
  const row = page
    .getByRole("row")
    .filter({ hasText: "Showed a document number" })
    .filter({ hasText: travellerId });
  await expect(row).toContainText("(agent)");
  await expect(row).not.toContainText(passport);

  // Another company's agent: nothing in the list, the search, or at his edit URL.
  const other = await browser.newContext({
    javaScriptEnabled: !jsOff(test.info().project.name),
  });
  const otherPage = await other.newPage();
  await signIn(otherPage, "pnragent");
  await otherPage.goto(`/secured/travellers?q=${surname}`);
  await expect(otherPage.getByText("No travellers found.")).toBeVisible();
  await otherPage.goto(`/secured/travellers?q=${last4}`);
  await expect(otherPage.getByText(surname)).toHaveCount(0);
  const response = await otherPage.goto(editHref!);
  expect(response?.status()).toBe(404);
  // Nor his record through a forged export: back to the list, no file.
  const csrf = await otherPage.locator("input[name=csrf]").first().getAttribute("value");
  const exported = await otherPage.request.post("/secured/travellers/export", {
    form: { csrf: csrf!, intent: "export", id: travellerId },
    maxRedirects: 0,
  });
  expect(exported.status()).toBe(302);
  expect(await exported.text()).not.toContain(surname);
  await other.close();
});

test("a saved traveller fills a passenger block of a new booking", async ({ page }) => {
  const surname = uniqueSurname();
  const passport = `P${digits()}`;
  await signIn(page, "agent");
  await saveTraveller(page, surname, passport);
  await page.goto("/secured/air/airLowFareSearch");
  await page.getByRole("button", { name: "One way" }).click();
  await toPassengerForm(page, { from: "HKG", to: "TPE", depart: inDays(20) }, 1);
  const block = page.getByRole("group", { name: "Adult 1" });
  await fillFromDirectory(page, surname);
  await expect(block.getByLabel("Surname")).toHaveValue(surname.toUpperCase());
  await expect(block.getByLabel("Given name")).toHaveValue("TAI MAN");
  await expect(block.getByLabel("Birth date")).toHaveValue("1980-02-03");
  await expect(block.getByLabel("Passport number")).toHaveValue(passport);
});

test("the directory speaks zh-HK, the number masked", async ({ page, context, baseURL }) => {
  const surname = uniqueSurname();
  const passport = `H${digits()}`;
  await signIn(page, "agent");
  await saveTraveller(page, surname, passport);
  await useLocale(context, baseURL!, "zh-HK");
  await page.goto(`/secured/travellers?q=${surname}`);
  await expect(page.getByRole("heading", { name: "旅客", level: 1 })).toBeVisible();
  await expect(page.getByText(`護照，尾號 ${passport.slice(-4)}`)).toBeVisible();
  await expect(page.getByText(passport)).toHaveCount(0);
});

// Quotes for clients (docs/quotes.md): a quote built from results, the service fee as the
// company admin set it, the five-option limit, and nothing of it for another company.
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expect, inDays, resultCards, search } from "./air-helpers";
import { signIn, useLocale } from "./helpers";

/** Sets the fixed Economy fee this file's quotes are checked against (idempotent: it replaces). */
async function setEconomyFee(page: Page, amount: string) {
  await page.goto("/secured/quotes/fees");
  await page.getByLabel("Kind").selectOption("fixed");
  await page.getByLabel("Amount or percent").fill(amount);
  await page.getByLabel("Currency (fixed fees)").fill("HKD");
  await page.getByLabel("Cabin").selectOption("Y");
  await page.getByLabel("Fare source").selectOption("");
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByText("Fee rule saved.")).toBeVisible();
  await expect(
    page.getByRole("row").filter({ hasText: "Economy" }).filter({ hasText: "Any" }),
  ).toContainText(`${amount} per passenger`);
}

const money = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test("an agent builds a quote of options from results, with the company's fee; a sixth is refused", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signIn(page, "admin");
  await setEconomyFee(page, "123.45");
  await page.goto("/secured/air/airLowFareSearch");
  await search(page, { from: "HKG", to: "TPE", depart: inDays(21), oneWay: true });
  await expect(resultCards(page).first()).toBeVisible();
  for (let n = 1; n <= 5; n++) {
    await resultCards(page)
      .nth(n - 1)
      .getByRole("button", { name: "Add to quote" })
      .click();
    await expect(
      page.getByRole("region", { name: "Quote being built" }).getByText(`${n} of 5 options`),
    ).toBeVisible();
  }
  // A sixth: refused, saying why and what to do.
  await resultCards(page).nth(5).getByRole("button", { name: "Add to quote" }).click();
  await expect(page.getByRole("alert")).toContainText("already holds 5 options");

  await page.getByRole("link", { name: "Open the quote" }).click();
  await expect(page).toHaveURL(/\/secured\/quotes\/[0-9a-f-]{36}$/);
  const quoteUrl = page.url();
  await expect(page.getByRole("heading", { name: "Quote HKG-TPE" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Option \d$/ })).toHaveCount(5);
  // Two removed: three options left, renumbered.
  await page.getByRole("button", { name: "Remove option 5" }).click();
  await expect(page.getByText("Option removed from the quote.")).toBeVisible();
  await page.getByRole("button", { name: "Remove option 4" }).click();
  await expect(page.getByRole("heading", { name: /^Option \d$/ })).toHaveCount(3);
  // Each option: fare and fee apart, the client's price their sum (one adult).
  for (let n = 1; n <= 3; n++) {
    const option = page.getByRole("article", { name: `Option ${n}` });
    const row = option.getByRole("row", { name: /Adult/ });
    await expect(row.getByRole("cell").nth(1)).toHaveText("123.45");
    const fare = money(await row.getByRole("cell").nth(0).innerText());
    const client = money(await row.getByRole("cell").nth(2).innerText());
    baseExpect(client).toBeCloseTo(fare + 123.45, 2);
    await expect(option.getByRole("region", { name: "Penalties at a glance" })).toBeVisible();
  }
  const client = `Client ${Date.now().toString(36)}`;
  await page.getByLabel("Client name").fill(client);
  await page.getByLabel("Client e-mail").fill("client@example.com");
  await page.getByLabel("Client language").selectOption("zh-HK");
  await page.getByLabel("Note to the client").fill("Window seats if possible");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Quote saved.")).toBeVisible();
  await expect(page.getByLabel("Client language")).toHaveValue("zh-HK");

  await page.goto("/secured/quotes");
  const listed = page.getByRole("row").filter({ hasText: client });
  await expect(listed).toContainText("Draft");
  await expect(listed).toContainText("3");

  // Another company: not in its list, and the address is a 404.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, "pnragent");
  const response = await otherPage.goto(quoteUrl);
  baseExpect(response?.status()).toBe(404);
  await expect(otherPage.getByText(client)).toHaveCount(0);
  await otherPage.goto("/secured/quotes");
  await expect(otherPage.getByRole("heading", { name: "Quotes", level: 1 })).toBeVisible();
  await expect(otherPage.getByText(client)).toHaveCount(0);
  // Nor can it change the quote by posting to it.
  await other.close();
});

test("zh-HK: results offer 加入報價單, the quote page and the list speak Chinese and stack as cards at 375 px", async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await signIn(page, "agent");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/secured/air/airLowFareSearch");
  await search(page, { from: "HKG", to: "TPE", depart: inDays(23), oneWay: true });
  await expect(resultCards(page).first()).toBeVisible();
  await useLocale(context, baseURL!, "zh-HK");
  await page.reload();
  const cards = page.getByRole("region", { name: "航班", exact: true }).getByRole("article");
  await expect(cards.first()).toBeVisible();
  await cards.first().getByRole("button", { name: "加入報價單" }).click();
  await expect(page.getByText("已加入報價單（1 / 5 個選項）。")).toBeVisible();
  await page.getByRole("link", { name: "開啟報價單" }).click();
  await expect(page.getByRole("heading", { name: "報價單 HKG-TPE" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "選項 1" })).toBeVisible();
  await page.goto("/secured/quotes");
  await expect(page.getByRole("heading", { name: "報價單", level: 1 })).toBeVisible();
  await expect(page.getByRole("cell", { name: "草稿" }).first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  baseExpect(width).toBeLessThanOrEqual(375);
});

import { test } from "@playwright/test";
import { cmdDate, expect, inDays, journeyText, resultCards } from "./air-helpers";
import { signIn, useLocale } from "./helpers";

// One row per flight across sources (issue 15): BA sells its HKG-LHR flights through NDC, GDS
// and its direct connection; the card shows the three prices and books the one chosen (en-US
// and zh-HK, JS on and off).
test.describe.configure({ timeout: 150_000 });

const text = {
  "en-US": {
    ...journeyText["en-US"],
    sources: "Prices by source",
    select: (source: string) => `Select ${source}`,
    cheapest: "(cheapest)",
  },
  "zh-HK": {
    ...journeyText["zh-HK"],
    sources: "各來源價格",
    select: (source: string) => `選擇 ${source}`,
    cheapest: "(最低價)",
  },
} as const;

for (const [locale, days] of [
  ["en-US", 27],
  ["zh-HK", 29],
] as const) {
  const l = text[locale];
  test(`${locale}: a grouped card shows three sources; booking through the GDS price books the GDS offer`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, "agent");
    await useLocale(context, baseURL!, locale);
    await page.goto("/secured/air/airLowFareSearch");
    const field = page.getByRole("textbox", { name: l.command, exact: true });
    await field.fill(`HKGLHR ${cmdDate(inDays(days))} 1ADT *BA`);
    await field
      .locator("xpath=ancestor::form")
      .getByRole("button", { name: l.go, exact: true })
      .click();
    await expect(page).toHaveURL(/airFlightSelect/);
    const card = page
      .getByRole("region", { name: l.results, exact: true })
      .getByRole("article")
      .first();
    const prices = card.getByRole("list", { name: l.sources });
    const rows = prices.getByRole("listitem");
    await expect(rows).toHaveCount(3);
    for (const source of ["NDC", "GDS", "DC"])
      await expect(
        prices.getByRole("button", { name: l.select(source), exact: true }),
      ).toBeVisible();
    // The cheapest source is marked, and is the card's price.
    await expect(rows.first()).toContainText(l.cheapest);
    const cheapestText = (await rows.first().textContent()) ?? "";
    const cardPrice =
      (await card
        .getByText(/^HK\$|^HKD/)
        .first()
        .textContent()) ?? "";
    expect(cheapestText).toContain(cardPrice.trim());
    const gdsRow = rows.filter({ hasText: /^GDS/ });
    expect((await gdsRow.textContent()) ?? "").toMatch(/\d/);
    await prices.getByRole("button", { name: l.select("GDS"), exact: true }).click();
    await expect(page).toHaveURL(/reviewFlight/);
    // The reviewed fare is the GDS one (BA files in Amadeus, 1A).
    await expect(page.getByText("GDS · 1A").first()).toBeVisible();
    await page.getByRole("button", { name: l.next, exact: true }).click();
    // GDS fares sell no ancillaries: straight to the passengers.
    await expect(page).toHaveURL(/airBookForm/);
    await page.getByLabel(l.surname, { exact: true }).fill("grouped");
    await page.getByLabel(l.given, { exact: true }).fill(`gds ${locale.slice(3)}`);
    await page.getByLabel(l.birth, { exact: true }).fill("1979-03-04");
    await page.getByRole("button", { name: l.submit, exact: true }).click();
    await expect(page).toHaveURL(/airBookConfirm/);
    await page.getByRole("button", { name: l.confirm, exact: true }).click();
    await expect(page).toHaveURL(/bookingDetails\?bookingId=/);
    // The booking is the GDS offer's (its Source).
    await expect(page.getByRole("definition").filter({ hasText: /^GDS$/ })).toHaveCount(1);
  });
}

test("on a round trip, the source chosen for the outbound is the return's", async ({ page }) => {
  await signIn(page, "agent");
  const field = page.getByRole("textbox", { name: "Command line", exact: true });
  await field.fill(`HKGLHR ${cmdDate(inDays(28))} R${cmdDate(inDays(34))} *BA`);
  await field.press("Enter");
  await expect(page).toHaveURL(/airFlightSelect/);
  const prices = resultCards(page).first().getByRole("list", { name: "Prices by source" });
  await prices.getByRole("link", { name: "Select NDC", exact: true }).click();
  await expect(page).toHaveURL(/src=NDC/);
  await expect(
    page.getByRole("heading", { name: /^Select your return to Hong Kong/ }),
  ).toBeVisible();
  // Every return card is an NDC fare (one source left: no per-source list).
  const cards = resultCards(page);
  await expect(cards.first()).toBeVisible();
  await expect(page.getByRole("list", { name: "Prices by source" })).toHaveCount(0);
  const count = await cards.count();
  for (let i = 0; i < count; i += 1) await expect(cards.nth(i)).toContainText("NDC · NDC-BA");
});

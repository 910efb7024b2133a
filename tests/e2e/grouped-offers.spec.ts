import { test } from "@playwright/test";
import { signIn } from "./helpers";
import { expect, fillPassenger, inDays, resultCards } from "./air-helpers";

// One row per flight across sources (issue 15): BA sells its HKG-LHR flights through NDC, GDS
// and its direct connection; the card shows the three prices and books the one chosen.
test.describe.configure({ timeout: 150_000 });

const MONTHS = "JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC".split(" ");
const cmdDate = (iso: string) =>
  `${iso.slice(8, 10)}${MONTHS[Number(iso.slice(5, 7)) - 1]}${iso.slice(2, 4)}`;

test("a grouped card shows three sources; booking through the GDS price books the GDS offer", async ({
  page,
}) => {
  await signIn(page, "agent");
  const field = page.getByRole("textbox", { name: "Command line", exact: true });
  await field.fill(`HKGLHR ${cmdDate(inDays(27))} 1ADT *BA`);
  await field.press("Enter");
  await expect(page).toHaveURL(/airFlightSelect/);
  const card = resultCards(page).first();
  const prices = card.getByRole("list", { name: "Prices by source" });
  const rows = prices.getByRole("listitem");
  await expect(rows).toHaveCount(3);
  for (const source of ["NDC", "GDS", "DC"])
    await expect(
      prices.getByRole("button", { name: `Select ${source}`, exact: true }),
    ).toBeVisible();
  // The cheapest source is marked, and is the card's price.
  await expect(rows.first()).toContainText("(cheapest)");
  const cheapestText = (await rows.first().textContent()) ?? "";
  const cardPrice =
    (await card
      .getByText(/^HK\$|^HKD/)
      .first()
      .textContent()) ?? "";
  expect(cheapestText).toContain(cardPrice.trim());
  const gdsRow = rows.filter({ hasText: /^GDS/ });
  const gdsPrice = ((await gdsRow.textContent()) ?? "").replace(/^GDS( \(cheapest\))?/, "");
  expect(gdsPrice).toMatch(/\d/);
  await prices.getByRole("button", { name: "Select GDS", exact: true }).click();
  await expect(page).toHaveURL(/reviewFlight/);
  // The reviewed fare is the GDS one (BA files in Amadeus, 1A).
  await expect(page.getByText("GDS · 1A").first()).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  // GDS fares sell no ancillaries: straight to the passengers.
  await expect(page).toHaveURL(/airBookForm/);
  await fillPassenger(page, 0, { surname: "grouped", given: "gds", birth: "1979-03-04" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/airBookConfirm/);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/bookingDetails\?bookingId=/);
});

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

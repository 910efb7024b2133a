// The booking list at 375 px: each booking a card, nothing scrolled sideways, status, locator
// and deadline in view; at 1280 px the created-date inputs show the whole year.
import { test } from "@playwright/test";
import { expect } from "./air-helpers";
import { createBooking, uniqueSurname } from "./booking-helpers";
import { signIn, useLocale } from "./helpers";
import { shot } from "./shots";

test.describe.configure({ timeout: 120_000 });

test("at 375 px every booking is a card with its status, locator and deadline", async ({
  page,
  context,
  baseURL,
}, info) => {
  const surname = uniqueSurname();
  await createBooking({ surname });
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "agent");
  await page.goto("/secured/booking/list");
  const table = page.getByRole("table").filter({ has: page.getByRole("columnheader") });
  const row = table.getByRole("row").filter({ hasText: surname }).first();
  await expect(row).toBeVisible();
  const box = (await row.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  // The table scrolls nothing sideways: its box is as wide as its content.
  expect(await table.locator("..").evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
  for (const cell of await row.getByRole("cell").all()) {
    const b = await cell.boundingBox();
    if (b && b.width > 0) expect(b.x + b.width).toBeLessThanOrEqual(375);
  }
  // Each cell shows its column's name above its value on the card.
  const named = (label: string) =>
    row
      .locator(`td[data-label="${label}"]`)
      .evaluate((td) => getComputedStyle(td, "::before").content);
  expect(await named("Status")).toBe('"Status"');
  expect(await named("Record locator")).toBe('"Record locator"');

  await useLocale(context, baseURL!, "zh-HK");
  await page.goto("/secured/booking/list");
  const zhRow = table.getByRole("row").filter({ hasText: surname }).first();
  await expect(zhRow).toBeVisible();
  await zhRow.scrollIntoViewIfNeeded();
  await shot(page, info, "booking-list-375-zh-HK");
});

test("at 1280 px the booking list's date inputs show the whole year", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "agent");
  await page.goto("/secured/booking/list");
  for (const name of ["Start", "End"]) {
    const input = page.getByLabel(new RegExp(`^${name}`)).and(page.locator("input[type=date]"));
    // Wide enough for "11/20/2026" and the picker button.
    expect((await input.boundingBox())!.width).toBeGreaterThanOrEqual(150);
  }
});

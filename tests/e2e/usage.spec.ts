// The Usage page: a day's searches and bookings per company from the hourly roll-up; a system
// admin sees every company, a company's admin only their own, anyone else nothing. Other tests
// search beside this one (as HBT's agent mostly), so it compares the figures before and after its
// own searches and bookings.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { fillPassenger, inDays, resultCards, search, toPassengerForm } from "./air-helpers";
import { uniqueSurname } from "./booking-helpers";
import { signIn, type users } from "./helpers";

const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Hong_Kong" }).format(new Date());

type Figures = { searches: number; bookings: number; perBooking: string };

async function figures(page: Page, company: string): Promise<Figures> {
  await page.goto("/secured/usage");
  await expect(page.getByRole("heading", { name: "Usage", level: 1 })).toBeVisible();
  const row = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: company, exact: true }) })
    .filter({ has: page.getByRole("cell", { name: today, exact: true }) });
  if (!(await row.count())) return { searches: 0, bookings: 0, perBooking: "—" };
  const cells = row.getByRole("cell");
  return {
    searches: Number(await cells.nth(1).innerText()),
    bookings: Number(await cells.nth(2).innerText()),
    perBooking: (await cells.nth(3).innerText()).trim(),
  };
}

/** Books one flight as `user` through the portal, after `extraSearches` more searches. */
async function bookAs(browser: Browser, user: keyof typeof users, extraSearches: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  for (let n = 0; n < extraSearches; n++) {
    await page.goto("/secured/air/airLowFareSearch");
    await search(page, { from: "HKG", to: "BKK", depart: inDays(40 + n), oneWay: true });
    await expect(page).toHaveURL(/airFlightSelect/);
  }
  await page.goto("/secured/air/airLowFareSearch");
  await toPassengerForm(page, { from: "HKG", to: "SIN", depart: inDays(26), oneWay: true }, 1);
  await fillPassenger(page, 0, { surname: uniqueSurname(), given: "usage", birth: "1985-05-05" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/airBookConfirm/);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/bookingDetails\?bookingId=/);
  await context.close();
}

const ratio = (f: Figures) =>
  f.bookings ? String(Math.round((f.searches / f.bookings) * 10) / 10) : "—";

test("shows a day's searches per booking for two companies", async ({ page, browser }) => {
  test.setTimeout(300_000); // two bookings and three searches through the portal, on a busy machine
  await signIn(page, "sysadmin");
  const before = { HBT: await figures(page, "HBT"), KLT: await figures(page, "KLT") };

  await bookAs(browser, "agent", 0); // HBT: 1 search, 1 booking
  await bookAs(browser, "pnragent", 1); // KLT: 2 searches, 1 booking

  const after = { HBT: await figures(page, "HBT"), KLT: await figures(page, "KLT") };
  // KLT's agent searches in no other test, but this one runs in both projects, maybe at once:
  // its figures move by at least this run's.
  expect(after.KLT.searches - before.KLT.searches).toBeGreaterThanOrEqual(2);
  expect(after.KLT.bookings - before.KLT.bookings).toBeGreaterThanOrEqual(1);
  expect(after.HBT.searches - before.HBT.searches).toBeGreaterThanOrEqual(1);
  expect(after.HBT.bookings - before.HBT.bookings).toBeGreaterThanOrEqual(1);
  for (const company of ["HBT", "KLT"] as const)
    expect(after[company].perBooking).toBe(ratio(after[company]));
});

/** One search as `user` through the portal, its results shown (so the gateway counted it). */
async function searchAs(browser: Browser, user: keyof typeof users, days: number) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  await page.goto("/secured/air/airLowFareSearch");
  await search(page, { from: "HKG", to: "BKK", depart: inDays(days), oneWay: true });
  await expect(resultCards(page).first()).toBeVisible({ timeout: 60_000 }); // a busy machine
  await context.close();
}

test("a company's admin sees the menu entry and their own company's rows, nothing of another's", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Both companies have searched today: KLT (pnragent) and HBT (agent).
  await searchAs(browser, "pnragent", 44);
  await searchAs(browser, "agent", 45);
  await signIn(page, "admin"); // HBT's company admin
  await page.getByRole("link", { name: "Usage" }).first().click();
  await expect(page.getByRole("heading", { name: "Usage", level: 1 })).toBeVisible();
  await expect(page.getByText("Your company's back-office use per day")).toBeVisible();
  const rows = page.getByRole("rowheader");
  await expect(rows.first()).toHaveText("HBT");
  expect(new Set(await rows.allInnerTexts())).toEqual(new Set(["HBT"]));
  await expect(page.getByRole("row").filter({ hasText: today })).not.toHaveCount(0);
  await expect(page.getByRole("rowheader", { name: "KLT" })).toHaveCount(0);
  await expect(page.getByRole("rowheader", { name: "OPS" })).toHaveCount(0);
});

test("an agent who is no admin has no menu entry and is refused", async ({ page }) => {
  await signIn(page, "agent");
  await expect(page.getByRole("link", { name: "Activity" }).first()).toBeAttached();
  await expect(page.getByRole("link", { name: "Usage" })).toHaveCount(0);
  const answer = await page.goto("/secured/usage");
  expect(answer?.status()).toBe(403);
  await expect(page.getByRole("rowheader")).toHaveCount(0);
});

test("the menu leads system admins to it; at 375 px its rows are cards", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, "sysadmin");
  await page.getByText("Menu", { exact: true }).click();
  await page.getByRole("link", { name: "Usage" }).first().click();
  await expect(page.getByRole("heading", { name: "Usage", level: 1 })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
});

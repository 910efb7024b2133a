import { test, type Browser, type Page } from "@playwright/test";
import { expect, inDays } from "./air-helpers";
import { simUrl } from "./booking-helpers";
import { jsOff, signIn, useLocale } from "./helpers";
import { PERSON_UA } from "./stream-helpers";

// The fare calendar (decision record 0095): on the first leg's results, the cheapest total 3 days
// either side as the company's searches saw it this hour, each with its age, at no back-office
// cost; "Check the other dates" searches the rest on request within the company's hourly budget.
// JS on and off (both projects). Each test its own dates and corporate code, so the company's
// record and the simulator's call counts of one test never show in another.
test.describe.configure({ timeout: 150_000 });
// A person's browser: pages stream (headless Chromium's own name reads as a crawler's).
test.use({ userAgent: PERSON_UA });

const region = (page: Page, name = "Fare calendar (±3 days)") => page.getByRole("region", { name });
const oneWay = (date: string, corpCode: string) =>
  `/secured/air/airFlightSelect?searchType=oneWay&oriLocs=HKG&desLocs=SIN&departureDate=${date}&corpCode=${corpCode}`;
const marker = (name: string) =>
  `${name}${jsOff(test.info().project.name) ? "F" : "N"}${Date.now().toString(36).slice(-5)}`.toUpperCase();
// Each project its own dates too.
const onDay = (n: number) => inDays(n + (jsOff(test.info().project.name) ? 120 : 0));

/** The simulator's count of the calls that mention `match` (a corporate code only this test uses). */
async function callsMentioning(match: string): Promise<Record<string, number>> {
  const response = await fetch(`${simUrl()}/__sim/calls?match=${encodeURIComponent(match)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, number>;
}

async function signedInPage(browser: Browser, login: "agent" | "admin" | "pnragent") {
  const context = await browser.newContext({ userAgent: PERSON_UA });
  const page = await context.newPage();
  await signIn(page, login);
  return page;
}

test("a colleague's page shows the calendar the company saw and makes exactly one search", async ({
  page,
  browser,
}) => {
  const corp = marker("CAL");
  const depart = onDay(40);
  await signIn(page, "agent");
  const before = await callsMentioning(corp);
  expect(before.total).toBe(0);
  await page.goto(oneWay(depart, corp));
  const calendar = region(page);
  const table = calendar.getByRole("table");
  // Only the page's own answer is priced: nothing is searched on the agent's behalf.
  await expect(table.locator('[aria-current="true"]')).toHaveCount(1);
  await expect(table.getByRole("link")).toHaveCount(1);
  await expect(table.getByText("Not seen this hour")).toHaveCount(6);
  await expect(calendar.getByText("6 back-office searches")).toBeVisible();
  expect(await callsMentioning(corp)).toMatchObject({ "air-search": 1, total: 1 });

  // The agent asks: the six other dates, once each, then the grid is full.
  await calendar.getByRole("button", { name: "Check the other 6 dates" }).click();
  await expect(table.getByRole("link")).toHaveCount(7, { timeout: 40_000 });
  await expect(calendar.getByRole("button", { name: /^Check/ })).toHaveCount(0);
  await expect(table.getByText("seen just now").first()).toBeVisible();
  expect(await callsMentioning(corp)).toMatchObject({ "air-search": 7, total: 7 });

  // A colleague opens the same search: the whole grid from the company's record, one search.
  const colleague = await signedInPage(browser, "admin");
  await colleague.goto(oneWay(depart, corp));
  const theirs = region(colleague).getByRole("table");
  await expect(theirs.getByRole("link")).toHaveCount(7, { timeout: 40_000 });
  await expect(theirs.getByText(/^seen (just now|\d+ min ago)$/)).toHaveCount(7);
  await expect(
    colleague.getByRole("heading", { name: /^Select your departure to Singapore/ }),
  ).toBeVisible();
  expect(await callsMentioning(corp)).toMatchObject({ "air-search": 8, total: 8 });

  // A cell still runs the real search of its date.
  await theirs.getByRole("cell").nth(4).getByRole("link").click();
  await expect(colleague).toHaveURL(new RegExp(`departureDate=${onDay(41)}`));
  await expect(region(colleague).getByRole("table").locator('[aria-current="true"]')).toHaveCount(
    1,
  );
  await colleague.context().close();
});

test("round trip: a 7x7 grid, returns before the departure unavailable; none on the return leg", async ({
  page,
}) => {
  const corp = marker("RT");
  await signIn(page, "agent");
  await page.goto(
    `/secured/air/airFlightSelect?searchType=return&oriLocs=HKG&oriLocs=TPE&desLocs=TPE&desLocs=HKG&departureDate=${onDay(31)}&departureDate=${onDay(33)}&corpCode=${corp}`,
  );
  const table = region(page).getByRole("table");
  await expect(table.getByRole("row")).toHaveCount(8);
  await expect(table.getByRole("cell")).toHaveCount(49);
  await expect(table.locator('a[aria-current="true"]')).toHaveCount(1);
  await expect(table.getByText("Unavailable").first()).toBeVisible();
  // Its price says what it will cost before anything runs.
  const unseen = await table.getByText("Not seen this hour").count();
  expect(unseen).toBeGreaterThan(30);
  await expect(
    region(page).getByRole("button", { name: `Check the other ${unseen} dates` }),
  ).toBeVisible();
  await expect(region(page).getByText(`${unseen} back-office searches`)).toBeVisible();
  expect((await callsMentioning(corp))["air-search"]).toBe(1);
  // The return leg: no calendar.
  await page
    .getByRole("region", { name: "Flights", exact: true })
    .getByRole("link", { name: "Select", exact: true })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Select your return/ })).toBeVisible();
  await expect(region(page)).toHaveCount(0);
});

test("zh-HK: the grid's dates show while the page's own search runs, then its ages", async ({
  page,
  context,
  baseURL,
}) => {
  const corp = marker("ZH");
  await signIn(page, "agent");
  await useLocale(context, baseURL!, "zh-HK");
  await page.goto(oneWay(onDay(60), corp), { waitUntil: "commit" });
  const calendar = region(page, "票價日曆（前後三日）");
  await expect(calendar.getByRole("columnheader")).toHaveCount(8);
  await expect(calendar.getByRole("table").getByRole("link")).toHaveCount(1, { timeout: 40_000 });
  await expect(calendar.getByText("本小時未查到")).toHaveCount(6);
  await expect(calendar.getByRole("button", { name: "查詢其餘 6 個日期" })).toBeVisible();
  await expect(calendar.getByText("6 次後台搜尋")).toBeVisible();
  await calendar.getByRole("button", { name: "查詢其餘 6 個日期" }).click();
  await expect(calendar.getByRole("table").getByRole("link")).toHaveCount(7, { timeout: 40_000 });
  await expect(calendar.getByText("剛剛查到").first()).toBeVisible();
});

test("past the company's budget the check is refused with the time it frees; searches still run", async ({
  page,
}) => {
  // pnragent's company has a budget of 7 automatic searches an hour in the end-to-end server
  // (AUTO_SEARCHES_BY_COMPANY, playwright.config.ts); no other test checks its calendar. Both
  // projects spend it, so each checks dates until it meets the refusal.
  const corp = marker("BUD");
  await signIn(page, "pnragent");
  const spent = region(page).getByText(
    /^Your company's 7 automatic searches this hour are used; the budget frees at .+ \d{2}:\d{2} GMT\+8\.$/,
  );
  let refused = false;
  for (let i = 0; i < 4 && !refused; i += 1) {
    await page.goto(oneWay(onDay(70 + 10 * i), corp));
    const table = region(page).getByRole("table");
    await expect(table.locator('a[aria-current="true"]')).toHaveCount(1);
    // The agent's own search is never refused.
    await expect(
      page.getByRole("heading", { name: /^Select your departure to Singapore/ }),
    ).toBeVisible();
    const check = region(page).getByRole("button", { name: /^Check / });
    await expect(check.or(spent)).toBeVisible();
    if (await spent.isVisible()) {
      refused = true;
      break;
    }
    await check.click();
    // What the budget had left is searched (the other project may spend some meanwhile).
    await expect
      .poll(async () => (await table.getByRole("link").count()) > 1 || (await spent.isVisible()), {
        timeout: 40_000,
      })
      .toBe(true);
  }
  expect(refused).toBe(true);
  await expect(region(page).getByRole("button", { name: /^Check / })).toHaveCount(0);
});

import { test, type Page } from "@playwright/test";
import { expect, inDays } from "./air-helpers";
import { jsOff, signIn, useLocale } from "./helpers";
import { PERSON_UA, slowCalls } from "./stream-helpers";

// The fare calendar (issue 15): on the first leg's results, the cheapest total 3 days either side,
// each cell a link that runs its search; searched after the results and streamed in, with or
// without JavaScript (both projects), in en-US and zh-HK.
test.describe.configure({ timeout: 150_000 });

const calendarOf = (page: Page, name = "Fare calendar (±3 days)") =>
  page.getByRole("region", { name }).getByRole("table");

test("one way: seven dates, the searched one marked; a cell re-runs the search for its date", async ({
  page,
}) => {
  await signIn(page, "agent");
  const depart = inDays(24);
  await page.goto(
    `/secured/air/airFlightSelect?searchType=oneWay&oriLocs=HKG&desLocs=SIN&departureDate=${depart}`,
  );
  const table = calendarOf(page);
  await expect(table).toBeVisible({ timeout: 40_000 });
  await expect(table.getByRole("columnheader")).toHaveCount(8);
  const cells = table.getByRole("cell");
  await expect(cells).toHaveCount(7);
  // Every cell has its price (HKG-SIN flies daily), the searched one marked.
  await expect(table.getByRole("link")).toHaveCount(7, { timeout: 40_000 });
  await expect(table.locator('[aria-current="true"]')).toHaveCount(1);
  // The day after: its cell is the 5th; following it runs that search, with its own calendar.
  await cells.nth(4).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`departureDate=${inDays(25)}`));
  await expect(
    page.getByRole("heading", { name: /^Select your departure to Singapore/ }),
  ).toBeVisible();
  await expect(calendarOf(page).getByRole("link")).toHaveCount(7, { timeout: 40_000 });
});

test("round trip: a 7x7 grid of pairs, returns before the departure unavailable; none on the return leg", async ({
  page,
}) => {
  await signIn(page, "agent");
  const out = inDays(31);
  const back = inDays(33);
  await page.goto(
    `/secured/air/airFlightSelect?searchType=return&oriLocs=HKG&oriLocs=TPE&desLocs=TPE&desLocs=HKG&departureDate=${out}&departureDate=${back}`,
  );
  const table = calendarOf(page);
  await expect(table).toBeVisible({ timeout: 40_000 });
  await expect(table.getByRole("row")).toHaveCount(8);
  await expect(table.getByRole("cell")).toHaveCount(49);
  await expect(table.getByText("Unavailable").first()).toBeVisible();
  await expect(table.locator('[aria-current="true"]')).toHaveCount(1, { timeout: 40_000 });
  // The return leg: no calendar.
  await page
    .getByRole("region", { name: "Flights", exact: true })
    .getByRole("link", { name: "Select", exact: true })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: /^Select your return/ })).toBeVisible();
  await expect(page.getByRole("region", { name: "Fare calendar (±3 days)" })).toHaveCount(0);
});

test.describe("streamed after the results", () => {
  // A person's browser: pages stream (headless Chromium's own name reads as a crawler's).
  test.use({ userAgent: PERSON_UA });
  // Cells are shared by the company's agents (record 0090): each project searches its own dates,
  // so neither finds the other's cells already priced.
  const onDay = (n: number) => inDays(n + (jsOff(test.info().project.name) ? 120 : 0));

  for (const locale of ["en-US", "zh-HK"] as const) {
    test(`the grid shows its dates while its cells are searched, then the fares (${locale})`, async ({
      page,
      context,
      baseURL,
    }) => {
      const zh = locale === "zh-HK";
      const depart = onDay(zh ? 94 : 86);
      // One neighbouring date answers slowly: the calendar waits for it, the results do not.
      await slowCalls(onDay(zh ? 95 : 87), { latencyMs: 10_000 });
      await signIn(page, "agent");
      if (zh) await useLocale(context, baseURL!, locale);
      await page.goto(
        `/secured/air/airFlightSelect?searchType=oneWay&oriLocs=HKG&desLocs=SIN&departureDate=${depart}`,
        { waitUntil: "commit" },
      );
      const region = page.getByRole("region", {
        name: zh ? "票價日曆（前後三日）" : "Fare calendar (±3 days)",
      });
      const searching = region
        .getByRole("status")
        .filter({ hasText: zh ? "正在搜尋前後日期…" : "Searching the dates around yours…" });
      await expect(searching).toBeVisible();
      // Its dates are there already, no fare yet.
      await expect(region.getByRole("columnheader")).toHaveCount(8);
      await expect(region.getByRole("link")).toHaveCount(0);
      await expect(
        page.getByRole("heading", {
          name: zh ? /^選擇前往新加坡的去程航班/ : /^Select your departure to Singapore/,
        }),
      ).toBeVisible();
      await expect(region.getByRole("link")).toHaveCount(7, { timeout: 40_000 });
      await expect(searching).toBeHidden();
      await expect(region.locator('[aria-current="true"]')).toHaveCount(1);
      // The day before (3rd cell): following it runs that search.
      await region.getByRole("cell").nth(2).getByRole("link").click();
      await expect(page).toHaveURL(new RegExp(`departureDate=${onDay(zh ? 93 : 85)}`));
      await expect(
        page.getByRole("heading", {
          name: zh ? /^選擇前往新加坡的去程航班/ : /^Select your departure to Singapore/,
        }),
      ).toBeVisible();
    });
  }

  test("a grid not complete in its time says so and searches the remaining dates", async ({
    page,
  }) => {
    const out = onDay(103);
    const back = onDay(113);
    // The seven cells departing three days earlier take longer than the calendar's time budget:
    // at most four are searched (four at a time), the others wait for the agent.
    await slowCalls(onDay(100), { latencyMs: 5000 });
    await signIn(page, "agent");
    await page.goto(
      `/secured/air/airFlightSelect?searchType=return&oriLocs=HKG&oriLocs=TPE&desLocs=TPE&desLocs=HKG&departureDate=${out}&departureDate=${back}`,
      { waitUntil: "commit" },
    );
    const region = page.getByRole("region", { name: "Fare calendar (±3 days)" });
    const more = region.getByRole("link", { name: "Search the remaining dates" });
    await expect(more).toBeVisible({ timeout: 40_000 });
    await expect(region.getByText("Not searched yet").first()).toBeVisible();
    const priced = region.getByRole("table").getByRole("link");
    const before = await priced.count();
    await more.click();
    await expect(page.getByRole("heading", { name: /^Select your departure/ })).toBeVisible();
    // The fares found so far stay while the remaining dates are searched; then there are more.
    await expect.poll(() => priced.count(), { timeout: 40_000 }).toBeGreaterThan(before);
  });
});

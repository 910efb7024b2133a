import { test, type Page } from "@playwright/test";
import { jsOff, signIn } from "./helpers";
import { expect, inDays } from "./air-helpers";

// The fare calendar (issue 15): the cheapest total 3 days either side, each cell a link that runs
// its search. With JS the grid streams in; without, the loading notice leads to the page that
// waits for the searches.
test.describe.configure({ timeout: 150_000 });

async function openCalendar(page: Page, projectName: string) {
  const section = page.getByRole("region", { name: "Fare calendar (±3 days)" });
  await section.getByRole("link", { name: "Show the cheapest fares 3 days either side" }).click();
  const table = section.getByRole("table");
  // Without JS, a grid not ready when the page was sent stays a loading notice with a link.
  const waitLink = section.getByRole("link", { name: "Show the fares found so far" });
  if (jsOff(projectName)) {
    await expect(table.or(waitLink)).toBeVisible({ timeout: 40_000 });
    if (await waitLink.isVisible()) await waitLink.click();
  }
  await expect(table).toBeVisible({ timeout: 40_000 });
  return { section, table };
}

test("one way: seven dates, the searched one marked; a cell re-runs the search for its date", async ({
  page,
}, testInfo) => {
  await signIn(page, "agent");
  const depart = inDays(24);
  await page.goto(
    `/secured/air/airFlightSelect?searchType=oneWay&oriLocs=HKG&desLocs=SIN&departureDate=${depart}`,
  );
  const { table } = await openCalendar(page, testInfo.project.name);
  await expect(table.getByRole("columnheader")).toHaveCount(8);
  const cells = table.getByRole("cell");
  await expect(cells).toHaveCount(7);
  const current = table.locator('[aria-current="true"]');
  await expect(current).toHaveCount(1);
  // Every cell has its price (HKG-SIN flies daily).
  await expect(table.getByRole("link")).toHaveCount(7);
  // The day after: its cell is the 5th; following it runs that search.
  await cells.nth(4).getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`departureDate=${inDays(25)}`));
  await expect(
    page.getByRole("heading", { name: /^Select your departure to Singapore/ }),
  ).toBeVisible();
});

test("round trip: a 7x7 grid of pairs, returns before the departure unavailable", async ({
  page,
}, testInfo) => {
  await signIn(page, "agent");
  const out = inDays(31);
  const back = inDays(33);
  await page.goto(
    `/secured/air/airFlightSelect?searchType=return&oriLocs=HKG&oriLocs=TPE&desLocs=TPE&desLocs=HKG&departureDate=${out}&departureDate=${back}`,
  );
  const { table } = await openCalendar(page, testInfo.project.name);
  await expect(table.getByRole("row")).toHaveCount(8);
  await expect(table.getByRole("cell")).toHaveCount(49);
  await expect(table.locator('[aria-current="true"]')).toHaveCount(1);
  await expect(table.getByText("Unavailable").first()).toBeVisible();
});

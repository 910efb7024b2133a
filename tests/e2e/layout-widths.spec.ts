import { expect, test, type Page } from "@playwright/test";
import { inDays } from "./air-helpers";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";

// Issue 12 items 18 and 19: no page scrolls sideways at 1920, 1280, 1024 and 375 px.
const widths = [1920, 1280, 1024, 375];

async function overflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.describe("layout at every width", () => {
  test.describe.configure({ timeout: 120_000 });
  test("search, results, booking list and booking details fit the window", async ({
    page,
  }, testInfo) => {
    const { bookingId } = await createBooking({ surname: uniqueSurname() });
    await signIn(page, "agent");
    // A round trip's results carry the widest table: the fare calendar, dates both ways.
    const [out, back] = [inDays(30), inDays(37)];
    const results = `/secured/air/airFlightSelect?searchType=return&oriLocs=HKG&oriLocs=LHR&desLocs=LHR&desLocs=HKG&departureDate=${out}&departureDate=${back}`;
    const pages = [
      "/secured/air/airLowFareSearch",
      results,
      "/secured/booking/list",
      detailsUrl(bookingId),
    ];
    const found: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(path);
        const extra = await overflow(page);
        if (extra > 0) found.push(`${path} at ${width}px: ${extra}px too wide`);
        await page.screenshot({
          path: testInfo.outputPath(`${width}-${path.split("?")[0]!.replaceAll("/", "_")}.png`),
          fullPage: false,
        });
      }
    }
    expect(found).toEqual([]);
  });
});

// Issue 12 follow-up: on a phone the deadline board's rows are cards, the time left and the
// buttons in view without scrolling sideways; from `sm` up it stays a table with column headers.
test("the deadline board reads on a phone and stays a table on a desk", async ({
  page,
}, testInfo) => {
  const surname = uniqueSurname();
  await createBooking({ surname, deadlineInMinutes: 90 + 50 / 60 });
  await signIn(page, "agent");
  const board = page.getByRole("table", { name: /^Bookings with a deadline in the next 72 hours/ });
  const row = board.getByRole("row").filter({ hasText: surname });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/secured/greetings");
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`${width}-deadline-board.png`),
      fullPage: true,
    });
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    // Nor does the board itself scroll sideways: what it shows fits.
    const boardOverflow = await board.evaluate(
      (table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth,
    );
    expect(boardOverflow).toBeLessThanOrEqual(0);
    await expect(row.getByRole("cell", { name: "in 1 h 30 min" })).toBeInViewport();
    await expect(row.getByRole("link", { name: /^Open booking / })).toBeInViewport();
    await expect(row.getByRole("link", { name: /^Issue ticket for / })).toBeInViewport();
    // The column headers: shown on a desk, kept for screen readers on a phone.
    await expect(board.getByRole("columnheader", { name: "Time left" })).toHaveCount(1);
    // (the header row's group, visually hidden on a phone, is 1 px; its cells keep their boxes)
    const headerHeight = await board
      .getByRole("columnheader", { name: "Time left" })
      .evaluate((th) => th.closest("thead")!.getBoundingClientRect().height);
    if (width === 375) expect(headerHeight).toBeLessThanOrEqual(1);
    else expect(headerHeight).toBeGreaterThan(10);
  }
});

import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";

// Issue 12 items 18 and 19: no page scrolls sideways at 1920, 1280, 1024 and 375 px.
const widths = [1920, 1280, 1024, 375];

async function overflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test.describe("layout at every width", () => {
  test.describe.configure({ timeout: 120_000 });
  test("search, booking list and booking details fit the window", async ({ page }, testInfo) => {
    const { bookingId } = await createBooking({ surname: uniqueSurname() });
    await signIn(page, "agent");
    const pages = ["/secured/air/airLowFareSearch", "/secured/booking/list", detailsUrl(bookingId)];
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

import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { inDays } from "./air-helpers";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";
import { signInAt } from "./order-helpers";
import { PERSON_UA, slowCalls } from "./stream-helpers";

// Issue 12 item 1: booking, ticketing, fare-deadline and order times are shown in the one agency
// time zone (Hong Kong by default) with the zone named, whatever zone the browser sits in; the
// server and the browser print the same text, so hydration never fails (React #418).

const ZONES = ["America/New_York", "Asia/Hong_Kong"] as const;
const ZONED = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} GMT\+8$/;

/** A page in a fresh context whose browser clock is in `timezoneId`; collects its errors. */
async function pageIn(browser: Browser, testInfo: TestInfo, timezoneId: string) {
  const context = await browser.newContext({ ...testInfo.project.use, timezoneId });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  return { page, errors, close: () => context.close() };
}

const valueOf = (page: Page, term: string) =>
  page
    .locator("dt", { hasText: new RegExp(`^${term}$`) })
    .locator("xpath=following-sibling::dd[1]");

test.describe("times in the agency's zone", () => {
  test("booking details: the same deadline text in New York and Hong Kong browsers", async ({
    browser,
  }, testInfo) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname });
    const seen: string[][] = [];
    for (const zone of ZONES) {
      const { page, errors, close } = await pageIn(browser, testInfo, zone);
      await signInAt(page, "agent", detailsUrl(bookingId));
      await expect(page.getByRole("heading", { name: /^Booking BK/ })).toBeVisible();
      // Give hydration its chance to fail (JS on): the load and the idle network settle it.
      await page.waitForLoadState("networkidle");
      const texts = [];
      for (const term of ["Booked on", "Ticketing deadline", "Fare deadline"]) {
        const text = (await valueOf(page, term).innerText()).trim();
        expect(text, `${term} in a ${zone} browser`).toMatch(ZONED);
        texts.push(text);
      }
      seen.push(texts);
      expect(errors, `console errors in a ${zone} browser`).toEqual([]);
      await close();
    }
    expect(seen[0]).toEqual(seen[1]);
  });

  test("order details: the create date in the same zone and form as the booking's", async ({
    browser,
  }, testInfo) => {
    const seen: string[] = [];
    for (const zone of ZONES) {
      const { page, errors, close } = await pageIn(browser, testInfo, zone);
      await signInAt(page, "pnragent", "/secured/order/list?recordLocator=Y9DH4F");
      const listed = (await page.getByRole("row", { name: /Y9DH4F/ }).innerText()).trim();
      expect(listed, `the list in a ${zone} browser`).toMatch(/GMT\+8/);
      await page
        .getByRole("row", { name: /Y9DH4F/ })
        .getByRole("link")
        .click();
      await expect(page.getByRole("heading", { name: /Order/ })).toBeVisible();
      await page.waitForLoadState("networkidle");
      const text = (await valueOf(page, "Create date").innerText()).trim();
      expect(text, `create date in a ${zone} browser`).toMatch(ZONED);
      seen.push(text);
      expect(errors, `console errors in a ${zone} browser`).toEqual([]);
      await close();
    }
    expect(seen[0]).toBe(seen[1]);
  });

  // An office PC's older browser may write a date or an amount unlike the server's Intl (another
  // ICU). The results stream in after the shell; they must hydrate from the server's texts too.
  test("results streamed in after the shell hydrate in a browser whose Intl writes differently", async ({
    browser,
  }, testInfo) => {
    const date = inDays(63);
    await slowCalls(date, { latencyMs: 1_500 }); // the flights come after the shell
    const context = await browser.newContext({ ...testInfo.project.use, userAgent: PERSON_UA });
    await context.addInitScript(() => {
      for (const Format of [Intl.DateTimeFormat, Intl.NumberFormat]) {
        const format = Object.getOwnPropertyDescriptor(Format.prototype, "format")!.get!;
        Object.defineProperty(Format.prototype, "format", {
          get() {
            const write = format.call(this) as (value: unknown) => string;
            return (value: unknown) => `${write(value)} [browser Intl]`;
          },
        });
      }
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    await signIn(page, "agent");
    await page.goto(
      `/secured/air/airFlightSelect?searchType=oneWay&oriLocs=HKG&desLocs=SIN&departureDate=${date}`,
    );
    const flights = page.getByRole("region", { name: "Flights", exact: true });
    await expect(flights.getByRole("article").first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    // The server's texts, not this browser's
    await expect(flights.getByText("[browser Intl]")).toHaveCount(0);
    await context.close();
  });
});

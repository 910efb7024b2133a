import { test, type Locator, type Page } from "@playwright/test";
import { expect, inDays, search, selectFirst, toPassengerForm } from "./air-helpers";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";

// Issue 12 items 17-19: the booking journey's pages fit the window at every width (no sideways
// scroll at 375 px either), the price summaries fit their cards, and with baggage chosen the
// summary names the bag's route and gives one overall total.

async function pageOverflow(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** How far the content of `box` reaches past its own width (0 when it fits). */
async function boxOverflow(box: Locator) {
  return box.evaluate((el) => {
    const inner = [...el.querySelectorAll("table")].map((t) => t.getBoundingClientRect().right);
    const right = el.getBoundingClientRect().right;
    return Math.max(el.scrollWidth - el.clientWidth, ...inner.map((r) => Math.round(r - right)));
  });
}

async function check(page: Page, name: string, widths: number[], found: string[]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    const extra = await pageOverflow(page);
    if (extra > 0) found.push(`${name} at ${width}px: page ${extra}px too wide`);
    const summary = page.getByRole("region", { name: "Price summary" });
    if (await summary.count()) {
      const over = await boxOverflow(summary.first());
      if (over > 0)
        found.push(`${name} at ${width}px: price summary ${over}px wider than its card`);
    }
  }
}

test.describe.configure({ timeout: 180_000 });

test("review, baggage and passenger form fit at every width; the summary totals fare and baggage", async ({
  page,
}) => {
  const found: string[] = [];
  await signIn(page, "agent");
  await page.getByRole("button", { name: "One way" }).click();
  await page.getByRole("button", { name: "Advanced" }).click();
  await page.getByLabel("NDC").check();
  await search(page, { from: "HKG", to: "SIN", depart: inDays(21) });
  await expect(page).toHaveURL(/airFlightSelect/);
  await selectFirst(page);
  await expect(page).toHaveURL(/reviewFlight/);
  await check(page, "review", [1280, 375], found);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/airAncillariesInfo/);
  await check(page, "baggage", [1280, 375], found);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page
    .getByLabel(/^Adult 1, HKG-SIN/)
    .first()
    .selectOption({ index: 1 });
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/airBookForm/);

  const summary = page.getByRole("region", { name: "Price summary" });
  // the bag line names the traveller and the route as the baggage page does
  await expect(
    summary.getByRole("rowheader", { name: /^Extra 10kg \(Adult 1, HKG-SIN\)$/ }),
  ).toBeVisible();
  const fare = await summary.getByRole("row", { name: /^Fare total/ }).innerText();
  const bags = await summary.getByRole("row", { name: /^Baggage total/ }).innerText();
  const amount = (text: string) => Number(text.replace(/[^0-9.]/g, ""));
  const overall = summary.getByRole("row", { name: /^Total to pay/ });
  await expect(overall).toBeVisible();
  expect(amount(await overall.innerText())).toBeCloseTo(amount(fare) + amount(bags), 2);

  await check(page, "passenger form", [1920, 1440, 1280, 1024, 375], found);
  expect(found).toEqual([]);
});

// A long-haul round trip's flight table once stretched the page's single grid column 16 px past
// a phone's window, most visibly with the form's error summary showing.
test("a round trip's passenger form with its errors fits a phone", async ({ page }) => {
  await signIn(page, "agent");
  await toPassengerForm(page, { from: "HKG", to: "LHR", depart: inDays(30), ret: inDays(37) });
  await page.setViewportSize({ width: 375, height: 900 });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Please check the highlighted fields")).toBeVisible();
  expect(await pageOverflow(page)).toBe(0);
  expect(await boxOverflow(page.getByRole("region", { name: "Price summary" }))).toBe(0);
});

test("booking details: the trip price summary fits its card at 1920, 1280, 1024 and 375 px", async ({
  page,
}) => {
  const { bookingId } = await createBooking({ surname: uniqueSurname() });
  await signIn(page, "agent");
  await page.goto(detailsUrl(bookingId));
  const found: string[] = [];
  for (const width of [1920, 1280, 1024, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    const table = page.getByRole("table", { name: "Price summary" });
    await expect(table).toBeVisible();
    const over = await table.evaluate((t) => {
      const card = t.closest(".card") ?? t.parentElement!;
      return Math.round(t.getBoundingClientRect().right - card.getBoundingClientRect().right);
    });
    if (over > 0) found.push(`details at ${width}px: price summary ${over}px past its card`);
    const extra = await pageOverflow(page);
    if (extra > 0) found.push(`details at ${width}px: page ${extra}px too wide`);
  }
  expect(found).toEqual([]);
});

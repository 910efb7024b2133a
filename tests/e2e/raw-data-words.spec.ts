import { expect, test } from "@playwright/test";
import { inDays, search } from "./air-helpers";
import { createBooking, createScheduleChange, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn, useLocale } from "./helpers";
import { shot } from "./shots";

// Codes the back office sends are read out in words: baggage, segment status, the audit log's own
// account, the no-fare heading and the schedule-change banner's sentence.
test.describe.configure({ timeout: 150_000 });

test("baggage reads in words, without the back office's code", async ({ page }) => {
  const { bookingId } = await createBooking({ surname: uniqueSurname() });
  await signIn(page, "agent");
  await page.goto(detailsUrl(bookingId));
  const card = page.getByRole("article").first();
  await expect(card).toContainText(/Baggage:\s*(\d+ (kg|lb|pieces?)|No checked bag)/);
  await expect(card).not.toContainText(/\(\d+ [A-Z]{1,3}\)/);
});

test("a search without fares names the trip, not 'Select your departure'", async ({ page }) => {
  await signIn(page, "agent");
  await page.goto("/secured/air/airLowFareSearch");
  await search(page, {
    from: "HKG",
    to: "SIN",
    depart: inDays(20),
    oneWay: true,
    corpCode: "NOFARE",
  });
  await expect(
    page.getByRole("heading", { name: /^Flights from Hong Kong to Singapore on / }),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { name: /Select your departure/ })).toHaveCount(0);
});

test("a schedule change: status codes in words and the banner's sentence punctuated once", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const { bookingId } = await createBooking({
    login: "pnragent",
    surname: uniqueSurname(),
    ticketed: true,
  });
  const { refId } = await createScheduleChange(bookingId, "cancelled", { read: true });
  await signIn(page, "pnragent");
  await page.goto(detailsUrl(bookingId));
  const banner = page.getByRole("status").filter({ hasText: "Airline schedule change" });
  await expect(banner).toContainText("on the next service). Review the change");
  await expect(banner).not.toContainText(".)");

  await page.goto(`/secured/notification/messageDetails?refId=${refId}`);
  const segments = page.getByRole("table", { name: "Segments" });
  await expect(segments).toContainText("Cancelled by the airline");
  await expect(segments.getByRole("cell", { name: /^(UN|HK|TK)$/ })).toHaveCount(0);

  await page.setViewportSize({ width: 1280, height: 1000 });
  await useLocale(context, baseURL!, "zh-HK");
  await page.goto(`/secured/notification/messageDetails?refId=${refId}`);
  const zh = page.getByRole("table", { name: "航段" });
  await expect(zh).toContainText("航空公司已取消");
  await zh.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "item10-segment-status-zh-HK");
});

test("the audit log names the user's own account in words", async ({ page }) => {
  await signIn(page, "agent");
  await page.goto("/secured/activity?kind=signIn");
  const table = page.getByRole("table");
  await expect(table.getByText(/^Their own account \(/).first()).toBeVisible();
  await expect(table).not.toContainText(/Account U\d+/);
});

import { expect, test } from "@playwright/test";
import { createBooking, createScheduleChange, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn, useLocale } from "./helpers";
import { expectToast } from "./rebook-helpers";

// Issue 34 item 3: every involuntary change has before/after, words and actions. The tests use
// pnragent and file their changes as read: notification.spec counts pnragent's unread messages.
test.describe.configure({ timeout: 150_000 });

const detailsOf = (refId: string) => `/secured/notification/messageDetails?refId=${refId}`;

test("a cancelled flight: banner, before/after in words, Refund offered, rebooked from the notification", async ({
  page,
  context,
  baseURL,
}) => {
  const { bookingId } = await createBooking({
    login: "pnragent",
    surname: uniqueSurname(),
    ticketed: true,
  });
  const { refId } = await createScheduleChange(bookingId, "cancelled", { read: true });
  await signIn(page, "pnragent");

  await page.goto(detailsUrl(bookingId));
  const banner = page.getByRole("status").filter({ hasText: "Airline schedule change" });
  await expect(banner).toContainText("Flight cancelled by the carrier");
  await banner.getByRole("link", { name: "Review the schedule change" }).click();

  const panel = page.getByRole("region", { name: "Schedule change" });
  await expect(panel).toContainText("Kind of change: Flight cancelled by the airline");
  await expect(panel.getByRole("list", { name: "What changed" })).toContainText(
    "the airline cancelled this flight.",
  );
  const after = panel.getByRole("table", { name: "After (new schedule)" });
  await expect(after.getByRole("row").nth(1)).toContainText("cancelled");
  // A cancellation is rebooked or refunded, never accepted.
  await expect(panel.getByRole("button", { name: "Accept the change" })).toHaveCount(0);
  await expect(panel.getByRole("link", { name: "Refund the booking" })).toHaveAttribute(
    "href",
    /dialog=refund/,
  );

  await useLocale(context, baseURL!, "zh-HK");
  await page.goto(detailsOf(refId));
  const zh = page.getByRole("region", { name: "航班時刻變更" });
  await expect(zh).toContainText("變更類別：航空公司取消航班");
  await expect(zh.getByRole("list", { name: "變更內容" })).toContainText("航空公司已取消此航班");
  await expect(zh.getByRole("link", { name: "為訂單退票" })).toBeVisible();
  await useLocale(context, baseURL!, "en-US");
  await page.goto(detailsOf(refId));

  // Rebook: pre-filled with the cancelled flight.
  await page.getByRole("link", { name: "Rebook the affected flight" }).click();
  await expect(page.getByRole("heading", { name: /^Rebook booking BK/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Unselect flight 1 / })).toBeVisible();
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("button", { name: "Select", exact: true }).first().click();
  await page.getByRole("link", { name: "Proceed changes" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm the flight change" });
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Change the flights" }).click();
  await expectToast(page, "Flight changed successfully.");

  // Rebooked: the cancellation is handled, the booking no longer warns.
  await page.goto(detailsOf(refId));
  await expect(page.getByRole("region", { name: "Schedule change" })).toContainText("Handled");
  await expect(page.getByRole("link", { name: "Rebook the affected flight" })).toHaveCount(0);
  await page.goto(detailsUrl(bookingId));
  await expect(page.getByRole("heading", { name: /^Booking BK/ })).toBeVisible();
  await expect(page.getByText("Airline schedule change")).toHaveCount(0);
});

test("time, flight-number and aircraft changes name the changed value and offer Accept", async ({
  page,
}) => {
  const { bookingId } = await createBooking({
    login: "pnragent",
    surname: uniqueSurname(),
    ticketed: true,
  });
  const time = await createScheduleChange(bookingId, "time", { read: true });
  const number = await createScheduleChange(bookingId, "flightNumber", { read: true });
  const aircraft = await createScheduleChange(bookingId, "equipment", { read: true });
  await signIn(page, "pnragent");
  await page.goto(detailsUrl(bookingId));
  await expect(page.getByRole("status").filter({ hasText: "Airline schedule change" })).toHaveCount(
    3,
  );
  for (const [refId, kind, words] of [
    [time.refId, "Time change", /: departure .+ → .+/],
    [number.refId, "Flight number change", /: flight number \w\w \d+ → \w\w \d+/],
    [aircraft.refId, "Aircraft change", /: aircraft \w+ → 359/],
  ] as const) {
    await page.goto(detailsOf(refId));
    const panel = page.getByRole("region", { name: "Schedule change" });
    await expect(panel).toContainText(`Kind of change: ${kind}`);
    await expect(panel.getByRole("list", { name: "What changed" })).toContainText(words);
    await expect(panel.getByRole("button", { name: "Accept the change" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Rebook the affected flight" })).toBeVisible();
  }
});

test("the seeded demo offers Rebook on agent's first open change", async ({ page }) => {
  await signIn(page, "agent");
  await page.goto("/secured/notification/messagelist");
  const first = page.getByRole("row").filter({ hasText: "To handle" }).first();
  await first.getByRole("link", { name: /^Open notification for / }).click();
  const panel = page.getByRole("region", { name: "Schedule change" });
  await expect(panel).toContainText("Not handled yet");
  await expect(panel.getByRole("link", { name: "Rebook the affected flight" })).toBeVisible();
});

import { expect, test } from "@playwright/test";
import { createBooking, createScheduleChange, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";

// Issue 30 item 12: a notification's createDate is an instant. Seeded and run-time messages are
// written alike by the back office and shown in the agency's zone with the zone named, like
// every other time of the portal (decision 0040).
const ZONED = /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2} GMT\+8$/;

test("notification times carry the agency's zone, seeded and new alike", async ({ page }) => {
  // Ticketed and read: agent's first open change must still offer Rebook (involuntary-change)
  // and agent's unread count stays as notification.spec expects.
  const { bookingId } = await createBooking({ surname: uniqueSurname(), ticketed: true });
  await createScheduleChange(bookingId, "retime", { read: true });
  await signIn(page, "agent");
  await page.goto("/secured/notification/messagelist");
  const table = page.getByRole("table");
  const rows = table.getByRole("row").filter({ has: page.getByRole("cell") });
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  await expect(table.getByRole("cell").filter({ hasText: ZONED })).toHaveCount(count);
  // The newest (just raised) is within a few minutes of now, in Hong Kong time.
  const hongKongNow = new Intl.DateTimeFormat("en-US", {
    timeZone: "Asia/Hong_Kong",
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(new Date());
  await expect(rows.first()).toContainText(hongKongNow);
});

import { expect, test, type Browser, type Page } from "@playwright/test";
import { createBooking, simUrl, uniqueSurname } from "./booking-helpers";
import { signIn, useLocale } from "./helpers";

// "Changed outside the portal" (docs/decisions/0100-changed-outside-the-portal.md): the airline
// retimes a flight and voids a ticket through the simulator's control; the sweep (every 15 s in
// the e2e server, playwright.config.ts) finds it, the queue and the booking's activity show it.

const QUEUE = "/secured/queue";

async function changeOutside(bookingId: string, change: Record<string, unknown>) {
  const response = await fetch(`${simUrl()}/__sim/outside-change`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ bookingId, ...change }),
  });
  expect(response.status).toBe(200);
}

const outsideRow = (page: Page, surname: string) =>
  page
    .getByRole("table", { name: "Changed outside the portal" })
    .getByRole("row")
    .filter({ hasText: surname });

async function signedIn(browser: Browser, user: "agent" | "pnragent", locale?: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user);
  // The language after sign-in: the login page's labels are the ones the helper knows.
  if (locale) await useLocale(context, test.info().project.use.baseURL!, locale);
  return page;
}

test.describe("changed outside the portal", () => {
  test.describe.configure({ timeout: 240_000 });

  test("a sweep finds the airline's change; queue and activity show before and after", async ({
    page,
    browser,
  }) => {
    const surname = uniqueSurname();
    const { bookingId, recordLocator } = await createBooking({
      surname,
      ticketed: true,
      departInDays: 6,
    });
    await signIn(page, "agent");
    // The portal shows the booking: its first sighting.
    await page.goto(`/secured/booking/bookingDetails?bookingId=${bookingId}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const first = page.getByRole("list", { name: "Activity" }).getByRole("listitem").first();

    await changeOutside(bookingId, { retime: { segment: 0, minutes: 95 }, voidTicket: 1 });
    // No page of the booking is opened now: only a sweep can find the change.
    const row = outsideRow(page, surname);
    await expect(async () => {
      await page.goto(QUEUE);
      await expect(row).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 90_000 });
    await expect(row).toContainText(recordLocator);
    await expect(row).toContainText(/GMT\+8/);

    await row.getByRole("link", { name: recordLocator }).click();
    await expect(page).toHaveURL(/bookingDetails\?bookingId=/);
    // With JS the URL changes first; the details page (many reads) follows on a busy machine.
    await expect(page.getByRole("list", { name: "Activity" })).toBeVisible({ timeout: 30_000 });
    await expect(first).toContainText("Changed outside the portal");
    await expect(first).toContainText("The airline or another channel");
    const changes = first.getByRole("list", { name: "What changed" });
    await expect(changes.getByRole("listitem")).toHaveCount(2);
    await expect(changes.getByRole("listitem").first()).toContainText(
      /HKG-\w{3} times: \d{4}-\d\d-\d\d \d\d:\d\d – .* → \d{4}-\d\d-\d\d \d\d:\d\d/,
    );
    await expect(changes.getByRole("listitem").nth(1)).toContainText(
      /Ticket \d{3}-\d{10}: Issued → Voided/,
    );
    // Seen again unchanged: still one such event.
    await page.reload();
    await expect(
      page.getByRole("list", { name: "Activity" }).getByText("Changed outside the portal"),
    ).toHaveCount(1);

    // The same in Traditional Chinese.
    const hk = await signedIn(browser, "agent", "zh-HK");
    await hk.goto(`/secured/booking/bookingDetails?bookingId=${bookingId}`);
    const hkChanges = hk.getByRole("list", { name: "變更內容" });
    await expect(hkChanges.getByRole("listitem").nth(1)).toContainText(/機票 \d{3}-\d{10}：/);
    await expect(hk.getByText("航空公司或其他渠道")).toBeVisible();

    // Another company sees none of it.
    const stranger = await signedIn(browser, "pnragent");
    await stranger.goto(`${QUEUE}?view=team`);
    await expect(stranger.getByRole("heading", { name: "Queue", level: 1 })).toBeVisible();
    await expect(stranger.getByText(surname)).toHaveCount(0);
    await expect(stranger.getByText(recordLocator)).toHaveCount(0);
    const theirs = await stranger.goto(`/secured/booking/bookingDetails?bookingId=${bookingId}`);
    expect(theirs?.status()).toBe(404);
  });
});

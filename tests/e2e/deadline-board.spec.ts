import { expect, test, type Page } from "@playwright/test";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";

// Issue 14 (1): the deadline board on the greeting page. Each test makes its own bookings with
// deadlines relative to now; the seconds added keep the whole minutes printed stable while the
// page loads (time left is rounded down).

const BOARD = "/secured/greetings";
const soonTable = (page: Page) =>
  page.getByRole("table", { name: "Bookings with a deadline in the next 72 hours, soonest first" });
const overdueTable = (page: Page) =>
  page.getByRole("table", { name: "Bookings whose deadline has passed, most recent first" });
const numberOf = (bookingId: string) => `BK${bookingId.padStart(8, "0")}`;

test.describe("deadline board", () => {
  test.describe.configure({ timeout: 90_000 });

  test("lists near deadlines soonest first with the time left, overdue apart", async ({ page }) => {
    const surname = uniqueSurname();
    const later = await createBooking({ surname, deadlineInMinutes: 320 + 50 / 60 });
    const soonest = await createBooking({ surname, deadlineInMinutes: 50 + 50 / 60 });
    const tomorrow = await createBooking({ surname, deadlineInMinutes: 30 * 60 + 50 / 60 });
    const missed = await createBooking({ surname, deadlineInMinutes: -125 });
    const beyond = await createBooking({ surname, deadlineInMinutes: 5 * 24 * 60 });
    await signIn(page, "agent");
    await page.goto(BOARD);

    const mine = soonTable(page).getByRole("row").filter({ hasText: surname });
    await expect(mine).toHaveCount(3);
    await expect(mine.nth(0)).toContainText(numberOf(soonest.bookingId));
    await expect(mine.nth(0)).toContainText("in 50 min");
    await expect(mine.nth(1)).toContainText(numberOf(later.bookingId));
    await expect(mine.nth(1)).toContainText("in 5 h 20 min");
    await expect(mine.nth(2)).toContainText(numberOf(tomorrow.bookingId));
    await expect(mine.nth(2)).toContainText("in 1 d 6 h");
    // The deadline itself in the agency zone, with the zone named.
    await expect(mine.nth(1)).toContainText(/Ticketing deadline.*GMT\+8/);
    await expect(mine.nth(1)).toContainText("In process");

    const overdue = overdueTable(page).getByRole("row").filter({ hasText: surname });
    await expect(overdue).toHaveCount(1);
    await expect(overdue).toContainText(numberOf(missed.bookingId));
    await expect(overdue).toContainText("2 h 5 min ago");
    // Overdue: the fare deadline has passed, so Issue ticket is not offered.
    await expect(overdue.getByRole("link", { name: /^Issue ticket/ })).toHaveCount(0);
    await expect(page.getByText(numberOf(beyond.bookingId))).toHaveCount(0);

    // The seeded bookings keep the board filled in the demo.
    await expect(soonTable(page).getByRole("row")).not.toHaveCount(4);

    // The list's quick filter and sorted column show the same bookings.
    await page.getByRole("link", { name: "Show them in the booking list" }).click();
    await expect(page.getByLabel("Deadline within")).toHaveValue("72h");
    await page.getByLabel("Passenger name").fill(surname);
    await page.getByRole("button", { name: "Search" }).click();
    const listed = page.getByRole("row").filter({ hasText: surname });
    await expect(listed).toHaveCount(3);
    await expect(listed.nth(0)).toContainText(numberOf(soonest.bookingId));
    await expect(listed.nth(2)).toContainText(numberOf(tomorrow.bookingId));
    await expect(page.getByRole("columnheader", { name: /Deadline/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );
    await page
      .getByRole("columnheader", { name: /Deadline/ })
      .getByRole("link")
      .click();
    await expect(page.getByRole("columnheader", { name: /Deadline/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    await expect(listed.nth(0)).toContainText(numberOf(tomorrow.bookingId));
    await page.getByLabel("Deadline within").selectOption("24h");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(listed).toHaveCount(2);
  });

  test("Issue ticket from the board issues the ticket", async ({ page }) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname, deadlineInMinutes: 200 });
    await signIn(page, "agent");
    await page.goto(BOARD);
    const row = soonTable(page).getByRole("row").filter({ hasText: surname });
    await row.getByRole("link", { name: `Issue ticket for ${numberOf(bookingId)}` }).click();
    const dialog = page.getByRole("dialog", { name: "Issue ticket" });
    await expect(dialog).toContainText(`Booking ${numberOf(bookingId)}`);
    await dialog.getByRole("button", { name: "Yes, issue the ticket" }).click();
    await expect(page.getByText("Ticket order is submitted.")).toBeAttached({ timeout: 30_000 });
    await expect(page).toHaveURL((url) => url.pathname === BOARD && url.search === "");
    await expect(soonTable(page).getByRole("row").filter({ hasText: surname })).toHaveCount(0);
    await page.goto(detailsUrl(bookingId));
    await expect(page.locator("dl").first()).toContainText("Completed");
    await expect(page.getByRole("link", { name: "Print e-ticket" })).toBeVisible();
  });

  test("a viewer sees the board but the server refuses Issue ticket", async ({ page }) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname, login: "viewer", deadlineInMinutes: 90 });
    await signIn(page, "viewer");
    await page.goto(BOARD);
    const row = soonTable(page).getByRole("row").filter({ hasText: surname });
    await expect(row).toContainText("in 1 h 29 min");
    await expect(row.getByRole("link", { name: /^Open booking/ })).toBeVisible();
    await expect(row.getByRole("link", { name: /^Issue ticket/ })).toHaveCount(0);
    await page.goto(`${BOARD}?issue=${bookingId}`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const csrf = await page.locator("input[name=csrf]").first().getAttribute("value");
    const forged = await page.request.post(BOARD, {
      form: { csrf: csrf!, intent: "issueTicket", bookingId, stamp: "x" },
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
  });

  test("the board speaks the agent's language", async ({ page, context, baseURL }) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname, deadlineInMinutes: 320 + 50 / 60 });
    await signIn(page, "agent");
    // The language cookie as the language switch writes it (see air-locale.spec.ts).
    for (const [lng, text, heading] of [
      ["zh-HK", "5 小時 20 分鐘後", /^未來 72 小時內截止/],
      ["zh-CN", "5 小时 20 分钟后", /^未来 72 小时内截止/],
    ] as const) {
      const value = encodeURIComponent(Buffer.from(JSON.stringify(lng)).toString("base64"));
      await context.addCookies([{ name: "lng", value, url: baseURL! }]);
      await page.goto(BOARD);
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      const row = page.getByRole("row").filter({ hasText: numberOf(bookingId) });
      await expect(row).toContainText(text);
    }
  });

  test("the board and the list's deadline column fit a 375 px window", async ({ page }) => {
    await createBooking({ surname: uniqueSurname(), deadlineInMinutes: 120 });
    await signIn(page, "agent");
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of [BOARD, "/secured/booking/list?deadline=72h&sort=deadline"]) {
      await page.goto(path);
      const extra = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(extra, path).toBeLessThanOrEqual(0);
    }
  });
});

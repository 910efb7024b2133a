import { expect, test, type Page } from "@playwright/test";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn, useLocale } from "./helpers";

// Reminders in the work queue: set on booking details, shown in the owner's queue from their due
// instant. The test moves the queue's clock with the per-browser test clock cookie, which the
// server honours only beside its embedded simulator (app/session/test-clock.server.ts).

const QUEUE = "/secured/queue";
const ZONE = "Asia/Hong_Kong";
const agencyDay = (daysAhead: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: ZONE }).format(
    new Date(Date.now() + daysAhead * 86_400_000),
  );
const reminders = (page: Page) => page.getByRole("table", { name: "Reminders" });

/** Booking details' "New reminder" opens the reminder's dialog (its code loads then). */
async function openReminder(page: Page) {
  await page
    .getByRole("region", { name: "Reminder" })
    .getByRole("link", { name: "New reminder" })
    .click();
  const dialog = page.getByRole("dialog", { name: "Reminder" });
  await expect(dialog.getByLabel("Reminder day")).toBeEditable();
  return dialog;
}

async function moveClockTo(page: Page, baseURL: string, at: number) {
  await page
    .context()
    .addCookies([{ name: "portal-test-clock", value: String(at - Date.now()), url: baseURL }]);
}

test.describe("queue reminders", () => {
  test.describe.configure({ timeout: 90_000 });

  test("a reminder for tomorrow 09:00 shows in my queue then", async ({ page, baseURL }) => {
    const surname = uniqueSurname();
    const { bookingId, recordLocator } = await createBooking({ surname });
    await signIn(page, "agent");
    await page.goto(detailsUrl(bookingId));
    const form = await openReminder(page);
    await expect(form.getByText("GMT+8")).toBeVisible();
    const tomorrow = agencyDay(1);
    await form.getByLabel("Reminder day").fill(tomorrow);
    await form.getByLabel("Reminder time").fill("09:00");
    await expect(form.getByLabel("Reminder for")).toHaveValue("agent");
    await form.getByLabel("Reminder text").fill(`Call ${surname} about the seats`);
    await form.getByRole("button", { name: "Set reminder" }).click();
    // Booking details loads again after the redirect: slow on a busy machine.
    await expect(page.getByText("Reminder set: it shows in the queue when due.")).toBeAttached({
      timeout: 30_000,
    });
    await expect(
      page.getByRole("list", { name: "Activity" }).getByText("Set a reminder").first(),
    ).toBeVisible();

    // Not due yet: not in the queue.
    await page.goto(QUEUE);
    await expect(page.getByRole("heading", { name: "Queue", level: 1 })).toBeVisible();
    await expect(page.getByText(`Call ${surname} about the seats`)).toHaveCount(0);

    // Tomorrow 09:01 agency time: there, with its text and its due time in the agency zone.
    await moveClockTo(page, baseURL!, Date.parse(`${tomorrow}T09:01:00+08:00`));
    await page.goto(QUEUE);
    const row = reminders(page).getByRole("row").filter({ hasText: recordLocator });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(`Call ${surname} about the seats`);
    await expect(row).toContainText(/09:00 GMT\+8/);
    // Done with a note closes it.
    await row.getByLabel(`Note on closing ${recordLocator} (optional)`).fill("Client chose 32A");
    await row.getByRole("button", { name: "Done" }).click();
    await expect(page.getByText("Item closed.")).toBeAttached({ timeout: 30_000 });
    await expect(page.getByText(`Call ${surname} about the seats`)).toHaveCount(0);
    // The booking's activity keeps the reminder's own text beside the closing note.
    await page.goto(detailsUrl(bookingId));
    const closed = page
      .getByRole("list", { name: "Activity" })
      .getByRole("listitem")
      .filter({ hasText: "Client chose 32A" });
    await expect(closed).toHaveCount(1);
    await expect(closed).toContainText(`Reminder: Call ${surname} about the seats`);
    await expect(closed).toContainText("Note on closing: Client chose 32A");
  });

  test("zh-HK at 375 px: set in a dialog, then a card in the queue", async ({
    page,
    context,
    baseURL,
  }) => {
    const surname = uniqueSurname();
    const { bookingId, recordLocator } = await createBooking({ surname });
    await signIn(page, "agent");
    await useLocale(context, baseURL!, "zh-HK");
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(detailsUrl(bookingId));
    await page
      .getByRole("region", { name: "提醒" })
      .getByRole("link", { name: "新增提醒" })
      .click();
    const form = page.getByRole("dialog", { name: "提醒" });
    const tomorrow = agencyDay(1);
    await form.getByLabel("提醒日期").fill(tomorrow);
    await form.getByLabel("提醒時間").fill("09:00");
    await form.getByLabel("提醒內容").fill(`致電 ${surname}`);
    await form.getByRole("button", { name: "設定提醒" }).click();
    await expect(page.getByText("已設定提醒：到期時會顯示在待辦中。")).toBeAttached({
      timeout: 30_000,
    });

    await moveClockTo(page, baseURL!, Date.parse(`${tomorrow}T09:01:00+08:00`));
    await page.goto(QUEUE);
    // The booking's ticketing deadline is a card too: the reminder's is the one with its text.
    const card = page.getByRole("table", { name: "提醒" }).getByRole("row").filter({
      hasText: recordLocator,
    });
    await expect(card).toContainText(`致電 ${surname}`);
    await expect(card).toHaveCSS("display", "flex");
    const extra = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(extra).toBeLessThanOrEqual(0);
  });

  test("a reminder in the past is refused with what was typed", async ({ page }) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname });
    await signIn(page, "agent");
    await page.goto(detailsUrl(bookingId));
    const form = await openReminder(page);
    await form.getByLabel("Reminder day").fill(agencyDay(0));
    await form.getByLabel("Reminder time").fill("00:00");
    await form.getByLabel("Reminder text").fill("Too late");
    await form.getByRole("button", { name: "Set reminder" }).click();
    const again = page.getByRole("region", { name: "Reminder" });
    await expect(again.getByText("Choose a day and time after now")).toBeVisible();
    await expect(again.getByLabel("Reminder text")).toHaveValue("Too late");
    await expect(again.getByLabel("Reminder day")).toHaveAttribute("aria-invalid", "true");
  });
});

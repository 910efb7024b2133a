import { expect, test, type Page } from "@playwright/test";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";

// A deadline is shown only while something is left to ticket, and with its time and zone.
test.describe.configure({ timeout: 120_000 });

const rowOf = async (page: Page, surname: string) => {
  await page.goto(`/secured/booking/list?travelerName=${surname}`);
  const row = page.getByRole("row").filter({ hasText: surname });
  await expect(row).toHaveCount(1);
  return row;
};

test("the list names no deadline for a completed booking, and does for an open one", async ({
  page,
}) => {
  const open = uniqueSurname();
  const done = uniqueSurname();
  await createBooking({ surname: open, deadlineInMinutes: 600 });
  await createBooking({ surname: done, ticketed: true });
  await signIn(page, "agent");

  const openRow = await rowOf(page, open);
  await expect(openRow).toContainText("In process");
  await expect(openRow).toContainText(/(Ticketing|Fare) deadline/);

  const doneRow = await rowOf(page, done);
  await expect(doneRow).toContainText("Completed");
  await expect(doneRow).not.toContainText(/deadline/i);
});

test("the issue-ticket dialog gives the fare deadline's time and zone", async ({ page }) => {
  const { bookingId } = await createBooking({ surname: uniqueSurname(), deadlineInMinutes: 600 });
  await signIn(page, "agent");
  await page.goto(detailsUrl(bookingId, "&dialog=issueTicket"));
  const dialog = page.getByRole("dialog", { name: "Issue ticket" });
  await expect(dialog).toContainText(/Fare deadline: \w{3} \d{1,2}, \d{4}, \d{2}:\d{2} \S+/);
});

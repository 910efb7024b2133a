import { expect, test, type Page } from "@playwright/test";
import {
  createBooking,
  createScheduleChange,
  detailsUrl,
  simUrl,
  uniqueSurname,
} from "./booking-helpers";
import { signIn, useLocale } from "./helpers";
import { shot } from "./shots";

// A flight the airline cancelled is marked wherever the booking's flights are shown, the
// documents warn before they are sent and the calendar does not call it confirmed; rebooking it
// says the change is involuntary and whose figures are whose. pnragent files its changes as read
// (notification.spec counts pnragent's unread messages).
test.describe.configure({ timeout: 180_000 });

type Received = { subject: string; attachments: { fileName: string; content: string }[] };

async function mailFor(surname: string): Promise<Received[]> {
  const response = await fetch(`${simUrl()}/__sim/mail.json`);
  expect(response.status).toBe(200);
  return ((await response.json()) as Received[]).filter((m) => m.subject.includes(surname));
}

async function cancelledBooking() {
  const surname = uniqueSurname();
  const { bookingId } = await createBooking({ login: "pnragent", surname, ticketed: true });
  const { refId } = await createScheduleChange(bookingId, "cancelled", { read: true });
  return { surname, bookingId, refId };
}

test("the cancelled flight is marked on details and the rebook choice; sending documents warns and the calendar says CANCELLED", async ({
  page,
}) => {
  const { surname, bookingId } = await cancelledBooking();
  await signIn(page, "pnragent");
  await page.goto(detailsUrl(bookingId));
  const cards = page.getByRole("article");
  await expect(cards.first()).toContainText(/Cancelled by the airline: CX\d+/);
  // Only the cancelled flight: the return is as booked.
  await expect(cards.nth(1)).not.toContainText("by the airline");

  await page.goto(`/secured/booking/flightReshop?bookingId=${bookingId}`);
  await expect(page.getByRole("article").first()).toContainText(/Cancelled by the airline: CX\d+/);

  await page.goto(detailsUrl(bookingId, "&dialog=sendDocuments"));
  const dialog = page.getByRole("dialog", { name: "Send documents to travellers" });
  await expect(dialog.getByRole("note")).toContainText(
    "The airline has cancelled or changed a flight of this booking",
  );
  await dialog.getByRole("checkbox", { name: /first@example\.com/ }).check();
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page).not.toHaveURL(/dialog=/);
  const [mail] = await mailFor(surname);
  const ics = Buffer.from(
    mail!.attachments.find((a) => a.fileName === "flights.ics")!.content,
    "base64",
  )
    .toString("utf8")
    .replace(/\r\n[ \t]/g, "");
  const events = ics.split("BEGIN:VEVENT").slice(1);
  expect(events).toHaveLength(2);
  expect(events[0]).toContain("STATUS:CANCELLED");
  expect(events[1]).toContain("STATUS:CONFIRMED");
});

test("zh-HK: the cancelled flight and the open change speak Chinese", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  const { bookingId } = await cancelledBooking();
  await page.setViewportSize({ width: 1280, height: 1000 });
  await signIn(page, "pnragent");
  await useLocale(context, baseURL!, "zh-HK");
  await page.goto(detailsUrl(bookingId));
  await expect(page.getByRole("article").first()).toContainText(/航空公司已取消：CX\d+/);
  await page.getByRole("article").first().scrollIntoViewIfNeeded();
  await shot(page, testInfo, "item2-cancelled-flight-zh-HK");
  await page.goto(detailsUrl(bookingId, "&dialog=sendDocuments"));
  await expect(page.getByRole("dialog").getByRole("note")).toContainText(
    "航空公司已取消或更改此訂單的航班",
  );
  await shot(page, testInfo, "item2-send-documents-warning-zh-HK");
});

async function reviewRebook(page: Page, refId: string) {
  await page.goto(`/secured/notification/messageDetails?refId=${refId}`);
  await page.getByRole("link", { name: /^Rebook the affected flight$|^改期受影響的航班$/ }).click();
  await page.getByRole("button", { name: /^Search$|^搜尋$/ }).click();
  await page
    .getByRole("button", { name: /^Select$|^選擇$/, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/flightReshopReview/);
}

test("the rebook review says the change is involuntary, and whose figure is whose", async ({
  page,
}) => {
  const { refId } = await cancelledBooking();
  await signIn(page, "pnragent");
  await reviewRebook(page, refId);
  // The original itinerary marks the cancelled flight too.
  await expect(
    page.getByRole("region", { name: "Original itinerary" }).getByRole("article").first(),
  ).toContainText(/Cancelled by the airline: CX\d+/);
  const note = page.getByRole("note").filter({ hasText: "Involuntary change" });
  await expect(note).toContainText(/The airline cancelled CX\d+: this is an involuntary change/);
  await expect(note).toContainText("ask the airline for a waiver");
  // The charge is shown as the back office quotes it.
  await expect(page.getByText("Extra charge", { exact: true }).first()).toBeVisible();
  await expect(
    page.getByText("The back office's quote for this change", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: "Penalties at a glance" })).toContainText(
    "What the fare rules say",
  );
  await expect(
    page.getByText(/the two differ when the back office applies its own fee/),
  ).toBeVisible();
});

test("zh-HK: the involuntary rebook review", async ({ page, context, baseURL }, testInfo) => {
  const { refId } = await cancelledBooking();
  await page.setViewportSize({ width: 1280, height: 1100 });
  await signIn(page, "pnragent");
  await reviewRebook(page, refId);
  await useLocale(context, baseURL!, "zh-HK");
  await page.reload();
  const note = page.getByRole("note").filter({ hasText: "非自願更改" });
  await expect(note).toContainText("航空公司已取消");
  await note.scrollIntoViewIfNeeded();
  await shot(page, testInfo, "item9-involuntary-rebook-zh-HK");
});

test("the refund dialog labels the back office's quote and the rules' figure", async ({ page }) => {
  const { bookingId } = await createBooking({ surname: uniqueSurname(), ticketed: true });
  await signIn(page, "agent");
  await page.goto(detailsUrl(bookingId, "&dialog=refund"));
  const dialog = page.getByRole("dialog", { name: "Refund application" });
  await expect(dialog.getByText("The back office's quote for this booking")).toBeVisible();
  await expect(dialog.getByRole("region", { name: "Penalties at a glance" })).toContainText(
    "What the fare rules say",
  );
  await expect(dialog).toContainText("so the deduction can differ from it");
});

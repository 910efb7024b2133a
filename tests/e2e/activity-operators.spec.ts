// Documents e-mailed leave an event (who, which kinds, how many recipients, their domains only,
// the outcome), and an operator's (system administrator's) notes and sends on another company's
// booking join that company's records, marked as the operator's. A note edit stays on its booking
// and a note's direction controls are stripped.
import { expect, test, type Page } from "@playwright/test";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn, useLocale } from "./helpers";

const ui = {
  "en-US": {
    send: "Send documents",
    dialog: "Send documents to travellers",
    others: "Other e-mail addresses",
    submit: "Send",
    activity: "Activity",
    notes: "Internal notes",
    note: "Note",
    add: "Add note",
    sentAction: "E-mailed documents",
    sentTo: (n: number, domains: string) => `itinerary to ${n} recipients at ${domains}`,
    operator: "LEUNG KA FAI (operator, Portal Operations)",
    kind: "E-mailed documents",
  },
  "zh-HK": {
    send: "發送文件",
    dialog: "向旅客發送文件",
    others: "其他電郵地址",
    submit: "發送",
    activity: "操作紀錄",
    notes: "內部備註",
    note: "備註",
    add: "新增備註",
    sentAction: "電郵文件",
    sentTo: (n: number, domains: string) => `行程表，發給 ${n} 位收件人（${domains}）`,
    operator: "LEUNG KA FAI（營運人員，Portal Operations）",
    kind: "電郵文件",
  },
};
type Texts = (typeof ui)["en-US"];

/** Sends the itinerary to the two travellers and the typed addresses; waits for the answer. */
async function sendItinerary(page: Page, t: Texts, bookingId: string, others: string) {
  await page.goto(detailsUrl(bookingId));
  await page.getByRole("link", { name: t.send }).click();
  const dialog = page.getByRole("dialog", { name: t.dialog });
  await dialog.getByRole("checkbox", { name: /first@example\.com/ }).check();
  await dialog.getByRole("checkbox", { name: /mei@example\.com/ }).check();
  await dialog.getByLabel(t.others).fill(others);
  await dialog.getByRole("button", { name: t.submit }).click();
  await expect(page).toHaveURL((url) => !url.searchParams.has("dialog"), { timeout: 30_000 });
}

for (const [locale, t] of Object.entries(ui)) {
  test(`${locale}: documents e-mailed are in the booking's activity and the company log, addresses as domains`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow(); // print-outs, a mail and two sign-ins
    const { bookingId } = await createBooking({ surname: uniqueSurname() });
    await signIn(page, "agent");
    await useLocale(context, baseURL!, locale);
    await sendItinerary(page, t, bookingId, "Desk@Travel.Example.org");

    await page.goto(detailsUrl(bookingId));
    const event = page.getByRole("list", { name: t.activity }).getByRole("listitem").first();
    await expect(event).toContainText(t.sentAction);
    await expect(event).toContainText(t.sentTo(3, "example.com, travel.example.org"));
    await expect(event).toContainText("CHAN TAI MAN");
    await expect(event).not.toContainText("first@");
    await expect(event).not.toContainText("Desk@");

    // The company's admin sees it in the log, filtered by its kind.
    await context.clearCookies();
    await signIn(page, "admin");
    await useLocale(context, baseURL!, locale);
    await page.goto("/secured/activity?kind=documentsSent&user=agent");
    const row = page.getByRole("row").filter({ hasText: bookingId });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(t.kind);
    await expect(row).toContainText(t.sentTo(3, "example.com, travel.example.org"));
  });

  test(`${locale}: an operator's note and send on a company's booking are that company's, marked as the operator's`, async ({
    page,
    context,
    baseURL,
  }) => {
    test.slow();
    const surname = uniqueSurname();
    // Made by the company's admin, who signs in once (the company the booking belongs to).
    const { bookingId } = await createBooking({ surname, login: "admin" });
    await signIn(page, "admin");
    await context.clearCookies();

    await signIn(page, "sysadmin");
    await useLocale(context, baseURL!, locale);
    await page.goto(detailsUrl(bookingId));
    const text = `Operator checked the fare ${surname}`;
    await page.getByRole("textbox", { name: t.note }).fill(text);
    await page.getByRole("button", { name: t.add }).click();
    await expect(page.getByRole("list", { name: t.notes }).getByText(text)).toBeVisible();
    await sendItinerary(page, t, bookingId, "");

    await context.clearCookies();
    await signIn(page, "admin");
    await useLocale(context, baseURL!, locale);
    await page.goto(detailsUrl(bookingId));
    const note = page.getByRole("list", { name: t.notes }).getByRole("listitem");
    await expect(note).toHaveCount(1);
    await expect(note).toContainText(text);
    await expect(note).toContainText(t.operator);
    const event = page.getByRole("list", { name: t.activity }).getByRole("listitem").first();
    await expect(event).toContainText(t.sentAction);
    await expect(event).toContainText(t.operator);
    await expect(event).toContainText(t.sentTo(2, "example.com"));
    // The company's log holds the operator's send.
    await page.goto("/secured/activity?kind=documentsSent&user=sysadmin");
    await expect(page.getByRole("row").filter({ hasText: bookingId })).toContainText("sysadmin");
  });
}

test("a note's direction controls are stripped: it reads as typed, never reordered", async ({
  page,
}) => {
  const { bookingId } = await createBooking({ surname: uniqueSurname() });
  await signIn(page, "agent");
  await page.goto(detailsUrl(bookingId));
  // An override that would show "approved" reversed, and an isolate.
  await page
    .getByRole("textbox", { name: "Note" })
    .fill("Refund \u202Edevorppa\u202C \u2067ok\u2069");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("list", { name: "Internal notes" });
  await expect(notes.getByText("Refund devorppa ok")).toBeVisible();
  expect(await notes.getByRole("listitem").first().textContent()).not.toMatch(
    /[\u202A-\u202E\u2066-\u2069]/,
  );
});

test("a note edit posted with another booking's id changes neither booking", async ({ page }) => {
  const first = await createBooking({ surname: uniqueSurname() });
  const second = await createBooking({ surname: uniqueSurname() });
  await signIn(page, "agent");
  await page.goto(detailsUrl(first.bookingId));
  await page.getByRole("textbox", { name: "Note" }).fill("Seat 12A confirmed");
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("list", { name: "Internal notes" });
  await expect(notes.getByText("Seat 12A confirmed")).toBeVisible();

  await notes.getByRole("link", { name: "Edit", exact: true }).click();
  await expect(page.getByRole("button", { name: "Save note" })).toBeVisible();
  await page.getByRole("textbox", { name: "Note" }).fill("moved elsewhere");
  // The posted booking is the other one: the note is this author's, but not on that booking.
  await page
    .locator("form:has(button:text('Save note')) input[name=bookingId]")
    .evaluate((input, id) => ((input as HTMLInputElement).value = id), second.bookingId);
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get("bookingId") === second.bookingId);
  await expect(
    page.getByText("A note can be edited by its author for 15 minutes only."),
  ).toBeVisible();
  await expect(page.getByRole("list", { name: "Internal notes" })).toHaveCount(0);
  await page.goto(detailsUrl(first.bookingId));
  await expect(notes.getByText("Seat 12A confirmed")).toBeVisible();
  await expect(notes.getByText("moved elsewhere")).toHaveCount(0);
});

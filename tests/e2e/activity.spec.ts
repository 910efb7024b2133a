// Issue 33: the booking's activity timeline and notes, the audit log's filters and who sees what.
import { expect, test, type Page } from "@playwright/test";
import { fillPassenger, inDays, toPassengerForm } from "./air-helpers";
import { createBooking, detailsUrl, simUrl, uniqueSurname } from "./booking-helpers";
import { signIn, useLocale } from "./helpers";
import { ssoSignIn } from "./sso-helpers";

async function issue(page: Page, bookingId: string) {
  await page.goto(detailsUrl(bookingId));
  await page.getByRole("link", { name: "Issue ticket" }).click();
  await page
    .getByRole("dialog", { name: "Issue ticket" })
    .getByRole("button", { name: "Yes, issue the ticket" })
    .click();
  await expect(page).toHaveURL(/booking\/list/);
}

async function refund(page: Page, bookingId: string) {
  await page.goto(detailsUrl(bookingId));
  await page.getByRole("link", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Refund application" });
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Submit refund application" }).click();
  await expect(page).toHaveURL(/booking\/list/);
}

test("one booking booked, issued and refunded through the portal shows the three events", async ({
  page,
  context,
  baseURL,
}) => {
  test.slow(); // a search, a booking, two dialogs and the timeline twice
  await signIn(page, "agent");
  await page.goto("/secured/air/airLowFareSearch");
  // An NDC fare: the source on which the portal offers a refund.
  await page.getByRole("button", { name: "One way" }).click();
  await page.getByRole("button", { name: "Advanced" }).click();
  await page.getByLabel("NDC").check();
  await toPassengerForm(page, { from: "HKG", to: "SIN", depart: inDays(23) }, 1);
  await fillPassenger(page, 0, { surname: uniqueSurname(), given: "events", birth: "1984-04-04" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/airBookConfirm/);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/bookingDetails\?bookingId=/);
  const bookingId = new URL(page.url()).searchParams.get("bookingId")!;
  await issue(page, bookingId);
  await refund(page, bookingId);

  await page.goto(detailsUrl(bookingId));
  let events = page.getByRole("list", { name: "Activity" }).getByRole("listitem");
  await expect(events).toHaveCount(3);
  // Newest first, each done.
  await expect(events.nth(0)).toContainText("Applied for a refund");
  await expect(events.nth(1)).toContainText("Issued tickets");
  await expect(events.nth(2)).toContainText("Booked");
  for (const n of [0, 1, 2]) await expect(events.nth(n)).toContainText("Done");

  await useLocale(context, baseURL!, "zh-HK");
  await page.goto(detailsUrl(bookingId));
  events = page.getByRole("list", { name: "操作紀錄" }).getByRole("listitem");
  await expect(events).toHaveCount(3);
  await expect(events.nth(0)).toContainText("申請退票");
  await expect(events.nth(1)).toContainText("出票");
  await expect(events.nth(2)).toContainText("預訂");
  for (const n of [0, 1, 2]) await expect(events.nth(n)).toContainText("已完成");
});

test("the timelines show issue and refund with who, when and outcome; a note is added and shown", async ({
  page,
}) => {
  const issued = await createBooking({ surname: uniqueSurname() });
  const refunded = await createBooking({ surname: uniqueSurname(), ticketed: true });
  await signIn(page, "agent");
  await issue(page, issued.bookingId);
  await refund(page, refunded.bookingId);
  await page.goto(detailsUrl(issued.bookingId));
  let timeline = page.getByRole("list", { name: "Activity" });
  await expect(timeline.getByRole("listitem")).toHaveCount(1);
  await expect(timeline.getByRole("listitem").first()).toContainText("Issued tickets");
  await expect(timeline.getByRole("listitem").first()).toContainText("Done");
  // The agency's zone, shown with the zone.
  await expect(timeline.getByRole("listitem").first()).toContainText("GMT+8");
  const bookingId = refunded.bookingId;
  const surname = "NOTE";
  await page.goto(detailsUrl(bookingId));
  timeline = page.getByRole("list", { name: "Activity" });
  await expect(timeline.getByRole("listitem").first()).toContainText("Applied for a refund");

  const note = `Called the traveller <b>&amp; ${surname}</b>`;
  await page.getByRole("textbox", { name: "Note" }).fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page).toHaveURL(/bookingDetails/);
  const notes = page.getByRole("list", { name: "Internal notes" });
  // Shown as typed: escaped, never markup.
  await expect(notes.getByText(note)).toBeVisible();
  await expect(notes.locator("b")).toHaveCount(0);
  await notes.getByRole("link", { name: "Edit", exact: true }).click();
  // The form turns into the note's editor (with JS, after the client-side navigation).
  await expect(page.getByRole("button", { name: "Save note" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Note" })).toHaveValue(note);
  await page.getByRole("textbox", { name: "Note" }).fill(`${note} (edited)`);
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(notes.getByText(`${note} (edited)`)).toBeVisible();
});

test("a note longer than 2,000 characters is refused with what was typed kept", async ({
  page,
}) => {
  const { bookingId } = await createBooking({ surname: uniqueSurname() });
  await signIn(page, "agent");
  await page.goto(detailsUrl(bookingId));
  const typed = "x".repeat(2001);
  // The browser's own limit would stop the submit: the server's check is tested directly.
  await page
    .getByRole("textbox", { name: "Note" })
    .evaluate((el) => el.removeAttribute("maxlength"));
  await page.locator("form#note-new").evaluate((f) => f.setAttribute("novalidate", ""));
  await page.getByRole("textbox", { name: "Note" }).fill(typed);
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByText("At most 2000 characters")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Note" })).toHaveValue(typed);
});

test("the audit log: an agent sees his own events, an admin the company's, another company none", async ({
  page,
  context,
  baseURL,
}) => {
  const surname = uniqueSurname();
  const { bookingId } = await createBooking({ surname });
  await signIn(page, "agent");
  await issue(page, bookingId);

  await page.goto("/secured/activity");
  await expect(page.getByRole("heading", { name: "Activity" })).toBeVisible();
  await expect(page.getByText("Your own recorded actions")).toBeVisible();
  await page.getByLabel("Action").selectOption({ label: "Issued tickets" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/kind=issueTicket/);
  const table = page.getByRole("table");
  await expect(table.getByRole("link", { name: `Booking ${bookingId}` })).toBeVisible();
  await expect(table).not.toContainText("Applied for a refund");
  await page.getByLabel("Outcome").selectOption({ label: "Refused" });
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByRole("link", { name: `Booking ${bookingId}` })).toHaveCount(0);
  // The booking list's date rules: an end before the start minus a day is refused.
  await page.goto("/secured/activity?from=2026-01-10&to=2026-01-01");
  await expect(page.getByText(/Date must be on or after/).first()).toBeVisible();

  const csv = await page.request.get(`/secured/activity.csv?kind=issueTicket`);
  expect(csv.headers()["content-type"]).toContain("text/csv");
  const csvText = await csv.text();
  expect(csvText).toContain(bookingId);
  // The page's time (the agency's, with its offset), then the ISO instant.
  expect(csvText).toContain("time,time zone,time (ISO),user");
  expect(csvText).toMatch(
    /\n\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} GMT\+8,Asia\/Hong_Kong,\d{4}-\d{2}-\d{2}T[\d:.]+Z,/,
  );

  await context.clearCookies();
  await signIn(page, "admin");
  await page.goto("/secured/activity?user=agent&kind=issueTicket");
  await expect(page.getByText("Your company's recorded actions")).toBeVisible();
  await expect(page.getByRole("link", { name: `Booking ${bookingId}` })).toBeVisible();

  await context.clearCookies();
  await signIn(page, "pnragent");
  await page.goto("/secured/activity");
  await expect(page.getByRole("link", { name: `Booking ${bookingId}` })).toHaveCount(0);
  const foreign = await page.request.get(`/secured/activity.csv`);
  expect(await foreign.text()).not.toContain(bookingId);
  const details = await page.goto(detailsUrl(bookingId));
  expect(details?.status()).toBe(404);

  // zh-HK: the same log in Traditional Chinese.
  await useLocale(context, baseURL!, "zh-HK");
  await page.goto("/secured/activity");
  await expect(page.getByRole("heading", { name: "操作紀錄" })).toBeVisible();
});

test("single sign-on writes a sign-in event; a refused one a failed sign-in with its code", async ({
  page,
  context,
}) => {
  // The reference of an event is the request id of the provider's callback that wrote it.
  const callbackOf = async (signingIn: Promise<unknown>) => {
    const callback = page.waitForResponse(/\/auth\/sso\/callback/);
    await signingIn;
    return (await callback).headers()["x-request-id"];
  };
  const signedIn = await callbackOf(ssoSignIn(page, "viewer"));
  await expect(page).toHaveURL(/\/secured\/air\/airLowFareSearch$/);

  // The back office refuses this viewer's next single sign-on (its own 5/4), and only it.
  await context.clearCookies();
  const refusal = { match: '"userName":"viewer"', fault: "nologin" };
  await simScoped(refusal);
  let refused: string;
  try {
    refused = await callbackOf(ssoSignIn(page, "viewer"));
    await expect(page).toHaveURL(/\/login$/);
  } finally {
    await simScoped({ ...refusal, fault: null });
  }

  await context.clearCookies();
  await signIn(page, "admin");
  await page.goto("/secured/activity?user=viewer&kind=signIn");
  const done = page.getByRole("row").filter({ hasText: signedIn });
  await expect(done).toContainText("Signed in");
  await expect(done).toContainText("Done");
  await page.goto("/secured/activity?user=viewer&kind=signInFailed");
  const failed = page.getByRole("row").filter({ hasText: refused });
  await expect(failed).toContainText("Sign-in refused");
  await expect(failed).toContainText("Refused (5/4");
});

async function simScoped(rule: { match: string; fault: string | null }) {
  const response = await fetch(`${simUrl()}/__sim/scoped`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(rule),
  });
  expect(response.status).toBe(200);
}

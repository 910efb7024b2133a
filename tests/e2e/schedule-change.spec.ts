import { expect, test, type Page } from "@playwright/test";
import { createBooking, createScheduleChange, detailsUrl, uniqueSurname } from "./booking-helpers";
import { jsOff, signIn } from "./helpers";
import { expectToast } from "./rebook-helpers";

// Issue 14 (2): airline schedule changes. Each project has its own agent (admin with JS,
// sysadmin without), used by no other spec for notifications, and the tests of this file run
// one after another: the bell's count of changes to handle is theirs alone.
test.describe.configure({ mode: "default", timeout: 150_000 });

const agentFor = (projectName: string) => (jsOff(projectName) ? "sysadmin" : "admin");
const detailsOf = (refId: string) => `/secured/notification/messageDetails?refId=${refId}`;

/** The bell's number of schedule changes to handle, from its accessible name. */
async function changesOnBell(page: Page): Promise<number> {
  const label = await page.getByRole("link", { name: /^Notifications: / }).textContent();
  return Number(/(\d+) schedule changes? to handle/.exec(label ?? "")?.[1] ?? 0);
}

test("a missed connection: before/after, the warning, a pre-filled rebook that completes, accept leaves the bell", async ({
  page,
}, info) => {
  const login = agentFor(info.project.name);
  const surname = uniqueSurname();
  const { bookingId, recordLocator } = await createBooking({
    login,
    surname,
    ticketed: true,
    via: "DXB",
  });
  const { refId } = await createScheduleChange(bookingId, "missedConnection");
  await signIn(page, login);

  // The list tells schedule changes apart and shows they are still to handle.
  await page.goto(`/secured/notification/messagelist?recordLocator=${recordLocator}`);
  const row = page.getByRole("row").filter({ hasText: "Schedule change" }).first();
  await expect(row).toContainText("To handle");
  const before = await changesOnBell(page);
  expect(before).toBeGreaterThan(0);

  // The booking warns while the change is not handled.
  await page.goto(detailsUrl(bookingId));
  const banner = page.getByRole("status").filter({ hasText: "Airline schedule change" });
  await expect(banner).toBeVisible();
  await banner.getByRole("link", { name: "Review the schedule change" }).click();

  const panel = page.getByRole("region", { name: "Schedule change" });
  await expect(panel).toContainText("Not handled yet");
  const was = panel.getByRole("table", { name: "Before (as booked)" });
  const now = panel.getByRole("table", { name: "After (new schedule)" });
  await expect(was.getByRole("row")).toHaveCount(4);
  await expect(now.getByRole("row")).toHaveCount(4);
  // The first flight moved (departure and arrival marked as changed), the second did not.
  await expect(now.getByRole("row").nth(1)).toContainText(/changed.*changed/);
  await expect(now.getByRole("row").nth(2)).not.toContainText("changed");
  await expect(was).not.toContainText("changed");
  const warning = panel.getByRole("listitem").filter({ hasText: "Connection at DXB missed" });
  await expect(warning).toContainText("Warning:");
  await expect(warning).toContainText("the next flight leaves 20 min before this one lands");
  await expect(warning).toContainText("(was 2 h 10 min)");
  await expect(warning).toContainText("Under the minimum connecting time of 1 h 15 min.");

  // Rebook the affected flight: the existing flow, pre-filled with flight 1 and its cabin.
  await panel.getByRole("link", { name: "Rebook the affected flight" }).click();
  await expect(page.getByRole("heading", { name: /^Rebook booking BK/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unselect flight 1 HKG to LHR" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Select flight 2 LHR to HKG" })).toBeVisible();
  await expect(page.getByLabel("Cabin")).toHaveValue("Y");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(
    page.getByRole("heading", { name: /^Choose the new flight 1: HKG → LHR/ }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Select", exact: true }).first().click();
  await expect(page.getByText("Flight 1 · changed")).toBeVisible();
  await page.getByRole("link", { name: "Proceed changes" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm the flight change" });
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Change the flights" }).click();
  await expectToast(page, "Flight changed successfully.");
  await page.goto(detailsUrl(bookingId));
  await expect(page.getByRole("link", { name: /^Ver\. 2/ })).toBeVisible();

  // Accept: marked handled, gone from the bell and from the booking.
  await page.goto(detailsOf(refId));
  await page.getByRole("button", { name: "Accept the change" }).click();
  await expectToast(page, "The schedule change is accepted and marked handled.");
  await expect(page.getByRole("region", { name: "Schedule change" })).toContainText("Handled");
  await expect(page.getByRole("button", { name: "Accept the change" })).toHaveCount(0);
  await expect.poll(() => changesOnBell(page)).toBe(before - 1);
  await page.goto(`/secured/notification/messagelist?recordLocator=${recordLocator}`);
  await expect(page.getByRole("row").filter({ hasText: "Schedule change" }).first()).toContainText(
    "Handled",
  );
  await page.goto(detailsUrl(bookingId));
  await expect(page.getByRole("heading", { name: /^Booking BK/ })).toBeVisible();
  await expect(page.getByText("Airline schedule change")).toHaveCount(0);
});

test("a retimed, renumbered flight, also in Traditional Chinese", async ({
  page,
  context,
  baseURL,
}, info) => {
  const login = agentFor(info.project.name);
  const surname = uniqueSurname();
  const { bookingId } = await createBooking({ login, surname });
  const { refId } = await createScheduleChange(bookingId, "retime");
  await signIn(page, login);
  await page.goto(detailsOf(refId));
  const panel = page.getByRole("region", { name: "Schedule change" });
  const after = panel.getByRole("table", { name: "After (new schedule)" });
  // Flight number, departure and arrival changed; no connection, so no warning.
  await expect(after.getByText("changed")).toHaveCount(3);
  await expect(panel.getByText("Warning:")).toHaveCount(0);
  // Not ticketed yet: rebook is not offered (the booking details rules), accept is.
  await expect(panel.getByRole("link", { name: "Rebook the affected flight" })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: "Accept the change" })).toBeVisible();

  const value = encodeURIComponent(Buffer.from(JSON.stringify("zh-HK")).toString("base64"));
  await context.addCookies([{ name: "lng", value, url: baseURL! }]);
  await page.goto(detailsOf(refId));
  const zh = page.getByRole("region", { name: "航班時刻變更" });
  await expect(zh.getByRole("table", { name: "變更後（新時刻）" }).getByText("已變更")).toHaveCount(
    3,
  );
  await expect(zh.getByRole("button", { name: "接受變更" })).toBeVisible();
  // Before and after stack on a phone; the page never scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(detailsOf(refId));
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBeLessThanOrEqual(0);
});

test("a viewer sees a schedule change but may not accept it, not even by a forged POST", async ({
  page,
}) => {
  const viewerBooking = await createBooking({
    login: "viewer",
    surname: uniqueSurname(),
    ticketed: true,
  });
  const viewerChange = await createScheduleChange(viewerBooking.bookingId, "retime");
  await signIn(page, "viewer");
  await page.goto(detailsOf(viewerChange.refId));
  const seen = page.getByRole("region", { name: "Schedule change" });
  await expect(seen.getByRole("table", { name: "Before (as booked)" })).toBeVisible();
  await expect(seen.getByRole("button", { name: "Accept the change" })).toHaveCount(0);
  await expect(seen.getByRole("link", { name: "Rebook the affected flight" })).toHaveCount(0);
  const csrf = await page.locator("input[name=csrf]").first().getAttribute("value");
  const forged = await page.request.post(detailsOf(viewerChange.refId), {
    form: { csrf: csrf!, intent: "accept", refId: viewerChange.refId },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await page.goto(detailsOf(viewerChange.refId));
  await expect(page.getByRole("region", { name: "Schedule change" })).toContainText(
    "Not handled yet",
  );
});

import { expect, test, type Page } from "@playwright/test";
import { createBooking, createScheduleChange, uniqueSurname } from "./booking-helpers";
import { jsOff, signIn } from "./helpers";

const LIST = "/secured/notification/messagelist";

async function rowsOf(page: Page) {
  return page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("cell") });
}

test.describe("notifications", () => {
  test("the list shows received date, PNR and message in pages of 10", async ({ page }) => {
    await signIn(page, "agent", "/login?redirectTo=%2Fsecured%2Fnotification%2Fmessagelist");
    await page.goto(LIST);
    await expect(page.getByRole("heading", { name: "Notifications" })).toBeVisible();
    const table = page.getByRole("table");
    await expect(table.getByRole("columnheader")).toHaveText(["Received", "PNR", "Message"]);
    await expect(await rowsOf(page)).toHaveCount(10);
    const pages = page.getByRole("navigation", { name: "Pages" });
    const total = Number(/(\d+) records/.exec((await pages.textContent()) ?? "")?.[1]);
    expect(total).toBeGreaterThanOrEqual(12);
    await pages.getByRole("link", { name: "Page 2" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(await rowsOf(page)).toHaveCount(Math.min(10, total - 10));
  });

  test("search by PNR and by received date range; bad ranges are explained", async ({ page }) => {
    await signIn(page, "agent", "/login?redirectTo=%2Fsecured%2Fnotification%2Fmessagelist");
    await page.goto(LIST);
    const pnr = (await page
      .getByRole("table")
      .getByRole("row")
      .nth(3)
      .getByRole("link")
      .textContent())!.trim();
    const search = page.getByRole("search", { name: "Search notifications" });
    await search.getByLabel("PNR").fill(pnr.toLowerCase());
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`recordLocator=${pnr.toLowerCase()}`, "i"));
    const found = await rowsOf(page);
    expect(await found.count()).toBeGreaterThan(0);
    for (const row of await found.all()) await expect(row).toContainText(pnr);

    await page.goto(`${LIST}?createDateStart=2001-01-01&createDateEnd=2001-01-31`);
    await expect(page.getByText("No notifications match your search.")).toBeVisible();

    await page.goto(LIST);
    await search.getByLabel("Received from").fill("2026-03-10");
    await search.getByLabel("Received to").fill("2026-03-01");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("Date must be on or after Mar 10, 2026").first()).toBeVisible();
    await expect(search.getByLabel("Received from")).toHaveValue("2026-03-10");
  });

  test("reading a message shows every field, marks it read and lowers the bell count", async ({
    page,
  }, info) => {
    // One reader per project so the two projects never race on the same unread count; the
    // message it reads is its own (newest, so first), whatever other tests filed before it.
    const login = jsOff(info.project.name) ? "pnragent" : "agent";
    const { bookingId } = await createBooking({ login, surname: uniqueSurname(), ticketed: true });
    // A cancelled flight on a ticketed booking: whoever opens it later is offered Rebook
    // (involuntary-change.spec reads the first open change).
    await createScheduleChange(bookingId, "cancelled");
    await signIn(page, login, "/login?redirectTo=%2Fsecured%2Fnotification%2Fmessagelist");
    await page.goto(LIST);
    const badge = page.getByTestId("unread-badge");
    const before = Number(await badge.textContent());
    expect(before).toBeGreaterThan(0);
    const unreadRow = page.getByRole("row").filter({ hasText: "Unread" }).first();
    const pnr = (await unreadRow.getByRole("link").textContent())!.trim();
    const message = (await unreadRow.getByRole("cell").nth(2).textContent())!.trim();
    await unreadRow.getByRole("link").click();

    await expect(page.getByRole("heading", { name: "Notification", exact: true })).toBeVisible();
    const main = page.getByRole("main");
    for (const label of [
      "Date",
      "System",
      "Record locator",
      "Airline locator",
      "Message",
      "Remarks",
    ]) {
      await expect(
        main.getByRole("term").filter({ hasText: new RegExp(`^${label}$`) }),
      ).toBeVisible();
    }
    await expect(main.getByRole("definition").filter({ hasText: pnr }).first()).toBeVisible();
    await expect(main.getByText(message)).toBeVisible();
    const segments = main.getByRole("table", { name: "Segments" });
    await expect(segments.getByRole("columnheader")).toHaveText([
      "Origin",
      "Destination",
      "Departure",
      "Arrival",
      "Carrier",
      "Flight number",
      "Class",
      "Status",
    ]);
    await expect(segments.getByRole("row")).not.toHaveCount(1);
    await expect(main.getByRole("table", { name: "Passengers" }).getByRole("row")).not.toHaveCount(
      1,
    );
    await expect(page.getByRole("link", { name: "Go to booking" })).toHaveAttribute(
      "href",
      /^\/secured\/booking\/bookingDetails\?bookingId=\w+/,
    );

    // With JS the top bar refreshes at once; without, on the next page.
    if (!jsOff(info.project.name)) await expect(badge).toHaveText(String(before - 1));
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    await expect(badge).toHaveText(String(before - 1));
    await expect(
      page.getByRole("row").filter({ hasText: pnr }).filter({ hasText: message }).first(),
    ).not.toContainText("Unread");
  });

  test("an unknown message id is a translated 404", async ({ page }) => {
    await signIn(page, "viewer", "/login?redirectTo=%2Fsecured%2Fnotification%2Fmessagelist");
    await page.goto("/secured/notification/messageDetails?refId=QM880100"); // agent's message
    await expect(
      page.getByText("This page does not exist, or it is not yours to open."),
    ).toBeVisible();
  });
});

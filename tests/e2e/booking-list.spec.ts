import { expect, test } from "@playwright/test";
import { createBooking, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";

test.describe("booking list", () => {
  test.describe.configure({ timeout: 120_000 });
  test("pages of 10 with the search state in the URL", async ({ page }) => {
    await signIn(page, "agent");
    await page.goto("/secured/booking/list");
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(11); // header + 10
    await page
      .getByRole("navigation", { name: /pag/i })
      .getByRole("link", { name: /2/ })
      .first()
      .click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await page.getByLabel("Status").selectOption("BOOKING_CANCELLED");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=BOOKING_CANCELLED/);
    await expect(page).not.toHaveURL(/page=2/);
    const statuses = page.getByRole("table").getByRole("row").locator("td:nth-child(8)");
    await expect(statuses.first()).toHaveText("Cancelled");
    for (const text of await statuses.allTextContents()) expect(text).toBe("Cancelled");
  });

  test("finds a new booking by passenger name; no match shows the no-data text", async ({
    page,
  }) => {
    const surname = uniqueSurname();
    const { recordLocator } = await createBooking({ surname });
    await signIn(page, "agent");
    await page.goto("/secured/booking/list");
    await page.getByLabel("Passenger name").fill(surname);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`travelerName=${surname}`));
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(recordLocator);
    await expect(rows.nth(1)).toContainText("In process");
    // Passenger names are cut to 15 characters, with the full text for screen readers.
    await expect(rows.nth(1).locator("td").nth(3).locator(".sr-only")).toHaveText(
      new RegExp(`^${surname}/TAI MAN, ${surname}/MEI$`),
    );

    await page.getByLabel("Passenger name").fill(`${surname}NOBODY`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No bookings match your search.")).toBeVisible();
  });

  test("finds a booking by its airline record locator", async ({ page }) => {
    const surname = uniqueSurname();
    const { bookingId, recordLocator } = await createBooking({ surname });
    await signIn(page, "agent");
    await page.goto(`/secured/booking/bookingDetails?bookingId=${bookingId}`);
    const airlineLocator = (
      await page
        .getByText("Airline locator", { exact: true })
        .locator("xpath=following-sibling::dd[1]")
        .textContent()
    )?.trim();
    expect(airlineLocator).toMatch(/^[A-Z0-9]{6}$/);
    expect(airlineLocator).not.toBe(recordLocator);
    await page.goto("/secured/booking/list");
    await page.getByLabel("Airline record locator").fill(airlineLocator!.toLowerCase());
    await page.getByRole("button", { name: "Search" }).click();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(recordLocator);
  });

  test("created-date bounds are checked by the server and keep what was typed", async ({
    page,
  }) => {
    await signIn(page, "agent");
    await page.goto(
      "/secured/booking/list?dateType=CreatedDate&range=custom&startTime=2099-01-01&endTime=2099-01-02",
    );
    await expect(page.getByRole("alert")).toContainText("Please check the highlighted fields");
    await expect(page.getByLabel("Start date")).toHaveValue("2099-01-01");
  });
});

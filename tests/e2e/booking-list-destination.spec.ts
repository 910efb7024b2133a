import { expect, test } from "@playwright/test";
import { createBooking, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";

// Issue 12 item 12: a destination typed as a name (no suggestion picked) is resolved as the
// flight search resolves it; a city with several airports says so instead of finding nothing.
test.describe("booking list destination", () => {
  test.describe.configure({ timeout: 90_000 });
  test("a typed airport name finds the booking; a city of several airports explains", async ({
    page,
  }) => {
    const surname = uniqueSurname();
    const { recordLocator } = await createBooking({ surname });
    await signIn(page, "agent");
    await page.goto("/secured/booking/list");
    await page.getByLabel("Passenger name").fill(surname);
    await page.getByLabel("Destination").fill("London Heathrow Airport");
    await page.getByRole("button", { name: "Search" }).click();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(recordLocator);

    await page.getByLabel("Destination").fill("London");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(
      page.getByText("London matches several airports: choose one from the list").first(),
    ).toBeVisible();
    await expect(page.getByLabel("Destination")).toHaveValue("London");
    await expect(page.getByLabel("Destination")).toHaveAttribute("aria-invalid", "true");
  });
});

import { expect, test } from "@playwright/test";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { jsOff, signIn } from "./helpers";
import { expectToast } from "./rebook-helpers";

test.describe("ancillary change", () => {
  test.describe.configure({ timeout: 120_000 });

  test("choose baggage, review in HKD, confirm the total, back to details with the baggage", async ({
    page,
  }, testInfo) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname });
    await signIn(page, "agent");
    await page.goto(detailsUrl(bookingId));
    await page.getByRole("link", { name: "Change ancillaries" }).click();
    await expect(
      page.getByRole("heading", { name: /^Extra baggage for booking BK/ }),
    ).toBeVisible();

    const continueButton = page.getByRole("button", { name: "Continue" });
    if (jsOff(testInfo.project.name)) {
      // Without JavaScript the button cannot know: the server refuses and explains.
      await continueButton.click();
      await expect(page.getByText("Choose at least one baggage option").first()).toBeVisible();
    } else {
      await expect(continueButton).toBeDisabled();
    }
    const choice = page.getByLabel(`Extra baggage for ${surname}/TAI MAN, HKG-LHR`, {
      exact: false,
    });
    const label = await choice.locator("option", { hasText: "Extra 20kg" }).textContent();
    await choice.selectOption({ label: label! });
    await expect(continueButton).toBeEnabled();
    await continueButton.click();

    await expect(
      page.getByRole("heading", { name: /^Review the extra baggage of booking BK/ }),
    ).toBeVisible();
    const items = page.getByRole("table", { name: "Chosen baggage" });
    await expect(items.getByRole("row")).toHaveCount(3);
    const line = items.getByRole("row").nth(1);
    await expect(line).toContainText(/HKG-LHR CX\d+/);
    await expect(line).toContainText(`${surname}/TAI MAN`);
    await expect(line).toContainText("Extra 20kg");
    await expect(line).toContainText(/HKD\s?[\d,]+\.\d{2}/);

    await page.getByRole("link", { name: "Confirm", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm the extra baggage" });
    await expect(dialog).toContainText(/Total amount: HKD\s?[\d,]+\.\d{2}/);
    await dialog.getByRole("button", { name: "Buy the extra baggage" }).click();

    await expect(page.getByRole("heading", { name: /^Booking BK/ })).toBeVisible();
    await expectToast(page, "Ancillary services updated successfully.");
    await expect(page.getByText(/Extra baggage \(1 item\): Extra 20kg/)).toBeVisible();
    await expect(page.getByRole("table", { name: "Invoices" })).toContainText("HKD");
  });
});

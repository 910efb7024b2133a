import { expect, test } from "@playwright/test";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";
import { expectToast, makeNoFareLocator } from "./rebook-helpers";

test.describe("rebook", () => {
  // Several engineers share this machine: allow slow answers, never wait for a fixed time.
  test.describe.configure({ timeout: 120_000 });

  test("both flights leg by leg with reselect, confirmation with acceptance, a new version", async ({
    page,
  }) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname, ticketed: true });
    await signIn(page, "agent");
    await page.goto(detailsUrl(bookingId));
    await page.getByRole("link", { name: "Rebook", exact: true }).click();
    await expect(page.getByRole("heading", { name: /^Rebook booking BK/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Search" })).toBeDisabled();

    await page.getByRole("button", { name: "Select flight 1 HKG to LHR" }).click();
    await page.getByRole("button", { name: "Select flight 2 LHR to HKG" }).click();
    await expect(page.getByRole("button", { name: "Unselect flight 2 LHR to HKG" })).toBeVisible();
    await expect(page.getByLabel("New date of flight 1")).toBeVisible();
    // One shared cabin is required.
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("please select cabin").first()).toBeVisible();
    await page.getByLabel("Cabin").selectOption("Y");
    await page.getByRole("button", { name: "Search" }).click();

    await expect(
      page.getByRole("heading", { name: /^Choose the new flight 1: HKG → LHR/ }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Select", exact: true }).first().click();
    await expect(
      page.getByRole("heading", { name: /^Choose the new flight 2: LHR → HKG/ }),
    ).toBeVisible();
    // Reselect steps back a leg.
    await page.getByRole("link", { name: "Reselect flight 1" }).click();
    await expect(
      page.getByRole("heading", { name: /^Choose the new flight 1: HKG → LHR/ }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Select", exact: true }).first().click();
    await expect(page.getByRole("heading", { name: /^Choose the new flight 2/ })).toBeVisible();
    await page.getByRole("button", { name: "Select", exact: true }).first().click();

    await expect(
      page.getByRole("heading", { name: /^Review the change of booking BK/ }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Original itinerary" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "New itinerary" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Trip summary" })).toBeVisible();
    await expect(page.getByText(/^Extra charge$/)).toBeVisible();

    await page.getByRole("link", { name: "Proceed changes" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm the flight change" });
    await expect(dialog).toContainText(/Total amount: HKD\s?[\d,]+\.\d{2}/);
    await dialog.getByRole("button", { name: "Change the flights" }).click();
    await expect(
      page.getByText("please tick the checkbox to submit the application"),
    ).toBeVisible();
    const again = page.getByRole("dialog", { name: "Confirm the flight change" });
    await again
      .getByRole("checkbox", { name: "I accept the new itinerary and the extra charge." })
      .check();
    await again.getByRole("button", { name: "Change the flights" }).click();

    await expect(page).toHaveURL(/\/secured\/booking\/list/);
    await expectToast(page, "Flight changed successfully.");
    await page.goto(detailsUrl(bookingId));
    await expect(page.getByRole("link", { name: /^Ver\. 2/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Ver\. 2/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("only the return flight: the outbound is kept as booked", async ({ page }) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname, ticketed: true });
    await signIn(page, "agent");
    await page.goto(`/secured/booking/flightReshop?bookingId=${bookingId}`);
    await page.getByRole("button", { name: "Select flight 2 LHR to HKG" }).click();
    await expect(page.getByRole("button", { name: "Unselect flight 2 LHR to HKG" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Select flight 1 HKG to LHR" })).toBeVisible();
    await page.getByLabel("Cabin").selectOption("Y");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("heading", { name: "Flights kept as booked" })).toBeVisible();
    await expect(page.getByText("Flight 1 is kept")).toBeVisible();
    await expect(
      page.getByRole("heading", { name: /^Choose the new flight 2: LHR → HKG/ }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Select", exact: true }).first().click();
    await expect(page.getByText("Flight 1 · kept")).toBeVisible();
    await expect(page.getByText("Flight 2 · changed")).toBeVisible();
    await page.getByRole("link", { name: "Proceed changes" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm the flight change" });
    await dialog.getByRole("checkbox").check();
    // The same confirmation, as a second submit would send it.
    const form: Record<string, string> = { accept: "on" };
    for (const name of ["csrf", "bookingId", "stamp"])
      form[name] = await dialog.locator(`input[name="${name}"]`).inputValue();
    const confirmUrl = page.url();
    await dialog.getByRole("button", { name: "Change the flights" }).click();
    await expectToast(page, "Flight changed successfully.");
    const repeated = await page.request.post(confirmUrl, {
      form,
      headers: { Origin: new URL(confirmUrl).origin },
    });
    expect(repeated.url()).toMatch(/\/secured\/booking\/list/);
    await page.goto(detailsUrl(bookingId));
    await expect(page.getByRole("link", { name: /^Ver\. 2/ })).toBeVisible();
    // No double execution: still two versions.
    await expect(page.getByRole("link", { name: /^Ver\. 3/ })).toHaveCount(0);
  });

  test("12/279 shows no valid fare with a back link; searches without a flight are refused", async ({
    page,
  }) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname, ticketed: true });
    await makeNoFareLocator(bookingId);
    await signIn(page, "agent");
    // The server refuses a search without a selected flight, whatever the page allowed.
    await page.goto(`/secured/booking/flightReshopSearch?bookingId=${bookingId}&cabin=Y`);
    await expect(page).toHaveURL(/\/secured\/booking\/flightReshop\?/);
    await expect(page.getByText("Select at least one flight to rebook").first()).toBeVisible();

    await page.goto(`/secured/booking/flightReshopSearch?bookingId=${bookingId}&leg=0&cabin=Y`);
    await expect(page.getByText("No fares found for requested itinerary")).toBeVisible();
    await page.getByRole("link", { name: "Back to the flight choice" }).click();
    await expect(page.getByRole("heading", { name: /^Rebook booking BK/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Unselect flight 1 HKG to LHR" })).toBeVisible();
  });

  test("an agent without the ticketing right is refused by the server", async ({ page }) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname, ticketed: true, login: "viewer" });
    await signIn(page, "viewer");
    await page.goto(detailsUrl(bookingId));
    await expect(page.getByRole("heading", { name: /^Booking BK/ })).toBeVisible();
    await expect(page.getByRole("link", { name: "Rebook", exact: true })).toHaveCount(0);
    const response = await page.goto(`/secured/booking/flightReshop?bookingId=${bookingId}`);
    expect(response?.status()).toBe(403);
    await expect(page.getByText("You are not allowed to perform this action.")).toBeVisible();
  });
});

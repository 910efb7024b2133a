import { expect, test } from "@playwright/test";
import { fillPassenger, inDays, toPassengerForm } from "./air-helpers";
import { detailsUrl } from "./booking-helpers";
import { signIn } from "./helpers";
import { expectToast } from "./rebook-helpers";

// Issue 12 item 13: the flight already booked is marked and cannot be chosen again (that would
// reissue the same tickets as a new version); after the change Ver. 1's tickets are exchanged.
test.describe("rebook and the booked flight", () => {
  test.describe.configure({ timeout: 120_000 });

  test("the booked flight is marked, not selectable; Ver. 1's tickets become exchanged", async ({
    page,
  }) => {
    // Booked through the search, so the booked flight is one the back office still flies.
    await signIn(page, "agent");
    // A Cathay Pacific NDC fare: a source rebook is offered for.
    await page.getByRole("button", { name: "Advanced" }).click();
    await page.getByLabel("NDC").check();
    await page.getByLabel("Airline", { exact: true }).fill("CX");
    await toPassengerForm(page, { from: "HKG", to: "LHR", depart: inDays(40), oneWay: true }, 1);
    await fillPassenger(page, 0, { surname: "rebook", given: "same flight", birth: "1980-05-01" });
    await page.getByRole("button", { name: "Submit" }).click();
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/bookingDetails\?bookingId=/);
    const bookingId = new URL(page.url()).searchParams.get("bookingId")!;
    await page.getByRole("link", { name: "Issue ticket" }).click();
    await page
      .getByRole("dialog", { name: "Issue ticket" })
      .getByRole("button", { name: "Yes, issue the ticket" })
      .click();
    await expectToast(page, "Ticket order is submitted.");

    await page.goto(`/secured/booking/flightReshop?bookingId=${bookingId}`);
    await page.getByRole("button", { name: "Select flight 1 HKG to LHR" }).click();
    await expect(page.getByRole("button", { name: "Unselect flight 1 HKG to LHR" })).toBeVisible();
    await page.getByLabel("Cabin").selectOption("Y");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(
      page.getByRole("heading", { name: /^Choose the new flight 1: HKG → LHR/ }),
    ).toBeVisible();

    const bookedCard = page.getByRole("article").filter({ hasText: "Your booked flight" });
    await expect(bookedCard).toHaveCount(1);
    await expect(bookedCard).toContainText("Already booked: choose another flight to change");
    await expect(bookedCard.getByRole("button", { name: "Select", exact: true })).toHaveCount(0);

    await page
      .getByRole("article")
      .filter({ hasNotText: "Your booked flight" })
      .getByRole("button", { name: "Select", exact: true })
      .first()
      .click();
    await page.getByRole("link", { name: "Proceed changes" }).click();
    const dialog = page.getByRole("dialog", { name: "Confirm the flight change" });
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: "Change the flights" }).click();
    await expectToast(page, "Flight changed successfully.");

    await page.goto(detailsUrl(bookingId, "&version=1"));
    await expect(page.getByRole("link", { name: /^Ver\. 1/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const oldTickets = page.getByRole("table", { name: "Tickets" });
    await expect(oldTickets.getByRole("row")).toHaveCount(2);
    await expect(oldTickets).toContainText("Exchanged");
    await expect(oldTickets).not.toContainText("Issued");

    await page.goto(detailsUrl(bookingId, "&version=2"));
    await expect(page.getByRole("table", { name: "Tickets" })).toContainText("Issued");
  });
});

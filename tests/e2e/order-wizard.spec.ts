import { expect, test } from "@playwright/test";
import { jsOff } from "./helpers";
import { csrfOf, quoteStepUrl, recordFor, signInAt } from "./order-helpers";

/** What the GDS holds for the two records the issue test uses (one per project). */
const RECORDS: Record<
  string,
  {
    airline: string;
    flights: string[];
    passengers: string[];
    adultFare: string;
    saverTotal: string;
    itinerary: string;
  }
> = {
  B4WK6N: {
    airline: "CX3VM7",
    flights: ["CX715 HKG-SIN", "CX734 SIN-HKG"],
    passengers: ["MAK/HON KIT", "MAK/YUK LAN"],
    adultFare: "2,380.00",
    saverTotal: "HKD 5,984.00",
    itinerary: "HKG-SIN-HKG",
  },
  C8RD3P: {
    airline: "SQ2JX9",
    flights: ["SQ891 HKG-SIN"],
    passengers: ["SIU/MAN YEE"],
    adultFare: "1,650.00",
    saverTotal: "HKD 2,054.00",
    itinerary: "HKG-SIN",
  },
};

test.describe("add order wizard", () => {
  test("pnragent retrieves a record, checks it, picks a quote and issues the ticket", async ({
    page,
  }, testInfo) => {
    test.slow(); // three steps, a reload and the issue: many page loads
    const rloc = recordFor("issue", testInfo.project.name);
    await signInAt(page, "pnragent", "/secured/order/list");
    await page.getByRole("link", { name: "Add order" }).click();
    await expect(page.getByRole("heading", { name: "Add order" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Record locator" })).toHaveAttribute(
      "aria-current",
      "step",
    );
    await expect(page.getByLabel("GDS")).toHaveValue("ZIR");
    await expect(page.getByLabel("GDS").locator("option:not([value=''])")).toHaveText([
      "Galileo (ZIR)",
    ]);
    await expect(page.getByLabel("Pseudo city")).toHaveValue("7H2K");
    await page.getByLabel("PNR").fill(rloc.toLowerCase());
    await page.getByRole("button", { name: "Next" }).click();

    // Step 1: the record as the GDS holds it, every segment and passenger ticked.
    await expect(
      page.getByRole("listitem").filter({ hasText: "Check the booking" }),
    ).toHaveAttribute("aria-current", "step");
    await expect(page.getByText(rloc, { exact: true })).toBeVisible();
    const expected = RECORDS[rloc]!;
    await expect(page.getByText(expected.airline)).toBeVisible();
    for (const flight of expected.flights)
      await expect(page.getByRole("checkbox", { name: `Include flight ${flight}` })).toBeChecked();
    for (const name of expected.passengers)
      await expect(
        page.getByRole("checkbox", { name: new RegExp(`Include passenger ${name}`) }),
      ).toBeChecked();
    await expect(page.getByRole("checkbox")).toHaveCount(
      expected.flights.length + expected.passengers.length,
    );
    // The wizard survives a reload: its state is in the URL.
    await page.reload();
    await expect(
      page.getByRole("checkbox", {
        name: new RegExp(`Include passenger ${expected.passengers[0]}`),
      }),
    ).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();

    // Step 2: the first quote is preselected and its card shown.
    const card = page.getByTestId("quote-card");
    await expect(page.getByRole("radio", { name: /Economy Saver/ })).toBeChecked();
    await expect(card.getByRole("heading", { name: "Quote: Economy Saver" })).toBeVisible();
    await expect(card).toContainText("Stock9");
    await expect(card.getByRole("row", { name: /Adult/ })).toContainText("Negotiated fare");
    await expect(card.getByRole("row", { name: /Adult/ })).toContainText(expected.adultFare);
    await expect(card).toContainText(expected.saverTotal);
    await page.getByRole("radio", { name: /Economy Flex/ }).check();
    if (jsOff(testInfo.project.name))
      await page.getByRole("button", { name: "Show selected quote" }).click();
    await expect(card.getByRole("heading", { name: "Quote: Economy Flex" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Economy Flex/ })).toBeChecked();
    await expect(card).toContainText("2PC");
    await page.getByRole("button", { name: "Issue ticket" }).click();

    await expect(page).toHaveURL(new RegExp(`/secured/order/list\\?recordLocator=${rloc}`));
    await expect(page.getByText("Ticket order is submitted.")).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(rloc) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("Ticket order");
    await expect(row).toContainText("HO WING SZE");
    await expect(row).toContainText(expected.itinerary);
  });

  test("Back goes one step back with the choices kept, and leaves at step 0", async ({
    page,
  }, testInfo) => {
    test.slow();
    const rloc = recordFor("readOnly", testInfo.project.name);
    await signInAt(page, "agent", "/secured/order/addOrder");
    await page.getByLabel("PNR").fill(rloc);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(
      page.getByRole("checkbox", { name: /Include passenger CHU\/LOK YI/ }),
    ).toBeChecked();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByTestId("quote-card")).toBeVisible();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(
      page.getByRole("checkbox", { name: /Include passenger CHU\/LOK YI/ }),
    ).toBeChecked();
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page.getByLabel("PNR")).toHaveValue(rloc);
    await page.getByRole("link", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/secured\/order\/list$/);
  });

  test("an unknown or malformed locator and an empty selection are explained", async ({
    page,
  }, testInfo) => {
    await signInAt(page, "pnragent", "/secured/order/addOrder");
    await page.getByLabel("PNR").fill("ZZ99ZZ");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "No booking was found for this record locator.",
    );
    await expect(page.getByLabel("PNR")).toHaveValue("ZZ99ZZ");
    await page.getByLabel("PNR").fill("AB1");
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("A record locator is 6 letters or digits").first()).toBeVisible();
    await expect(page.getByLabel("PNR")).toHaveValue("AB1");

    await page.getByLabel("PNR").fill(recordFor("readOnly", testInfo.project.name));
    await page.getByRole("button", { name: "Next" }).click();
    await page.getByRole("checkbox", { name: /Include passenger CHU\/LOK YI/ }).uncheck();
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByText("Choose at least one passenger")).toBeVisible();
    await expect(
      page.getByRole("checkbox", { name: /Include passenger CHU\/LOK YI/ }),
    ).not.toBeChecked();
  });

  test("agent and viewer see Issue ticket disabled, and the server refuses it", async ({
    page,
  }, testInfo) => {
    const rloc = recordFor("readOnly", testInfo.project.name);
    for (const role of ["agent", "viewer"] as const) {
      await page.context().clearCookies();
      await signInAt(page, role, quoteStepUrl(rloc, [1], [1]));
      await expect(page.getByRole("button", { name: "Issue ticket" })).toBeDisabled();
      await expect(
        page.getByText("Only PNR order agents can issue tickets from a record locator."),
      ).toBeVisible();
      const quoteId = await page.getByRole("radio").first().getAttribute("value");
      const response = await page.request.post(quoteStepUrl(rloc, [1], [1]), {
        form: {
          csrf: await csrfOf(page),
          intent: "issue",
          quoteId: quoteId!,
          gdsCode: "ZIR",
          pseudoCityCode: "7H2K",
          recordLocator: rloc,
          pax: "1",
          seg: "1",
        },
      });
      expect(response.status()).toBe(403);
    }
  });

  test("sysadmin may issue tickets too", async ({ page }, testInfo) => {
    const rloc = recordFor("sysadmin", testInfo.project.name);
    await signInAt(page, "sysadmin", quoteStepUrl(rloc, [1], [1]));
    await page.getByRole("button", { name: "Issue ticket" }).click();
    await expect(page.getByText("Ticket order is submitted.")).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(rloc) })).toContainText("LEUNG KA FAI");
  });
});

import { expect, test, type Page } from "@playwright/test";
import { signInAt } from "./order-helpers";

const rows = (page: Page) => page.getByRole("table", { name: "Ticket orders" }).locator("tbody tr");

test.describe("order list", () => {
  test("agent sees the company's ticket and void orders in pages of 10, with the available credit", async ({
    page,
  }) => {
    await signInAt(page, "agent", "/secured/order/list");
    await expect(page.getByRole("heading", { name: "Orders" })).toBeVisible();
    await expect(page.getByTestId("available-credit")).toContainText("HKD 250,000.00");
    await expect(page.getByRole("link", { name: "Add order" })).toBeVisible();
    const header = page.getByRole("table", { name: "Ticket orders" }).getByRole("columnheader");
    await expect(header).toHaveText([
      "Order ID",
      "Type",
      "Create date",
      "Creator",
      "PNR",
      "Itinerary",
      "Status",
    ]);
    await expect(rows(page)).toHaveCount(10);
    await expect(page.getByText("13", { exact: false }).last()).toBeVisible();
    await page
      .getByRole("navigation", { name: /pag/i })
      .getByRole("link", { name: /2/ })
      .first()
      .click();
    await expect(rows(page)).toHaveCount(3);
    await expect(page).toHaveURL(/page=2/);
    // Refund orders are not among the default types.
    await expect(page.getByText("Refund order")).toHaveCount(0);
  });

  test("searching by PNR and created date; nothing found is an empty list without an error", async ({
    page,
  }) => {
    await signInAt(page, "admin", "/secured/order/list");
    await page.getByLabel("PNR").fill("m4rt9b");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).nth(0)).toContainText("Void ticket order");
    await expect(rows(page).nth(1)).toContainText("Voided");
    await expect(page.getByLabel("PNR")).toHaveValue("m4rt9b");

    await page.getByLabel("PNR").fill("");
    await page.getByLabel("Created from").fill("2001-01-01");
    await page.getByLabel("Created to").fill("2001-01-31");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No orders found.")).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("a created-to date before created-from is refused with the typed values kept", async ({
    page,
  }) => {
    await signInAt(page, "agent", "/secured/order/list");
    await page.getByLabel("Created from").fill("2024-03-10");
    await page.getByLabel("Created to").fill("2024-03-01");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByRole("alert")).toContainText("Please check the highlighted fields");
    await expect(page.getByText("Date must be on or after Mar 10, 2024").first()).toBeVisible();
    await expect(page.getByLabel("Created to")).toHaveValue("2024-03-01");
  });

  test("the server checks the search too (created dates after tomorrow)", async ({ page }) => {
    await signInAt(page, "viewer", "/secured/order/list?createDateStart=2099-01-01");
    await expect(
      page.getByText(/Date must be on or before [A-Z][a-z]{2} \d{1,2}, \d{4}/).first(),
    ).toBeVisible();
    await expect(page.getByText("No orders found.")).toBeVisible();
  });

  test("pnragent sees only the orders of Kowloon Tours", async ({ page }) => {
    await signInAt(page, "pnragent", "/secured/order/list?recordLocator=M4RT9B");
    await expect(page.getByText("No orders found.")).toBeVisible();
    await page.goto("/secured/order/list?recordLocator=W6CT3Z");
    await expect(page.getByTestId("available-credit")).toContainText("HKD 85,000.50");
    await expect(rows(page)).toHaveCount(2);
    await expect(rows(page).first()).toContainText("HKG-DFW");
  });
});

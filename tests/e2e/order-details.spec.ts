import { expect, test } from "@playwright/test";
import { csrfOf, hongKongHour, quoteStepUrl, recordFor, signInAt } from "./order-helpers";

test.describe("order details and void", () => {
  test("pnragent issues an order, reads every part of it and voids it the same day", async ({
    page,
  }, testInfo) => {
    test.slow();
    const rloc = recordFor("void", testInfo.project.name);
    await signInAt(page, "pnragent", quoteStepUrl(rloc, [1, 2], [1]));
    await page.getByRole("button", { name: "Issue ticket" }).click();
    await expect(page.getByText("Ticket order is submitted.")).toBeVisible();
    await page
      .getByRole("row", { name: new RegExp(rloc) })
      .getByRole("link")
      .click();

    await expect(page.getByRole("heading", { name: /^Order \d+$/ })).toBeVisible();
    const facts = page.locator("dl").first();
    await expect(facts).toContainText("Ticket order");
    await expect(facts).toContainText(rloc);
    await expect(facts).toContainText("Completed");
    await expect(facts).toContainText("HO WING SZE (pnragent)");
    await expect(facts).toContainText("Economy Saver");
    await expect(page.getByRole("table", { name: "Segments" }).locator("tbody tr")).toHaveCount(1);
    await expect(page.getByRole("table", { name: "Passengers" }).locator("tbody tr")).toHaveCount(
      2,
    );
    const tickets = page.getByRole("table", { name: "Tickets" }).locator("tbody tr");
    await expect(tickets).toHaveCount(2);
    await expect(tickets.first()).toContainText(/\d{3}-\d{10}/);
    await expect(tickets.first()).toContainText("Issued");
    await expect(page.getByRole("heading", { name: "Fare summary" })).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Fare summary" }).getByRole("row", { name: /Child/ }),
    ).toBeVisible();

    await page.getByRole("link", { name: "Void ticket" }).click();
    await expect(page).toHaveURL(/dialog=void/);
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toContainText(`Void all tickets of record locator ${rloc}?`);
    await dialog.getByRole("button", { name: "Yes, void" }).click();
    if (hongKongHour() >= 23) {
      await expect(page.getByRole("alert")).toContainText("Cannot void");
      return;
    }
    await expect(page.getByText("Tickets voided successfully.")).toBeVisible();
    await expect(page.locator("dl").first()).toContainText("Voided");
    await expect(tickets.first()).toContainText("Voided");
    await expect(page.getByRole("link", { name: "Void ticket" })).toHaveCount(0);
  });

  test("an order ticketed on an earlier day cannot be voided", async ({ page }) => {
    await signInAt(page, "pnragent", "/secured/order/list?recordLocator=Y9DH4F");
    await page
      .getByRole("row", { name: /Y9DH4F/ })
      .getByRole("link")
      .click();
    await page.getByRole("link", { name: "Void ticket" }).click();
    await expect(page.getByRole("alertdialog")).toContainText("Y9DH4F");
    await page.getByRole("button", { name: "Yes, void" }).click();
    await expect(page.getByRole("alert")).toContainText("Cannot void");
    await expect(page.getByRole("table", { name: "Tickets" })).toContainText("Issued");
  });

  test("no Void button without an issued ticket or the right; the server refuses a viewer", async ({
    page,
  }) => {
    await signInAt(page, "viewer", "/secured/order/list?recordLocator=V4NS7Y");
    await page
      .getByRole("row", { name: /V4NS7Y/ })
      .getByRole("link")
      .click();
    await expect(page.getByRole("table", { name: "Tickets" })).toContainText("Issued");
    await expect(page.getByRole("link", { name: "Void ticket" })).toHaveCount(0);
    const response = await page.request.post(page.url(), {
      form: { csrf: await csrfOf(page), intent: "void" },
    });
    expect(response.status()).toBe(403);
    await page.goto(`${page.url()}&dialog=void`);
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("another company's order is not found", async ({ page }) => {
    await signInAt(page, "sysadmin", "/secured/order/list?recordLocator=X2BR8C");
    const link = page.getByRole("row", { name: /X2BR8C/ }).getByRole("link");
    const orderId = (await link.textContent())!.trim();
    await page.context().clearCookies();
    await signInAt(page, "admin", `/secured/order/orderDetails?orderId=${orderId}`);
    await expect(page.getByRole("alert")).toContainText("The order was not found.");
  });
});

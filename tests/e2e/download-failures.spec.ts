import { expect, test, type Page } from "@playwright/test";
import { createBooking, detailsUrl, simUrl, uniqueSurname } from "./booking-helpers";
import { signIn, useLocale } from "./helpers";
import { signInAt } from "./order-helpers";
import { shot } from "./shots";

// Issue 30 item 5 (spec 02 §8 "File download failure: 'Request error'"): a failed print-out says
// so on the booking, naming the document and what to do (issue 41 item 15), instead of a silent cancel or raw JSON, and a report the user may not run is
// a translated not-allowed page. JS on and off.

/** The back office answers 500 to this booking's itinerary print-out, and only to it. */
async function failItineraryOf(bookingId: string) {
  const response = await fetch(`${simUrl()}/__sim/scoped`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ fault: "500", match: `bookings/${bookingId}/travelitinerary` }),
  });
  expect(response.status).toBe(200);
}

async function printFailedItinerary(page: Page, link: string) {
  const { bookingId } = await createBooking({ surname: uniqueSurname() });
  await failItineraryOf(bookingId);
  await page.goto(detailsUrl(bookingId));
  const asked = page.waitForRequest(/\/resources\/print\/itinerary/);
  await page.getByRole("link", { name: link }).click();
  // The print-out was asked for, and its failure came back as a page (not a silent download).
  const answer = await (await asked).response();
  expect(answer?.status()).toBe(302);
  await expect(page).toHaveURL(new RegExp(`bookingDetails\\?bookingId=${bookingId}$`));
}

test("a failed print-out names the document and what to do, and stays until dismissed", async ({
  page,
}) => {
  await signIn(page, "agent");
  await printFailedItinerary(page, "Print itinerary");
  const toast = page.getByRole("alert").filter({ hasText: "The itinerary could not be printed" });
  await expect(toast).toContainText("Try again in a few minutes");
  await expect(page.getByText("Unexpected Server Error")).toHaveCount(0);
  // Past the 3 s other toasts last, it is still there (no fade either).
  await page.waitForTimeout(4_000);
  await expect(toast).toBeVisible();
  await toast
    .getByRole("button", { name: "Close" })
    .or(toast.getByRole("link", { name: "Close" }))
    .click();
  await expect(toast).toHaveCount(0);
});

test("zh-HK: a failed print-out and a refused report speak the agent's language", async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, "agent");
  await useLocale(context, baseURL!, "zh-HK");
  await printFailedItinerary(page, "列印行程表");
  await expect(page.getByRole("alert").filter({ hasText: "無法列印行程表" })).toBeVisible();
  await shot(page, testInfo, "item5-print-failed-zh-HK");

  const refused = await page.goto(
    "/secured/report/download?reportId=ORDER-0004&from=2026-01-01&to=2026-01-02",
  );
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "沒有權限" })).toBeVisible();
  await expect(page.getByText("您沒有權限執行此操作。")).toBeVisible();
  await shot(page, testInfo, "item5-report-refused-zh-HK");
  await page.getByRole("link", { name: "返回報表" }).click();
  await expect(page).toHaveURL(/reportTypeSelect/);
});

test("a report the user may not run is a not-allowed page, not raw JSON", async ({ page }) => {
  await signInAt(page, "admin", "/secured/report/bookingReportRunner");
  const refused = await page.goto(
    "/secured/report/download?reportId=ORDER-0004&from=2026-01-01&to=2026-01-02",
  );
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Not allowed" })).toBeVisible();
  await expect(page.getByText("You are not allowed to perform this action.")).toBeVisible();
  await expect(page.getByText(/"message"/)).toHaveCount(0);
});

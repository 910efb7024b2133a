import { expect, type Page } from "@playwright/test";

// The simulator runs beside the portal on E2E_PORT + 1000 (see booking-helpers.ts).
const simUrl = () =>
  `http://127.0.0.1:${process.env.PAMHK_SIM_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000}`;

/** Turns the test's own booking into the documented 12/279 case (locator ending in X). */
export async function makeNoFareLocator(bookingId: string): Promise<string> {
  const response = await fetch(`${simUrl()}/__sim/rebook/no-fare-locator`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ bookingId }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { recordLocator: string }).recordLocator;
}

/** The toast arrives with the next page and fades after 3 s: assert it arrived. */
export async function expectToast(page: Page, text: string) {
  await expect(page.getByText(text)).toBeAttached({ timeout: 30_000 });
}

import { expect, test } from "@playwright/test";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";

// Issue 12 item 20: icons are inline SVG (an emoji renders as a box without an emoji font); the
// link around each has an accessible name.
const EMOJI = /[\u{1F300}-\u{1FAFF}\u{2600}-\u{27BF}]/u;

test("print and open icons are named SVG links, not emoji", async ({ page }) => {
  const surname = uniqueSurname();
  const { bookingId } = await createBooking({ surname, ticketed: true });
  await signIn(page, "agent");
  await page.goto(`/secured/booking/list?travelerName=${surname}`);
  const open = page.getByRole("link", { name: /^Open booking / }).first();
  await expect(open.locator("svg")).toHaveCount(1);
  expect(await open.textContent()).not.toMatch(EMOJI);

  await page.goto(detailsUrl(bookingId));
  const print = page.getByRole("link", { name: /^Print / }).filter({ has: page.locator("svg") });
  await expect(print.first()).toBeVisible();
  for (const text of await page.locator("main").allTextContents()) expect(text).not.toMatch(EMOJI);
  const box = await print.first().boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(24);
  expect(box!.height).toBeGreaterThanOrEqual(24);
});

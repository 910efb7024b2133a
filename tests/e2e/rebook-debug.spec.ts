import { test } from "@playwright/test";
import { signIn } from "./helpers";
import { createBooking, uniqueSurname } from "./booking-helpers";
test("debug", async ({ page }) => {
  page.on("console", (m) => console.log("CONSOLE", m.type(), m.text().slice(0, 500)));
  page.on("pageerror", (e) => console.log("PAGEERROR", e.message, e.stack?.slice(0, 800)));
  const { bookingId } = await createBooking({ surname: uniqueSurname(), ticketed: true });
  await signIn(page, "agent");
  await page.goto(`/secured/booking/flightReshop?bookingId=${bookingId}`);
  await page.waitForTimeout(3000);
});

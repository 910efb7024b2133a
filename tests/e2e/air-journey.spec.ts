import { test } from "@playwright/test";
import {
  expect,
  expectHeading,
  fillPassenger,
  inDays,
  resultCards,
  search,
  selectFirst,
  toPassengerForm,
} from "./air-helpers";
import { signIn } from "./helpers";

// Each journey makes a dozen upstream calls on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

test("round trip HKG-LHR from an empty form to a booking", async ({ page }) => {
  await signIn(page, "agent");
  await expect(page).toHaveURL(/\/secured\/air\/airLowFareSearch/);
  await expect(page.getByRole("img", { name: /London skyline/ })).toBeVisible();
  await search(page, { from: "HKG", to: "LHR", depart: inDays(30), ret: inDays(37) });
  await expect(page).toHaveURL(/airFlightSelect/);
  await expectHeading(page, /Select your departure to London/);
  await expect(page.getByText(/Trace id: \S+/)).toBeVisible();
  await selectFirst(page);
  await expectHeading(page, /Select your return to Hong Kong/);
  await expect(page.getByRole("link", { name: "Reselect flight 1" })).toBeVisible();
  // Later legs are priced as the increment over the choice so far.
  await expect(resultCards(page).first().getByText("More than your choice so far")).toBeVisible();
  await selectFirst(page);
  await expect(page).toHaveURL(/reviewFlight/);
  await expectHeading(page, "Review your flight");
  await expect(page.getByRole("heading", { name: "Price summary" })).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  if (/airAncillariesInfo/.test(page.url()))
    await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/airBookForm/);
  // The agent's first email and phone are the defaults.
  await expect(page.getByLabel("Email 1")).toHaveValue("agent@harbourtravel.hk");
  await fillPassenger(page, 0, { surname: "chan", given: "tai man", birth: "1980-05-01" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/airBookConfirm/);
  await expect(page.getByText("CHAN/TAI MAN")).toBeVisible();
  // Back keeps everything typed.
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page.getByLabel("Surname")).toHaveValue("CHAN");
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/secured\/booking\/bookingDetails\?bookingId=/);
  await expect(page.getByText("Booking created successfully.")).toBeVisible();
});

test("one way with an NDC fare and extra baggage", async ({ page }) => {
  await signIn(page, "agent");
  await page.getByRole("button", { name: "One way" }).click();
  await expect(page.getByLabel("Return date")).toBeHidden();
  await page.getByRole("button", { name: "Advanced" }).click();
  await page.getByLabel("NDC").check();
  await toPassengerForm(page, { from: "HKG", to: "SIN", depart: inDays(20) }, 1, { bag: 1 });
  // The chosen offer is in the price summary (HKD).
  await expect(page.getByRole("rowheader", { name: /Extra 10kg/ })).toBeVisible();
  await fillPassenger(page, 0, { surname: "lee", given: "ka yan", birth: "1990-02-03" });
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/bookingDetails\?bookingId=/);
});

test("multi-city with a GDS fare skips the baggage page", async ({ page }) => {
  await signIn(page, "agent");
  await page.getByRole("button", { name: "Multi-city" }).click();
  // Multi-city starts with two flights.
  await expect(page.getByRole("group", { name: "Flight 2" })).toBeVisible();
  await page.getByRole("button", { name: "Advanced" }).click();
  await page.getByLabel("GDS").check();
  await page.getByLabel("From").nth(1).fill("SIN");
  await page.getByLabel("To", { exact: true }).nth(1).fill("BKK");
  await page.getByLabel("Departure date").nth(1).fill(inDays(25));
  await search(page, { from: "HKG", to: "SIN", depart: inDays(22) });
  await expectHeading(page, /Select your departure to Singapore/);
  await selectFirst(page);
  await expectHeading(page, /Select flight 2 to Bangkok/);
  await selectFirst(page);
  await expect(page).toHaveURL(/reviewFlight/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/airBookForm/);
  await fillPassenger(page, 0, { surname: "ho", given: "wing", birth: "1975-11-30" });
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/bookingDetails\?bookingId=/);
});

// What was typed on the flight search survives the page's own actions and the browser's Back,
// and the results' search bar shows every field the search used (JS on and off).
import { test } from "@playwright/test";
import { expect, inDays } from "./air-helpers";
import { signIn } from "./helpers";

test.describe.configure({ timeout: 120_000 });

test("round trip, one way, round trip keeps the return date", async ({ page }) => {
  await signIn(page, "agent");
  await page.getByLabel("From").first().fill("HKG");
  await page.getByLabel("Departure date").first().fill(inDays(20));
  await page.getByLabel("Return date").fill(inDays(27));
  await page.getByRole("button", { name: "One way" }).click();
  await expect(page.getByRole("button", { name: "One way" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByLabel("Return date")).toBeHidden();
  await page.getByRole("button", { name: "Round trip" }).click();
  await expect(page.getByLabel("Return date")).toBeVisible();
  await expect(page.getByLabel("Return date")).toHaveValue(inDays(27));
  await expect(page.getByLabel("Departure date").first()).toHaveValue(inDays(20));
  await expect(page.getByLabel("From").first()).toHaveValue("HKG");
});

test("Back from the results shows the search that led there", async ({ page }) => {
  await signIn(page, "agent");
  await page.getByLabel("From").first().fill("HKG");
  await page.getByLabel("To", { exact: true }).first().fill("TPE");
  await page.getByLabel("Departure date").first().fill(inDays(21));
  await page.getByLabel("Return date").fill(inDays(25));
  await page.getByLabel("Adults", { exact: true }).fill("2");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/airFlightSelect/);
  await expect(page.getByRole("region", { name: "Flights", exact: true })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/airLowFareSearch/);
  await expect(page.getByLabel("From").first()).toHaveValue("HKG");
  await expect(page.getByLabel("To", { exact: true }).first()).toHaveValue("TPE");
  await expect(page.getByLabel("Departure date").first()).toHaveValue(inDays(21));
  await expect(page.getByLabel("Return date")).toHaveValue(inDays(25));
  await expect(page.getByLabel("Adults", { exact: true })).toHaveValue("2");
});

test("the results' search bar shows children, infants and the corporate code used", async ({
  page,
}) => {
  await signIn(page, "agent");
  await page.getByRole("button", { name: "One way" }).click();
  await page.getByLabel("From").first().fill("HKG");
  await page.getByLabel("To", { exact: true }).first().fill("TPE");
  await page.getByLabel("Departure date").first().fill(inDays(22));
  await page.getByLabel("Children (2-11)").fill("1");
  await page.getByLabel("Infants (under 2)").fill("1");
  await page.getByRole("button", { name: "Advanced" }).click();
  await page.getByLabel("Corporate code").fill("acme01");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/airFlightSelect/);
  const bar = page.getByRole("region", { name: "Flight search" });
  await expect(bar.getByLabel("Adults", { exact: true })).toHaveValue("1");
  await expect(bar.getByLabel("Children (2-11)")).toHaveValue("1");
  await expect(bar.getByLabel("Infants (under 2)")).toHaveValue("1");
  await expect(bar.getByRole("definition")).toHaveText(["ACME01"]);
  await expect(bar.getByRole("term")).toHaveText(["Corporate code"]);
});

// Markup an audit flagged: constraints on hidden inputs, a skipped heading level on review,
// baggage and confirm, an empty status region after signing in, and a 404 that says to retry.
import AxeBuilder from "@axe-core/playwright";
import { test, type Page } from "@playwright/test";
import { expect, inDays, search, selectFirst } from "./air-helpers";
import { jsOff, signIn } from "./helpers";

test.describe.configure({ timeout: 150_000 });

const constrainedHidden = (page: Page) =>
  page
    .locator(
      "input[type=hidden]:is([required],[min],[max],[minlength],[maxlength],[pattern],[step])",
    )
    .count();

// axe runs as a script in the page: JS on only (JS off serves the same headings).
const headingOrder = async (page: Page, off: boolean) =>
  off ? [] : (await new AxeBuilder({ page }).withRules(["heading-order"]).analyze()).violations;

test("hidden inputs carry no constraints; review, baggage and confirm keep heading order", async ({
  page,
}, info) => {
  const off = jsOff(info.project.name);
  await signIn(page, "agent");
  // Signed in: no empty status region waits on the page.
  await expect(page.getByRole("heading", { name: "Flight search" })).toBeVisible();
  for (const status of await page.getByRole("status").all())
    expect((await status.textContent())?.trim()).not.toBe("");
  expect(await constrainedHidden(page)).toBe(0);
  await search(page, { from: "HKG", to: "SIN", depart: inDays(27), oneWay: true });
  await selectFirst(page);
  await expect(page).toHaveURL(/reviewFlight/);
  expect(await headingOrder(page, off)).toEqual([]);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/airAncillariesInfo|airBookForm/);
  if (/airAncillariesInfo/.test(page.url())) {
    expect(await headingOrder(page, off)).toEqual([]);
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page).toHaveURL(/airBookForm/);
  expect(await constrainedHidden(page)).toBe(0);
  const block = page.getByRole("group", { name: "Adult 1" });
  await block.getByLabel("Surname").fill("mak");
  await block.getByLabel("Given name").fill("ho yin");
  await block.getByLabel("Birth date").fill("1985-03-04");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/airBookConfirm/);
  expect(await headingOrder(page, off)).toEqual([]);
});

test("a page that does not exist says how to find it, not to try later", async ({ page }) => {
  await signIn(page, "agent");
  const response = await page.goto("/secured/booking/bookingDetails?bookingId=999999999");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(/does not exist/)).toBeVisible();
  await expect(page.getByText(/try again later/i)).toHaveCount(0);
});

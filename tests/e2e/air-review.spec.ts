import { test } from "@playwright/test";
import { expect, fillPassenger, inDays, search, selectFirst } from "./air-helpers";
import { jsOff, signIn } from "./helpers";

test.describe.configure({ timeout: 120_000 });

test("fare rules open as an addressable dialog and no script in them runs", async ({
  page,
}, info) => {
  let alerted = false;
  page.on("dialog", async (d) => {
    alerted = true;
    await d.dismiss();
  });
  await signIn(page, "agent");
  await search(page, { from: "HKG", to: "SIN", depart: inDays(15), oneWay: true });
  await selectFirst(page);
  await expect(page).toHaveURL(/reviewFlight/);
  await page.getByRole("link", { name: "Fare rules" }).click();
  await expect(page).toHaveURL(/dialog=rules/);
  const dialog = page.getByRole("dialog", { name: "Fare rules" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { name: /HKG → SIN/ })).toBeVisible();
  await expect(dialog.locator("script, img, [onerror]")).toHaveCount(0);
  // Reload: the rules come from the session cache and are still clean.
  await page.reload();
  await expect(dialog.locator("li").first()).toBeVisible();
  await expect(dialog.locator("script, img, [onerror]")).toHaveCount(0);
  expect(alerted).toBe(false);
  if (jsOff(info.project.name)) {
    await dialog.getByRole("link", { name: "Close" }).click();
  } else {
    // A modal with JS: focus starts inside, Tab stays inside, Escape closes.
    await expect(dialog.getByRole("link", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("link", { name: "Close" })).toBeFocused();
    await page.keyboard.press("Escape");
  }
  await expect(page).not.toHaveURL(/dialog=rules/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // Change leads back to the flight selection of the same search.
  await page.getByRole("button", { name: "Change" }).click();
  await expect(page).toHaveURL(/airFlightSelect\?.*oriLocs=HKG/);
});

test("airline logos come from our own origin as SVG monograms", async ({ page }) => {
  await signIn(page, "agent");
  const logo = await page.request.get("/resources/airline-logo/cx");
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toContain("image/svg+xml");
  expect(await logo.text()).toContain(">CX</text>");
  expect((await page.request.get("/resources/airline-logo/%3Cscript%3E")).status()).toBe(404);
});

test("the airline rejects a passenger: the server's message in an Error box", async ({ page }) => {
  await signIn(page, "agent");
  await search(page, { from: "HKG", to: "SIN", depart: inDays(16), oneWay: true });
  await selectFirst(page);
  await page.getByRole("button", { name: "Next" }).click();
  if (/airAncillariesInfo/.test(page.url()))
    await page.getByRole("button", { name: "Continue" }).click();
  await fillPassenger(page, 0, { surname: "reject", given: "tester", birth: "1985-01-01" });
  await page.getByRole("button", { name: "Submit" }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  const box = page.getByRole("alert").filter({ hasText: "Error" });
  await expect(box).toContainText(
    "Passenger REJECT rejected by airline: duplicate booking suspected",
  );
  await expect(page).toHaveURL(/airBookConfirm/);
});

// A long results list (decision record 0105): hydration keeps each card's server HTML, so the
// card's links and forms go through the router by delegation. Choosing the last flight of the
// last page, at a phone's and a desk's width, must book that very flight, JS on and off; the
// details link keeps the keyboard's focus when the card turns live.
// Also run with PAMHK_SIM_MAX_OFFERS=2000 in the environment for the simulator's largest lists.
import { test, type Page } from "@playwright/test";
import { expect, inDays, resultCards, search } from "./air-helpers";
import { jsOff, signIn } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const widths = [375, 1280];

/**
 * Pages the browser loads whole from now on. With JS, once the page is hydrated, the kept cards'
 * links and forms go through the router: none.
 */
async function documentLoads(page: Page) {
  await page.waitForLoadState("networkidle"); // hydrated
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(request.url());
  });
  return loads;
}

for (const [i, width] of widths.entries())
  test(`at ${width} px the last flight of the last page is the one chosen`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, "agent");
    await search(page, { from: "HKG", to: "SIN", depart: inDays(51 + i), oneWay: true });
    const pages = page.getByRole("navigation", { name: "Pages" });
    const numbered = pages.getByRole("link", { name: /^Page \d+$/ });
    await expect(numbered.first()).toBeVisible();
    const lastPage = Number((await numbered.last().getAttribute("aria-label"))?.replace(/\D/g, ""));
    expect(lastPage).toBeGreaterThanOrEqual(5); // a long list: several pages of ten
    // The last page as a first load (the cards as the server sent them), as a reload would.
    const url = new URL(page.url());
    url.searchParams.set("page", String(lastPage));
    await page.goto(url.href);
    await expect(
      pages.getByRole("link", { name: `Page ${lastPage}`, exact: true }),
    ).toHaveAttribute("aria-current", "page");
    const loads = await documentLoads(page);

    const card = resultCards(page).last();
    await card.scrollIntoViewIfNeeded();
    const flights = card.getByRole("term").filter({ hasText: "Flights:" }).locator("+ dd");
    const flightNumbers = (await flights.innerText()).trim();
    expect(flightNumbers).toMatch(/^[A-Z0-9]{2}\d+/);
    await card.getByRole("button", { name: "Select", exact: true }).click();
    await expect(page).toHaveURL(/reviewFlight/);
    await expect(page.getByText(flightNumbers, { exact: true }).first()).toBeVisible();
    if (jsOff(testInfo.project.name)) expect(loads.length).toBeGreaterThanOrEqual(2);
    else expect(loads).toEqual([]);
  });

test("a far card's details open by keyboard and the focus stays on its link", async ({
  page,
}, testInfo) => {
  await signIn(page, "agent");
  await search(page, { from: "HKG", to: "SIN", depart: inDays(53), oneWay: true });
  const card = resultCards(page).nth(9);
  const details = card.getByRole("link", { name: "Flight details" });
  await expect(details).toHaveAttribute("aria-expanded", "false");
  const loads = await documentLoads(page);
  await details.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/details=/);
  await expect(
    resultCards(page).nth(9).getByRole("columnheader", { name: "Aircraft" }),
  ).toBeVisible();
  const reopened = resultCards(page).nth(9).getByRole("link", { name: "Flight details" });
  await expect(reopened).toHaveAttribute("aria-expanded", "true");
  // Without JS the browser loads the new page and starts at its top.
  if (jsOff(testInfo.project.name)) return;
  await expect(reopened).toBeFocused();
  expect(loads).toEqual([]);
});

// At 375 px the order list, Add order's record and quote steps, order details and notification
// details show each row as a card (every cell named by its column) with nothing scrolled
// sideways; at 1280 px they stay tables with their column headers.
import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { createBooking, createScheduleChange, uniqueSurname } from "./booking-helpers";
import { useLocale } from "./helpers";
import { quoteStepUrl, recordFor, signInAt } from "./order-helpers";
import { shot } from "./shots";

// Every list of the portal in one walk: about 2 minutes, far more on a busy machine.
test.describe.configure({ timeout: 360_000 });

type Place = { name: string; path: string; role?: "pnragent" };

/** The pages with lists, with data this test made (notification) or only reads (GDS records). */
async function places(projectName: string): Promise<Place[]> {
  const rloc = recordFor("readOnly", projectName);
  const { bookingId } = await createBooking({ surname: uniqueSurname() });
  const { refId } = await createScheduleChange(bookingId, "retime", { read: true });
  const record = `gdsCode=ZIR&pseudoCityCode=7H2K&recordLocator=${rloc}`;
  return [
    { name: "order-list", path: "/secured/order/list" },
    { name: "add-order-step-2", path: `/secured/order/addOrder?step=1&${record}` },
    { name: "add-order-step-3", path: quoteStepUrl(rloc, [1], [1]) },
    // An order ticketed on an earlier day: read, never changed.
    { name: "order-details", path: "/secured/order/list?recordLocator=Y9DH4F", role: "pnragent" },
    {
      name: "notification-details",
      path: `/secured/notification/messageDetails?refId=${refId}`,
    },
  ];
}

/** A signed-in page per role: the order ticketed earlier is pnragent's, the rest the agent's. */
async function signedIn(page: Page, browser: Browser, info: TestInfo, width: number) {
  const context = await browser.newContext({
    ...info.project.use,
    viewport: { width, height: 800 },
    baseURL: info.project.use.baseURL,
  });
  const pnr = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  await signInAt(page, "agent", "/secured/order/list");
  await signInAt(pnr, "pnragent", "/secured/order/list");
  return (place: Place) => (place.role ? pnr : page);
}

async function open(page: Page, place: Place) {
  await page.goto(place.path);
  if (place.name === "order-details")
    await page
      .getByRole("row", { name: /Y9DH4F/ })
      .getByRole("link")
      .click({ timeout: 15_000 });
  await expect(page.locator("table tbody tr").first()).toBeVisible();
}

async function expectCards(page: Page, place: string) {
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      undefined,
    ),
    `${place}: the page scrolls sideways`,
  ).toBeLessThanOrEqual(0);
  for (const table of await page.locator("table").all()) {
    expect(
      await table.locator("..").evaluate((el) => el.scrollWidth - el.clientWidth),
      `${place}: a table scrolls sideways`,
    ).toBe(0);
    for (const row of await table.locator("tbody > tr").all()) {
      // A row not laid out yet (a busy machine, the page still settling) is waited for, never
      // taken for a row that fits.
      await expect(row).toBeVisible();
      const box = (await row.boundingBox())!;
      expect(box.x + box.width, `${place}: a row is wider than the phone`).toBeLessThanOrEqual(375);
      for (const cell of await row.locator("td, th").all()) {
        const b = await cell.boundingBox();
        if (b && b.width > 0) expect(b.x + b.width).toBeLessThanOrEqual(375);
        const label = await cell.getAttribute("data-label");
        if (label === null) continue;
        // The column's name shows above the value on the card.
        expect(await cell.evaluate((el) => getComputedStyle(el, "::before").content)).toBe(
          JSON.stringify(label),
        );
      }
    }
    // A shown caption keeps the card's width (not squeezed to one character a line).
    const caption = await table.locator("caption").boundingBox();
    if (caption && caption.width > 1 && caption.height > 1)
      expect(caption.width).toBeGreaterThan((await table.boundingBox())!.width / 2);
    // The header row stays for screen readers only.
    await expect(table.locator("thead")).toHaveCSS("position", "absolute");
  }
}

test("at 375 px every list is a stack of cards", async ({ page, browser, baseURL }, info) => {
  const all = await places(info.project.name);
  const as = await signedIn(page, browser, info, 375);
  for (const place of all) {
    await open(as(place), place);
    await expectCards(as(place), place.name);
  }
  for (const place of all) await useLocale(as(place).context(), baseURL!, "zh-HK");
  for (const place of all) {
    const p = as(place);
    await open(p, place);
    await expectCards(p, `${place.name} zh-HK`);
    await p.locator("table").first().scrollIntoViewIfNeeded();
    await shot(p, info, `${place.name}-375-zh-HK`);
  }
});

test("at 1280 px every list is a table with its column headers", async ({
  page,
  browser,
}, info) => {
  const all = await places(info.project.name);
  const as = await signedIn(page, browser, info, 1280);
  for (const place of all) {
    await open(as(place), place);
    for (const table of await as(place).locator("table").all()) {
      await expect(table).toHaveCSS("display", "table");
      await expect(table.getByRole("columnheader").first()).toBeVisible();
      await expect(table.locator("tbody > tr").first()).toHaveCSS("display", "table-row");
    }
  }
});

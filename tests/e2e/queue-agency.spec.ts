import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { createBooking, uniqueSurname } from "./booking-helpers";
import { signIn, useLocale } from "./helpers";

// The queue's agency filter: an agency is a company (its users are the company's sub-accounts).
// Only a system administrator sees more than one, in his Team queue; everyone else's queue is his
// company's alone and shows no agency filter.

const TEAM = "/secured/queue?view=team";
const rowIn = (page: Page, surname: string) =>
  page.getByRole("table", { name: "Ticketing deadline approaching" }).getByRole("row").filter({
    hasText: surname,
  });

/** The queue derives at most every QUEUE_REFRESH_SECONDS (1 s here): reload until it shows. */
async function openWith(page: Page, url: string, row: Locator) {
  await expect(async () => {
    await page.goto(url);
    await expect(row).toHaveCount(1, { timeout: 1500 });
  }).toPass({ timeout: 20_000 });
}

async function signedIn(browser: Browser, user: "agent" | "pnragent" | "sysadmin") {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, user);
  return page;
}

test.describe("the queue's agency filter", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a system administrator filters the Team queue by agency and acts on it", async ({
    page,
    browser,
  }) => {
    const hbt = uniqueSurname();
    const klt = uniqueSurname();
    await createBooking({ surname: hbt, deadlineInMinutes: 260 });
    await createBooking({ surname: klt, deadlineInMinutes: 270, login: "pnragent" });
    // Each company's own view derives its item.
    const agent = await signedIn(browser, "agent");
    await openWith(agent, "/secured/queue", rowIn(agent, hbt));
    // An agent's queue is one agency's: no agency filter, and the other company's item is absent.
    await agent.goto(TEAM);
    await expect(agent.getByLabel("Agency")).toHaveCount(0);
    await expect(rowIn(agent, klt)).toHaveCount(0);
    const pnr = await signedIn(browser, "pnragent");
    await openWith(pnr, "/secured/queue", rowIn(pnr, klt));

    await signIn(page, "sysadmin");
    await openWith(page, TEAM, rowIn(page, hbt));
    await expect(rowIn(page, klt)).toHaveCount(1);
    const agency = page.getByRole("combobox", { name: "Agency" });
    await expect(agency.getByRole("option", { name: "HBT" })).toHaveCount(1);
    await expect(agency.getByRole("option", { name: "KLT" })).toHaveCount(1);
    await agency.selectOption("HBT");
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/agency=HBT/);
    await expect(rowIn(page, hbt)).toContainText("Agency: HBT");
    await expect(rowIn(page, klt)).toHaveCount(0);

    // Assigned to a user of that agency, in the agent's queue, filed under his company.
    const row = rowIn(page, hbt);
    await row.getByRole("combobox", { name: /^Assign / }).selectOption("agent");
    await row.getByRole("button", { name: "Assign" }).click();
    await expect(page.getByText("Item assigned.")).toBeAttached({ timeout: 30_000 });
    await expect(page).toHaveURL(/agency=HBT/);
    await expect(rowIn(page, hbt)).toContainText("agent");
  });

  test("zh-HK: the agency filter is in Chinese", async ({ page, baseURL }) => {
    await signIn(page, "sysadmin");
    await useLocale(page.context(), baseURL!, "zh-HK");
    await page.goto(TEAM);
    const agency = page.getByRole("combobox", { name: "代理" });
    await expect(agency).toBeVisible();
    await expect(agency.getByRole("option", { name: "所有代理" })).toHaveCount(1);
  });
});

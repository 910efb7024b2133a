import { test, type Page } from "@playwright/test";
import { cmdDate, expect, inDays, journeyText } from "./air-helpers";
import { signIn, useLocale } from "./helpers";

// A command-line search books like a form search (issue 15); a mistake is explained in words and
// the form holds what was understood. JS on and off (projects), in en-US and zh-HK.
test.describe.configure({ timeout: 150_000 });

const text = {
  "en-US": {
    ...journeyText["en-US"],
    departure: /^Select your departure to London/,
    ret: /^Select your return to Hong Kong/,
    select: "Select",
    notADate: "'12DEX' is not a date; try 12DEC",
    from: "From",
    adults: "Adults",
  },
  "zh-HK": {
    ...journeyText["zh-HK"],
    departure: /^選擇前往倫敦的去程航班/,
    ret: /^選擇返回香港的回程航班/,
    select: "選擇",
    notADate: "「12DEX」不是日期；試試 12DEC",
    from: "出發地",
    adults: "成人",
  },
} as const;
type Locale = keyof typeof text;

async function runCommand(page: Page, l: (typeof text)[Locale], command: string) {
  await page.goto("/secured/air/airLowFareSearch");
  const field = page.getByRole("textbox", { name: l.command, exact: true });
  await field.fill(command);
  // The Go beside the field (the top bar has its own).
  await field
    .locator("xpath=ancestor::form")
    .getByRole("button", { name: l.go, exact: true })
    .click();
}

async function selectFirstCard(page: Page, l: (typeof text)[Locale]) {
  const card = page
    .getByRole("region", { name: l.results, exact: true })
    .getByRole("article")
    .first();
  await card
    .getByRole("link", { name: l.select, exact: true })
    .or(card.getByRole("button", { name: l.select, exact: true }))
    .first()
    .click();
}

for (const locale of ["en-US", "zh-HK"] as const) {
  const l = text[locale];

  test(`${locale}: a command-line round trip books through to confirmation`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, "agent");
    await useLocale(context, baseURL!, locale);
    const out = inDays(41);
    const back = inDays(46);
    // GDS fares only: no baggage step on the way.
    await runCommand(page, l, `hkglhr ${cmdDate(out)} R${cmdDate(back)} 1ADT /GDS`);
    await expect(page).toHaveURL(/airFlightSelect/);
    const url = new URL(page.url());
    expect(url.searchParams.get("searchType")).toBe("return");
    expect(url.searchParams.getAll("oriLocs")).toEqual(["HKG", "LHR"]);
    expect(url.searchParams.getAll("departureDate")).toEqual([out, back]);
    expect(url.searchParams.getAll("fareType")).toEqual(["GDS"]);
    await expect(page.getByRole("heading", { name: l.departure })).toBeVisible();
    await selectFirstCard(page, l);
    await expect(page.getByRole("heading", { name: l.ret })).toBeVisible();
    await selectFirstCard(page, l);
    await expect(page).toHaveURL(/reviewFlight/);
    await page.getByRole("button", { name: l.next, exact: true }).click();
    await expect(page).toHaveURL(/airBookForm/);
    await page.getByLabel(l.surname, { exact: true }).fill("wong");
    await page.getByLabel(l.given, { exact: true }).fill("command line");
    await page.getByLabel(l.birth, { exact: true }).fill("1985-04-12");
    await page.getByRole("button", { name: l.submit, exact: true }).click();
    await expect(page).toHaveURL(/airBookConfirm/);
    await expect(page.getByText("WONG/COMMAND LINE")).toBeVisible();
    await page.getByRole("button", { name: l.confirm, exact: true }).click();
    await expect(page).toHaveURL(/\/secured\/booking\/bookingDetails\?bookingId=/);
  });

  test(`${locale}: a mistake is explained and the form keeps what was understood`, async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, "agent");
    await useLocale(context, baseURL!, locale);
    await runCommand(page, l, "HKGLHR 12DEX 2ADT");
    await expect(page).toHaveURL(/airLowFareSearch\?command=/);
    await expect(page.getByRole("alert")).toContainText(l.notADate);
    await expect(page.getByRole("textbox", { name: l.command, exact: true })).toHaveValue(
      "HKGLHR 12DEX 2ADT",
    );
    await expect(page.getByLabel(l.from, { exact: true }).first()).toHaveValue("HKG");
    await expect(page.getByLabel(l.adults, { exact: true })).toHaveValue("2");
  });
}

test("the top bar's command field searches from any page (wide screens)", async ({ page }) => {
  await signIn(page, "agent");
  await page.goto("/secured/booking/list");
  const field = page.getByRole("textbox", { name: "Search command", exact: true });
  await field.fill(`HKG SIN ${cmdDate(inDays(21))} 2A Y`);
  await field.press("Enter");
  await expect(page).toHaveURL(/airFlightSelect/);
  const url = new URL(page.url());
  expect(url.searchParams.get("searchType")).toBe("oneWay");
  expect(url.searchParams.get("adultCount")).toBe("2");
  await expect(
    page.getByRole("heading", { name: /^Select your departure to Singapore/ }),
  ).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(field).toBeHidden();
});

test("the syntax is in a help disclosure; a past date is the form's own message", async ({
  page,
}) => {
  await signIn(page, "agent");
  await page.goto("/secured/air/airLowFareSearch");
  await page.getByText("Command line syntax").click();
  await expect(page.getByText(/R19DEC: return date/)).toBeVisible();
  // Understood, then checked like the form: a date before today is refused on the form.
  await runCommand(page, text["en-US"], "HKGLHR 1JAN20");
  await expect(page).toHaveURL(/airLowFareSearch\?command=/);
  await expect(page.getByRole("alert")).toBeVisible();
  await expect(page.getByLabel("From", { exact: true }).first()).toHaveValue("HKG");
});

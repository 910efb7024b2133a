import { expect as baseExpect, type Page } from "@playwright/test";

/** Upstream searches of 300 offers on a shared 2-core machine: allow for a busy server. */
export const expect = baseExpect.configure({ timeout: 20_000 });

/** A date `days` from today (Hong Kong calendar, like the portal), as YYYY-MM-DD. */
export function inDays(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Hong_Kong",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const MONTHS = "JAN FEB MAR APR MAY JUN JUL AUG SEP OCT NOV DEC".split(" ");
/** "2026-12-12" as the command line's "12DEC26" (the year given: no year inference at month ends). */
export const cmdDate = (iso: string) =>
  `${iso.slice(8, 10)}${MONTHS[Number(iso.slice(5, 7)) - 1]}${iso.slice(2, 4)}`;

/** The labels a command-line booking walks past, in the two locales its specs use. */
export const journeyText = {
  "en-US": {
    command: "Command line",
    go: "Go",
    results: "Flights",
    next: "Next",
    surname: "Surname",
    given: "Given name",
    birth: "Birth date",
    submit: "Submit",
    confirm: "Confirm",
  },
  "zh-HK": {
    command: "指令行",
    go: "執行",
    results: "航班",
    next: "下一步",
    surname: "姓",
    given: "名",
    birth: "出生日期",
    submit: "提交",
    confirm: "確認",
  },
} as const;

export type Trip = {
  from: string;
  to: string;
  depart: string;
  ret?: string;
  corpCode?: string;
  oneWay?: boolean;
};

/** Fills the search form (on the current page) and searches. */
export async function search(page: Page, trip: Trip) {
  if (trip.oneWay) {
    await page.getByRole("button", { name: "One way" }).click();
    await expect(page.getByLabel("Return date")).toBeHidden();
  }
  await page.getByLabel("From").first().fill(trip.from);
  await page.getByLabel("To", { exact: true }).first().fill(trip.to);
  await page.getByLabel("Departure date").first().fill(trip.depart);
  if (trip.ret) await page.getByLabel("Return date").fill(trip.ret);
  if (trip.corpCode) {
    if (!(await page.getByLabel("Corporate code").count()))
      await page.getByRole("button", { name: "Advanced" }).click();
    await page.getByLabel("Corporate code").fill(trip.corpCode);
  }
  await page.getByRole("button", { name: "Search", exact: true }).click();
}

/** The flight cards of the result list. */
export const resultCards = (page: Page) =>
  page.getByRole("region", { name: "Flights", exact: true }).getByRole("article");

/** Selects the first card of the current leg. */
export async function selectFirst(page: Page) {
  const card = resultCards(page).first();
  await card
    .getByRole(/* link on earlier legs, button on the last */ "link", {
      name: "Select",
      exact: true,
    })
    .or(card.getByRole("button", { name: "Select", exact: true }))
    .click();
}

/** Fills one passenger block (index from 0). */
export async function fillPassenger(
  page: Page,
  index: number,
  p: { surname: string; given: string; birth: string },
) {
  const block = page.getByRole("group", {
    name: new RegExp(`^(Adult|Child|Infant|Young adult|Student|Seaman|Labour).* ${index + 1}$`),
  });
  await block.getByLabel("Surname").fill(p.surname);
  await block.getByLabel("Given name").fill(p.given);
  await block.getByLabel("Birth date").fill(p.birth);
}

export async function expectHeading(page: Page, name: string | RegExp) {
  await expect(page.getByRole("heading", { name })).toBeVisible();
}

/** From the search page to the passenger form, taking the first card of every leg. */
export async function toPassengerForm(
  page: Page,
  trip: Trip,
  legs = trip.ret ? 2 : 1,
  options: { bag?: number } = {},
) {
  await search(page, trip);
  await expect(page).toHaveURL(/airFlightSelect/);
  for (let leg = 0; leg < legs; leg += 1) {
    await expect(page.getByRole("heading", { name: /^Select (your|flight)/ })).toBeVisible();
    await selectFirst(page);
    if (leg < legs - 1)
      await expect(page.getByRole("link", { name: `Reselect flight ${leg + 1}` })).toBeVisible();
  }
  await expect(page).toHaveURL(/reviewFlight/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/airAncillariesInfo|airBookForm/);
  if (/airAncillariesInfo/.test(page.url())) {
    if (options.bag)
      await page
        .getByLabel(/^Adult 1,/)
        .first()
        .selectOption({ index: options.bag });
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page).toHaveURL(/airBookForm/);
}

/** To the passenger form with a Cathay Pacific flight (a fare the portal can refund). */
export async function cathayToPassengerForm(page: Page) {
  await page.goto("/secured/air/airLowFareSearch");
  const field = page.getByRole("textbox", { name: "Command line", exact: true });
  await field.fill(`HKGSIN ${cmdDate(inDays(25))} 1ADT *CX`);
  await field
    .locator("xpath=ancestor::form")
    .getByRole("button", { name: "Go", exact: true })
    .click();
  await resultCards(page)
    .filter({ has: page.getByRole("heading", { name: "Cathay Pacific" }) })
    .first()
    .getByRole("button", { name: "Select", exact: true })
    .click();
  await expect(page).toHaveURL(/reviewFlight/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/airAncillariesInfo|airBookForm/);
  if (/airAncillariesInfo/.test(page.url()))
    await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/airBookForm/);
}

import { test, type Page } from "@playwright/test";
import { cathayToPassengerForm, expect, inDays, toPassengerForm } from "./air-helpers";
import { createBooking, refundThroughPortal, uniqueSurname } from "./booking-helpers";
import { jsOff, signIn, useLocale } from "./helpers";

// docs/decisions/0102-airline-names-documents-and-credits.md: the passenger form previews the
// name in the airline's form, warns on a passport expiring within six months of the last flight,
// and shows a credit a refund through the portal left for the same name and airline.

test.describe.configure({ timeout: 180_000 });

const words = {
  "en-US": {
    block: "Adult 1",
    surname: "Surname",
    given: "Given name",
    title: "Title",
    mr: "Mr",
    docId: "Passport number",
    docExpiry: "Passport expiry date",
    nationality: /^Nationality/,
    submit: "Submit",
    preview: "Airline will receive:",
    changed: "differs from the name as typed",
    expires: "Passport expires on",
    credit: "Open credit with this airline",
    creditsTitle: "Ticket credits",
  },
  "zh-HK": {
    block: "成人 1",
    surname: "姓",
    given: "名",
    title: "稱謂",
    mr: "先生",
    docId: "護照號碼",
    docExpiry: "護照有效期",
    nationality: /^國籍/,
    submit: "提交",
    preview: "航空公司將收到：",
    changed: "航空公司格式與輸入的姓名不同",
    expires: "護照於",
    credit: "此旅客在該航空公司有未使用餘額",
    creditsTitle: "機票餘額",
  },
} as const;

type Locale = keyof typeof words;

async function passengerFormIn(page: Page, locale: Locale, baseURL: string) {
  await signIn(page, "agent");
  await toPassengerForm(page, { from: "HKG", to: "SIN", depart: inDays(20), oneWay: true });
  if (locale !== "en-US") {
    await useLocale(page.context(), baseURL, locale);
    await page.reload();
  }
  return page.getByRole("group", { name: words[locale].block, exact: true });
}

/** Without JavaScript the notes show after a round trip: a submit the server refuses. */
async function roundTrip(page: Page, locale: Locale, projectName: string) {
  if (!jsOff(projectName)) return;
  const block = page.getByRole("group", { name: words[locale].block, exact: true });
  await block.getByLabel(/birth|出生/i).fill("");
  await page.getByRole("button", { name: words[locale].submit, exact: true }).click();
  await expect(page).toHaveURL(/airBookForm/);
}

for (const locale of ["en-US", "zh-HK"] as const) {
  const w = words[locale];

  test(`${locale}: the airline's form of the name shows, a passport expiring soon warns`, async ({
    page,
    baseURL,
  }, info) => {
    const block = await passengerFormIn(page, locale, baseURL!);
    await block.getByLabel(w.title).selectOption({ label: w.mr });
    await block.getByLabel(w.surname, { exact: true }).fill("Au-Yeung");
    await block.getByLabel(w.given, { exact: true }).fill("Tai-Man Peter");
    await block.getByLabel(w.docId).fill("K1234567");
    // Valid on the travel date, not six months after it.
    await block.getByLabel(w.docExpiry).fill(inDays(90));
    await block.getByLabel(w.nationality).fill("HK");
    await roundTrip(page, locale, info.project.name);
    const notes = block.getByRole("status").filter({ hasText: w.preview });
    await expect(notes).toContainText(`${w.preview} AUYEUNG/TAIMAN PETER MR`);
    await expect(notes).toContainText(w.changed);
    await expect(notes).toContainText(w.expires);
    // A passport valid long enough: the warning goes.
    await block.getByLabel(w.docExpiry).fill(inDays(400));
    await roundTrip(page, locale, info.project.name);
    await expect(block.getByRole("status").filter({ hasText: w.preview })).toBeVisible();
    await expect(block.getByRole("status").filter({ hasText: w.expires })).toHaveCount(0);
  });

  test(`${locale}: a refund through the portal leaves a credit the next booking shows`, async ({
    page,
    baseURL,
  }, info) => {
    await signIn(page, "agent");
    await cathayToPassengerForm(page);
    const carrier = "CX";
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname, ticketed: true, carrier });

    await refundThroughPortal(page, bookingId);

    if (locale !== "en-US") await useLocale(page.context(), baseURL!, locale);
    await page.goto("/secured/credits");
    await expect(page.getByRole("heading", { name: w.creditsTitle, level: 1 })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: `${surname}/TAI MAN` });
    await expect(row).toContainText(carrier);

    await page.goto("/secured/air/airBookForm");
    const block = page.getByRole("group", { name: w.block, exact: true });
    await block.getByLabel(w.surname, { exact: true }).fill(surname.toLowerCase());
    await block.getByLabel(w.given, { exact: true }).fill("Tai Man");
    await roundTrip(page, locale, info.project.name);
    await expect(block.getByRole("status").filter({ hasText: w.credit })).toBeVisible();

    // Another company's agent sees nothing of it: page and CSV.
    const other = await page.context().browser()!.newContext({ baseURL });
    const theirs = await other.newPage();
    await signIn(theirs, "pnragent");
    await theirs.goto("/secured/credits");
    await expect(theirs.getByRole("heading", { name: "Ticket credits", level: 1 })).toBeVisible();
    await expect(theirs.getByText(surname)).toHaveCount(0);
    const csv = await theirs.request.get("/secured/credits.csv");
    expect(csv.status()).toBe(200);
    expect(await csv.text()).not.toContain(surname);
    await other.close();
  });
}

test("a credit is closed by hand, with an activity event", async ({ page }) => {
  const surname = uniqueSurname();
  const { bookingId } = await createBooking({ surname, ticketed: true, carrier: "CX" });
  await signIn(page, "agent");
  await refundThroughPortal(page, bookingId);
  await page.goto("/secured/credits");
  // At 375 px the credits stack as cards: nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  const row = page.getByRole("row").filter({ hasText: `${surname}/TAI MAN` });
  await expect(row).toBeVisible();
  expect(
    await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    ),
  ).toBe(0);
  const ticket = (await row.getByRole("cell").nth(1).textContent())?.trim();
  expect(ticket).toMatch(/^[\d-]+$/);
  await row.getByRole("button", { name: `Mark the credit on ticket ${ticket} used` }).click();
  await expect(page.getByText("Credit marked used.")).toBeAttached({ timeout: 30_000 });
  await expect(page.getByRole("row").filter({ hasText: `${surname}/TAI MAN` })).toHaveCount(0);
  await page.getByRole("link", { name: "Used or expired" }).click();
  await expect(page.getByRole("row").filter({ hasText: `${surname}/TAI MAN` })).toContainText(
    "Used",
  );
  await page.goto("/secured/activity");
  await expect(page.getByText(`Credit on ticket ${ticket}`).first()).toBeVisible();
});

import { test, type Page } from "@playwright/test";
import { expect, inDays, search, selectFirst } from "./air-helpers";
import { jsOff, signIn } from "./helpers";

// Issue 12 items 5, 10 and 11: one label per traveller on every page; O'Neil and hyphenated
// names accepted and sent as airlines take them; infants are under 2 on the travel date.

test.describe.configure({ timeout: 150_000 });

function yearsBefore(iso: string, years: number, days = 0): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCFullYear(d.getUTCFullYear() - years);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function fill(
  page: Page,
  name: string,
  p: { surname: string; given: string; birth: string },
) {
  const block = page.getByRole("group", { name, exact: true });
  await block.getByLabel("Surname").fill(p.surname);
  await block.getByLabel("Given name").fill(p.given);
  await block.getByLabel("Birth date").fill(p.birth);
  const email = block.getByLabel("Email 1");
  if (!(await email.inputValue())) await email.fill("family@example.com");
  return block;
}

test("travellers keep one label, names follow airline practice, infants are under 2", async ({
  page,
}, info) => {
  const depart = inDays(15);
  await signIn(page, "agent");
  await page.getByLabel("Adults", { exact: true }).fill("2");
  await page.getByLabel("Children (2-11)").fill("1");
  await page.getByLabel("Infants (under 2)").fill("1");
  await search(page, { from: "HKG", to: "SIN", depart, oneWay: true });
  await expect(page).toHaveURL(/airFlightSelect/);
  await selectFirst(page);
  await expect(page).toHaveURL(/reviewFlight/);
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/airAncillariesInfo|airBookForm/);
  if (/airAncillariesInfo/.test(page.url())) {
    // The baggage page names travellers as the form does, never "Passenger 3".
    await expect(page.getByLabel(/^Child 1,/).first()).toBeVisible();
    await expect(page.getByLabel(/^Adult 2,/).first()).toBeVisible();
    await expect(page.getByLabel(/^Passenger \d/)).toHaveCount(0);
    await page.getByRole("button", { name: "Continue" }).click();
  }
  await expect(page).toHaveURL(/airBookForm/);
  for (const name of ["Adult 1", "Adult 2", "Child 1", "Infant 1"])
    await expect(page.getByRole("group", { name, exact: true })).toBeVisible();
  await expect(page.getByRole("group", { name: "Child 3" })).toHaveCount(0);
  const summary = page.getByRole("region", { name: "Price summary" });
  for (const name of ["Adult 2", "Child 1", "Infant 1"])
    await expect(summary.getByRole("rowheader", { name, exact: true })).toBeVisible();

  const lead = await fill(page, "Adult 1", {
    surname: "O'Neil",
    given: "Mary-Jane",
    birth: "1980-02-03",
  });
  await expect(
    page.getByText(/apostrophes are removed and hyphens become spaces/).first(),
  ).toBeVisible();
  if (!jsOff(info.project.name))
    await expect(
      lead.getByRole("status").filter({ hasText: "Airline will receive" }),
    ).toContainText("Airline will receive: ONEIL/MARYJANE");
  await fill(page, "Adult 2", { surname: "Smith-Jones", given: "Tom", birth: "1982-04-05" });
  await fill(page, "Child 1", { surname: "Oneil", given: "Amy", birth: yearsBefore(depart, 6) });
  // A five-year-old is not an infant.
  const infant = await fill(page, "Infant 1", {
    surname: "Oneil",
    given: "Ben",
    birth: yearsBefore(depart, 5),
  });
  if (!jsOff(info.project.name))
    await page.locator("form[id^=passengers]").evaluate((f) => f.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(
    infant.getByText(/An infant must be under 2 years old on the travel date/),
  ).toBeVisible();
  await expect(page).toHaveURL(/airBookForm/);

  await infant.getByLabel("Birth date").fill(yearsBefore(depart, 1));
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/airBookConfirm/);
  await expect(page.getByText(/ONEIL/).first()).toBeVisible();
  await expect(page.getByText(/SMITH JONES/).first()).toBeVisible();
  // Issue 30 item 11: the confirm page numbers within each type too ("Child 1", not "Child 3").
  const table = page.getByRole("table", { name: "Passengers" });
  for (const name of [/^Adult 1:/, /^Adult 2:/, /^Child 1:/, /^Infant 1:/])
    await expect(table.getByRole("rowheader", { name })).toBeVisible();
  await expect(table.getByRole("rowheader", { name: /^(Child 3|Infant 4):/ })).toHaveCount(0);
});

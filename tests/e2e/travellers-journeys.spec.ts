import { readFile } from "node:fs/promises";
import { test, type Page } from "@playwright/test";
import { cathayToPassengerForm, expect, inDays, toPassengerForm } from "./air-helpers";
import { createBooking, refundThroughPortal, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";
import { digits, fillFromDirectory, saveTraveller } from "./traveller-helpers";

// The traveller directory around a booking (docs/decisions/0101-traveller-directory.md): a name
// booked otherwise than the directory keeps it warns on booking details; a traveller typed by
// hand is saved after booking only when asked; a refund's credit shows when the traveller is
// chosen for the next booking with the airline, even with his names corrected since; import
// with its refusals, export and erasure.
test.describe.configure({ timeout: 240_000 });

async function book(page: Page) {
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/airBookConfirm/);
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/bookingDetails\?bookingId=/, { timeout: 60_000 });
}

test("a name booked otherwise than the directory's warns on booking details", async ({ page }) => {
  const surname = uniqueSurname();
  await signIn(page, "agent");
  await saveTraveller(page, surname, `N${digits()}`);
  await page.goto("/secured/air/airLowFareSearch");
  await page.getByRole("button", { name: "One way" }).click();
  await toPassengerForm(page, { from: "HKG", to: "TPE", depart: inDays(20) }, 1);
  await fillFromDirectory(page, surname);
  const block = page.getByRole("group", { name: "Adult 1" });
  await block.getByLabel("Given name").fill("TAI MING");
  await book(page);
  const section = page.getByRole("region", { name: "Travel documents" });
  await expect(section).toContainText(`${surname}/TAI MING`);
  await expect(section).toContainText(
    `The directory keeps this passport under another name, ${surname}/Tai Man`,
  );
});

test("the same name as the directory's does not warn", async ({ page }) => {
  const surname = uniqueSurname();
  await signIn(page, "agent");
  await saveTraveller(page, surname, `M${digits()}`);
  await page.goto("/secured/air/airLowFareSearch");
  await page.getByRole("button", { name: "One way" }).click();
  await toPassengerForm(page, { from: "HKG", to: "TPE", depart: inDays(20) }, 1);
  await fillFromDirectory(page, surname);
  await book(page);
  await expect(page.getByText("Booking created successfully.")).toBeVisible();
  await expect(page.getByText("The directory keeps this passport under another name")).toHaveCount(
    0,
  );
});

test("a traveller typed by hand is saved after booking only when asked", async ({ page }) => {
  const surname = uniqueSurname();
  await signIn(page, "agent");
  await page.getByRole("button", { name: "One way" }).click();
  await toPassengerForm(page, { from: "HKG", to: "TPE", depart: inDays(20) }, 1);
  const block = page.getByRole("group", { name: "Adult 1" });
  await block.getByLabel("Surname").fill(surname);
  await block.getByLabel("Given name").fill("KA YAN");
  await block.getByLabel("Birth date").fill("1985-04-05");
  await block.getByLabel("Passport number").fill(`H${digits()}`);
  await block.getByLabel("Passport expiry date").fill(inDays(900));
  await block.getByLabel(/^Nationality/).fill("HK");
  await book(page);
  // Nothing is saved before the agent asks.
  const directory = await page.context().newPage();
  await directory.goto(`/secured/travellers?q=${surname}`);
  await expect(directory.getByText("No travellers found.")).toBeVisible();
  await page.getByRole("button", { name: `Save ${surname}/KA YAN to the directory` }).click();
  await expect(page.getByText(`${surname}/KA YAN saved to the directory.`)).toBeVisible();
  await directory.reload();
  await expect(directory.getByRole("listitem").filter({ hasText: surname })).toBeVisible();
  await directory.close();
});

test("a refund's credit shows when its traveller is chosen for the airline again", async ({
  page,
}) => {
  const surname = uniqueSurname();
  await signIn(page, "agent");
  await saveTraveller(page, surname, `C${digits()}`);
  const { bookingId } = await createBooking({ surname, ticketed: true, carrier: "CX" });
  await refundThroughPortal(page, bookingId);
  // His page lists the credit the refund left (linked to him, not only matched by name).
  await page.goto(`/secured/travellers?q=${surname}`);
  await page
    .getByRole("listitem")
    .filter({ hasText: surname })
    .getByRole("link", { name: /^Edit / })
    .click();
  const credits = page.getByRole("region", { name: "Open ticket credits" });
  await expect(credits.getByRole("row").filter({ hasText: "CX" })).toHaveCount(1);
  // His names corrected since: the credit, booked as TAI MAN, is still his.
  await page.getByLabel("Given names").fill("Tai Man David");
  await page.getByRole("button", { name: "Save traveller" }).click();
  await expect(page.getByText("Traveller saved.")).toBeVisible();
  await cathayToPassengerForm(page);
  const block = page.getByRole("group", { name: "Adult 1", exact: true });
  await expect(block.getByRole("status").filter({ hasText: "Open credit" })).toHaveCount(0);
  await fillFromDirectory(page, surname, "Tai Man David");
  await expect(block.getByLabel("Given name")).toHaveValue(/tai man david/i);
  await expect(
    block.getByRole("status").filter({ hasText: "Open credit with this airline" }),
  ).toBeVisible();
});

test("an import reports refused rows; a record is exported, then erased", async ({ page }) => {
  const surname = uniqueSurname();
  const csv = [
    "surname,givenNames,title,birthDate,email,nationality,docNumber,docCountry,docExpiry,ffAirline,ffNumber",
    `${surname},Tai Man,MR,1970-01-02,${surname.toLowerCase()}@example.com,HK,K${digits()},HK,2031-01-01,CX,1234567`,
    `${surname}X,Siu Ming,MR,not-a-date,,HK,,,,,`,
  ].join("\n");
  await signIn(page, "agent");
  await page.goto("/secured/travellers/import");
  await page.getByLabel(/^File/).setInputFiles({
    name: "travellers.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(csv),
  });
  await page.getByRole("button", { name: "Import", exact: true }).click();
  await expect(page.getByText("1 traveller imported.")).toBeVisible();
  const refused = page.getByRole("region", { name: "Rows refused" });
  await expect(refused).toContainText("Row 3");

  await page.goto(`/secured/travellers?q=${surname}`);
  const card = page.getByRole("listitem").filter({ hasText: `${surname}/Tai Man` });
  await expect(card).toBeVisible();
  const name = (await card.getByRole("link", { name: /^Edit / }).getAttribute("aria-label"))!
    .replace(/^Edit /, "")
    .trim();
  const download = page.waitForEvent("download");
  await card.getByRole("button", { name: `Export ${name}'s record (JSON)` }).click();
  const record = JSON.parse(await readFile((await (await download).path())!, "utf8"));
  expect(JSON.stringify(record)).toContain(surname);
  expect(JSON.stringify(record)).toContain("1970-01-02");

  await card.getByText("Erase", { exact: true }).click();
  await card.getByRole("button", { name: "Erase for good" }).click();
  await expect(page.getByText("Traveller erased.")).toBeVisible();
  await page.goto(`/secured/travellers?q=${surname}`);
  await expect(page.getByText("No travellers found.")).toBeVisible();
});

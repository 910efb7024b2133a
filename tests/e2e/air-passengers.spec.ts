import { test } from "@playwright/test";
import { expect, fillPassenger, inDays, toPassengerForm } from "./air-helpers";
import { jsOff, signIn } from "./helpers";

test.describe.configure({ timeout: 120_000 });

test("passenger rules, the temporary list, export and import", async ({ page }, info) => {
  await signIn(page, "agent");
  await toPassengerForm(page, { from: "HKG", to: "TPE", depart: inDays(12), oneWay: true });
  const block = page.getByRole("group", { name: "Adult 1" });
  // Nationality suggests every country by its English name (named on the server).
  const countries = await block.getByLabel(/Nationality/).getAttribute("list");
  const options = page.locator(`datalist[id="${countries}"] option`);
  await expect(options).toHaveCount(249);
  await expect(options.and(page.locator('[value="HK"]'))).toHaveAttribute(
    "label",
    "Hong Kong SAR China",
  );
  // Document fields are all-or-nothing, nationality is 2 letters, names are letters only.
  await fillPassenger(page, 0, { surname: "wong2", given: "", birth: "2020-01-01" });
  await block.getByLabel("Passport number").fill("k1234567");
  await block.getByLabel(/Nationality/).fill("HKG");
  await page.getByRole("button", { name: "Submit" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Please check the highlighted fields");
  await expect(alert).toContainText("Given name is required");
  await expect(alert).toContainText("Surname contains characters that are not allowed");
  await expect(alert).toContainText("Country code must be 2 letters.");
  await expect(alert).toContainText("Date must be on or before");
  await expect(alert).toContainText("Passport expiry date: Required field missing");
  await expect(page).toHaveURL(/airBookForm/);

  // The lead passenger's first email and telephone cannot be removed; added ones can.
  await expect(block.getByRole("button", { name: "Remove email 1" })).toHaveCount(0);
  await expect(block.getByRole("button", { name: "Remove telephone 1" })).toHaveCount(0);
  await block.getByRole("button", { name: "Add an email" }).click();
  await expect(block.getByLabel("Email 2")).toBeVisible();
  await block.getByRole("button", { name: "Remove email 2" }).click();
  await expect(block.getByLabel("Email 2")).toHaveCount(0);

  await fillPassenger(page, 0, { surname: "wong", given: "mei ling", birth: "1988-08-08" });
  await block.getByLabel("Passport number").fill("k1234567");
  await block.getByLabel(/Nationality/).fill("hk");
  await block.getByLabel("Passport expiry date").fill(inDays(2000));
  await page.getByRole("button", { name: "Save Adult 1 to the temporary list" }).click();
  await expect(page.getByText("Added to temp PAX list")).toBeVisible();
  await expect(page.getByLabel("Passenger list (JSON)", { exact: true })).toHaveValue(
    /"surname": "WONG"/,
  );

  await page.getByLabel("Paste a passenger list (JSON)").fill("{not json");
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Invalid PAX list.")).toBeVisible();

  const list = JSON.stringify([
    {
      surname: "Cheung",
      givenName: "Ka Ho",
      birthDate: "1970-03-04",
      emails: ["kaho@example.com"],
    },
  ]);
  await page.getByLabel("Paste a passenger list (JSON)").fill(list);
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText("Imported PAX list successfully")).toBeVisible();
  await expect(block.getByLabel("Surname")).toHaveValue("CHEUNG");
  await expect(block.getByLabel("Email 1")).toHaveValue("kaho@example.com");

  await page.getByRole("button", { name: "Load WONG/MEI LING (1988-08-08)" }).click();
  await expect(page.getByText("Loaded from temp PAX list")).toBeVisible();
  await expect(block.getByLabel("Surname")).toHaveValue("WONG");
  if (!jsOff(info.project.name))
    await expect(page.getByRole("button", { name: "Copy" })).toBeVisible();
  else await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);
});

test("a viewer sees the form but cannot submit it, and the server refuses", async ({ page }) => {
  await signIn(page, "viewer");
  await toPassengerForm(page, { from: "HKG", to: "TPE", depart: inDays(13), oneWay: true });
  await fillPassenger(page, 0, { surname: "lam", given: "siu kei", birth: "1992-06-06" });
  await expect(page.getByRole("button", { name: "Submit" })).toBeDisabled();
  const csrf = await page.locator('form[method="post"] input[name="csrf"]').first().inputValue();
  const response = await page.request.post("/secured/air/airBookForm", {
    form: {
      csrf,
      _action: "submit",
      "passengers[0].refIndex": "1",
      "passengers[0].passengerType": "ADT",
      "passengers[0].surname": "LAM",
      "passengers[0].givenName": "SIU KEI",
      "passengers[0].birthDate": "1992-06-06",
      "passengers[0].emails[0]": "viewer@harbourtravel.hk",
      "passengers[0].phones[0].countryAccessCode": "852",
      "passengers[0].phones[0].phoneNumber": "94567890",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

test("a confirmation books once, whatever is sent twice", async ({ page }) => {
  await signIn(page, "agent");
  await toPassengerForm(page, { from: "HKG", to: "MNL", depart: inDays(14), oneWay: true });
  const surname = `TWICE${[...Array(6)].map(() => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join("")}`;
  await fillPassenger(page, 0, { surname, given: "clicker", birth: "1981-01-01" });
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/airBookConfirm/);
  const form = page
    .locator('form[method="post"]')
    .filter({ has: page.locator('input[name="confirmToken"]') });
  const csrf = await form.locator('input[name="csrf"]').inputValue();
  const confirmToken = await form.locator('input[name="confirmToken"]').inputValue();
  const send = () =>
    page.request.post("/secured/air/airBookConfirm", {
      form: { csrf, confirmToken },
      maxRedirects: 0,
    });
  // A double click without JS: two submissions at once. Then a refresh that resubmits.
  const [a, b] = await Promise.all([send(), send()]);
  const c = await send();
  const locations = [a, b, c].map((r) => r.headers()["location"]);
  expect(locations[0]).toMatch(/\/secured\/booking\/bookingDetails\?bookingId=\w+/);
  expect(new Set(locations).size).toBe(1);
  // Back to the confirmation and confirm again: still the same booking.
  await page.goto(locations[0]!);
  await page.goBack();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(new RegExp(locations[0]!.replace(/[?]/g, "\\?")));
  // The back office holds exactly one booking for this passenger.
  await page.goto(`/secured/booking/list?travelerName=${surname}`);
  await expect(page.getByRole("link", { name: /^Open booking / })).toHaveCount(1);
});

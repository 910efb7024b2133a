import { expect, test, type Page } from "@playwright/test";
import { signIn } from "./helpers";

// The air simulator's contract as the portal shows it: offers, triggers, ancillaries and booking.
// Searches go straight to the results URL (the search form is the air UI's own spec).
// The journeys take several server round trips each (and 300+ offers): they get a longer budget.
test.slow();

const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

function resultsUrl(extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    searchType: "return",
    paxTypeSelected: "ordinary",
    adultCount: "1",
    childCount: "0",
    youngAdultCount: "0",
    infantCount: "0",
    seamanCount: "0",
    studentCount: "0",
    labourCount: "0",
    specialCount: "0",
    cabinType: "Y",
    ...extra,
  });
  for (const [name, values] of [
    ["oriLocs", ["HKG", "LHR"]],
    ["desLocs", ["LHR", "HKG"]],
    ["departureDate", [day(30), day(37)]],
  ] as const) {
    for (const value of values) params.append(name, value);
  }
  return `/secured/air/airFlightSelect?${params}`;
}

async function chooseCheapestRoundTrip(page: Page, extra: Record<string, string> = {}) {
  await page.goto(resultsUrl(extra));
  await expect(
    page.getByRole("heading", { name: /Select your departure to London/ }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Select", exact: true }).first().click();
  await expect(
    page.getByRole("heading", { name: /Select your return to Hong Kong/ }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Select", exact: true }).first().click();
}

async function fillLeadPassenger(page: Page, surname: string) {
  await page.getByLabel("Surname").fill(surname);
  await page.getByLabel("Given name").fill("TAI MAN");
  await page.getByLabel("Birth date").fill("1980-05-01");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(/airBookConfirm/);
}

test("HKG-LHR lists many flight options, the airline filter and a trace id", async ({ page }) => {
  await signIn(page, "agent");
  await page.goto(resultsUrl());
  await expect(page.getByText(/^\d+ flight options$/)).toBeVisible();
  const count = Number((await page.getByText(/^\d+ flight options$/).innerText()).split(" ")[0]);
  expect(count).toBeGreaterThan(50);
  await expect(page.getByText(/Trace id: TR/)).toBeVisible();
  await expect(page.getByText("Cathay Pacific (CX)")).toBeVisible();
});

test("books an NDC round trip with an extra bag", async ({ page }) => {
  await signIn(page, "agent");
  await chooseCheapestRoundTrip(page, { fareType: "NDC" });
  await expect(page).toHaveURL(/reviewFlight/);
  await expect(page.getByText(/NDC · NDC-/).first()).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/airAncillariesInfo/);
  const firstBag = page.getByRole("combobox").first();
  const extra10 = await firstBag.locator("option", { hasText: "Extra 10kg" }).getAttribute("value");
  await firstBag.selectOption(extra10 ?? "");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).toHaveURL(/airBookForm/);
  await expect(page.getByText(/Extra 10kg \(Adult 1, HKG/)).toBeVisible();
  await fillLeadPassenger(page, "CHAN");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/secured\/booking\//);
  await expect(page.getByText("CHAN").first()).toBeVisible();
});

test("shows the airline's refusal for a passenger named REJECT", async ({ page }) => {
  await signIn(page, "agent");
  await chooseCheapestRoundTrip(page, { fareType: "GDS" });
  // The fare rules arrive as HTML with a planted <img onerror> and <script>: shown, but defused.
  await page.getByRole("link", { name: "Fare rules" }).click();
  await expect(page.getByText("Cancellations and refunds").first()).toBeVisible();
  await expect(page.locator('img[src="x"], img[onerror]')).toHaveCount(0);
  await page.goto("/secured/air/reviewFlight");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page).toHaveURL(/airBookForm/);
  await fillLeadPassenger(page, "REJECT");
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(
    page.getByText("Passenger REJECT rejected by airline: duplicate booking suspected"),
  ).toBeVisible();
});

test("a search with corporate code NOFARE finds no fares", async ({ page }) => {
  await signIn(page, "agent");
  await page.goto(resultsUrl({ corpCode: "NOFARE" }));
  await expect(page.getByText(/no valid fare/i)).toBeVisible();
});

test("a search with corporate code EXPIRED times out on review", async ({ page }) => {
  await signIn(page, "agent");
  await chooseCheapestRoundTrip(page, { corpCode: "EXPIRED" });
  await expect(page.getByText("Search timeout!")).toBeVisible();
});

test("a search with corporate code BOOM shows the process failure with its serial number", async ({
  page,
}) => {
  await signIn(page, "agent");
  await page.goto(resultsUrl({ corpCode: "BOOM" }));
  await expect(page.getByText(/Exception handling, please contact administrator/)).toBeVisible();
  await expect(page.getByText(/SN\d{10}/)).toBeVisible();
});

import { test } from "@playwright/test";
import { expect, expectHeading, inDays, resultCards, search, selectFirst } from "./air-helpers";
import { jsOff, signIn } from "./helpers";

test.describe.configure({ timeout: 120_000 });

const amountOf = async (card: ReturnType<typeof resultCards>) =>
  Number(
    (await card.locator("p").filter({ hasText: /HKD/ }).first().innerText()).replace(/[^\d.]/g, ""),
  );

test("sort and filters live in the URL; reselect and a new search reset the choices", async ({
  page,
}, info) => {
  await signIn(page, "agent");
  await search(page, { from: "HKG", to: "LHR", depart: inDays(40), ret: inDays(47) });
  await expectHeading(page, /Select your departure to London/);
  // Default sort: price from low to high.
  const first = await amountOf(resultCards(page).nth(0));
  const second = await amountOf(resultCards(page).nth(1));
  expect(first).toBeLessThanOrEqual(second);

  await page.getByLabel("Sort by").selectOption("priceHigh");
  if (jsOff(info.project.name)) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/sort=priceHigh/);
  // With JS the URL may change a moment before the new list renders.
  await expect.poll(() => amountOf(resultCards(page).nth(0))).toBeGreaterThan(first);
  const high1 = await amountOf(resultCards(page).nth(0));
  const high2 = await amountOf(resultCards(page).nth(1));
  expect(high1).toBeGreaterThanOrEqual(high2);
  expect(high1).toBeGreaterThan(first);

  await page.getByRole("checkbox", { name: "Non-stop" }).check();
  if (jsOff(info.project.name)) await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/stops=0/);
  await expect(
    page.getByRole("region", { name: "Flights", exact: true }).getByText(/^\d+ stops? /),
  ).toHaveCount(0);
  await expect(resultCards(page).first().getByText("Non-stop")).toBeVisible();
  const cards = await resultCards(page).count();
  for (let i = 0; i < cards; i += 1)
    await expect(
      resultCards(page)
        .nth(i)
        .getByText(/^\d+ stops? /),
    ).toHaveCount(0);

  // The state survives a reload: it is all in the URL.
  await page.reload();
  await expect(page.getByLabel("Sort by")).toHaveValue("priceHigh");
  await expect(page.getByRole("checkbox", { name: "Non-stop" })).toBeChecked();

  await selectFirst(page);
  await expectHeading(page, /Select your return to Hong Kong/);
  await expect(page).toHaveURL(/chosen=/);
  await page.getByRole("link", { name: "Reselect flight 1" }).click();
  await expectHeading(page, /Select your departure to London/);
  await expect(page).not.toHaveURL(/chosen=/);

  // A new search starts over: default sort, no filters, no choices.
  await search(page, { from: "HKG", to: "LHR", depart: inDays(41), ret: inDays(48) });
  await expect(page).not.toHaveURL(/sort=|stops=|chosen=/);
  await expect(page.getByLabel("Sort by")).toHaveValue("priceLow");
});

test("a card's flight details open and close through the URL, several at a time, and paging keeps the search", async ({
  page,
}) => {
  await signIn(page, "agent");
  await search(page, { from: "HKG", to: "LHR", depart: inDays(42), ret: inDays(49) });
  const [first, second] = [resultCards(page).nth(0), resultCards(page).nth(1)];
  await expect(first.getByRole("columnheader", { name: "Aircraft" })).toHaveCount(0);
  // With JS, opening details does not ask for the results again: the page already holds them
  // (only the shell's session check runs, as on every navigation).
  const resultRequests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    const toggle = url.pathname.endsWith(".data") && url.searchParams.has("details");
    if (
      toggle &&
      !url.searchParams
        .get("_routes")
        ?.split(",")
        .every((id) => id === "root" || id === "routes/secured")
    )
      resultRequests.push(url.href);
  });

  await first.getByRole("link", { name: "Flight details" }).click();
  await expect(page).toHaveURL(/details=/);
  await expect(first.getByRole("columnheader", { name: "Aircraft" })).toBeVisible();
  await expect(first.getByRole("link", { name: "Flight details" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  await expect(first.getByRole("columnheader", { name: "Item" })).toBeVisible(); // the fare conditions
  await second.getByRole("link", { name: "Flight details" }).click();
  await expect(second.getByRole("columnheader", { name: "Aircraft" })).toBeVisible();
  await expect(first.getByRole("columnheader", { name: "Aircraft" })).toBeVisible();

  await first.getByRole("link", { name: "Flight details" }).click();
  await expect(first.getByRole("columnheader", { name: "Aircraft" })).toHaveCount(0);
  await expect(second.getByRole("columnheader", { name: "Aircraft" })).toBeVisible();
  expect(resultRequests).toEqual([]);

  // Ten cards a page; the next page is the same search and sort.
  await expect(resultCards(page)).toHaveCount(10);
  const lastOnFirstPage = await amountOf(resultCards(page).nth(9));
  await page
    .getByRole("navigation", { name: "Pages" })
    .getByRole("link", { name: "Page 2", exact: true })
    .click();
  await expect(page).toHaveURL(/page=2/);
  await expect
    .poll(() => amountOf(resultCards(page).nth(0)))
    .toBeGreaterThanOrEqual(lastOnFirstPage);
  await expectHeading(page, /Select your departure to London/);
});

test("no fares found and an expired search", async ({ page }) => {
  await signIn(page, "agent");
  await search(page, {
    from: "HKG",
    to: "LHR",
    depart: inDays(30),
    ret: inDays(37),
    corpCode: "NOFARE",
  });
  await expect(page.getByText("No valid fare found")).toBeVisible();
  await page.getByRole("link", { name: "More search options" }).click();
  await expect(page.getByLabel("Corporate code")).toHaveValue("NOFARE");

  await search(page, {
    from: "HKG",
    to: "SIN",
    depart: inDays(30),
    oneWay: true,
    corpCode: "EXPIRED",
  });
  await expectHeading(page, /Select your departure to Singapore/);
  await selectFirst(page);
  await expect(page.getByRole("alert")).toContainText("Search timeout!");
});

test("search validation is the server's too", async ({ page }) => {
  await signIn(page, "agent");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("Please check the highlighted fields");
  // A search URL typed by hand goes through the same rules on the server.
  await page.goto(
    `/secured/air/airLowFareSearch?searchType=return&segments[0].origin=HKG&segments[0].destination=Atlantis&segments[0].departureDate=2020-01-01&returnDate=&adultCount=11&childCount=0&youngAdultCount=0&infantCount=0`,
  );
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("Date must be on or after");
  await expect(alert).toContainText("Must be at most 10");
  await expect(alert).toContainText("Return date: Required field missing");
  await page.goto(
    `/secured/air/airLowFareSearch?searchType=oneWay&segments[0].origin=London&segments[0].destination=Atlantis&segments[0].departureDate=${inDays(10)}&adultCount=1&childCount=0&youngAdultCount=0&infantCount=0`,
  );
  await expect(page.getByRole("alert")).toContainText("London matches several airports");
  await expect(page.getByRole("alert")).toContainText("No airport matches Atlantis");
  // What was typed stays in the form.
  await expect(page.getByLabel("From")).toHaveValue("London");
});

import { test } from "@playwright/test";
import { expect, inDays, selectFirst } from "./air-helpers";
import { createBooking, uniqueSurname } from "./booking-helpers";
import { signIn } from "./helpers";
import { PERSON_UA, slowCalls } from "./stream-helpers";

// Slow searches show progress (issue 13): the page's shell and a progress notice come at once,
// the results (or the search's failure) stream in when the back office answers; with and
// without JavaScript (both projects). The delay is the simulator's, on this test's calls only.
test.describe.configure({ timeout: 150_000 });
test.use({ userAgent: PERSON_UA });

const SLOW_MS = 10_000;
const resultsOf = (date: string) =>
  `/secured/air/airFlightSelect?searchType=oneWay&oriLocs=HKG&desLocs=SIN&departureDate=${date}`;

test("a slow flight search: the search bar and progress first, then the flights; a fare can be chosen", async ({
  page,
}) => {
  const date = inDays(62);
  await slowCalls(date, { latencyMs: SLOW_MS });
  await signIn(page, "agent");
  await page.goto(resultsOf(date), { waitUntil: "commit" });
  const progress = page.getByRole("status").filter({ hasText: "Searching for flights…" });
  const heading = page.getByRole("heading", { name: /^Select your departure to Singapore/ });
  await expect(progress).toBeVisible();
  // The shell is there while the back office is still searching.
  await expect(page.getByRole("navigation", { name: "Main menu" }).first()).toBeAttached();
  const bar = page.getByRole("region", { name: "Flight search" });
  await expect(bar.getByLabel("Departure date")).toHaveValue(date);
  await expect(heading).toBeHidden();
  await expect(heading).toBeVisible({ timeout: 40_000 });
  await expect(progress).toBeHidden();
  // The streamed results work like any others: a fare is chosen (a form post without JS).
  await selectFirst(page);
  await expect(page).toHaveURL(/reviewFlight/, { timeout: 60_000 });
});

test("a search that fails after the shell ends in the page: the error, Try again and the reference", async ({
  page,
}) => {
  const date = inDays(70);
  await slowCalls(date, { latencyMs: 6000, fault: "500" });
  await signIn(page, "agent");
  const response = await page.goto(resultsOf(date), { waitUntil: "commit" });
  await expect(
    page.getByRole("status").filter({ hasText: "Searching for flights…" }),
  ).toBeVisible();
  await expect(page.getByRole("alert")).toContainText(
    "Internal Server Error. Please contact service administrator.",
    { timeout: 40_000 },
  );
  const requestId = response?.headers()["x-request-id"] ?? "";
  expect(requestId).toMatch(/^[0-9a-f]{8}$/);
  await expect(page.getByText(`Reference: ${requestId}`)).toBeVisible();
  const retry = page.getByRole("link", { name: "Try again" });
  await expect(retry).toHaveAttribute("href", resultsOf(date));
  // The search bar keeps the search.
  const bar = page.getByRole("region", { name: "Flight search" });
  await expect(bar.getByLabel("To", { exact: true })).toHaveValue("SIN");
});

test("a back office that ended its session during the search: our session ends, a link to sign in again", async ({
  page,
}) => {
  const date = inDays(78);
  await slowCalls(date, { latencyMs: 3000, fault: "nologin" });
  await signIn(page, "agent");
  await page.goto(resultsOf(date), { waitUntil: "commit" });
  await expect(page.getByRole("alert")).toContainText(
    "You haven't log on yet or your session has time out, please log on again.",
    { timeout: 40_000 },
  );
  await page.getByRole("link", { name: "Sign in again" }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === "/login" && url.searchParams.get("redirectTo") === resultsOf(date),
  );
  // Signed out indeed: a secured page leads to the sign-in page.
  await page.goto("/secured/greetings");
  await expect(page).toHaveURL(/\/login/);
});

test("a slow rebook search: the booking and progress first, then the new flights; one is chosen", async ({
  page,
}) => {
  const { bookingId, recordLocator } = await createBooking({
    surname: uniqueSurname(),
    ticketed: true,
  });
  await slowCalls(recordLocator, { latencyMs: SLOW_MS });
  await signIn(page, "agent");
  await page.goto(`/secured/booking/flightReshopSearch?bookingId=${bookingId}&leg=0&cabin=Y`, {
    waitUntil: "commit",
  });
  const progress = page.getByRole("status").filter({ hasText: "Searching for new flights…" });
  const heading = page.getByRole("heading", { name: /^Choose the new flight 1: HKG → LHR/ });
  await expect(progress).toBeVisible();
  await expect(page.getByRole("heading", { name: /^New flights for booking BK/ })).toBeVisible();
  await expect(heading).toBeHidden();
  await expect(heading).toBeVisible({ timeout: 40_000 });
  await expect(progress).toBeHidden();
  await page.getByRole("button", { name: "Select", exact: true }).first().click();
  await expect(page.getByRole("heading", { name: /^Review the change of booking BK/ })).toBeVisible(
    { timeout: 40_000 },
  );
});

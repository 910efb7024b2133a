// The pages of the agent's journey that need state first: a search's results, the passenger form
// after choosing fares (as tests/e2e/air-helpers.ts `toPassengerForm` walks it), and a booking.
import type { BrowserContext } from "@playwright/test";

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

/**
 * The results page of a HKG-LHR round trip (300+ offers), as bench/air-select.ts measures it, or
 * of a one-way search (`{ oneWayTo: "SIN" }`: HKG-SIN, about 90 flight options).
 */
export async function resultsUrl(
  base: string,
  cookie: string,
  { oneWayTo }: { oneWayTo?: string } = {},
): Promise<string> {
  const form = new URLSearchParams({
    searchType: oneWayTo ? "oneWay" : "return",
    "segments[0].origin": "HKG",
    "segments[0].destination": oneWayTo ?? "LHR",
    "segments[0].departureDate": inDays(30),
    ...(!oneWayTo && { returnDate: inDays(37) }),
    adultCount: "1",
    childCount: "0",
    youngAdultCount: "0",
    infantCount: "0",
  });
  const redirect = await fetch(`${base}/secured/air/airLowFareSearch?${form}`, {
    headers: { cookie },
    redirect: "manual",
  });
  const location = redirect.headers.get("location");
  if (!location?.includes("airFlightSelect"))
    throw new Error(`the search did not lead to the results (${redirect.status} ${location})`);
  return `${base}${location}`;
}

/** From the results to the passenger form, taking the first fare of both legs; its URL. */
export async function passengerFormUrl(context: BrowserContext, results: string) {
  const page = await context.newPage();
  await page.goto(results);
  for (const leg of [1, 2]) {
    await page.getByRole("heading", { name: /^Select (your|flight)/ }).waitFor();
    const card = page.getByRole("region", { name: "Flights", exact: true }).getByRole("article");
    const select = card.first().getByRole(leg === 1 ? "link" : "button", {
      name: "Select",
      exact: true,
    });
    await select.click();
    if (leg === 1) await page.getByRole("link", { name: "Reselect flight 1" }).waitFor();
  }
  await page.waitForURL(/reviewFlight/, { timeout: 60_000 });
  await page.getByRole("button", { name: "Next" }).click();
  await page.waitForURL(/airAncillariesInfo|airBookForm/, { timeout: 60_000 });
  if (page.url().includes("airAncillariesInfo"))
    await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL(/airBookForm/, { timeout: 60_000 });
  const url = page.url();
  await page.close();
  return url;
}

/** A booking of `agent` made in the simulator (its test endpoint); the details page's URL. */
export async function bookingDetailsUrl(base: string, simulatorUrl: string) {
  const response = await fetch(`${simulatorUrl}/__sim/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ login: "agent", surname: "BENCH", givenName: "TAI MAN" }),
  });
  if (!response.ok) throw new Error(`the simulator made no booking (${response.status})`);
  const { bookingId } = (await response.json()) as { bookingId: string };
  return `${base}/secured/booking/bookingDetails?bookingId=${bookingId}`;
}

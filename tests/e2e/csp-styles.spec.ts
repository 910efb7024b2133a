// Issue 32 item 10: the CSP allows no inline style without the answer's nonce. The pages with
// streamed parts (their no-script layout is an inline <style>) and the edge's own pages render
// with no violation, with JavaScript on and off.
import { expect, test } from "@playwright/test";
import { inDays } from "./air-helpers";
import { signIn } from "./helpers";
import { PERSON_UA, slowCalls } from "./stream-helpers";

test.describe.configure({ timeout: 120_000 });
// A person's browser gets the results streamed after the shell (a crawler gets whole pages).
test.use({ userAgent: PERSON_UA });

test("no Content-Security-Policy violation on the login, results and booking list pages", async ({
  page,
}) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/csp-report")
      violations.push(`report ${request.url()}`);
  });
  const csp = (await page.request.get("/login")).headers()["content-security-policy"];
  expect(/style-src ([^;]*)/.exec(csp)?.[1]).not.toContain("unsafe-inline");

  // A slow search (on this test's date only): the shell and its progress notice come first.
  const date = inDays(67);
  await slowCalls(date, { latencyMs: 3000 });
  await signIn(page, "agent");
  await page.goto(
    `/secured/air/airFlightSelect?searchType=oneWay&oriLocs=HKG&desLocs=SIN&departureDate=${date}`,
  );
  await expect(
    page.getByRole("heading", { name: /^Select your departure to Singapore/ }),
  ).toBeVisible({ timeout: 40_000 });
  await page.goto("/secured/booking/list");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/login?x=1");
  // A violation of our own, last: once its console line has arrived, the lines of any the page
  // itself caused before it have too (reports go through the Reporting API, batched, later).
  const logged = page.waitForEvent("console", (m) => /Content Security Policy/i.test(m.text()));
  await page.evaluate(() => document.body.setAttribute("style", "outline: 0"));
  const own = (await logged).text();
  expect(violations).toEqual([own]);
});

// Issue 32 item 10: the CSP allows no inline style without the answer's nonce. The pages with
// streamed parts (their no-script layout is an inline <style>) and the edge's own pages render
// with no violation, with JavaScript on and off.
import { expect, test } from "@playwright/test";
import { inDays, search } from "./air-helpers";
import { signIn } from "./helpers";

test.describe.configure({ timeout: 120_000 });

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

  await signIn(page, "agent");
  await search(page, { from: "HKG", to: "LHR", depart: inDays(30), oneWay: true });
  await expect(page).toHaveURL(/airFlightSelect/);
  await expect(page.getByRole("region", { name: "Flights", exact: true })).toBeVisible();
  await page.goto("/secured/booking/list");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.goto("/login?x=1");
  await page.waitForTimeout(500);
  expect(violations).toEqual([]);
});

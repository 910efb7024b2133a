import { test } from "@playwright/test";
import { expect, inDays } from "./air-helpers";
import { signIn } from "./helpers";

test.describe.configure({ timeout: 120_000 });

test("the journey speaks Traditional Chinese (zh-HK)", async ({ page, context, baseURL }) => {
  await signIn(page, "agent");
  // The language cookie as the language switch writes it (Remix cookie: base64 of the JSON value).
  const value = encodeURIComponent(Buffer.from(JSON.stringify("zh-HK")).toString("base64"));
  await context.addCookies([{ name: "lng", value, url: baseURL! }]);
  await page.goto("/secured/air/airLowFareSearch");
  await expect(page.getByRole("heading", { name: "機票搜尋" })).toBeVisible();
  await page.getByLabel("出發地", { exact: true }).fill("HKG");
  await page.getByLabel("目的地", { exact: true }).fill("LHR");
  await page.getByLabel("出發日期", { exact: true }).fill(inDays(33));
  await page.getByLabel("回程日期", { exact: true }).fill(inDays(40));
  await page.getByRole("button", { name: "搜尋", exact: true }).click();
  await expect(page.getByRole("heading", { name: /^選擇前往倫敦的去程航班/ })).toBeVisible();
  await expect(page.getByLabel("排序方式")).toHaveValue("priceLow");
  // An empty search shows the translated validation alert.
  await page.goto(
    "/secured/air/airLowFareSearch?searchType=oneWay&segments[0].origin=&segments[0].destination=HKG&segments[0].departureDate=&adultCount=1&childCount=0&youngAdultCount=0&infantCount=0",
  );
  await expect(page.getByRole("alert")).toContainText("出發地");
});

import { test, type Page } from "@playwright/test";
import { expect, inDays, search, selectFirst } from "./air-helpers";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { signIn, useLocale } from "./helpers";

// Issue 34 item 1: change / refund / no-show at a glance, read from the filed fare rules.
test.describe.configure({ timeout: 120_000 });

const line = (page: Page, name = "Penalties at a glance") => page.getByRole("region", { name });

test("the review page sums up the penalties and opens the full rules, in English and Chinese", async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, "agent");
  await search(page, { from: "HKG", to: "SIN", depart: inDays(18), oneWay: true });
  await selectFirst(page);
  await expect(page).toHaveURL(/reviewFlight/);
  const glance = line(page);
  await expect(glance).toContainText("Change:");
  await expect(glance).toContainText("Refund:");
  await expect(glance).toContainText("No-show:");
  // Each part is a cost, free, not permitted, or honestly not summarised.
  await expect(glance).toContainText(
    /(HKD|USD)\s?[\d,]+\.\d\d|free|not permitted|non-refundable|Not summarised — read the rules/,
  );
  await glance.getByRole("link", { name: "Read the full rules" }).click();
  await expect(page).toHaveURL(/dialog=rules/);
  await expect(page.getByRole("dialog", { name: "Fare rules" })).toBeVisible();

  await useLocale(context, baseURL!, "zh-HK");
  await page.goto("/secured/air/reviewFlight");
  const zh = line(page, "罰則一覽");
  await expect(zh).toContainText("更改：");
  await expect(zh).toContainText("退票：");
  await expect(zh).toContainText("誤機：");
  await expect(zh).not.toContainText(/Change|Refund|No-show|free|permitted/);
  await expect(zh.getByRole("link", { name: "閱讀完整規則" })).toBeVisible();
});

test("booking details and the refund dialog show the booked fare's penalties", async ({
  page,
  context,
  baseURL,
}) => {
  // A CX booking: NDC sentences, HKD 600 to change and HKD 800 to cancel before departure.
  const { bookingId } = await createBooking({ surname: uniqueSurname(), ticketed: true });
  await signIn(page, "agent");
  await page.goto(detailsUrl(bookingId));
  const glance = line(page);
  await expect(glance).toContainText(
    /Change:\s*HKD\s?600\.00 per passenger before departure, not permitted after/,
  );
  await expect(glance).toContainText(
    /Refund:\s*HKD\s?800\.00 before departure, non-refundable after/,
  );
  await expect(glance).toContainText(/No-show:\s*HKD\s?1,600\.00/);
  await glance.getByRole("link", { name: "Read the full rules" }).click();
  const rules = page.getByRole("dialog", { name: "Fare rules" });
  await expect(rules).toContainText("Changes before departure cost");
  await rules.getByRole("link", { name: "Close" }).click();

  // Next to the refund quote.
  await page.getByRole("link", { name: "Refund", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Refund application" });
  await expect(dialog).toContainText("Refundable amount");
  await expect(dialog.getByRole("region", { name: "Penalties at a glance" })).toContainText(
    /Refund:\s*HKD\s?800\.00 before departure/,
  );

  await useLocale(context, baseURL!, "zh-HK");
  await page.goto(detailsUrl(bookingId, "&dialog=refund"));
  const zhDialog = page.getByRole("dialog", { name: "退票申請" });
  const zh = zhDialog.getByRole("region", { name: "罰則一覽" });
  await expect(zh).toContainText(/退票：\s*出發前 HKD\s?800\.00，出發後 不可退票/);
  await expect(zh).toContainText(/更改：\s*出發前 每位乘客 HKD\s?600\.00，出發後 不准更改/);
});

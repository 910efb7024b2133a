import { expect, test } from "@playwright/test";
import { topBarMenuEntry } from "./helpers";

test.describe("public pages", () => {
  test("contact us needs all five fields and returns home on success", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Contact us" }).first().click();
    await expect(page).toHaveURL(/\/contactUs$/);
    await page
      .locator("form[method=post]")
      .last()
      .evaluate((f) => f.setAttribute("novalidate", ""));
    await page.getByLabel("Name").fill("Chan Tai Man");
    await page.getByLabel("Phone").fill("12ab");
    await page.getByRole("button", { name: "Submit" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Please check" });
    await expect(alert).toContainText("Email: Required field missing");
    await expect(alert).toContainText("Phone: Telephone number must contain digits only");
    await expect(page.getByLabel("Name")).toHaveValue("Chan Tai Man");
    await page.getByLabel("Email").fill("tm.chan@example.com");
    await page.getByLabel("Phone").fill("85291234567");
    await page.getByLabel("Company").fill("Sunrise Travel");
    await page.getByLabel("Suggestion").fill("Please add hotel bookings.");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText("Your message has been sent")).toBeVisible();
  });

  test("forgot password: unknown account, then success with countdown back home", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert")).toContainText("No account was found");
    await expect(page.getByLabel("Email")).toHaveValue("nobody@example.com");
    await page.getByLabel("Email").fill("agent@harbourtravel.hk");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("The new password has been sent to your e-mail.")).toBeVisible();
    await expect(page).toHaveURL(/\/(login)?$/, { timeout: 10_000 });
  });

  test("language switch: zh-HK and zh-CN pages, <html lang>, no English left on the login page", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "繁體中文" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
    await expect(page.getByLabel("登入名稱")).toBeVisible();
    await expect(page.getByLabel("驗證碼")).toBeVisible();
    await page.getByRole("button", { name: "简体中文" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-CN");
    await expect(page.getByLabel("登录名")).toBeVisible();
    // the logo text too (issue 12 item 17), inside a link named after it
    await expect(page.getByRole("banner").getByRole("link", { name: /^PAMHK 机票/ })).toBeVisible();
    const text = await page.locator("body").innerText();
    const english = (text.match(/[A-Za-z]{4,}/g) ?? []).filter(
      (w) => !["English", "PAMHK"].includes(w),
    );
    expect(english).toEqual([]);
    await page.getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-US");
  });

  test("the language switch keeps the page and works inside the shell", async ({ page }) => {
    await page.goto("/login?redirectTo=/secured/greetings");
    await page.getByLabel("Login name").fill("agent");
    await page.getByLabel("Password").fill("Agent1234");
    await page.getByLabel("Verification code").fill("TEST");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/greetings/);
    await (await topBarMenuEntry(page, "English", { name: "繁體中文", role: "button" })).click();
    await expect(page).toHaveURL(/greetings/);
    await expect(page.getByRole("heading", { name: /歡迎/ })).toBeVisible();
  });
});

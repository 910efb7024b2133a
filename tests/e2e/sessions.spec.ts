// Issue 32, item 4: sessions follow the account. Each test signs in as an account of its own, made
// by the admin, so ending its sessions touches no other test.
import { expect, test, type Browser, type TestInfo } from "@playwright/test";
import { accountFor, createAccountAsAdmin, openAccount, uniqueLogin } from "./account-helpers";
import { fillLogin, signIn } from "./helpers";

async function browserOf(browser: Browser, info: TestInfo, login: string, password: string) {
  const page = await (
    await browser.newContext({
      baseURL: info.project.use.baseURL,
      javaScriptEnabled: info.project.use.javaScriptEnabled,
    })
  ).newPage();
  await page.goto("/login?redirectTo=%2Fsecured%2Fgreetings");
  await fillLogin(page, login, password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/secured\//);
  return page;
}

test("sign out everywhere ends the session in another browser too", async ({
  page,
  browser,
}, info) => {
  test.slow();
  const account = accountFor(uniqueLogin("soe", info.project.name));
  await signIn(page, "admin");
  await createAccountAsAdmin(page, account);
  const here = await browserOf(browser, info, account.login, account.password);
  const there = await browserOf(browser, info, account.login, account.password);
  await here.goto("/secured/account/myAccount");
  const sessions = here.getByRole("region", { name: "Sessions" });
  await sessions.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(here).toHaveURL(/\/login/);
  await expect(here.getByText("You have signed out successfully.")).toBeVisible();
  await there.goto("/secured/booking/list");
  await expect(there).toHaveURL(/\/login/);
  await expect(there.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
});

test("a deactivated account is signed out on its next page, with the sign-in message", async ({
  page,
  browser,
}, info) => {
  test.slow();
  const account = accountFor(uniqueLogin("dis", info.project.name));
  await signIn(page, "admin");
  await createAccountAsAdmin(page, account);
  const user = await browserOf(browser, info, account.login, account.password);
  await openAccount(page, account.login);
  await page.getByRole("link", { name: "Edit", exact: true }).click();
  await page.getByRole("radio", { name: "Inactive" }).check();
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Account information updated successfully.")).toBeVisible();
  await user.goto("/secured/booking/list");
  await expect(user).toHaveURL(/\/login/);
  await expect(
    user.getByText("You haven't log on yet or your session has time out, please log on again."),
  ).toBeVisible();
});

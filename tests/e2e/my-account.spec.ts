import { expect, test, type Page } from "@playwright/test";
import { accountFor, createAccountAsAdmin, signOut, uniqueLogin } from "./account-helpers";
import { fillLogin, signIn, topBarMenuEntry } from "./helpers";

// My account (spec 02 "Other screens", §5) for every user, from the Account menu; one's own
// password needs the current one; nobody can lock themselves out (issue 12 items 2 and 3).

async function signInAs(page: Page, login: string, password: string) {
  await page.goto("/login?redirectTo=%2Fsecured%2Fgreetings");
  await fillLogin(page, login, password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/secured/"));
}

test("My account: personal info and own password with the current one", async ({ page }, info) => {
  test.slow(); // creates an account, then three sign-ins
  const account = accountFor(uniqueLogin("mine", info.project.name));
  await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
  await createAccountAsAdmin(page, account);
  await signOut(page);
  await signInAs(page, account.login, account.password);

  await (await topBarMenuEntry(page, "Account", { name: "My account", role: "link" })).click();
  await expect(page.getByRole("heading", { name: "My account", level: 1 })).toBeVisible();
  const infoForm = page.getByRole("form", { name: "Personal information" });
  await expect(infoForm.getByLabel("Surname")).toHaveValue("FUNG");
  await infoForm.getByLabel("Given name").fill("Ka Ling");
  await infoForm.getByRole("button", { name: "Save personal information" }).click();
  await expect(page.getByText("Account information updated successfully.")).toBeVisible();
  await expect(infoForm.getByLabel("Given name")).toHaveValue("KA LING");

  const passwordForm = page.getByRole("form", { name: "Change my password" });
  // Without the current password, and with a different confirmation: both said at once.
  await passwordForm.getByLabel("New password").fill("Changed789");
  await passwordForm.getByLabel("Confirm password").fill("Changed788");
  await passwordForm.evaluate((form) => form.setAttribute("novalidate", ""));
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(passwordForm.getByText("The two passwords do not match").first()).toBeVisible();
  await expect(passwordForm.getByText("Required field missing").first()).toBeVisible();

  await passwordForm.getByLabel("Current password").fill("Wrong1234");
  await passwordForm.getByLabel("New password").fill("Changed789");
  await passwordForm.getByLabel("Confirm password").fill("Changed789");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  // The back office checks the password: slow on a busy machine.
  await expect(passwordForm.getByText("The current password is not correct").first()).toBeVisible({
    timeout: 20_000,
  });
  // The refused reply empties the password fields (JS on: after the render); type after that.
  await expect(passwordForm.getByLabel("Current password")).toHaveValue("");
  await expect(passwordForm.getByLabel("New password")).toHaveValue("");

  await passwordForm.getByLabel("Current password").fill(account.password);
  await passwordForm.getByLabel("New password").fill("Changed789");
  await passwordForm.getByLabel("Confirm password").fill("Changed789");
  await passwordForm.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Password changed successfully.")).toBeVisible();

  await signOut(page);
  await signInAs(page, account.login, "Changed789");
});

test("the admin password screen is for other users; one's own account cannot be set Inactive", async ({
  page,
}) => {
  await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
  await page.goto("/secured/account/accountChangePassword?id=U10002");
  await expect(page).toHaveURL(/\/secured\/account\/myAccount$/);
  await expect(
    page.getByText("Your own password is changed in My account, with your current password."),
  ).toBeVisible();

  await page.goto("/secured/account/manageUserDetails?id=U10002");
  await expect(page.getByRole("link", { name: "Change password" })).toHaveAttribute(
    "href",
    "/secured/account/myAccount",
  );
  await page.goto("/secured/account/editAccountInfo?id=U10002");
  await expect(page.getByRole("radio", { name: "Inactive" })).toBeDisabled();
  await expect(page.getByText("Your own account stays active.")).toBeVisible();
  // Another user's status stays editable.
  await page.goto("/secured/account/editAccountInfo?id=U10004");
  await expect(page.getByRole("radio", { name: "Inactive" })).toBeEnabled();
});

import { expect, type Page } from "@playwright/test";

/** A login name no other test (or project) uses: tests share one server and run in parallel. */
export function uniqueLogin(prefix: string, project: string): string {
  const random = Math.random().toString(36).slice(2, 7);
  return `${prefix}${project === "js-off" ? "n" : "j"}${Date.now().toString(36)}${random}`;
}

export type NewAccount = {
  login: string;
  surname: string;
  givenName: string;
  email: string;
  phone: string;
  password: string;
  roles: string[];
};

export function accountFor(
  login: string,
  roles: string[] = ["Air booking", "Ordinary user"],
): NewAccount {
  return {
    login,
    surname: "Fung",
    givenName: "Ka Yan",
    email: `${login}@harbourtravel.hk`,
    phone: "91112222",
    password: "Newuser123",
    roles,
  };
}

/** Fills the add-account dialog (already open) with a complete, valid account. */
export async function fillNewAccount(page: Page, account: NewAccount, confirm = account.password) {
  const dialog = page.getByRole("dialog", { name: "Add new account" });
  await dialog.getByLabel("Login name").fill(account.login);
  await dialog.getByLabel("Title").selectOption("MS");
  await dialog.getByLabel("Surname").fill(account.surname);
  await dialog.getByLabel("Given name").fill(account.givenName);
  await dialog.getByLabel("Email").fill(account.email);
  await dialog.getByLabel("Telephone").fill(account.phone);
  await dialog.getByLabel("Password", { exact: true }).fill(account.password);
  await dialog.getByLabel("Confirm password").fill(confirm);
  for (const role of account.roles) await dialog.getByRole("checkbox", { name: role }).check();
  return dialog;
}

/** As a signed-in customer admin: creates the account through the dialog and waits for the list. */
export async function createAccountAsAdmin(page: Page, account: NewAccount) {
  await page.goto("/secured/account/list");
  await page.getByRole("link", { name: "Add new account" }).click();
  const dialog = await fillNewAccount(page, account);
  await dialog.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Account created successfully.")).toBeVisible();
  await expect(
    page.getByRole("table").getByRole("cell", { name: account.login, exact: true }),
  ).toBeVisible();
}

/** Opens the account details of `login` from the list. */
export async function openAccount(page: Page, login: string) {
  await page.goto(`/secured/account/list?loginName=${encodeURIComponent(login)}`);
  await page.getByRole("link", { name: `Open account ${login}` }).click();
  await expect(page.getByRole("heading", { name: "Account details" })).toBeVisible();
}

/** The page's CSRF token, for POSTs a person could only make by forging a request. */
export async function csrfToken(page: Page): Promise<string> {
  return (await page.locator('input[name="csrf"]').first().getAttribute("value")) ?? "";
}

export async function signOut(page: Page) {
  await page.goto("/secured/logout");
  await page.getByRole("button", { name: "Yes, log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

import { expect, test } from "@playwright/test";
import {
  accountFor,
  createAccountAsAdmin,
  csrfToken,
  fillNewAccount,
  openAccount,
  signOut,
  uniqueLogin,
} from "./account-helpers";
import { fillLogin, jsOff, signIn } from "./helpers";

test.describe("accounts", () => {
  test("the list searches by name, login and status, and says when nothing matches", async ({
    page,
  }) => {
    await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Accounts" })
      .click();
    await expect(page.getByRole("heading", { name: "Accounts" })).toBeVisible();
    const table = page.getByRole("table");
    // Sorted by login; other tests add accounts in parallel, so only the first ones are certain.
    for (const login of ["admin", "agent"])
      await expect(table.getByRole("cell", { name: login, exact: true })).toBeVisible();
    await expect(table.getByRole("cell", { name: "pnragent", exact: true })).toHaveCount(0); // another company

    const search = page.getByRole("search", { name: "Search accounts" });
    await search.getByLabel("Name", { exact: true }).fill("chan");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/accountName=chan/);
    await expect(table.getByRole("cell", { name: "agent", exact: true })).toBeVisible();
    await expect(table.getByRole("cell", { name: "viewer", exact: true })).toHaveCount(0);
    await expect(table.getByRole("row").nth(1)).toContainText("TM CHAN");
    await expect(table.getByRole("row").nth(1)).toContainText("Active");

    await page.getByRole("link", { name: "Clear" }).click();
    await expect(page).not.toHaveURL(/accountName=chan/);
    await expect(search.getByLabel("Name", { exact: true })).toHaveValue("");
    await search.getByLabel("Login name").fill("viewer");
    await search.getByLabel("Enabled").selectOption("INACTIVE");
    await search.getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No accounts match your search.")).toBeVisible();
    await expect(search.getByLabel("Login name")).toHaveValue("viewer");
  });

  test("a customer admin adds an account in the dialog and the new user signs in", async ({
    page,
  }, info) => {
    test.slow(); // several screens and a second sign-in
    const account = accountFor(uniqueLogin("new", info.project.name));
    await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
    await page.goto("/secured/account/list");
    await page.getByRole("link", { name: "Add new account" }).click();
    await expect(page).toHaveURL(/dialog=add/);
    const dialog = page.getByRole("dialog", { name: "Add new account" });
    await expect(dialog.getByRole("checkbox", { name: "Account administrator" })).toBeEnabled();
    await expect(dialog.getByRole("checkbox", { name: "Site administrator" })).toHaveCount(0); // other user type
    await fillNewAccount(page, account);
    await dialog.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByText("Account created successfully.")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const row = page.getByRole("row").filter({ hasText: account.login });
    await expect(row).toContainText("KA YAN FUNG");

    await signOut(page);
    await page.goto("/login?redirectTo=%2Fsecured%2Fgreetings");
    await fillLogin(page, account.login, account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/secured\//);
    await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
    await expect(page.getByRole("banner")).toContainText("Harbour Travel Ltd");
  });

  test("the dialog keeps what was typed and shows each refusal on its field", async ({
    page,
  }, info) => {
    test.slow(); // two refused submissions
    const account = accountFor(uniqueLogin("dup", info.project.name));
    await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
    await page.goto("/secured/account/list?dialog=add");
    const dialog = await fillNewAccount(page, account, "Newuser124");
    await dialog.getByRole("button", { name: "Create account" }).click();
    await expect(dialog.getByText("The two passwords do not match").first()).toBeVisible();
    await expect(dialog.getByText("Please check the highlighted fields")).toBeVisible();
    await expect(dialog.getByLabel("Login name")).toHaveValue(account.login);
    await expect(dialog.getByLabel("Surname")).toHaveValue(/fung/i);
    await expect(dialog.getByRole("checkbox", { name: "Air booking" })).toBeChecked();

    // The back office refuses a login name already in use; the dialog says so on the field.
    await dialog.getByLabel("Login name").fill("agent");
    await dialog.getByLabel("Password", { exact: true }).fill(account.password);
    await dialog.getByLabel("Confirm password").fill(account.password);
    await dialog.getByRole("button", { name: "Create account" }).click();
    await expect(
      dialog.getByText("This login name is already in use. Choose another one.").first(),
    ).toBeVisible();
    await expect(dialog.getByLabel("Email")).toHaveValue(account.email);
  });

  test("with JS the dialog takes the focus and Escape closes it", async ({ page }, info) => {
    test.skip(
      jsOff(info.project.name),
      "keyboard handling needs JavaScript; without it the Close link does the same",
    );
    await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
    await page.getByRole("link", { name: "Add new account" }).click();
    const dialog = page.getByRole("dialog", { name: "Add new account" });
    await expect(dialog.getByLabel("Login name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).not.toHaveURL(/dialog=add/);
  });

  test("the server checks the new-account rules itself", async ({ page }) => {
    await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
    await page.goto("/secured/account/list?dialog=add");
    const base = new URL(page.url()).origin;
    const response = await page.request.post("/secured/account/list?dialog=add", {
      headers: { Origin: base },
      form: {
        csrf: await csrfToken(page),
        loginName: "weak1",
        nameTitle: "MR",
        surname: "a",
        givenName: "b",
        email: "not-an-email",
        telephone: "12ab",
        password: "weakpass",
        confirmPassword: "weakpass",
      },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain(
      "Password must be at least 8 characters and contain an uppercase letter, a lowercase letter and a digit",
    );
    expect(html).toContain("Email format is incorrect");
    expect(html).toContain("Telephone number must contain digits only (at least 6 digits)");
    expect(html).not.toContain("weakpass");
  });

  test("details show every field, roles one per line and the company", async ({ page }, info) => {
    test.slow(); // several screens and a second sign-in
    const account = accountFor(uniqueLogin("det", info.project.name), [
      "Air booking",
      "Self-service ticketing",
    ]);
    await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
    await createAccountAsAdmin(page, account);
    await openAccount(page, account.login);
    const main = page.getByRole("main");
    for (const text of [
      "FUNG",
      "KA YAN",
      account.login,
      account.email,
      "Active",
      account.phone,
      "Harbour Travel Ltd",
      "info@harbourtravel.hk",
      "25118800",
      "Wan Chai",
    ]) {
      await expect(main.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(main.getByRole("list", { name: "Roles" }).getByRole("listitem")).toHaveText([
      "Air booking",
      "Self-service ticketing",
    ]);
    await page.getByRole("link", { name: "Back to accounts" }).click();
    await expect(page.getByRole("heading", { name: "Accounts" })).toBeVisible();
  });

  test("edit: username read-only, changes saved with a toast, back on details; Inactive cannot sign in", async ({
    page,
  }, info) => {
    test.slow(); // several screens and a second sign-in
    const account = accountFor(uniqueLogin("edt", info.project.name));
    await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
    await createAccountAsAdmin(page, account);
    await openAccount(page, account.login);
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Edit account" })).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAttribute("readonly", "");
    await expect(page.getByLabel("Username")).toHaveValue(account.login);
    await page.getByLabel("Given name").fill("Siu Ming");
    await page.getByLabel("Telephone").fill("98765432");
    await page.getByRole("radio", { name: "Inactive" }).check();
    await page.getByRole("checkbox", { name: "Ordinary user" }).uncheck();
    await page.getByRole("checkbox", { name: "Power user" }).check();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Account information updated successfully.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Account details" })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText("SIU MING")).toBeVisible();
    await expect(main.getByText("98765432")).toBeVisible();
    await expect(main.getByText("Inactive")).toBeVisible();
    await expect(main.getByRole("list", { name: "Roles" }).getByRole("listitem")).toHaveText([
      "Air booking",
      "Power user",
    ]);

    await signOut(page);
    await page.goto("/login?redirectTo=%2Fsecured%2Fgreetings");
    await fillLogin(page, account.login, account.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login/);
  });

  test("edit keeps bad input and shows the field's message", async ({ page }, info) => {
    test.slow(); // several screens and a second sign-in
    const account = accountFor(uniqueLogin("bad", info.project.name));
    await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
    await createAccountAsAdmin(page, account);
    await openAccount(page, account.login);
    await page.getByRole("link", { name: "Edit", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Edit account" })).toBeVisible();
    const base = new URL(page.url());
    // Straight to the server, past the browser's own checks.
    const response = await page.request.post(base.pathname + base.search, {
      headers: { Origin: base.origin },
      form: {
        csrf: await csrfToken(page),
        surname: "Fung",
        givenName: "Ka Yan",
        email: "fung@",
        telephone: "12345",
        enabled: "true",
      },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Email format is incorrect");
    expect(html).toContain('value="fung@"');
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page.getByRole("heading", { name: "Account details" })).toBeVisible();
  });

  test("change password by admin: strength and confirmation, then the new password works", async ({
    page,
  }, info) => {
    test.slow(); // several screens and a second sign-in
    const account = accountFor(uniqueLogin("pwd", info.project.name));
    await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
    await createAccountAsAdmin(page, account);
    await openAccount(page, account.login);
    await page.getByRole("link", { name: "Change password" }).click();
    await expect(page.getByRole("heading", { name: "Change password" })).toBeVisible();
    await page.getByLabel("New password").fill("Changed789");
    await page.getByLabel("Confirm password").fill("Changed788");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("The two passwords do not match").first()).toBeVisible();
    await page.getByLabel("New password").fill("Changed789");
    await page.getByLabel("Confirm password").fill("Changed789");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText("Password changed successfully.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Account details" })).toBeVisible();

    await signOut(page);
    await page.goto("/login?redirectTo=%2Fsecured%2Fgreetings");
    await fillLogin(page, account.login, "Changed789");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/secured\//);
  });

  test("an unknown or foreign account id is a translated 404", async ({ page }) => {
    await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
    await page.goto("/secured/account/manageUserDetails?id=U10005"); // pnragent, another company
    await expect(
      page.getByText("This page does not exist, or it is not yours to open."),
    ).toBeVisible();
    await page.goto("/secured/account/editAccountInfo?id=%3Cscript%3E");
    await expect(
      page.getByText("This page does not exist, or it is not yours to open."),
    ).toBeVisible();
  });
});

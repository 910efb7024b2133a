import { expect, test } from "@playwright/test";
import { csrfToken } from "./account-helpers";
import { signIn, type users } from "./helpers";

// Who may add accounts and change roles (spec 02 §6): customer admins (admin, sysadmin) only.
// Everybody else sees only their own account, no add button, locked roles, and is refused by
// the server when trying anyway.

const ownId: Record<keyof typeof users, string> = {
  agent: "U10001",
  admin: "U10002",
  sysadmin: "U10003",
  viewer: "U10004",
  pnragent: "U10005",
};

for (const role of ["agent", "viewer", "pnragent"] as const) {
  test(`${role}: own account only, no add-account, locked roles, refused by the server`, async ({
    page,
  }) => {
    test.slow(); // list, dialog URL, forged POST and edit screen
    await signIn(page, role, "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
    await page.goto("/secured/account/list");
    const table = page.getByRole("table");
    await expect(table.getByRole("row")).toHaveCount(2); // header + own account
    await expect(table.getByRole("cell", { name: role, exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add new account" })).toHaveCount(0);

    // The dialog's URL is refused, not just hidden.
    await page.goto("/secured/account/list?dialog=add");
    await expect(page.getByText("You are not allowed to perform this action.")).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.goto("/secured/account/list");
    const response = await page.request.post("/secured/account/list?dialog=add", {
      headers: { Origin: new URL(page.url()).origin },
      form: {
        csrf: await csrfToken(page),
        loginName: `forged${role}`,
        nameTitle: "MR",
        surname: "X",
        givenName: "Y",
        email: "x@y.hk",
        telephone: "91234567",
        password: "Forged1234",
        confirmPassword: "Forged1234",
      },
    });
    expect(response.status()).toBe(403);

    // Editing one's own account is allowed, but the roles are locked and shown as they are.
    await page.goto(`/secured/account/editAccountInfo?id=${ownId[role]}`);
    await expect(page.getByText("Only customer administrators can change roles.")).toBeVisible();
    const boxes = page.getByRole("group", { name: "Roles" }).getByRole("checkbox");
    expect(await boxes.count()).toBeGreaterThan(0);
    for (const box of await boxes.all()) await expect(box).toBeDisabled();
    await expect(page.getByRole("checkbox", { name: "Ordinary user" })).toHaveCount(1);
  });
}

test("agent: a forged role change on the own account is ignored by the server", async ({
  page,
}) => {
  await signIn(page, "viewer", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
  await page.goto(`/secured/account/editAccountInfo?id=${ownId.viewer}`);
  const url = new URL(page.url());
  const response = await page.request.post(url.pathname + url.search, {
    headers: { Origin: url.origin },
    form: {
      csrf: await csrfToken(page),
      surname: "LAM",
      givenName: "SIU KEI",
      email: "viewer@harbourtravel.hk",
      telephone: "94567890",
      enabled: "true",
      securityGroups: "ACCOUNT_ADMIN",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  await page.goto(`/secured/account/manageUserDetails?id=${ownId.viewer}`);
  await expect(page.getByRole("list", { name: "Roles" }).getByRole("listitem")).toHaveText([
    "Ordinary user",
  ]);
  await page.goto("/secured/account/list");
  await expect(page.getByRole("link", { name: "Add new account" })).toHaveCount(0);
});

test("admin: add-account and editable roles within the own company", async ({ page }) => {
  await signIn(page, "admin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
  await page.goto("/secured/account/list");
  await expect(page.getByRole("link", { name: "Add new account" })).toBeVisible();
  await page.goto(`/secured/account/editAccountInfo?id=${ownId.viewer}`);
  await expect(page.getByRole("checkbox", { name: "Ordinary user" })).toBeEnabled();
  await expect(page.getByRole("checkbox", { name: "Ordinary user" })).toBeChecked();
  await expect(page.getByText("Only customer administrators can change roles.")).toHaveCount(0);
});

test("sysadmin: every company's accounts and the system roles in the dialog", async ({ page }) => {
  await signIn(page, "sysadmin", "/login?redirectTo=%2Fsecured%2Faccount%2Flist");
  for (const login of ["agent", "pnragent", "sysadmin"]) {
    await page.goto(`/secured/account/list?loginName=${login}`);
    await expect(
      page.getByRole("table").getByRole("cell", { name: login, exact: true }),
    ).toBeVisible();
  }
  await page.getByRole("link", { name: "Add new account" }).click();
  const dialog = page.getByRole("dialog", { name: "Add new account" });
  await expect(dialog.getByRole("checkbox", { name: "Site administrator" })).toBeVisible();
  await expect(dialog.getByRole("checkbox", { name: "Air booking" })).toHaveCount(0);
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).not.toHaveURL(/dialog=add/);
});

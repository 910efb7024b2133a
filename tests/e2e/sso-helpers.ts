import { expect, type Page } from "@playwright/test";

/** Accounts of the local identity provider (mocks/oidc/accounts.ts). */
export const providerUsers = {
  agent: { username: "agent", password: "Agent1234", name: "Tai Man Chan" },
  admin: { username: "admin", password: "Admin1234", name: "Mei Ling Wong" },
  viewer: { username: "viewer", password: "Viewer1234", name: "Siu Kei Lam" },
  pnragent: { username: "pnragent", password: "Pnragent1234", name: "Wing Sze Ho" },
  // Known to the provider, unknown to the back office: /account/ssologin answers 3/237.
  stranger: { username: "stranger", password: "Stranger1234", name: "Sam Stranger" },
} as const;
export type ProviderUser = keyof typeof providerUsers;

export const SSO_OPTION = "Sign in with single sign-on";

/** Fills the provider's own sign-in page; returns the provider's origin. */
export async function signInAtProvider(page: Page, user: ProviderUser): Promise<string> {
  await expect(page.getByRole("heading", { name: "Sign in to PAMHK Air portal" })).toBeVisible();
  const providerOrigin = new URL(page.url()).origin;
  await page.getByLabel("Username").fill(providerUsers[user].username);
  await page.getByLabel("Password").fill(providerUsers[user].password);
  await page.getByRole("button", { name: "Sign in" }).click();
  return providerOrigin;
}

/** The login page's single-sign-on option, then the provider's sign-in. */
export async function ssoSignIn(
  page: Page,
  user: ProviderUser = "agent",
  path = "/login",
): Promise<string> {
  await page.goto(path);
  await page.getByRole("link", { name: SSO_OPTION }).click();
  return signInAtProvider(page, user);
}

export async function expectToast(page: Page, text: string | RegExp) {
  await expect(
    page.getByRole("status").or(page.getByRole("alert")).filter({ hasText: text }).first(),
  ).toBeVisible();
}

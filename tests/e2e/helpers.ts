import { expect, test, type BrowserContext, type Page } from "@playwright/test";

export const users = {
  agent: { login: "agent", password: "Agent1234" },
  admin: { login: "admin", password: "Admin1234" },
  sysadmin: { login: "sysadmin", password: "Sysadmin1234" },
  viewer: { login: "viewer", password: "Viewer1234" },
  pnragent: { login: "pnragent", password: "Pnragent1234" },
} as const;

/** The simulator accepts exactly this verification code in tests (PAMHK_SIM_CAPTCHA=TEST). */
export const CAPTCHA = "TEST";

export async function fillLogin(page: Page, login: string, password: string, code = CAPTCHA) {
  await page.getByLabel("Login name").fill(login);
  await page.getByLabel("Password").fill(password);
  await page.getByLabel("Verification code").fill(code);
}

export async function signIn(page: Page, user: keyof typeof users = "agent", path = "/login") {
  await page.goto(path);
  await fillLogin(page, users[user].login, users[user].password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  // the pathname, not the whole URL: /login?redirectTo=/secured/... must not count as signed in
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/secured/"));
}

export const jsOff = (projectName: string) => projectName === "js-off";

/** The page language, as the language switch sets it (Remix cookie: base64 of the JSON value). */
export async function useLocale(context: BrowserContext, baseURL: string, locale: string) {
  const value = encodeURIComponent(Buffer.from(JSON.stringify(locale)).toString("base64"));
  await context.addCookies([{ name: "lng", value, url: baseURL }]);
}

/**
 * Opens a top-bar menu and returns its entry by name: without JS a <details> of links or buttons,
 * with JS the Headless UI menu that replaces it once pointed at (entries are menu items).
 */
export async function topBarMenuEntry(
  page: Page,
  menu: string,
  entry: { name: string; role: "link" | "button" },
) {
  const summary = page.getByRole("banner").locator("summary", { hasText: menu });
  if (test.info().project.use.javaScriptEnabled === false) {
    await summary.click();
    return page.getByRole(entry.role, { name: entry.name });
  }
  await summary.hover();
  await page.getByRole("banner").getByRole("button", { name: menu }).click();
  return page.getByRole("menu").getByRole("menuitem", { name: entry.name });
}

import { expect, type Page } from "@playwright/test";
import { signIn, type users } from "./helpers";

/**
 * Open GDS records reserved per test and per project, so parallel tests never ticket the same
 * record (the simulator refuses a second ticket for the same passengers).
 */
const OPEN_RECORDS = {
  issue: ["B4WK6N", "C8RD3P"],
  void: ["D3TF7Q", "G2NP8T"],
  sysadmin: ["F9JL5S", "E6GH1R"],
  readOnly: ["H5QR2V", "H5QR2V"],
} as const;

export function recordFor(purpose: keyof typeof OPEN_RECORDS, projectName: string): string {
  return OPEN_RECORDS[purpose][projectName === "js-off" ? 1 : 0];
}

/** The CSRF token of the page's forms, for requests that bypass the hidden buttons. */
export async function csrfOf(page: Page): Promise<string> {
  const token = await page.locator('input[name="csrf"]').first().getAttribute("value");
  expect(token).toBeTruthy();
  return token!;
}

/** The Hong Kong calendar day, "YYYY-MM-DD", `days` from today. */
export function hongKongDay(days = 0): string {
  return new Date(Date.now() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

export const hongKongHour = () => new Date(Date.now() + 8 * 3_600_000).getUTCHours();

/** Step 2 of the wizard for a whole record, reached through its URL (the wizard keeps its state there). */
export function quoteStepUrl(recordLocator: string, pax: number[], seg: number[]): string {
  const params = new URLSearchParams({
    step: "2",
    gdsCode: "ZIR",
    pseudoCityCode: "7H2K",
    recordLocator,
  });
  for (const p of pax) params.append("pax", String(p));
  for (const s of seg) params.append("seg", String(s));
  return `/secured/order/addOrder?${params}`;
}

/**
 * Signs in and lands on `path`. Waits for the secured page itself: the sign-in URL
 * (/login?redirectTo=/secured/...) already contains "/secured/".
 */
export async function signInAt(page: Page, role: keyof typeof users, path: string) {
  await signIn(page, role, `/login?redirectTo=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/secured/"));
}

// What the quote e2e share (tests/e2e/quotes-client.spec.ts, quotes-branches.spec.ts): a sent
// quote of three options, the message the SMTP receiver got, its PDF's text, the client's link.
import { createHmac } from "node:crypto";
import { inflateSync } from "node:zlib";
import { expect as baseExpect, type Browser, type Page } from "@playwright/test";
import { expect, resultCards, search } from "./air-helpers";
import { simUrl } from "./booking-helpers";

export type Received = {
  envelope: { to: string[] };
  subject: string;
  language: string;
  text: string;
  attachments: { fileName: string; contentType: string; content: string }[];
};

export async function mailTo(address: string): Promise<Received> {
  let found: Received | undefined;
  await baseExpect
    .poll(
      async () => {
        const response = await fetch(`${simUrl()}/__sim/mail.json`);
        const all = (await response.json()) as Received[];
        found = all.find((m) => m.envelope.to.includes(address));
        return Boolean(found);
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/** The lines the portal's PDF draws (as app/services/letter-pdf.server.test.ts's drawn()). */
export function drawn(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1");
  const out: string[] = [];
  for (const m of raw.matchAll(/>>\nstream\n/g)) {
    const start = m.index + m[0].length;
    const ops = inflateSync(pdf.subarray(start, raw.indexOf("\nendstream", start))).toString(
      "latin1",
    );
    for (const t of ops.matchAll(/\/(F\d) [\d.]+ Tf [\d. ]+ Td <([0-9a-f]*)> Tj/g)) {
      const bytes = Buffer.from(t[2]!, "hex");
      out.push(
        t[1] === "F3"
          ? bytes.swap16().toString("utf16le")
          : new TextDecoder("windows-1252").decode(bytes),
      );
    }
  }
  return out;
}

// The portal under test signs links with playwright.config.ts's SESSION_SECRET; the test signs
// one the same way (app/services/quote-token.server.ts) to hold a link whose expiry has passed,
// which no real link reaches within a test (the shortest validity is one hour).
export const E2E_SECRET = "e2e-secret-e2e-secret-e2e-secret";
export function signedLink(quoteId: string, expiresAt: number) {
  const payload = `${Buffer.from(quoteId).toString("base64url")}.${Math.ceil(
    expiresAt / 1000,
  ).toString(36)}`;
  const mac = createHmac("sha256", E2E_SECRET).update(`quote-link:${payload}`).digest();
  return `${payload}.${mac.toString("base64url")}`;
}

/** Sets the company's fixed Economy fee (replaces the rule; tests/e2e/quotes.spec.ts sets the same). */
export async function setEconomyFee(page: Page, amount: string) {
  await page.goto("/secured/quotes/fees");
  await page.getByLabel("Kind").selectOption("fixed");
  await page.getByLabel("Amount or percent").fill(amount);
  await page.getByLabel("Currency (fixed fees)").fill("HKD");
  await page.getByLabel("Cabin").selectOption("Y");
  await page.getByLabel("Fare source").selectOption("");
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect(page.getByText("Fee rule saved.")).toBeVisible();
}

export const FEE = "123.45";

/** A sent quote of three options, HKG-TPE on `depart`, for a client with a unique address. */
export async function sendThreeOptionQuote(
  page: Page,
  depart: string,
  language: "en-US" | "zh-CN" | "zh-HK",
) {
  await setEconomyFee(page, FEE);
  await page.goto("/secured/air/airLowFareSearch");
  await search(page, { from: "HKG", to: "TPE", depart, oneWay: true });
  await expect(resultCards(page).first()).toBeVisible();
  for (let n = 1; n <= 3; n++) {
    await resultCards(page)
      .nth(n - 1)
      .getByRole("button", { name: "Add to quote" })
      .click();
    await expect(
      page.getByRole("region", { name: "Quote being built" }).getByText(`${n} of 5 options`),
    ).toBeVisible();
  }
  await page.getByRole("link", { name: "Open the quote" }).click();
  await expect(page).toHaveURL(/\/secured\/quotes\/[0-9a-f-]{36}$/);
  const quoteUrl = page.url();
  const quoteId = quoteUrl.split("/").pop()!;
  await expect(page.getByRole("heading", { name: /^Option \d$/ })).toHaveCount(3);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const client = `Client ${tag}`;
  const email = `client-${tag}@example.com`;
  await page.getByLabel("Client name").fill(client);
  await page.getByLabel("Client e-mail").fill(email);
  await page.getByLabel("Client language").selectOption(language);
  await page.getByLabel("Note to the client").fill("Window seats if possible");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Quote saved.")).toBeVisible();
  // The options' first flights and totals as the agent sees them.
  const options = [];
  for (let n = 1; n <= 3; n++) {
    const article = page.getByRole("article", { name: `Option ${n}` });
    const flight = (await article.locator("li span").first().innerText()).trim();
    // Fare total, service fee total, client price total, as the agent sees them ("HKD 1,234.50").
    const [fare, fee, clientPrice] = (await article.getByRole("definition").allInnerTexts()).map(
      (t) => t.trim(),
    );
    options.push({ flight, fare: fare!, fee: fee!, clientPrice: clientPrice! });
  }
  await page.getByRole("button", { name: "Send to the client" }).click();
  await expect(page.getByText(`The quote was e-mailed to ${email}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send to the client" })).toHaveCount(0);
  return { quoteUrl, quoteId, client, email, options };
}

export function linkIn(mail: Received): string {
  const m = /https?:\/\/[^\s/]+(\/q\/[A-Za-z0-9_.-]+\?lng=[A-Za-z-]+)/.exec(mail.text);
  baseExpect(m, "the message holds the client's link").not.toBeNull();
  return m![1]!;
}

export async function clientPage(
  browser: Browser,
  path: string,
  options: Parameters<Browser["newContext"]>[0] = {},
) {
  // A fresh context: no cookies, no session, as the client opening the e-mail.
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const response = await page.goto(path);
  return { context, page, response };
}

/** "HKD 7,603.45" → 7603.45 */
export const amountOf = (money: string) => Number(money.replace(/[^\d.]/g, ""));

/** The first flight of an option as the simulator's fare control names it ("UO659/2026-12-01"). */
export function flightMatch(flight: string, depart: string) {
  const [, airline, number] = /^([A-Z0-9]{2})0*(\d+)/.exec(flight) ?? [];
  return { airline: airline!, number: number!, match: `${airline}${number}/${depart}` };
}

/** Raises (raiseBy) or withdraws one flight's fares in the simulator; raiseBy 0 restores. */
export async function changeFare(match: string, change: { raiseBy?: number; withdraw?: boolean }) {
  const response = await fetch(`${simUrl()}/__sim/fares`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      match,
      raiseBy: change.raiseBy ?? 0,
      withdraw: change.withdraw ?? false,
    }),
  });
  baseExpect(response.status).toBe(200);
}

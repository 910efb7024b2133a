// Quotes sent to clients, the branches tests/e2e/quotes-client.spec.ts leaves
// (docs/decisions/0104-quotes-sent-to-clients.md): "Book this option" at the same price and
// after the flights are gone; the client's page in Simplified Chinese at 375 px under axe; the
// request for a new quote in the agent's queue; the page's rate limit answered in the client's
// language.
import AxeBuilder from "@axe-core/playwright";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { expect, inDays } from "./air-helpers";
import { simUrl } from "./booking-helpers";
import { jsOff, signIn } from "./helpers";
import {
  changeFare,
  clientPage,
  drawn,
  flightMatch,
  linkIn,
  mailTo,
  sendThreeOptionQuote,
  signedLink,
} from "./quote-helpers";

test.describe.configure({ timeout: 240_000 });

// The note sendThreeOptionQuote writes: the agent's words, in the agent's language.
const NOTE = "Window seats if possible";

/** The back office's searches that named this date (the simulator's count, mocks/README.md). */
async function searchesOf(date: string): Promise<number> {
  const response = await fetch(`${simUrl()}/__sim/calls?match=${encodeURIComponent(date)}`);
  return ((await response.json()) as Record<string, number>)["air-search"] ?? 0;
}

const amountText = (money: string) => money.replace(/^[A-Z]{3} /, "");

test("Book this option: the same price opens the review at once; gone flights say so and offer today's 3 closest", async ({
  page,
  browser,
}, testInfo) => {
  const depart = inDays(testInfo.project.name === "js-off" ? 51 : 50);
  await signIn(page, "admin");
  const quote = await sendThreeOptionQuote(page, depart, "en-US");

  // Another company cannot book it either: its signed-in POST is a 404, before any search.
  const optionId = await page.locator('input[name="optionId"]').first().inputValue();
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, "pnragent");
  await otherPage.goto("/secured/quotes");
  const csrf = await otherPage.locator('input[name="csrf"]').first().inputValue();
  const refused = await otherPage.request.post(`${new URL(quote.quoteUrl).pathname}/book`, {
    form: { csrf, optionId },
    maxRedirects: 0,
  });
  baseExpect(refused.status(), await refused.text()).toBe(404);
  await other.close();

  // Nothing moved: straight to the usual review, at the quoted fare, after one new search.
  const searchesBefore = await searchesOf(depart);
  await page.getByRole("button", { name: "Book this option" }).first().click();
  await expect(page).toHaveURL(/reviewFlight/, { timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
  await expect(page.getByRole("main")).toContainText(amountText(quote.options[0]!.fare));
  await expect(page.getByText(/^Price changed from/)).toHaveCount(0);
  baseExpect(await searchesOf(depart)).toBe(searchesBefore + 1);

  // Option 2's first flight is sold no more.
  const gone = flightMatch(quote.options[1]!.flight, depart);
  await changeFare(gone.match, { withdraw: true });
  try {
    await page.goto(quote.quoteUrl);
    await page.getByRole("button", { name: "Book this option" }).nth(1).click();
    await expect(page.getByText("These flights are no longer offered at this fare.")).toBeVisible({
      timeout: 60_000,
    });
    await expect(
      page.getByRole("heading", { name: "The closest options of today's search" }),
    ).toBeVisible();
    const closest = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("button", { name: "Review this option" }) });
    await expect(closest).toHaveCount(3);
    baseExpect(await searchesOf(depart)).toBe(searchesBefore + 2);
    // None of them is the flight that went (the offers list it as "UO 659").
    for (const text of await closest.allInnerTexts())
      baseExpect(text).not.toContain(`${gone.airline} ${gone.number} `);
    await closest.first().getByRole("button", { name: "Review this option" }).click();
    await expect(page).toHaveURL(/reviewFlight/, { timeout: 60_000 });
    await expect(page.getByRole("button", { name: "Next" })).toBeVisible();
    // The closest offer is reviewed from the search just run: no second one.
    baseExpect(await searchesOf(depart)).toBe(searchesBefore + 2);
  } finally {
    await changeFare(gone.match, { withdraw: false });
  }
});

const axeTags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * No sideways scroll at the page's width and, with JavaScript on (axe runs as a script in the
 * page; the markup is the server's either way), no serious or critical axe finding.
 */
async function checkPhonePage(page: Page, name: string, js: boolean) {
  if (js) {
    const result = await new AxeBuilder({ page }).withTags(axeTags).analyze();
    const serious = result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${name}: ${v.id} ${v.help} -> ${v.nodes.map((n) => n.target).join(" | ")}`);
    baseExpect(serious).toEqual([]);
  }
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  baseExpect(width, `${name} scrolls sideways`).toBeLessThanOrEqual(375);
}

/** Words of 4+ Latin letters in the page's main part, besides names and the agent's own note. */
async function englishIn(page: Page, names: string[]) {
  let text = await page.getByRole("main").innerText();
  for (const n of names) text = text.split(n).join(" ");
  return text.match(/[A-Za-z]{4,}/g) ?? [];
}

test("zh-CN: the client's page at 375 px, no English, no axe finding; the request for a new quote reaches the agent's queue; too many requests answered in Chinese", async ({
  page,
  browser,
}, testInfo) => {
  const js = !jsOff(testInfo.project.name);
  const depart = inDays(js ? 52 : 53);
  await signIn(page, "admin");
  const quote = await sendThreeOptionQuote(page, depart, "zh-CN");
  // The message and its PDF in Simplified Chinese.
  const mail = await mailTo(quote.email);
  baseExpect(mail.subject).toContain("您的航班方案 HKG-TPE");
  const pdf = mail.attachments.find((a) => a.fileName.endsWith(".pdf"));
  baseExpect(pdf, "a PDF is attached").toBeTruthy();
  const lines = drawn(Buffer.from(pdf!.content, "base64"));
  for (const n of [1, 2, 3]) baseExpect(lines).toContain(`方案 ${n}`);
  const link = linkIn(mail);
  baseExpect(link).toContain("lng=zh-CN");
  const phone = { viewport: { width: 375, height: 800 } };

  // The open quote, as the client's phone shows it.
  const open = await clientPage(browser, link, phone);
  baseExpect(open.response?.status()).toBe(200);
  await expect(open.page.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(open.page.getByText(`为 ${quote.client} 准备`)).toBeVisible();
  await expect(open.page.getByRole("radio", { name: "方案 2" })).toBeVisible();
  const agency = (await open.page.getByRole("banner").locator("p").first().innerText()).trim();
  baseExpect(await englishIn(open.page, [agency, quote.client, NOTE])).toEqual([]);
  await checkPhonePage(open.page, "open quote", js);
  await open.context.close();

  // Its link once expired: says so, and the client asks for a new quote.
  const expired = await clientPage(
    browser,
    `/q/${signedLink(quote.quoteId, Date.now() - 60_000)}?lng=zh-CN`,
    phone,
  );
  baseExpect(expired.response?.status()).toBe(200);
  await expect(expired.page.getByText("此报价已过期，价格不再保留。")).toBeVisible();
  await expect(expired.page.getByRole("radio")).toHaveCount(0);
  baseExpect(await englishIn(expired.page, [agency, quote.client, NOTE])).toEqual([]);
  await checkPhonePage(expired.page, "expired quote", js);
  await expired.page.getByLabel(`给 ${agency} 的留言（选填）`).fill("请重新报价，日期不变");
  await expired.page.getByRole("button", { name: "索取新报价" }).click();
  await expect(expired.page.getByText(`您的请求已送达 ${agency}`, { exact: false })).toBeVisible();
  await expect(expired.page.getByRole("button", { name: "索取新报价" })).toHaveCount(0);
  await expired.context.close();

  // The agent who sent it finds the request in the work queue, linking to the quote.
  await page.goto("/secured/queue");
  const group = page.getByRole("region", { name: /^Clients asking for a new quote/ });
  const row = group.getByRole("row").filter({ hasText: quote.client });
  await expect(row).toBeVisible();
  await row.getByRole("link").click();
  await expect(page).toHaveURL(quote.quoteUrl);
  await expect(page.getByText("请重新报价，日期不变")).toBeVisible();

  // One client address past its page views a minute (CLIENT_PAGE_PER_MINUTE, 30): a 429 in the
  // link's language, saying how long to wait. The address is this test's own (the portal trusts
  // the loopback proxy's X-Forwarded-For), so no other test's client is counted with it.
  const address = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;
  const busy = await browser.newContext({ extraHTTPHeaders: { "X-Forwarded-For": address } });
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) statuses.push((await busy.request.get(link)).status());
  baseExpect(statuses.every((s) => s === 200)).toBe(true);
  const busyPage = await busy.newPage();
  const refused = await busyPage.goto(link);
  baseExpect(refused?.status()).toBe(429);
  baseExpect(Number(refused?.headers()["retry-after"])).toBeGreaterThan(0);
  await expect(busyPage.locator("html")).toHaveAttribute("lang", "zh-CN");
  await expect(busyPage.getByText(/^来自您地址的请求过多，请在 \d+ 秒后重试。$/)).toBeVisible();
  await expect(busyPage.getByRole("radio")).toHaveCount(0);
  await busy.close();
});

// Quotes sent to clients (docs/decisions/0104-quotes-sent-to-clients.md): the agent sends a quote,
// the e-mail and its PDF reach the simulator's SMTP receiver in the client's language, the client
// answers on the public page without an account, the agent finds the choice in the work queue
// and books it at today's price; expired, altered and other companies' links show nothing.
import { expect as baseExpect, test } from "@playwright/test";
import { expect, fillPassenger, inDays } from "./air-helpers";
import { simUrl, uniqueSurname } from "./booking-helpers";
import { signIn, useLocale } from "./helpers";
import {
  amountOf,
  changeFare,
  clientPage,
  drawn,
  FEE,
  flightMatch,
  linkIn,
  mailTo,
  sendThreeOptionQuote,
  signedLink,
} from "./quote-helpers";

test.describe.configure({ timeout: 240_000 });

test("en-US: sent quote reaches the client with its PDF, the choice reaches the queue, booked at today's price", async ({
  page,
  browser,
}, testInfo) => {
  const depart = inDays(testInfo.project.name === "js-off" ? 41 : 40);
  await signIn(page, "admin");
  const quote = await sendThreeOptionQuote(page, depart, "en-US");

  // The message: English subject and text, the link, the PDF naming the three options.
  const mail = await mailTo(quote.email);
  baseExpect(mail.subject).toContain("your flight options HKG-TPE");
  baseExpect(mail.text).toContain(`Dear ${quote.client},`);
  const pdf = mail.attachments.find((a) => a.fileName === "flight-options.pdf");
  baseExpect(pdf?.contentType).toBe("application/pdf");
  const lines = drawn(Buffer.from(pdf!.content, "base64"));
  for (const n of [1, 2, 3]) baseExpect(lines).toContain(`Option ${n}`);
  // The PDF writes a flight "UO 659" where the agent's page writes "UO659".
  const { airline, number } = flightMatch(quote.options[1]!.flight, depart);
  baseExpect(lines.join("\n")).toContain(`${airline} ${number}`);
  baseExpect(lines.join("\n")).not.toContain("/q/");

  // The client's page, no cookies: one Referrer-Policy, not indexed, chooses option 2.
  const link = linkIn(mail);
  baseExpect(link).toContain("lng=en-US");
  const client = await clientPage(browser, link);
  baseExpect(client.response?.status()).toBe(200);
  const headers = await client.response!.headersArray();
  const policies = headers.filter((h) => h.name.toLowerCase() === "referrer-policy");
  baseExpect(policies.map((h) => h.value)).toEqual(["same-origin"]);
  baseExpect(client.response!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
  await expect(client.page.getByRole("heading", { level: 1 })).toContainText("Flight options from");
  await expect(client.page.getByText(`Prepared for ${quote.client}`)).toBeVisible();
  await expect(client.page.getByText("Window seats if possible")).toBeVisible();
  await client.page.getByRole("radio", { name: "Option 2" }).check();
  await client.page.getByLabel(/^Your message to/).fill("Option 2 please, aisle seat");
  await client.page.getByRole("button", { name: "Send my choice" }).click();
  await expect(client.page.getByText(/has your choice: option 2\./)).toBeVisible();
  // Answered: no second choice.
  await expect(client.page.getByRole("radio")).toHaveCount(0);
  await client.context.close();

  // The agent's queue: the client's choice, linking to the quote.
  await page.goto("/secured/queue");
  const group = page.getByRole("region", { name: /^Quotes a client accepted/ });
  await expect(group.getByRole("row").filter({ hasText: quote.client })).toBeVisible();
  await group.getByRole("row").filter({ hasText: quote.client }).getByRole("link").click();
  await expect(page).toHaveURL(quote.quoteUrl);
  const summary = page.getByRole("definition");
  await expect(summary.filter({ hasText: "Option 2 please, aisle seat" })).toBeVisible();
  await expect(summary.filter({ hasText: /^Option 2$/ })).toBeVisible();

  // The airline raises option 2's first flight by 220 before the agent books it.
  const { match } = flightMatch(quote.options[1]!.flight, depart);
  await changeFare(match, { raiseBy: 220 });
  try {
    await page.getByRole("button", { name: "Book this option" }).nth(1).click();
    const changed = page.getByText(
      /^Price changed from HKD [\d,]+\.\d\d to HKD [\d,]+\.\d\d \(\+220\.00\)$/,
    );
    await expect(changed).toBeVisible({ timeout: 60_000 });
    const [, from, to] = /from HKD ([\d,.]+) to HKD ([\d,.]+)/.exec(await changed.innerText())!;
    // The fare moved, not the client's price: the fee stays the agency's own.
    baseExpect(`HKD ${from}`).toBe(quote.options[1]!.fare);
    baseExpect(amountOf(to!) - amountOf(from!)).toBeCloseTo(220, 2);
    await page.getByRole("button", { name: `Continue at HKD ${to}` }).click();
    await expect(page).toHaveURL(/reviewFlight/, { timeout: 60_000 });
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page).toHaveURL(/airAncillariesInfo|airBookForm/);
    if (/airAncillariesInfo/.test(page.url()))
      await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(/airBookForm/);
    const surname = uniqueSurname();
    await fillPassenger(page, 0, { surname, given: "quote", birth: "1984-04-04" });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/airBookConfirm/);
    await expect(page.getByRole("main")).toContainText(to!);
    const withFee = (amountOf(to!) + amountOf(quote.options[1]!.fee)).toFixed(2);
    await expect(page.getByRole("main")).not.toContainText(
      withFee.replace(/\B(?=(\d{3})+\.)/g, ","),
    );
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/bookingDetails\?bookingId=/, { timeout: 60_000 });

    // What reached the back office (each call's URL and body start): the booking, and the
    // searches of this test's date, never the service fee nor a price holding it.
    const recent = async (match: string) =>
      (await (await fetch(`${simUrl()}/__sim/calls/recent?match=${match}`)).json()) as string[];
    const booked = await recent(surname);
    baseExpect(booked.some((c) => c.includes("/air/book"))).toBe(true);
    const clientPrices = quote.options.map((o) => amountOf(o.clientPrice).toFixed(2));
    for (const c of [...booked, ...(await recent(depart))]) {
      baseExpect(c).not.toContain(FEE);
      for (const price of [...clientPrices, withFee]) baseExpect(c).not.toContain(price);
    }

    // The quote is booked; the client's page says so.
    await page.goto(quote.quoteUrl);
    await expect(page.getByRole("button", { name: "Book this option" })).toHaveCount(0);
    const after = await clientPage(browser, link);
    await expect(after.page.getByText(/has booked option 2 for you\./)).toBeVisible();
    await after.context.close();
  } finally {
    await changeFare(match, { raiseBy: 0 });
  }
});

test("zh-HK: the client's e-mail, PDF and page in Traditional Chinese; expired, altered and other companies' links show nothing", async ({
  page,
  browser,
  context,
  baseURL,
}, testInfo) => {
  const depart = inDays(testInfo.project.name === "js-off" ? 43 : 42);
  await signIn(page, "admin");
  const quote = await sendThreeOptionQuote(page, depart, "zh-HK");

  const mail = await mailTo(quote.email);
  baseExpect(mail.subject).toContain("您的航班方案 HKG-TPE");
  const pdf = mail.attachments.find((a) => a.fileName.endsWith(".pdf"));
  baseExpect(pdf, "a PDF is attached").toBeTruthy();
  const lines = drawn(Buffer.from(pdf!.content, "base64"));
  for (const n of [1, 2, 3]) baseExpect(lines).toContain(`方案 ${n}`);
  const link = linkIn(mail);
  baseExpect(link).toContain("lng=zh-HK");
  const token = /\/q\/([^?]+)/.exec(link)![1]!;

  // An altered link: another quote id under the same signature is refused.
  const [id, ...rest] = token.split(".");
  const otherId = Buffer.from(quote.quoteId.replace(/.$/, (c) => (c === "0" ? "1" : "0"))).toString(
    "base64url",
  );
  baseExpect(otherId).not.toBe(id);
  const altered = await clientPage(browser, `/q/${[otherId, ...rest].join(".")}?lng=zh-HK`);
  baseExpect(altered.response?.status()).toBe(404);
  await expect(altered.page.getByText("此連結無效，請向您的旅行社索取新連結。")).toBeVisible();
  await expect(altered.page.getByText(quote.client)).toHaveCount(0);
  await altered.context.close();

  // A link whose expiry has passed: "expired", and the client may ask for a new quote.
  const expired = await clientPage(
    browser,
    `/q/${signedLink(quote.quoteId, Date.now() - 60_000)}?lng=zh-HK`,
  );
  baseExpect(expired.response?.status()).toBe(200);
  await expect(expired.page.getByText("此報價已過期，價格不再保留。")).toBeVisible();
  await expect(expired.page.getByRole("radio")).toHaveCount(0);
  await expired.page.getByLabel(/^給 .* 的留言（選填）$/).fill("請再報價");
  await expired.page.getByRole("button", { name: "索取新報價" }).click();
  await expect(expired.page.getByText(/您的要求已送達/)).toBeVisible();
  await expired.context.close();

  // The real link is still open: the page in Chinese, option 2 chosen.
  const client = await clientPage(browser, link);
  await expect(client.page.locator("html")).toHaveAttribute("lang", "zh-HK");
  await expect(client.page.getByText(`為 ${quote.client} 準備`)).toBeVisible();
  await client.page.getByRole("radio", { name: "方案 2" }).check();
  await client.page.getByRole("button", { name: "提交我的選擇" }).click();
  await expect(client.page.getByText(/已收到您的選擇：方案 2/)).toBeVisible();
  await client.context.close();

  // The agent, reading the portal in Traditional Chinese, finds the choice in the work queue.
  await useLocale(context, baseURL!, "zh-HK");
  await page.goto("/secured/queue");
  const accepted = page.getByRole("region", { name: /^客戶已接受的報價/ });
  await expect(accepted.getByRole("row").filter({ hasText: quote.client })).toBeVisible();

  // Another company: not in its list, its queue or at the quote's address.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, "pnragent");
  const response = await otherPage.goto(quote.quoteUrl);
  baseExpect(response?.status()).toBe(404);
  await expect(otherPage.getByText(quote.client)).toHaveCount(0);
  await otherPage.goto("/secured/quotes");
  await expect(otherPage.getByRole("heading", { name: "Quotes", level: 1 })).toBeVisible();
  await expect(otherPage.getByText(quote.client)).toHaveCount(0);
  await otherPage.goto("/secured/queue");
  await expect(otherPage.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(otherPage.getByText(quote.client)).toHaveCount(0);
  await other.close();
});

import { inflateSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { createBooking, detailsUrl, simUrl, uniqueSurname } from "./booking-helpers";
import { jsOff, signIn, useLocale } from "./helpers";

// Issue 34 item 2: documents e-mailed from booking details reach the simulator's SMTP receiver
// (mocks/smtp), which the tests read through its JSON page.

type Received = {
  envelope: { to: string[] };
  subject: string;
  language: string;
  text: string;
  attachments: { fileName: string; contentType: string; content: string }[];
};

async function mailbox(): Promise<Received[]> {
  const response = await fetch(`${simUrl()}/__sim/mail.json`);
  expect(response.status).toBe(200);
  return (await response.json()) as Received[];
}

async function mailFor(surname: string): Promise<Received[]> {
  return (await mailbox()).filter((m) => m.subject.includes(surname));
}

async function refuseMail(match: string, code: number | null) {
  const response = await fetch(`${simUrl()}/__sim/mail/refuse`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ code, match }),
  });
  expect(response.status).toBe(200);
}

/** The text a pdf-lib print-out draws: its Flate content streams' hex strings. */
function pdfText(bytes: Buffer): string {
  const raw = bytes.toString("latin1");
  const out: string[] = [];
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index + m[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = inflateSync(bytes.subarray(start, end)).toString("latin1");
    } catch {
      continue;
    }
    for (const h of content.matchAll(/<([0-9A-Fa-f]+)>\s*Tj/g))
      out.push(Buffer.from(h[1]!, "hex").toString("latin1"));
  }
  return out.join("\n");
}

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

async function openDialog(page: Page, button: string, title: string) {
  await page.getByRole("link", { name: button }).click();
  await expect(page).toHaveURL(/dialog=sendDocuments/);
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("send documents", () => {
  test.describe.configure({ timeout: 120_000 });

  // The agent's page in English or Traditional Chinese; the travellers' message in zh-HK.
  const pages = {
    "en-US": {
      button: "Send documents",
      title: "Send documents to travellers",
      itinerary: "Itinerary",
      eTicket: /^E-ticket receipt/,
      language: "Language of the message",
      note: "Your message (optional)",
      submit: "Send",
      sent: "The documents were e-mailed to 2 recipients, with the flights' calendar.",
    },
    "zh-HK": {
      button: "發送文件",
      title: "向旅客發送文件",
      itinerary: "行程表",
      eTicket: /^電子機票收據/,
      language: "電郵語言",
      note: "附言（選填）",
      submit: "發送",
      sent: "文件已電郵給 2 位收件人，並附航班日曆。",
    },
  };
  for (const [locale, ui] of Object.entries(pages))
    test(`${locale} page: an itinerary and an e-ticket reach two travellers in zh-HK with the calendar`, async ({
      page,
      context,
      baseURL,
    }, testInfo) => {
      const surname = uniqueSurname();
      const { bookingId } = await createBooking({ surname, ticketed: true });
      await signIn(page, "agent");
      await useLocale(context, baseURL!, locale);
      await page.goto(detailsUrl(bookingId));
      const number = (await page.getByRole("heading", { level: 1 }).textContent())!.match(
        /BK\d+/,
      )![0];
      const dialog = await openDialog(page, ui.button, ui.title);
      await expect(dialog.getByRole("checkbox", { name: ui.itinerary })).toBeChecked();
      await dialog.getByRole("checkbox", { name: ui.eTicket }).check();
      await dialog.getByRole("checkbox", { name: /first@example\.com/ }).check();
      await dialog.getByRole("checkbox", { name: /mei@example\.com/ }).check();
      // The message's language starts as the page's.
      await expect(dialog.getByLabel(ui.language)).toHaveValue(locale);
      await dialog.getByLabel(ui.language).selectOption("zh-HK");
      await dialog.getByLabel(ui.note).fill("祝旅途愉快！");
      if (locale === "zh-HK" && !jsOff(testInfo.project.name))
        await page.screenshot({ path: "/work/notes/shots/r34b/send-documents-zh-HK.png" });
      await dialog.getByRole("button", { name: ui.submit }).click();
      await expect(page.getByText(ui.sent)).toBeAttached({
        timeout: 30_000,
      });
      await expect(page).not.toHaveURL(/dialog=/);

      const [mail, ...more] = await mailFor(surname);
      expect(more).toHaveLength(0);
      expect(mail!.envelope.to).toEqual(["first@example.com", "mei@example.com"]);
      expect(mail!.language).toBe("zh-HK");
      expect(mail!.subject).toBe(`旅遊文件 – 預訂 ${number}（${surname}/TAI MAN）`);
      expect(mail!.text).toContain("親愛的旅客：");
      expect(mail!.text).toContain("祝旅途愉快！");
      // The back office's PDFs are in English: the message says so in its own language.
      expect(mail!.text).toContain("附件中的 PDF 文件由航空公司系統發出，內容為英文。");
      expect(mail!.attachments.map((a) => [a.fileName, a.contentType])).toEqual([
        [`itinerary-${number}.pdf`, "application/pdf"],
        [`eTicket-${number}.pdf`, "application/pdf"],
        ["flights.ics", "text/calendar"],
      ]);
      const [itinerary, ticket, calendar] = mail!.attachments.map((a) =>
        Buffer.from(a.content, "base64"),
      );
      expect(itinerary!.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdfText(itinerary!)).toContain(`Booking ${number}`);
      expect(pdfText(itinerary!)).toContain(`${surname}/MEI`);
      expect(pdfText(ticket!)).toMatch(new RegExp(`${surname}/TAI MAN\\s+ADT\\s+e-ticket \\d`));

      const ics = unfold(calendar!.toString("utf8"));
      const events = ics.split("BEGIN:VEVENT").slice(1);
      expect(events).toHaveLength(2);
      // The outbound leaves Hong Kong: DTSTART is its local time (UTC+8) in UTC.
      const outbound = events.find((e) => e.includes("HKG → LHR"))!;
      expect(outbound).toContain("SUMMARY:航班 CX");
      const local = outbound.match(
        /(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}) \(Asia\/Hong_Kong\\, UTC\+8\)/,
      )!;
      const utc = new Date(`${local[1]}T${local[2]}:${local[3]}:00+08:00`);
      const stamp = utc.toISOString().replace(/[-:]/g, "").slice(0, 13);
      expect(outbound).toContain(`DTSTART:${stamp}00Z`);
      expect(outbound).toContain(`預訂 ${number}`);

      // A new user sees the same message on the simulator's mailbox page.
      await page.goto(`${simUrl()}/__sim/mail`);
      const shown = page.getByRole("article").filter({ hasText: mail!.subject });
      await expect(shown.getByRole("heading", { name: mail!.subject })).toBeVisible();
      await expect(shown.getByRole("link", { name: `eTicket-${number}.pdf` })).toBeVisible();
      await expect(shown.getByRole("link", { name: "flights.ics" })).toBeVisible();
    });

  test("bad input is named and nothing typed is lost", async ({ page }) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname });
    await signIn(page, "agent");
    await page.goto(detailsUrl(bookingId));
    let dialog = await openDialog(page, "Send documents", "Send documents to travellers");
    // Not ticketed: no e-ticket to offer.
    await expect(dialog.getByRole("checkbox", { name: /^E-ticket/ })).toHaveCount(0);
    await dialog.getByRole("button", { name: "Send" }).click();
    dialog = page.getByRole("dialog", { name: "Send documents to travellers" });
    await expect(dialog.getByRole("alert")).toContainText(
      "Recipients: Choose or type at least one recipient",
    );

    const others = dialog.getByLabel("Other e-mail addresses");
    await others.fill("ok@example.com, not-an-address");
    await dialog.getByLabel("Your message (optional)").fill("Kept as typed");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(
      dialog.getByText('"not-an-address" is not an e-mail address').first(),
    ).toBeVisible();
    await expect(others).toHaveValue("ok@example.com, not-an-address");
    // Every bad address at once, not one per submit.
    await others.fill("foo, ok@example.com\na@b");
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(
      dialog.getByText("These are not e-mail addresses: foo, a@b").first(),
    ).toBeVisible();
    await expect(dialog.getByLabel("Your message (optional)")).toHaveValue("Kept as typed");

    await dialog.getByRole("checkbox", { name: /first@example\.com/ }).check();
    await others.fill(Array.from({ length: 10 }, (_, i) => `p${i}@example.com`).join("\n"));
    await dialog.getByRole("button", { name: "Send" }).click();
    await expect(dialog.getByText("At most 10 recipients (11 given)").first()).toBeVisible();
    await expect(dialog.getByRole("checkbox", { name: /first@example\.com/ })).toBeChecked();
    expect(await mailFor(surname)).toEqual([]);
  });

  test("a refusing mail server: the agent is told and nobody gets the message", async ({
    page,
  }) => {
    const surname = uniqueSurname();
    const refused = `${surname.toLowerCase()}@refused.example`;
    const { bookingId } = await createBooking({ surname });
    await refuseMail(refused, 451);
    try {
      await signIn(page, "agent");
      await page.goto(detailsUrl(bookingId));
      const dialog = await openDialog(page, "Send documents", "Send documents to travellers");
      await dialog.getByRole("checkbox", { name: /mei@example\.com/ }).check();
      await dialog.getByLabel("Other e-mail addresses").fill(refused);
      await dialog.getByRole("button", { name: "Send" }).click();
      await expect(
        page.getByRole("dialog", { name: "Send documents to travellers" }).getByRole("alert"),
      ).toContainText("The mail server did not accept the message. Nothing was sent");
      await expect(page.getByLabel("Other e-mail addresses")).toHaveValue(refused);
      await expect(page.getByRole("checkbox", { name: /mei@example\.com/ })).toBeChecked();
      expect(await mailFor(surname)).toEqual([]);
    } finally {
      await refuseMail(refused, null);
    }
  });

  test("a print-out the back office fails: nothing is sent", async ({ page }) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname, ticketed: true });
    // Only this booking's itinerary print-out fails (the simulator's scoped fault).
    const match = `bookings/${bookingId}/travelitinerary`;
    const scope = (fault: string | null) =>
      fetch(`${simUrl()}/__sim/scoped`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ match, fault }),
      });
    expect((await scope("500")).status).toBe(200);
    try {
      await signIn(page, "agent");
      await page.goto(detailsUrl(bookingId));
      const dialog = await openDialog(page, "Send documents", "Send documents to travellers");
      await dialog.getByRole("checkbox", { name: /^Invoice/ }).check();
      await dialog.getByRole("checkbox", { name: /first@example\.com/ }).check();
      await dialog.getByRole("button", { name: "Send" }).click();
      await expect(
        page.getByRole("dialog", { name: "Send documents to travellers" }).getByRole("alert"),
      ).toContainText("A document could not be fetched from the back office. Nothing was sent");
      await expect(page.getByRole("checkbox", { name: /^Invoice/ })).toBeChecked();
      expect(await mailFor(surname)).toEqual([]);
    } finally {
      await scope(null);
    }
  });

  test("the server sends only what the agent may print", async ({ page }) => {
    const surname = uniqueSurname();
    const { bookingId } = await createBooking({ surname });
    await signIn(page, "agent");
    await page.goto(detailsUrl(`${bookingId}&dialog=sendDocuments`));
    const csrf = await page.locator('input[name="csrf"]').first().inputValue();
    // Not ticketed: the e-ticket is not offered, and a hand-made POST for it is refused.
    const response = await page.request.post(detailsUrl(bookingId), {
      form: {
        csrf,
        intent: "sendDocuments",
        bookingId,
        documents: "eTicket",
        recipients: "first@example.com",
        language: "en-US",
      },
    });
    expect(response.status()).toBe(403);
    expect(await mailFor(surname)).toEqual([]);
  });

  test("the dialog passes axe-core and starts on its first field", async ({ page }, info) => {
    test.skip(jsOff(info.project.name), "the scan reads the rendered page; once is enough");
    const { bookingId } = await createBooking({ surname: uniqueSurname(), ticketed: true });
    await signIn(page, "agent");
    await page.goto(detailsUrl(bookingId));
    const dialog = await openDialog(page, "Send documents", "Send documents to travellers");
    await expect(dialog.getByRole("checkbox", { name: "Itinerary" })).toBeFocused();
    const result = await new AxeBuilder({ page })
      .include("dialog")
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      result.violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`),
    ).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(page).not.toHaveURL(/dialog=/);
  });
});

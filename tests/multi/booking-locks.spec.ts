// Issue 32, item 6: two agents of one company issue the same booking at once, on two instances
// sharing one Redis. The back office is reached through a counting proxy that holds each
// "issue ticket" call for a while, so the two submissions overlap for certain.
import { createServer, type Server } from "node:http";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { detailsUrl } from "../e2e/booking-helpers";
import { fillLogin } from "../e2e/helpers";
import { base, ports, startBackEnds, startInstances, stopAll, urlOf } from "./processes";

const A = urlOf(ports.a);
const B = urlOf(ports.b);
const SIM = urlOf(ports.sim);
const PROXY_PORT = base + 8;
const HOLD_MS = 1500;
const issueCalls: string[] = [];
let proxy: Server;

// Forwards every call to the simulator; counts and holds the issue-ticket ones.
function startCountingProxy(): Promise<void> {
  proxy = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (req.method === "POST" && req.url?.startsWith("/pamhkapi/booking/ticket")) {
      issueCalls.push(body.toString());
      await new Promise((r) => setTimeout(r, HOLD_MS));
    }
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter(([k]) => !["host", "content-length"].includes(k)),
    ) as Record<string, string>;
    const answer = await fetch(`${SIM}${req.url}`, {
      method: req.method,
      headers,
      body: ["GET", "HEAD"].includes(req.method ?? "GET") ? undefined : body,
      redirect: "manual",
    });
    const out = Buffer.from(await answer.arrayBuffer());
    const passed: [string, string][] = [];
    answer.headers.forEach((value, name) => {
      if (!["content-encoding", "content-length", "transfer-encoding"].includes(name))
        passed.push([name, value]);
    });
    for (const cookie of answer.headers.getSetCookie()) passed.push(["set-cookie", cookie]);
    res.writeHead(answer.status, passed.flat());
    res.end(out);
  });
  return new Promise((resolve) => proxy.listen(PROXY_PORT, "127.0.0.1", resolve));
}

test.beforeAll(async () => {
  await startBackEnds();
  await startCountingProxy();
  await startInstances({ PAMHK_API_URL: urlOf(PROXY_PORT) });
});

test.afterAll(async () => {
  await stopAll();
  await new Promise((r) => proxy?.close(r));
});

async function agentOn(browser: Browser, origin: string, login: string, password: string) {
  const page = await (await browser.newContext({ baseURL: origin })).newPage();
  await page.goto("/login");
  await fillLogin(page, login, password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/secured/"));
  return page;
}

// The Issue ticket confirmation as the agent sees it, and its form's hidden fields.
async function issueForm(page: Page, bookingId: string) {
  await page.goto(detailsUrl(bookingId, "&dialog=issueTicket"));
  const form = page.getByRole("dialog", { name: "Issue ticket" }).locator("form");
  const field = (name: string) => form.locator(`input[name="${name}"]`).inputValue();
  return {
    csrf: await field("csrf"),
    intent: "issueTicket",
    bookingId,
    stamp: await field("stamp"),
  };
}

test("two agents of one company issue the same booking at once: one back-office call", async ({
  browser,
}) => {
  const created = await fetch(`${SIM}/__sim/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ login: "agent", surname: "LOCKTEST", givenName: "TAI MAN" }),
  });
  const { bookingId } = (await created.json()) as { bookingId: string };
  const onA = await agentOn(browser, A, "agent", "Agent1234");
  const onB = await agentOn(browser, B, "admin", "Admin1234");
  const [formA, formB] = await Promise.all([issueForm(onA, bookingId), issueForm(onB, bookingId)]);

  const url = `/secured/booking/bookingDetails?bookingId=${bookingId}&dialog=issueTicket`;
  const [first, second] = await Promise.all([
    onA.request.post(url, { form: formA, maxRedirects: 0 }),
    onB.request.post(url, { form: formB, maxRedirects: 0 }),
  ]);
  const answers = [first, second].map((r) => `${r.status()} ${r.headers()["location"] ?? ""}`);
  console.log(
    `[measure] issue-ticket calls reaching the back office from two simultaneous submissions: ${issueCalls.length} (${answers.join(" | ")})`,
  );
  expect(issueCalls).toHaveLength(1);
  // Neither agent sees a failure: one lands on the list, the other on the (already) issued booking.
  expect(first.status()).toBe(302);
  expect(second.status()).toBe(302);
  const landings = [first, second].map((r) => new URL(r.headers()["location"]!, A).pathname);
  expect(landings.sort()).toEqual(["/secured/booking/bookingDetails", "/secured/booking/list"]);
  await onB.goto(detailsUrl(bookingId));
  await expect(onB.getByRole("link", { name: "Issue ticket" })).toHaveCount(0);
});

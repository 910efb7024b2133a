// Sign-in limits behind one office address, on two instances and one Redis: a script fails
// 22 passwords for login names that do not exist; a colleague whose browser holds a trusted
// device cookie signs in at once meanwhile, and a colleague without one is slowed, not locked.
// README "Operations" (sign-in throttling), docs/decisions/0080.
import { expect, test, type Page } from "@playwright/test";
import { fillLogin } from "../e2e/helpers";
import { ports, startBackEnds, startInstances, stopAll, urlOf } from "./processes";

const A = urlOf(ports.a);
const B = urlOf(ports.b);
// A shorter ceiling keeps the run short; the rule is the same at the default 30 s.
const MAX_DELAY_SECONDS = 15;

test.beforeAll(async () => {
  await startBackEnds();
  await startInstances({ LOGIN_MAX_DELAY_SECONDS: String(MAX_DELAY_SECONDS) });
});

test.afterAll(stopAll);

const signedIn = (page: Page) =>
  expect(page).toHaveURL((url) => url.pathname.startsWith("/secured/"));

/** One sign-in attempt; the alert's text when it is refused. */
async function attempt(page: Page, origin: string, login: string, password: string) {
  await page.goto(`${origin}/login`);
  await fillLogin(page, login, password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  const alert = page.getByRole("alert").filter({ hasText: /invalid|Too many/ });
  await Promise.race([alert.waitFor(), signedIn(page)]);
  return (await alert.count()) ? await alert.innerText() : null;
}

const waitOf = (text: string | null) => Number(/wait (\d+) seconds/.exec(text ?? "")?.[1] ?? 0);

test("20+ refused passwords from one address: a trusted device signs in, others are slowed", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  // The colleague's browser signed in before (its device cookie); that session has ended.
  const trusted = await browser.newContext();
  const trustedPage = await trusted.newPage();
  expect(await attempt(trustedPage, A, "agent", "Agent1234")).toBeNull();
  await trusted.clearCookies({ name: "__session" });

  // The script behind the same address: 24 refused passwords over both instances, for login
  // names the back office does not know, each sent once the address's wait is over.
  const script = await (await browser.newContext()).newPage();
  let refusedPasswords = 0;
  let addressWaits = 0;
  for (let i = 0; refusedPasswords < 24; i++) {
    const text = await attempt(script, i % 2 ? A : B, `nobody-${i}`, "Guess1234");
    if (text?.includes("invalid")) refusedPasswords++;
    else if (text?.includes("from your network")) {
      addressWaits++;
      // A wait in seconds, never a lock until the window ends.
      expect(waitOf(text)).toBeGreaterThan(0);
      expect(waitOf(text)).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
      await new Promise((r) => setTimeout(r, waitOf(text) * 1000));
    } else throw new Error(`unexpected answer: ${text}`);
  }

  // Right after the 24th failure the address waits 15 s. A colleague whose browser never signed
  // in is told to wait, at most the ceiling...
  const fresh = await (await browser.newContext()).newPage();
  const first = await attempt(fresh, A, "viewer", "Viewer1234");
  const told = waitOf(first);
  expect(first).toContain("from your network");
  expect(told).toBeGreaterThan(0);
  expect(told).toBeLessThanOrEqual(MAX_DELAY_SECONDS);
  const toldAt = Date.now();

  // ...while the trusted browser signs in at once, on B.
  const started = Date.now();
  expect(await attempt(trustedPage, B, "agent", "Agent1234")).toBeNull();
  await signedIn(trustedPage);
  const trustedMs = Date.now() - started;

  // The untrusted colleague, once the wait is over, signs in: slowed, not locked.
  await new Promise((r) => setTimeout(r, Math.max(0, told * 1000 - (Date.now() - toldAt))));
  expect(await attempt(fresh, B, "viewer", "Viewer1234")).toBeNull();
  await signedIn(fresh);
  console.log(
    `[measure] after 24 refused passwords from one address (${addressWaits} waits): trusted device signed in after ${trustedMs} ms; untrusted colleague told to wait ${told} s, then signed in`,
  );
});

// Issue 32 item 5 on two instances and one Redis: one address mints a fresh browser cookie for
// every verification image until the address's budget (CAPTCHA_PER_MINUTE, 120) is spent; a
// colleague behind it whose browser signed in before still gets the image and signs in.
import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import { fillLogin } from "../e2e/helpers";
import { ports, startBackEnds, startInstances, stopAll, urlOf } from "./processes";

const A = urlOf(ports.a);
const B = urlOf(ports.b);

test.beforeAll(async () => {
  await startBackEnds();
  await startInstances();
});

test.afterAll(stopAll);

test("fresh cookies from one address do not take a signed-in-before colleague's image", async ({
  page,
  context,
}) => {
  // The colleague signed in on this browser before (instance A); the session has ended since.
  await page.goto(`${A}/login`);
  await fillLogin(page, "agent", "Agent1234");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/secured/"));
  await context.clearCookies({ name: "__session" });

  // The flood, over both instances: every image with a cookie never seen before.
  const image = async (origin: string) => {
    const cookie = `__csrf=${randomBytes(32).toString("base64url")}`;
    const response = await fetch(`${origin}/resources/verification-code`, {
      headers: { Cookie: cookie },
    });
    await response.arrayBuffer();
    return response.status;
  };
  const flood: number[] = [];
  for (let i = 0; i < 140; i++) flood.push(await image(i % 2 ? A : B));
  const refused = flood.filter((s) => s === 429).length;
  expect(refused).toBeGreaterThan(0);
  // An unknown browser behind the address is refused its image now...
  expect(await image(A)).toBe(429);

  // ...the colleague's sign-in page on instance B still has its image, and the sign-in works.
  const shown = page.waitForResponse((r) => r.url().includes("/resources/verification-code"));
  await page.goto(`${B}/login`);
  const status = (await shown).status();
  console.log(
    `[measure] colleague's sign-in image while one address minted 140 fresh cookies (${refused} refused): ${status}`,
  );
  expect(status).toBe(200);
  await fillLogin(page, "agent", "Agent1234");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/secured/"));
});

test("during the flood, a fresh browser's first image comes from the address's reserve", async ({
  page,
}) => {
  const image = async (origin: string) => {
    const cookie = `__csrf=${randomBytes(32).toString("base64url")}`;
    const response = await fetch(`${origin}/resources/verification-code`, {
      headers: { Cookie: cookie },
    });
    await response.arrayBuffer();
    return response.status;
  };
  // Made-up cookies from the same address until they are refused, over both instances.
  const flood: number[] = [];
  for (let i = 0; i < 140; i++) flood.push(await image(i % 2 ? A : B));
  expect(await image(A)).toBe(429);

  // A colleague whose browser never signed in (no device cookie) opens the sign-in page.
  const started = Date.now();
  const shown = page.waitForResponse((r) => r.url().includes("/resources/verification-code"));
  await page.goto(`${B}/login`);
  const status = (await shown).status();
  const ms = Date.now() - started;
  console.log(
    `[measure] fresh colleague's first image during a flood of made-up cookies (${flood.filter((s) => s === 429).length} refused): ${status} after ${ms} ms`,
  );
  expect(status).toBe(200);
  await fillLogin(page, "viewer", "Viewer1234");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL((url) => url.pathname.startsWith("/secured/"));
});

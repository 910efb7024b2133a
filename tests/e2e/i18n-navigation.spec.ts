import { readdirSync, readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { jsOff, signIn } from "./helpers";

// Issue 13: a page's document carries only the translation namespaces its render used; a
// client-side navigation into another area loads that area's namespace without ever showing a
// raw key, and the browser renders the same texts the server did (no hydration error).

/** Every key of every namespace ("list.title", "booking:list.title"): none may reach the page. */
function allKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (ns: string, tree: object, prefix: string) => {
    for (const [k, v] of Object.entries(tree)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === "object") walk(ns, v, key);
      else if (key.includes(".")) keys.add(key).add(`${ns}:${key}`);
    }
  };
  for (const file of readdirSync("locales/en-US"))
    walk(
      file.replace(/\.json$/, ""),
      JSON.parse(readFileSync(`locales/en-US/${file}`, "utf8")),
      "",
    );
  return keys;
}
const keys = allKeys();

async function expectNoRawKeys(page: Page) {
  const text = await page.locator("body").innerText();
  const raw = (text.match(/[A-Za-z]+:?[A-Za-z_]+(\.[A-Za-z0-9_]+)+/g) ?? []).filter((w) =>
    keys.has(w),
  );
  expect(raw, `raw keys on ${page.url()}`).toEqual([]);
}

const pages = {
  "en-US": {
    air: "Flight search",
    bookings: "Bookings",
    accounts: "Accounts",
    notifications: "Notifications",
  },
  "zh-HK": { air: "機票搜尋", bookings: "訂單", accounts: "帳戶", notifications: "通知" },
} as const;

for (const [lng, names] of Object.entries(pages)) {
  test(`client-side navigation across areas speaks ${lng}`, async ({
    page,
    context,
    baseURL,
  }, testInfo) => {
    test.skip(jsOff(testInfo.project.name), "client-side navigation needs JavaScript");
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const fetched: string[] = [];
    page.on("response", (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith("/resources/translations/"))
        fetched.push(
          `${pathname.slice("/resources/translations/".length)} ${r.status()} ${r.headers()["cache-control"]}`,
        );
    });
    await signIn(page, "agent");
    const value = encodeURIComponent(Buffer.from(JSON.stringify(lng)).toString("base64"));
    await context.addCookies([{ name: "lng", value, url: baseURL! }]);
    await page.goto("/secured/air/airLowFareSearch");
    await expect(page.getByRole("heading", { name: names.air, exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle"); // hydrated (or failed to)

    // The document carries its language's namespaces the page used, not the other areas'.
    const carried = await page.evaluate(() => {
      const bundle = JSON.parse(document.getElementById("translations")?.textContent ?? "{}");
      (window as { sameDocument?: boolean }).sameDocument = true;
      return Object.fromEntries(
        Object.entries(bundle).map(([l, b]) => [l, Object.keys(b as object)]),
      );
    });
    expect(Object.keys(carried)).toEqual([lng]);
    expect(carried[lng]).toEqual(expect.arrayContaining(["common", "air"]));
    for (const other of ["booking", "account", "notification"])
      expect(carried[lng]).not.toContain(other);
    await expectNoRawKeys(page);

    const nav = page.getByRole("navigation", { name: lng === "en-US" ? "Main menu" : "主選單" });
    for (const target of ["bookings", "accounts", "notifications"] as const) {
      await nav.getByRole("link", { name: names[target], exact: true }).click();
      await expect(
        page.getByRole("heading", { level: 1, name: names[target], exact: true }),
      ).toBeVisible();
      await page.waitForLoadState("networkidle");
      await expectNoRawKeys(page);
    }
    await nav.getByRole("link", { name: lng === "en-US" ? "Air" : "機票", exact: true }).click();
    await expect(page.getByRole("heading", { name: names.air, exact: true })).toBeVisible();
    await expectNoRawKeys(page);

    // All of it without a document load, and without an error.
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
      true,
    );
    expect(errors).toEqual([]);
    // Each area's texts came once from the translations resource, cacheable for good.
    const forever = "200 public, max-age=31536000, immutable";
    expect(fetched).toEqual(
      expect.arrayContaining([`${lng}/booking ${forever}`, `${lng}/account ${forever}`]),
    );
  });
}

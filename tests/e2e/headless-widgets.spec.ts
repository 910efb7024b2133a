import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { inDays, toPassengerForm } from "./air-helpers";
import { jsOff, signIn } from "./helpers";

// Issue 29 item 2: look-ups are Headless UI comboboxes and the top bar's menus Headless UI menus,
// fetched on first focus; everything by keyboard. Without JavaScript: plain inputs and <details>.

/** The option or menu item the owner (input or menu) marks as active for assistive technology. */
async function expectActive(owner: Locator, item: Locator) {
  await expect(owner).toHaveAttribute("aria-activedescendant", (await item.getAttribute("id"))!);
}

/** Serious or critical WCAG 2.2 AA violations (axe-core) of the page as it is, open widget included. */
async function seriousViolations(page: Page) {
  const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
  const { violations } = await new AxeBuilder({ page }).withTags(tags).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

test("without JavaScript: plain look-up inputs and <details> menus", async ({ page }, info) => {
  test.skip(!jsOff(info.project.name), "the JS-off markup");
  await signIn(page, "agent", "/login?redirectTo=/secured/air/airLowFareSearch");
  await expect(page.locator("input[role=combobox]")).toHaveCount(0);
  await expect(page.getByLabel("From").first()).toHaveAttribute("type", "text");
  await expect(page.locator("summary", { hasText: "Account" })).toBeVisible();
  await expect(page.locator("summary", { hasText: "English" })).toBeVisible();
});

test.describe("with JavaScript", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "Headless UI needs JavaScript");

  test("airport and airline look-ups by keyboard", async ({ page }) => {
    await signIn(page, "agent", "/login?redirectTo=/secured/air/airLowFareSearch");
    await page.waitForLoadState("networkidle");
    const loaded: string[] = [];
    page.on("request", (r) => {
      if (/headless-dropdown|lookup-combobox/.test(r.url())) loaded.push(r.url());
    });
    // Nothing of Headless UI until a look-up is used.
    expect(loaded).toEqual([]);
    await expect(page.locator("input[role=combobox]")).toHaveCount(0);

    await page.getByLabel("From").first().focus();
    const from = page.getByRole("combobox", { name: "From" }).first();
    await expect(from).toBeFocused();
    await page.keyboard.type("Lon");
    const list = page.getByRole("listbox", { name: "From" });
    await expect(list.getByRole("option").first()).toBeVisible();
    await expect(from).toHaveAttribute("aria-expanded", "true");
    const first = list.getByRole("option").first();
    const second = list.getByRole("option").nth(1);
    const code = (await second.locator(".font-mono").innerText()).trim();
    await expectActive(from, first); // Headless UI 1.7 highlights the first suggestion
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("ArrowDown");
    await expectActive(from, second);
    await page.keyboard.press("ArrowUp");
    await expectActive(from, first);
    await page.keyboard.press("ArrowDown");
    await expectActive(from, second);
    await page.keyboard.press("Enter");
    await expect(list).toHaveCount(0);
    await expect(from).toHaveValue(code);
    await expect(from).toHaveAttribute("name", "segments[0].origin");

    // Escape closes the list and keeps what was typed, as does leaving with Tab.
    await page.keyboard.press("Control+A");
    await page.keyboard.type("Hong");
    await expect(list.getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(list).toHaveCount(0);
    await expect(from).toHaveValue("Hong");
    await page.keyboard.type(" K");
    await expect(list.getByRole("option").first()).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(from).toHaveValue("Hong K");
    expect(loaded.some((url) => url.includes("lookup-combobox"))).toBe(true);

    // The airline look-up among the advanced options.
    await page.getByRole("button", { name: "Advanced", exact: true }).click();
    await page.getByLabel("Airline").focus();
    const airline = page.getByRole("combobox", { name: "Airline" });
    await expect(airline).toBeFocused();
    await page.keyboard.type("Cathay");
    const airlines = page.getByRole("listbox", { name: "Airline" });
    await expect(airlines.getByRole("option", { name: /Cathay Pacific/ })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(airline).toHaveValue("CX");
  });

  test("a failing look-up stays silent, keeps the text, and Enter still searches", async ({
    page,
  }) => {
    await signIn(page, "agent", "/login?redirectTo=/secured/air/airLowFareSearch");
    await page.route("**/resources/airports?*", (route) => route.fulfill({ status: 500 }));
    await page.getByRole("button", { name: "One way" }).click();
    await page.getByLabel("Departure date").first().fill(inDays(20));
    await page.getByLabel("From").first().fill("HKG");
    await page.getByLabel("To", { exact: true }).first().focus();
    const to = page.getByRole("combobox", { name: "To", exact: true }).first();
    await expect(to).toBeFocused();
    // The look-up of the whole text is the last one (each key cancels the one before).
    const failed = page.waitForResponse((r) => r.url().includes("airports?q=LHR"));
    await page.keyboard.type("LHR");
    expect((await failed).status()).toBe(500);
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(to).toHaveValue("LHR");
    // Nothing to choose: Enter submits the form as in a plain input.
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/airFlightSelect\?.*oriLocs=HKG/);
  });

  test("nationality: the country list by keyboard", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, "agent");
    await toPassengerForm(page, { from: "HKG", to: "TPE", depart: inDays(12), oneWay: true });
    const block = page.getByRole("group", { name: "Adult 1" });
    await block.getByLabel(/Nationality/).focus();
    const nationality = block.getByRole("combobox", { name: /Nationality/ });
    await expect(nationality).toBeFocused();
    await page.keyboard.type("hong");
    const list = page.getByRole("listbox", { name: /Nationality/ });
    await expect(list.getByRole("option").first()).toHaveText(/Hong Kong SAR China\s*HK/);
    await expectActive(nationality, list.getByRole("option").first());
    await page.keyboard.press("Enter");
    await expect(nationality).toHaveValue("HK");
  });

  test("user menu and language menu by keyboard", async ({ page }) => {
    await signIn(page, "agent", "/login?redirectTo=/secured/greetings");
    await page.waitForLoadState("networkidle");
    await page.locator("summary", { hasText: "Account" }).focus();
    const account = page.getByRole("button", { name: "Account" });
    await expect(account).toBeFocused();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText(["My account", "Logout"]);
    await expectActive(menu, menu.getByRole("menuitem", { name: "My account" }));
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press("ArrowDown");
    await expectActive(menu, menu.getByRole("menuitem", { name: "Logout" }));
    await page.keyboard.press("Escape");
    await expect(menu).toHaveCount(0);
    await expect(account).toBeFocused();
    await page.keyboard.press("ArrowDown"); // opens on the first entry
    await expectActive(menu, menu.getByRole("menuitem", { name: "My account" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/myAccount/);

    await page.locator("summary", { hasText: "English" }).focus();
    const language = page.getByRole("button", { name: /English/ });
    await expect(language).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(menu.getByRole("menuitem")).toHaveText(["English", "简体中文", "繁體中文"]);
    await expectActive(menu, menu.getByRole("menuitem", { name: "English" }));
    await page.keyboard.press("End");
    await expectActive(menu, menu.getByRole("menuitem", { name: "繁體中文" }));
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-HK");
    await expect(page).toHaveURL(/myAccount/);
  });
});

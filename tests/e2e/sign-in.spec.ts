import { expect, test, type Browser, type Page, type TestInfo } from "@playwright/test";
import { accountFor, createAccountAsAdmin, uniqueLogin } from "./account-helpers";
import { fillLogin, signIn, users } from "./helpers";

test.describe("sign in", () => {
  test("succeeds, greets, lands on the flight search and shows the user in the top bar", async ({
    page,
  }) => {
    await signIn(page, "agent");
    await expect(page).toHaveURL(/\/secured\/air\/airLowFareSearch$/);
    await expect(
      page.getByRole("status").filter({ hasText: "Signed in successfully." }),
    ).toBeVisible();
    await expect(page.getByTestId("user-id")).toHaveText("U10001");
    await expect(page.getByText("Harbour Travel Ltd")).toBeVisible();
  });

  test("a wrong verification code keeps the login and password but clears the code", async ({
    page,
  }) => {
    await page.goto("/login");
    const before = await page
      .getByRole("img", { name: /verification code image/i })
      .getAttribute("src");
    await fillLogin(page, users.agent.login, users.agent.password, "ZZZZ");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Verify code entered is wrong, please try again!",
    );
    await expect(page.getByLabel("Login name")).toHaveValue("agent");
    await expect(page.getByLabel("Verification code")).toHaveValue("");
    // the page cleared the code itself: no "missing" error under it (issue 12 item 17)
    await expect(page.getByText("Required field missing")).toHaveCount(0);
    // the verification image is refreshed after every failed login
    await expect(page.getByRole("img", { name: /verification code image/i })).not.toHaveAttribute(
      "src",
      before ?? "",
    );
  });

  test("a wrong password clears password and code", async ({ page }) => {
    await page.goto("/login");
    await fillLogin(page, users.viewer.login, "Wrong12345");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "User ID or Password invalid, please recheck...",
    );
    await expect(page.getByLabel("Login name")).toHaveValue("viewer");
    await expect(page.getByLabel("Password")).toHaveValue("");
    await expect(page.getByLabel("Verification code")).toHaveValue("");
    await expect(page.getByText("Required field missing")).toHaveCount(0);
    // the password is never sent back in the page
    expect(await page.content()).not.toContain("Wrong12345");
  });

  test("server-side validation answers an incomplete form with VALIDATION_FAILED", async ({
    page,
  }) => {
    await page.goto("/login");
    await page
      .locator("form")
      .first()
      .evaluate((f) => f.setAttribute("novalidate", ""));
    await page.getByLabel("Login name").fill("agent");
    await page.getByLabel("Verification code").fill("AB");
    await page.getByRole("button", { name: "Sign in" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Please check" });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText("Password");
    await expect(alert).toContainText("Must be exactly 4 characters");
  });

  test("remember me keeps the login id only, never the password", async ({ page, context }) => {
    await page.goto("/login");
    await fillLogin(page, users.admin.login, users.admin.password);
    await page.getByLabel("Remember me").check();
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/secured\//);
    const cookies = await context.cookies();
    for (const cookie of cookies) {
      expect(cookie.value).not.toContain(users.admin.password);
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
    }
    await context.clearCookies({ name: "__session" });
    await page.goto("/login");
    await expect(page.getByLabel("Login name")).toHaveValue("admin");
    await expect(page.getByLabel("Remember me")).toBeChecked();
    await expect(page.getByLabel("Password")).toHaveValue("");
  });

  test("repeated refused passwords slow that login id down briefly, never lock it", async ({
    page,
  }) => {
    const login = `slowed-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;
    // Delays of 1, 2, 4, 8 s after the third failure: a quick retry meets one of them.
    const seen: string[] = [];
    for (let i = 0; i < 7 && !seen.some((t) => t.includes("Please wait")); i++) {
      await page.goto("/login");
      await fillLogin(page, login, "Wrong12345");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toContainText(
        /User ID or Password invalid|Please wait/,
      );
      seen.push((await page.getByRole("alert").textContent()) ?? "");
    }
    expect(seen.slice(0, 3).every((t) => t.includes("User ID or Password invalid"))).toBe(true);
    expect(seen.at(-1)).toMatch(/Please wait \d+ seconds?/);
  });

  test("wrong verification codes never count against a login id", async ({ page }) => {
    for (let i = 0; i < 6; i++) {
      await page.goto("/login");
      await fillLogin(page, users.viewer.login, users.viewer.password, "ZZZZ");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await expect(page.getByRole("alert")).not.toContainText("Too many");
    }
    await signIn(page, "viewer");
  });

  test("a protected path without a session goes to /login with NO_LOGIN, then back after sign-in", async ({
    page,
  }) => {
    await page.goto("/secured/greetings");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fsecured%2Fgreetings/);
    await expect(
      page.getByText("You haven't log on yet or your session has time out, please log on again."),
    ).toBeVisible();
    await fillLogin(page, users.agent.login, users.agent.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/secured\/greetings$/);
    await expect(page.getByRole("heading", { name: /Welcome/ })).toBeVisible();
  });

  test("the session cookie holds an opaque id and is rotated at sign-in", async ({
    page,
    context,
  }) => {
    await page.goto("/login");
    const before = (await context.cookies()).find((c) => c.name === "__session")?.value;
    expect(before).toBeTruthy();
    await fillLogin(page, users.agent.login, users.agent.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/secured\//);
    const after = (await context.cookies()).find((c) => c.name === "__session")?.value;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(decodeURIComponent(after!)).not.toContain("agent");
  });
});

test("clicking the verification image loads a new one", async ({ page }) => {
  await page.goto("/login");
  const image = page.getByRole("img", { name: /verification code image/i });
  const before = await image.getAttribute("src");
  await page.getByRole("link", { name: /verification code image/i }).click();
  await expect(page.getByRole("img", { name: /verification code image/i })).not.toHaveAttribute(
    "src",
    before ?? "",
  );
  // the new image is the one the back office will check
  await page.getByLabel("Login name").fill("agent");
  await page.getByLabel("Password").fill("Agent1234");
  await page.getByLabel("Verification code").fill("TEST");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/secured\//);
});

// Issue 32 item 5: limits that a stranger cannot turn against a colleague.
test.describe("limits that cannot be turned against colleagues", () => {
  /** A browser of its own (cookies apart), like the test's, JS on or off as the project says. */
  const newBrowser = async (browser: Browser, info: TestInfo) =>
    (
      await browser.newContext({
        baseURL: info.project.use.baseURL,
        javaScriptEnabled: info.project.use.javaScriptEnabled,
        locale: "en-US",
      })
    ).newPage();

  /** One sign-in attempt from the login page; the alert's text, or "" when it signed in. */
  const attempt = async (page: Page, login: string, password: string) => {
    await page.goto("/login");
    await fillLogin(page, login, password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const alert = page.getByRole("alert");
    await expect(alert.or(page.getByTestId("user-id"))).toBeVisible();
    return (await alert.isVisible()) ? ((await alert.textContent()) ?? "") : "";
  };

  test("a browser that signed in before is not slowed by a stranger's refused passwords", async ({
    page,
    browser,
  }, info) => {
    // Seven sign-in attempts and their waits: a busy machine takes well over a minute.
    test.setTimeout(150_000);
    // An account of this test's own: the stranger's failures must not slow other tests down.
    await signIn(page, "admin");
    const account = accountFor(uniqueLogin("dev", info.project.name));
    await createAccountAsAdmin(page, account);

    // Browser A signs in as that account, then its session ends; its device cookie stays.
    const known = await newBrowser(browser, info);
    expect(await attempt(known, account.login, account.password)).toBe("");
    const deviceCookie = (await known.context().cookies()).find((c) => c.name === "login_device");
    expect(deviceCookie?.httpOnly).toBe(true);
    expect(deviceCookie?.sameSite).toBe("Lax");
    expect(deviceCookie?.value).not.toContain(account.login);
    await known.context().clearCookies({ name: "__session" });

    // A stranger fails the password 6 times (each retry after the delay runs out): 4 s to wait.
    const stranger = await newBrowser(browser, info);
    for (let failures = 0; failures < 6;) {
      const text = await attempt(stranger, account.login, "Wrong12345");
      const wait = /Please wait (\d+) seconds?/.exec(text);
      if (wait) await stranger.waitForTimeout(Number(wait[1]) * 1000);
      else {
        expect(text).toContain("User ID or Password invalid");
        failures += 1;
      }
    }

    // An unknown browser is slowed by that delay...
    const unknown = await newBrowser(browser, info);
    expect(await attempt(unknown, account.login, account.password)).toMatch(
      /Please wait \d+ seconds?/,
    );
    // ...browser A signs in straight away.
    expect(await attempt(known, account.login, account.password)).toBe("");
    await expect(known).toHaveURL((url) => url.pathname.startsWith("/secured/"));
  });

  test("a refused verification image says so on the sign-in page, not 'code wrong'", async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto("/login");
    const browserCookie = (await context.cookies()).find((c) => c.name === "__csrf");
    expect(browserCookie).toBeTruthy();
    // This browser's image budget (20 a minute) is spent by fetches carrying its cookie only.
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const response = await fetch(`${baseURL}/resources/verification-code?v=${i}`, {
        headers: { Cookie: `__csrf=${browserCookie!.value}` },
      });
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toContain(429);

    // Its next sign-in page (no session record yet) is refused the image...
    await context.clearCookies({ name: "__session" });
    const image = page.waitForResponse((r) => r.url().includes("/resources/verification-code"));
    await page.goto("/login");
    expect((await image).status()).toBe(429);
    // ...and signing in says the image did not load, in the page's words.
    await fillLogin(page, users.agent.login, users.agent.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const alert = page.getByRole("alert");
    await expect(alert).toContainText(
      "The verification image did not load, so there is no code to check.",
    );
    await expect(alert).not.toContainText("Verify code entered is wrong");
    await expect(page.getByLabel("Login name")).toHaveValue(users.agent.login);
  });
});

// Issue 11 findings against the real server: body limits (3), cache headers (6), wrong content
// types and methods (9), error pages that keep the shell, the form and a request id (10).
import http from "node:http";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { inDays } from "./air-helpers";
import { createBooking, detailsUrl, uniqueSurname } from "./booking-helpers";
import { jsOff, signIn } from "./helpers";

const simUrl = () =>
  `http://127.0.0.1:${process.env.PAMHK_SIM_PORT ?? Number(process.env.E2E_PORT ?? 3100) + 1000}`;

/**
 * The back office answers 500 to every call that mentions MARKER, and only to those: tests beside
 * this one never send it, so the setting (idempotent, the same for every test here) stays harmless.
 */
const MARKER = "ZZFAULTMARK";
async function failCallsMentioningMarker() {
  const response = await fetch(`${simUrl()}/__sim/control`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ fault: "500", match: MARKER }),
  });
  expect(response.status).toBe(200);
}

/** The CSRF token of an anonymous page (its cookie stays in the request context). */
async function csrfOf(request: APIRequestContext, path: string): Promise<string> {
  const html = await (await request.get(path)).text();
  const token = /name="csrf"[^>]*value="([^"]+)"/.exec(html)?.[1];
  expect(token).toBeTruthy();
  return token!;
}

test.describe("finding 3: body limits and no echo", () => {
  test("a 10 MB POST to /contactUs is refused with a translated 413 before its body is read, echoing nothing", async ({
    baseURL,
  }) => {
    // Only the first 64 KB of the declared 10 MB are sent: the answer must come without the rest.
    // (Sending all of it races the server closing the refused connection: EPIPE, not a finding.)
    const head = `name=${"Q".repeat(64 * 1024)}&suggestion=ECHOED`;
    const { status, text } = await new Promise<{ status: number; text: string }>(
      (resolve, reject) => {
        const req = http.request(`${baseURL}/contactUs`, {
          method: "POST",
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(10 * 1024 * 1024),
            "Accept-Language": "zh-CN",
          },
        });
        req.on("response", (res) => {
          let body = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => (body += chunk));
          res.on("end", () => {
            resolve({ status: res.statusCode ?? 0, text: body });
            req.destroy();
          });
        });
        req.on("error", reject);
        req.write(head);
      },
    );
    expect(status).toBe(413);
    expect(text).toContain('lang="zh-CN"');
    expect(text).not.toContain("QQQQ");
    expect(text).not.toContain("ECHOED");
    expect(text.length).toBeLessThan(5000);
  });

  test("a refused contact form shows what was typed but never an unknown field", async ({
    request,
  }) => {
    const csrf = await csrfOf(request, "/contactUs");
    const response = await request.post("/contactUs", {
      form: {
        csrf,
        contactName: "Typed Name",
        email: "not-an-email",
        unknownField: "UNKNOWN-FIELD-VALUE",
        "extra[0].nested": "NESTED-UNKNOWN",
      },
    });
    expect(response.status()).toBe(400);
    const html = await response.text();
    expect(html).toContain("Typed Name");
    expect(html).not.toContain("UNKNOWN-FIELD-VALUE");
    expect(html).not.toContain("NESTED-UNKNOWN");
    expect(html).not.toContain("unknownField");
  });
});

test.describe("finding 6: cache headers", () => {
  test("signed-in and session-bearing answers are no-store; /build/ assets immutable", async ({
    page,
  }) => {
    const login = await page.goto("/login");
    const assets = await page
      .locator('script[src^="/build/"], link[href^="/build/"]')
      .evaluateAll((els) =>
        els.map((el) => el.getAttribute("src") ?? el.getAttribute("href") ?? ""),
      );
    expect(assets.length).toBeGreaterThan(0);
    const asset = await page.request.get(assets[0]);
    expect(asset.status()).toBe(200);
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(login?.status()).toBe(200);

    await signIn(page, "agent");
    for (const path of ["/secured/booking/list", "/secured/greetings", "/login"]) {
      const response = await page.request.get(path, { maxRedirects: 0 });
      expect(response.headers()["cache-control"], path).toBe("no-store");
    }
    const { bookingId } = await createBooking({ surname: uniqueSurname() });
    const details = await page.goto(detailsUrl(bookingId));
    expect(details?.headers()["cache-control"]).toBe("no-store");
  });
});

test.describe("finding 9: malformed requests are 400/405/415, never 500", () => {
  test("POST /login with the wrong content type, a broken body or method", async ({ request }) => {
    const csrf = await csrfOf(request, "/login");
    const bodies: [string | undefined, string, number][] = [
      ["application/json", JSON.stringify({ csrf, id: "agent" }), 415],
      ["text/plain", `csrf=${csrf}&id=agent`, 415],
      [undefined, `csrf=${csrf}&id=agent`, 415],
      ["multipart/form-data", "--b\r\nbroken", 400],
      ["multipart/form-data; boundary=b", "--b\r\nContent-Disposition: broken\r\n\r\nx", 400],
    ];
    for (const [type, data, status] of bodies) {
      const response = await request.fetch("/login", {
        method: "POST",
        headers: type ? { "Content-Type": type } : {},
        data: Buffer.from(data),
      });
      expect(response.status(), type ?? "no content type").toBe(status);
    }
    for (const method of ["DELETE", "TRACE", "PUT"]) {
      const response = await request.fetch("/login", { method });
      expect(response.status(), method).toBe(405);
    }
  });
});

test.describe("finding 10: errors keep the shell, the form, a retry and a request id", () => {
  // A way on: "Try again" where trying again can help, the way back where it cannot (a 404,
  // issue 30 item 19).
  async function expectShellAndReference(page: Page, requestId: string, wayOn = "Try again") {
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByRole("link", { name: wayOn })).toBeVisible();
    expect(requestId).toMatch(/^[0-9a-f]{8}$/);
    await expect(page.getByText(`Reference: ${requestId}`)).toBeVisible();
  }

  test("a failed flight search keeps the search with what was typed", async ({ page }) => {
    await failCallsMentioningMarker();
    await signIn(page, "agent");
    const depart = inDays(40);
    await page.getByRole("button", { name: "One way" }).click();
    await page.getByLabel("From").first().fill("HKG");
    await page.getByLabel("To", { exact: true }).first().fill("SIN");
    await page.getByLabel("Departure date").first().fill(depart);
    if (!(await page.getByLabel("Corporate code").count()))
      await page.getByRole("button", { name: "Advanced" }).click();
    await page.getByLabel("Corporate code").fill(MARKER);
    const failed = page.waitForResponse((r) => r.url().includes("/secured/air/airFlightSelect"));
    await page.getByRole("button", { name: "Search", exact: true }).click();
    // JS off: the page itself; JS on: its data request. The search streams in after the page's
    // shell (issue 13), so its failure is in the page, not in the status sent before it.
    const response = await failed;
    await expect(page).toHaveURL(/airFlightSelect/);
    await expectShellAndReference(page, response.headers()["x-request-id"]);
    const bar = page.getByRole("region", { name: "Flight search" });
    await expect(bar.getByLabel("From")).toHaveValue("HKG");
    await expect(bar.getByLabel("To", { exact: true })).toHaveValue("SIN");
    await expect(bar.getByLabel("Departure date")).toHaveValue(depart);
    // The retry link asks for the same search again.
    const retry = await page.getByRole("link", { name: "Try again" }).getAttribute("href");
    expect(retry).toContain(`corpCode=${MARKER}`);
  });

  test("a failed booking search keeps the form with what was typed", async ({ page }, info) => {
    await failCallsMentioningMarker();
    await signIn(page, "agent");
    await page.goto("/secured/booking/list");
    await page.getByLabel("Passenger name").fill(MARKER);
    await page.getByLabel("Airline record locator").fill("ABC123");
    const failed = page.waitForResponse(
      (r) => r.url().includes("/secured/booking/list") && r.url().includes(MARKER),
    );
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const response = await failed;
    if (jsOff(info.project.name)) expect(response.status()).toBeGreaterThanOrEqual(500);
    await expectShellAndReference(page, response.headers()["x-request-id"]);
    await expect(page.getByLabel("Passenger name")).toHaveValue(MARKER);
    await expect(page.getByLabel("Airline record locator")).toHaveValue("ABC123");
    // Back to normal with another name: the same form searches again.
    await page.getByLabel("Passenger name").fill("");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("a booking of another company is a 404 in the shell", async ({ page }) => {
    const { bookingId } = await createBooking({ login: "pnragent", surname: uniqueSurname() });
    await signIn(page, "agent");
    const response = await page.goto(detailsUrl(bookingId));
    expect(response?.status()).toBe(404);
    await expect(
      page.getByText("This page does not exist, or it is not yours to open."),
    ).toBeVisible();
    await expectShellAndReference(
      page,
      response?.headers()["x-request-id"] ?? "",
      "Back to the flight search",
    );
  });
});

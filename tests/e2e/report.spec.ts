import { expect, test, type Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { seedBookings } from "../../mocks/seed/bookings";
import { hongKongDay, signInAt } from "./order-helpers";

/** Runs the report on the page and reads the downloaded workbook back. */
async function runAndRead(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Run" }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { fileName: download.suggestedFilename(), header: rows[0] ?? [], rows: rows.slice(1) };
}

/** The seeded bookings of a user (the simulator seeds them relative to today, deterministically). */
const seededNumbers = (userId: string) =>
  seedBookings(Date.now())
    .bookings.filter((b) => b.ownerUserId === userId)
    .map((b) => b.bookingNumber);

const from = "2020-01-01";

test.describe("reports", () => {
  test("agent runs the agent invoice list of own bookings and gets a real spreadsheet", async ({
    page,
  }) => {
    await signInAt(page, "agent", "/secured/report/reportTypeSelect");
    await expect(page.getByRole("heading", { name: "Reports" })).toBeVisible();
    await page.getByRole("link", { name: "Booking report" }).click();
    await expect(page.getByRole("heading", { name: "Booking report" })).toBeVisible();
    await expect(
      page.getByLabel("Report", { exact: true }).locator("option:not([value=''])"),
    ).toHaveText(["Invoice list - Agent"]);
    await expect(page.getByText("The report lists your own bookings.")).toBeVisible();
    await expect(page.getByLabel("To")).toHaveAttribute("max", hongKongDay(1));
    await page.getByLabel("From").fill(from);
    const to = hongKongDay(0);
    await page.getByLabel("To").fill(to);
    const report = await runAndRead(page);
    expect(report.fileName).toBe(`ORDER-0002_${from}_${to}.xlsx`);
    expect(report.header).toEqual([
      "Booking number",
      "Booking date",
      "Record locator",
      "Invoice number",
      "Passengers",
      "Itinerary",
      "Status",
      "Currency",
      "Amount",
      "Created by",
    ]);
    const numbers = report.rows.map((r) => r[0]);
    for (const n of seededNumbers("U10001")) expect(numbers).toContain(n);
    expect(new Set(report.rows.map((r) => r[9]))).toEqual(new Set(["agent"]));
    expect(report.rows.every((r) => typeof r[8] === "number" && (r[8] as number) > 0)).toBe(true);
    // Still on the runner: the download did not navigate away.
    await expect(page.getByRole("heading", { name: "Booking report" })).toBeVisible();
  });

  test("a customer admin's report covers the whole company", async ({ page }) => {
    await signInAt(page, "admin", "/secured/report/bookingReportRunner");
    await expect(
      page.getByText("The report lists the bookings of your whole company."),
    ).toBeVisible();
    await page.getByLabel("From").fill(from);
    const report = await runAndRead(page);
    const numbers = report.rows.map((r) => r[0]);
    for (const n of [...seededNumbers("U10001"), ...seededNumbers("U10002")])
      expect(numbers).toContain(n);
    expect(report.rows.some((r) => r[9] === "pnragent")).toBe(false);
  });

  test("only a system admin may run the admin invoice list; the server refuses the others", async ({
    page,
  }) => {
    await signInAt(page, "sysadmin", "/secured/report/bookingReportRunner");
    await page.getByLabel("From").fill(from);
    await page
      .getByLabel("Report", { exact: true })
      .selectOption({ label: "Invoice list - Admin" });
    const report = await runAndRead(page);
    expect(report.fileName).toMatch(/^ORDER-0004_2020-01-01_\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(report.header[0]).toBe("Company");
    expect(new Set(report.rows.map((r) => r[0]))).toEqual(
      new Set(["Harbour Travel Ltd", "Kowloon Tours Co"]),
    );

    await page.context().clearCookies();
    await signInAt(page, "admin", "/secured/report/bookingReportRunner");
    await expect(
      page.getByLabel("Report", { exact: true }).locator("option:not([value=''])"),
    ).toHaveText(["Invoice list - Agent"]);
    const refused = await page.request.get(
      `/secured/report/download?reportId=ORDER-0004&from=${from}&to=${hongKongDay(0)}`,
      { maxRedirects: 0 },
    );
    expect(refused.status()).toBe(403);
  });

  test("dates out of bounds are refused by the server, keeping what was typed", async ({
    page,
  }) => {
    await signInAt(page, "viewer", "/secured/report/bookingReportRunner");
    await page.goto(`/secured/report/download?reportId=ORDER-0002&from=2024-05-02&to=2024-05-01`);
    await expect(page).toHaveURL(/bookingReportRunner/);
    await expect(page.getByRole("alert")).toContainText("Please check the highlighted fields");
    await expect(page.getByText("Date must be on or before May 1, 2024").first()).toBeVisible();
    await expect(page.getByLabel("From")).toHaveValue("2024-05-02");
    await page.goto(`/secured/report/download?reportId=ORDER-0002&from=2024-05-01&to=2099-01-01`);
    await expect(
      page
        .getByText(
          `Date must be on or before ${new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" }).format(new Date(`${hongKongDay(1)}T00:00:00Z`))}`,
        )
        .first(),
    ).toBeVisible();
  });

  test("pnragent's report lists only their own bookings", async ({ page }) => {
    await signInAt(page, "pnragent", "/secured/report/bookingReportRunner");
    await page.getByLabel("From").fill(from);
    const report = await runAndRead(page);
    const numbers = report.rows.map((r) => r[0]);
    for (const n of seededNumbers("U10005")) expect(numbers).toContain(n);
    expect(new Set(report.rows.map((r) => r[9]))).toEqual(new Set(["pnragent"]));
  });
});

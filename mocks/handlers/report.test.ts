import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { codeOf, UpstreamClient, useSimulator, type EnvelopeJson } from "../test-support";
import { XLSX_CONTENT_TYPE } from "./report";

const sim = useSimulator();

async function as(login: string, password: string) {
  const client = new UpstreamClient();
  expect(codeOf(await client.login(login, password))).toBe("0/0");
  return client;
}

const wide = { searchCheckInDate: "2000-01-01", searchCheckOutDate: "2099-12-31" };

function run(c: UpstreamClient, reportId: string, filters: Record<string, string>) {
  return c.fetch("/reportapi/run", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ reportId, contentTypeId: "xlsx", filters: { ...wide, ...filters } }),
  });
}

async function sheetRows(response: Response): Promise<unknown[][]> {
  expect(response.headers.get("content-type")).toBe(XLSX_CONTENT_TYPE);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe("/reportapi/run", () => {
  it("needs a login", async () => {
    const body = (await (
      await run(new UpstreamClient(), "ORDER-0002", { mode: "CUSTOMER" })
    ).json()) as EnvelopeJson;
    expect(codeOf(body)).toBe("5/4");
  });

  it("lists the agent's own bookings in a real workbook named from the report id and dates", async () => {
    const agent = await as("agent", "Agent1234");
    const response = await run(agent, "ORDER-0002", {
      mode: "CUSTOMER",
      requestorId: "U10001",
      ownerPartyId: "BP100234",
    });
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="ORDER-0002_2000-01-01_2099-12-31.xlsx"',
    );
    const rows = await sheetRows(response);
    expect(rows[0]).toEqual([
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
    const own = sim.state.bookings.filter((b) => b.ownerUserId === "U10001");
    expect(
      rows
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(own.map((b) => b.bookingNumber).sort());
    expect(new Set(rows.slice(1).map((r) => r[9]))).toEqual(new Set(["agent"]));
  });

  it("narrows to the date range", async () => {
    const agent = await as("agent", "Agent1234");
    const newest = [...sim.state.bookings]
      .filter((b) => b.ownerUserId === "U10001")
      .sort((a, b) => b.bookingDate.localeCompare(a.bookingDate))[0]!;
    const day = new Date(Date.parse(newest.bookingDate) + 8 * 3_600_000).toISOString().slice(0, 10);
    const rows = await sheetRows(
      await run(agent, "ORDER-0002", {
        mode: "CUSTOMER",
        searchCheckInDate: day,
        searchCheckOutDate: day,
      }),
    );
    expect(rows.slice(1).map((r) => r[0])).toContain(newest.bookingNumber);
    expect(rows.length - 1).toBeLessThan(
      sim.state.bookings.filter((b) => b.ownerUserId === "U10001").length,
    );
  });

  it("covers the company for customer admins only", async () => {
    const admin = await as("admin", "Admin1234");
    const rows = await sheetRows(await run(admin, "ORDER-0002", { mode: "CUSTOMER_ADMIN" }));
    expect(rows.length - 1).toBe(sim.state.bookings.filter((b) => b.companyCode === "HBT").length);
    const agent = await as("agent", "Agent1234");
    expect(
      codeOf(
        (await (await run(agent, "ORDER-0002", { mode: "CUSTOMER_ADMIN" })).json()) as EnvelopeJson,
      ),
    ).toBe("3/403");
  });

  it("runs the admin invoice list for system administrators only", async () => {
    const admin = await as("admin", "Admin1234");
    expect(
      codeOf(
        (await (await run(admin, "ORDER-0004", { mode: "CUSTOMER_ADMIN" })).json()) as EnvelopeJson,
      ),
    ).toBe("3/403");
    const sysadmin = await as("sysadmin", "Sysadmin1234");
    const rows = await sheetRows(await run(sysadmin, "ORDER-0004", { mode: "CUSTOMER_ADMIN" }));
    expect(rows[0]![0]).toBe("Company");
    expect(rows.length - 1).toBe(sim.state.bookings.length);
    expect(new Set(rows.slice(1).map((r) => r[0]))).toEqual(
      new Set(["Harbour Travel Ltd", "Kowloon Tours Co"]),
    );
  });

  it("refuses unknown reports, other formats and reversed dates", async () => {
    const agent = await as("agent", "Agent1234");
    const json = async (r: Promise<Response>) => codeOf((await (await r).json()) as EnvelopeJson);
    expect(await json(run(agent, "ORDER-9999", { mode: "CUSTOMER" }))).toBe("3/404");
    expect(
      await json(
        run(agent, "ORDER-0002", {
          mode: "CUSTOMER",
          searchCheckInDate: "2030-01-02",
          searchCheckOutDate: "2030-01-01",
        }),
      ),
    ).toBe("3/100");
    const pdf = agent.fetch("/reportapi/run", {
      method: "POST",
      body: JSON.stringify({
        reportId: "ORDER-0002",
        contentTypeId: "pdf",
        filters: { ...wide, mode: "CUSTOMER" },
      }),
    });
    expect(await json(pdf)).toBe("3/100");
  });
});

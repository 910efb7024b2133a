import { describe, expect, it } from "vitest";
import { createBooking } from "../booking-store";
import { fareFor } from "../seed/bookings";
import { BASE_URL, codeOf, UpstreamClient, useSimulator } from "../test-support";

const sim = useSimulator();

async function agent() {
  const client = new UpstreamClient();
  expect(codeOf(await client.login("agent", "Agent1234"))).toBe("0/0");
  return client;
}

function newBooking(userId = "U10001") {
  const departs = Date.now() + 20 * 86_400_000;
  return createBooking(
    { state: sim.state, config: sim.config },
    {
      userId,
      airLowFare: fareFor(["SQ", "HKG", "SIN", false], departs, departs, "Y", ["ADT"]),
      travelerInfos: [
        {
          passengerType: "ADT",
          surname: "ZED",
          givenName: "ALPHA",
          nameTitle: "MR",
          emails: [{ emailAddress: "a@b.hk" }],
          telephones: [{ phoneNumber: "91234567" }],
        },
      ],
      baggageInfos: [],
      priceClasses: [],
    },
  );
}

describe("booking simulator", () => {
  it("agent starts with at least 25 bookings in mixed statuses, some locators ending in X", async () => {
    const client = await agent();
    const page1 = await client.post("/pamhkapi/booking/search", {
      offset: 0,
      limit: 10,
      status: "",
    });
    expect(codeOf(page1)).toBe("0/0");
    expect(page1.totalElements as number).toBeGreaterThanOrEqual(25);
    const all = await client.post("/pamhkapi/booking/search", { offset: 0, limit: 100 });
    const statuses = new Set((all.bookings as { bookStatus: string }[]).map((b) => b.bookStatus));
    expect(statuses.size).toBeGreaterThanOrEqual(6);
    expect(
      (all.bookings as { bookingRecordLocator: { id: string } }[]).some((b) =>
        b.bookingRecordLocator.id.endsWith("X"),
      ),
    ).toBe(true);
  });

  it("finds a booking by its airline record locator as well as by its own locator", async () => {
    const client = await agent();
    const { bookingId, recordLocator } = newBooking();
    const stored = sim.state.bookings.find((b) => b.bookingId === bookingId)!;
    const airline = stored.bookingAirRecordLocator.id;
    expect(airline).not.toBe(recordLocator);
    for (const typed of [airline, airline.toLowerCase(), recordLocator]) {
      const found = await client.post("/pamhkapi/booking/search", {
        offset: 0,
        limit: 10,
        recordLocator: typed,
      });
      expect((found.bookings as { bookingId: string }[]).map((b) => String(b.bookingId))).toEqual([
        bookingId,
      ]);
    }
  });

  it("answers 12/297 when nothing matches, and filters by name, status and locator", async () => {
    const client = await agent();
    expect(
      codeOf(
        await client.post("/pamhkapi/booking/search", {
          offset: 0,
          limit: 10,
          travelerName: "NOBODYHERE",
        }),
      ),
    ).toBe("12/297");
    const { recordLocator } = newBooking();
    const byName = await client.post("/pamhkapi/booking/search", {
      offset: 0,
      limit: 10,
      travelerName: "zed/alpha",
    });
    expect(
      (byName.bookings as { bookingRecordLocator: { id: string } }[]).map(
        (b) => b.bookingRecordLocator.id,
      ),
    ).toEqual([recordLocator]);
    const byStatus = await client.post("/pamhkapi/booking/search", {
      offset: 0,
      limit: 100,
      status: "BOOKING_CANCELLED",
    });
    expect(
      (byStatus.bookings as { bookStatus: string }[]).every(
        (b) => b.bookStatus === "BOOKING_CANCELLED",
      ),
    ).toBe(true);
  });

  it("tickets, refunds and cancels with the spec's lifecycle", async () => {
    const client = await agent();
    const { bookingId, recordLocator } = newBooking();
    expect(
      codeOf(
        await client.post("/pamhkapi/booking/showRefund", {
          uniqueIDs: [recordLocator, bookingId],
        }),
      ),
    ).toBe("3/330");
    expect(codeOf(await client.post("/pamhkapi/booking/ticket", { bookingId }))).toBe("0/0");
    expect(codeOf(await client.post("/pamhkapi/booking/ticket", { bookingId }))).toBe("3/320");
    expect(codeOf(await client.post("/pamhkapi/booking/bookingCancel", { bookingId }))).toBe(
      "3/310",
    );
    const quote = await client.post("/pamhkapi/booking/showRefund", {
      uniqueIDs: [recordLocator, bookingId],
    });
    const refund = quote.airRefund as {
      bookingAmount: number;
      deductAmount: number;
      refundableAmount: number;
    };
    expect(refund.refundableAmount).toBeCloseTo(refund.bookingAmount - refund.deductAmount);
    expect(
      codeOf(
        await client.post("/pamhkapi/booking/applyRefund", {
          uniqueIDs: [recordLocator, bookingId],
        }),
      ),
    ).toBe("0/0");
    const detail = (await client.post("/pamhkapi/booking/getBookingById", { bookingId }))
      .bookings as {
      bookStatus: string;
      invoices: { invoiceTypeId: string }[];
      bookingAirItems: { appliedReFund: boolean }[];
    }[];
    expect(detail[0]!.bookStatus).toBe("BOOKING_CLOSED");
    expect(detail[0]!.invoices.map((i) => i.invoiceTypeId)).toEqual([
      "SALES_INVOICE",
      "CREDIT_NOTE",
    ]);
    expect(detail[0]!.bookingAirItems[0]!.appliedReFund).toBe(true);
  });

  it("keeps other users' bookings private and refuses ticketing without the flag", async () => {
    const { bookingId } = newBooking("U10005");
    const client = await agent();
    expect(codeOf(await client.post("/pamhkapi/booking/getBookingById", { bookingId }))).toBe(
      "3/404",
    );
    const viewer = new UpstreamClient();
    await viewer.login("viewer", "Viewer1234");
    expect(codeOf(await viewer.post("/pamhkapi/booking/ticket", { bookingId }))).toBe("3/403");
  });

  it("prints real PDFs with the booking's data", async () => {
    const client = await agent();
    const { bookingId } = newBooking();
    await client.post("/pamhkapi/booking/ticket", { bookingId });
    const detail = (await client.post("/pamhkapi/booking/getBookingById", { bookingId }))
      .bookings as { invoices: { invoiceId: string }[]; ticketTemplateId: string }[];
    const invoice = await client.fetch(
      `/gallopapi/accounting/invoice/salesinvoices/${detail[0]!.invoices[0]!.invoiceId}/printout?compile=true&templateId=18`,
    );
    expect(invoice.headers.get("content-type")).toBe("application/pdf");
    const bytes = Buffer.from(await invoice.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const ticket = await client.fetch(
      `/gallopapi/sales/booking/bookings/${bookingId}/travelitinerary/printout?templateId=${detail[0]!.ticketTemplateId}&language=en`,
    );
    expect(
      Buffer.from(await ticket.arrayBuffer())
        .subarray(0, 4)
        .toString("latin1"),
    ).toBe("%PDF");
  });
  it("finds open bookings by deadline window, sorted by deadline, with the deadlines on each row", async () => {
    const client = await agent();
    const now = Date.now();
    const seeded = await client.post("/pamhkapi/booking/search", {
      offset: 0,
      limit: 100,
      deadlineFrom: new Date(now).toISOString(),
      deadlineTo: new Date(now + 72 * 3_600_000).toISOString(),
      sortBy: "deadline",
      sortOrder: "asc",
    });
    // The seed spreads live deadlines around now, so the board is never empty.
    type Row = { bookingId: string; bookingDeadline: string; fareDeadline: string };
    const rows = seeded.bookings as Row[];
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const due = rows.map((r) =>
      Math.min(Date.parse(r.bookingDeadline), Date.parse(r.fareDeadline)),
    );
    expect(due).toEqual([...due].sort((a, b) => a - b));
    for (const at of due) {
      expect(at).toBeGreaterThanOrEqual(now);
      expect(at).toBeLessThan(now + 72 * 3_600_000);
    }
    // A ticketed booking no longer has a deadline to watch.
    const { bookingId } = newBooking();
    const stored = sim.state.bookings.find((b) => b.bookingId === bookingId)!;
    stored.fareDeadline = stored.bookingDeadline = new Date(now + 60_000).toISOString();
    const window = {
      offset: 0,
      limit: 100,
      deadlineFrom: new Date(now).toISOString(),
      deadlineTo: new Date(now + 120_000).toISOString(),
    };
    const before = (await client.post("/pamhkapi/booking/search", window)).bookings as Row[];
    expect(before.map((r) => r.bookingId)).toContain(bookingId);
    await client.post("/pamhkapi/booking/ticket", { bookingId });
    expect(codeOf(await client.post("/pamhkapi/booking/search", window))).toBe("12/297");
    // Overdue: everything open whose deadline is already behind us, most recent first.
    const overdue = await client.post("/pamhkapi/booking/search", {
      offset: 0,
      limit: 100,
      deadlineTo: new Date(now).toISOString(),
      sortBy: "deadline",
      sortOrder: "desc",
    });
    const late = (overdue.bookings as Row[]).map((r) => Date.parse(r.fareDeadline));
    expect(late.length).toBeGreaterThan(0);
    expect(late).toEqual([...late].sort((a, b) => b - a));
  });
});

describe("test support: bookings per traveller surname", () => {
  it("lists the bookings whose travellers' surnames start with a prefix", async () => {
    const make = (surname: string) =>
      fetch(`${BASE_URL}/__sim/bookings`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ login: "agent", surname, givenName: "TAI MAN" }),
      }).then((r) => r.json() as Promise<{ bookingId: string }>);
    const first = await make("LISTONE");
    const second = await make("LISTONE");
    await make("OTHER");
    const answer = (await (
      await fetch(`${BASE_URL}/__sim/bookings?surnamePrefix=LIST`)
    ).json()) as { bookings: { bookingId: string; surnames: string[] }[] };
    expect(answer.bookings).toEqual([
      { bookingId: first.bookingId, surnames: ["LISTONE"] },
      { bookingId: second.bookingId, surnames: ["LISTONE"] },
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { codeOf, TEST_CAPTCHA, UpstreamClient, useSimulator } from "../test-support";

// A movable clock for the void window; sessions never idle out while it jumps.
let clock = Date.now();
useSimulator({ captcha: TEST_CAPTCHA, sessionTtlSeconds: 10 ** 9, now: () => clock });

async function as(login: string, password: string) {
  const client = new UpstreamClient();
  expect(codeOf(await client.login(login, password))).toBe("0/0");
  return client;
}
const agent = () => as("agent", "Agent1234");
const pnragent = () => as("pnragent", "Pnragent1234");

type Json = Record<string, unknown>;
const list = (c: UpstreamClient, body: Json = {}) =>
  c.post("/pamhkapi/order/pagedorderlist", {
    orderTypeId: ["TICKET_ORDER", "VOID_TICKET_ORDER"],
    start: 0,
    limit: 10,
    ...body,
  });

/** Issues an order for every passenger and segment of `rloc` at its first quote. */
async function issue(c: UpstreamClient, rloc: string) {
  const record = await c.post("/pamhkapi/order/getOrderByBookingId", {
    recordLocator: rloc,
    gdsCode: "ZIR",
  });
  const passengerRphs = (record.travelerInfoList as { rph: number }[]).map((p) => p.rph);
  const segmentRphs = (
    record.airOptions as { airFlightSegments: { rph: number }[] }
  ).airFlightSegments.map((s) => s.rph);
  const priced = await c.post("/pamhkapi/order/orderPrice", {
    recordLocator: rloc,
    passengerRphs,
    segmentRphs,
  });
  const quoteId = (priced.orderQuotes as { quoteId: string }[])[0]!.quoteId;
  return c.post("/pamhkapi/order/orderTicket", {
    recordLocator: rloc,
    quoteId,
    passengerRphs,
    segmentRphs,
  });
}

describe("order list", () => {
  it("needs a login", async () => {
    expect(codeOf(await list(new UpstreamClient()))).toBe("5/4");
  });

  it("pages the company's orders of the asked types, newest first", async () => {
    const c = await agent();
    const first = await list(c);
    expect(first.totalElements).toBe(13);
    const orders = first.orders as {
      orderTypeId: string;
      orderDate: string;
      recordLocator: string;
    }[];
    expect(orders).toHaveLength(10);
    expect(orders.map((o) => o.orderDate)).toEqual(
      [...orders.map((o) => o.orderDate)].sort().reverse(),
    );
    expect(new Set(orders.map((o) => o.orderTypeId))).toEqual(
      new Set(["TICKET_ORDER", "VOID_TICKET_ORDER"]),
    );
    expect((await list(c, { start: 10 })).orders).toHaveLength(3);
    // The refund order only appears when asked for.
    expect((await list(c, { orderTypeId: ["REFUND_ORDER"] })).totalElements).toBe(1);
  });

  it("filters by record locator and created date; nothing found is 12/297", async () => {
    const c = await agent();
    const byPnr = await list(c, { recordLocator: "m4rt" });
    expect((byPnr.orders as { recordLocator: string }[]).map((o) => o.recordLocator)).toEqual([
      "M4RT9B",
      "M4RT9B",
    ]);
    expect(codeOf(await list(c, { recordLocator: "B4WK6N" }))).toBe("12/297");
    expect(
      codeOf(await list(c, { createDateStart: "2000-01-01", createDateEnd: "2000-01-31" })),
    ).toBe("12/297");
  });

  it("keeps companies apart", async () => {
    const c = await pnragent();
    const body = await list(c);
    expect(body.totalElements).toBe(4);
    expect(codeOf(await c.post("/pamhkapi/order/getOrderHeadersById?orderId=700101"))).toBe(
      "3/404",
    );
  });
});

describe("add order", () => {
  it("shows a ticket issued by another agency in the record", async () => {
    // K3XQ7M was ticketed by agent (HBT); pnragent (another agency) cannot see that order.
    const c = await pnragent();
    const record = await c.post("/pamhkapi/order/getOrderByBookingId", {
      recordLocator: "K3XQ7M",
      gdsCode: "ZIR",
    });
    const travellers = record.travelerInfoList as Json[];
    expect(travellers[0]).toMatchObject({ ticketStatus: "ISSUED" });
    expect(travellers[0]!.ticketNumber).toMatch(/^\d{3}-\d+$/);
    const open = await c.post("/pamhkapi/order/getOrderByBookingId", {
      recordLocator: "B4WK6N",
      gdsCode: "ZIR",
    });
    expect((open.travelerInfoList as Json[])[0]).not.toHaveProperty("ticketNumber");
  });

  it("retrieves a record by locator with segments and passengers; unknown ones are 3/404", async () => {
    const c = await agent();
    const record = await c.post("/pamhkapi/order/getOrderByBookingId", {
      recordLocator: "b4wk6n",
      gdsCode: "ZIR",
    });
    expect(record).toMatchObject({ recordLocator: "B4WK6N", airlineRecordLocator: "CX3VM7" });
    expect(record.travelerInfoList).toHaveLength(2);
    const segments = (record.airOptions as { airFlightSegments: Json[] }).airFlightSegments;
    expect(segments[0]).toMatchObject({
      oriLoc: "HKG",
      desLoc: "SIN",
      airlineCode: "CX",
      flightNumber: "715",
      departureTimeStr: "16:15",
      arrivelTimeStr: "20:10",
    });
    expect(
      codeOf(await c.post("/pamhkapi/order/getOrderByBookingId", { recordLocator: "ZZZZZZ" })),
    ).toBe("3/404");
  });

  it("prices only the chosen passengers and segments", async () => {
    const c = await agent();
    const all = await c.post("/pamhkapi/order/orderPrice", {
      recordLocator: "G2NP8T",
      passengerRphs: [1, 2],
      segmentRphs: [1, 2],
    });
    const quotes = all.orderQuotes as {
      bookingTotal: number;
      airFarePrices: { passengerType: string; totalAmount: number }[];
    }[];
    expect(quotes).toHaveLength(2);
    expect(quotes[0]!.airFarePrices.map((p) => p.passengerType)).toEqual(["ADT", "CNN"]);
    expect(quotes[0]!.bookingTotal).toBe(
      quotes[0]!.airFarePrices.reduce((s, p) => s + p.totalAmount, 0),
    );
    const adultOneWay = await c.post("/pamhkapi/order/orderPrice", {
      recordLocator: "G2NP8T",
      passengerRphs: [1],
      segmentRphs: [1],
    });
    expect((adultOneWay.orderQuotes as { bookingTotal: number }[])[0]!.bookingTotal).toBeLessThan(
      quotes[0]!.bookingTotal,
    );
    expect(
      codeOf(
        await c.post("/pamhkapi/order/orderPrice", {
          recordLocator: "G2NP8T",
          passengerRphs: [],
          segmentRphs: [1],
        }),
      ),
    ).toBe("3/100");
  });

  it("issues tickets only for pnrOrderAgent users, once per passenger", async () => {
    expect(codeOf(await issue(await agent(), "C8RD3P"))).toBe("3/403");
    const c = await pnragent();
    const issued = await issue(c, "C8RD3P");
    expect(codeOf(issued)).toBe("0/0");
    const detail = await c.post(
      `/pamhkapi/order/getOrderHeadersById?orderId=${String(issued.orderId)}`,
    );
    const order = detail.order as {
      orderTypeId: string;
      allowVoidTickets: boolean;
      airTicketItems: { passengerReference: { ticketNumber: string; ticketStatus: string }[] }[];
    };
    expect(order).toMatchObject({
      orderTypeId: "TICKET_ORDER",
      recordLocator: "C8RD3P",
      allowVoidTickets: true,
      createdBy: "pnragent",
    });
    expect(order.airTicketItems[0]!.passengerReference[0]).toMatchObject({
      ticketNumber: expect.stringMatching(/^618-\d{10}$/),
      ticketStatus: "ISSUED",
    });
    expect(codeOf(await issue(c, "C8RD3P"))).toBe("3/409");
    expect((await list(c, { recordLocator: "C8RD3P" })).totalElements).toBe(1);
  });
});

describe("void", () => {
  const hk = (iso: string) => Date.parse(`${iso}+08:00`);

  it("voids the same day until 23:00 (Hong Kong), then says Cannot void", async () => {
    clock = hk("2031-03-10T10:00:00");
    const c = await pnragent();
    const first = await issue(c, "D3TF7Q");
    const late = (
      await c.post(`/pamhkapi/order/getOrderHeadersById?orderId=${String(first.orderId)}`)
    ).order as { bookingId: string };
    clock = hk("2031-03-10T23:00:00");
    const refused = await c.post("/pamhkapi/booking/bookingCancel", { bookingId: late.bookingId });
    expect(codeOf(refused)).toBe("3/298");
    expect(refused.errorCode.errorMsg).toBe("Cannot void");

    clock = hk("2031-03-10T22:59:00");
    expect(
      codeOf(await c.post("/pamhkapi/booking/bookingCancel", { bookingId: late.bookingId })),
    ).toBe("0/0");
    const after = (
      await c.post(`/pamhkapi/order/getOrderHeadersById?orderId=${String(first.orderId)}`)
    ).order as Json;
    expect(after).toMatchObject({ statusId: "ORDER_VOIDED", allowVoidTickets: false });
    const rows = (await list(c, { recordLocator: "D3TF7Q" })).orders as { orderTypeId: string }[];
    expect(rows.map((r) => r.orderTypeId)).toEqual(["VOID_TICKET_ORDER", "TICKET_ORDER"]);
    // Voided passengers may be ticketed again.
    expect(codeOf(await issue(c, "D3TF7Q"))).toBe("0/0");
  });

  it("refuses an order ticketed on an earlier day, and users without ticketing rights", async () => {
    clock = Date.now();
    const c = await pnragent();
    const rows = (await list(c, { recordLocator: "Y9DH4F" })).orders as { bookingId: string }[];
    expect(
      codeOf(await c.post("/pamhkapi/booking/bookingCancel", { bookingId: rows[0]!.bookingId })),
    ).toBe("3/298");
    const viewer = await as("viewer", "Viewer1234");
    const own = (await list(await agent(), { recordLocator: "V4NS7Y" })).orders as {
      bookingId: string;
    }[];
    expect(
      codeOf(
        await viewer.post("/pamhkapi/booking/bookingCancel", { bookingId: own[0]!.bookingId }),
      ),
    ).toBe("3/403");
  });
});

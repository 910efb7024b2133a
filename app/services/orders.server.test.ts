// The order services against the simulator: what each outcome of the back office becomes.
import { describe, expect, it } from "vitest";
import { useSimulator } from "../../mocks/test-support";
import { findOrders, loadOrder, locateRecord, priceSelection } from "./orders.server";
import { signedInAs, thrownBy } from "./signed-in.fixture";

const sim = useSimulator();
const unknownRecord = { recordLocator: "QQQQQQ", gdsCode: "ZIR", pseudoCityCode: "HKG1" };

describe("order services", () => {
  it("finds a page of the agent's orders with the agency's credit", async () => {
    const ctx = await signedInAs("agent", "/secured/order/orderList");
    const found = await findOrders(ctx, { page: 1 });
    expect(found.orders.length).toBeGreaterThan(0);
    expect(found.orders.length).toBeLessThanOrEqual(10);
    expect(found.totalElements).toBeGreaterThanOrEqual(found.orders.length);
    expect(found.credit).not.toBeUndefined();
    // A search that failed its checks asks for no orders, only the credit.
    expect(await findOrders(ctx, null)).toMatchObject({ orders: [], totalElements: 0 });
  });

  it("answers nothing found (12/297) as an empty page, not an error", async () => {
    const ctx = await signedInAs("agent", "/secured/order/orderList");
    const found = await findOrders(ctx, { recordLocator: "ZZZZZZ", page: 1 });
    expect(found).toMatchObject({ orders: [], totalElements: 0 });
  });

  it("loads one order; an unknown one is a 404", async () => {
    const ctx = await signedInAs("agent", "/secured/order/orderDetails");
    const [first] = (await findOrders(ctx, { page: 1 })).orders;
    expect((await loadOrder(ctx, first!.orderId)).orderId).toBe(first!.orderId);
    expect(await thrownBy(loadOrder(ctx, "999999999"))).toMatchObject({
      status: 404,
      message: { key: "order:details.notFound" },
    });
  });

  it("the wizard: an unknown record is a message on the page, a lost session goes to /login", async () => {
    const ctx = await signedInAs("pnragent", "/secured/order/addOrder");
    expect(await locateRecord(ctx, unknownRecord)).toEqual({
      ok: false,
      failure: { key: "order:wizard.notFound" },
    });
    sim.control.set({ fault: "nologin" });
    expect(await thrownBy(locateRecord(ctx, unknownRecord))).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/login/),
    });
  });

  it("the wizard: a back-office failure is the catalogue's message", async () => {
    const ctx = await signedInAs("pnragent", "/secured/order/addOrder");
    sim.control.set({ fault: "500" });
    const priced = await priceSelection(ctx, {
      recordLocator: "QQQQQQ",
      passengerRphs: [1],
      segmentRphs: [1],
    });
    expect(priced).toEqual({ ok: false, failure: { key: "http.500" } });
    sim.control.set({ fault: "noenvelope" });
    expect(await locateRecord(ctx, unknownRecord)).toEqual({
      ok: false,
      failure: { key: "error.RESPONSE_ERROR" },
    });
  });

  it("a failed order list goes to the page's error boundary with its status", async () => {
    const ctx = await signedInAs("agent", "/secured/order/orderList");
    sim.control.set({ fault: "504" });
    expect(await thrownBy(findOrders(ctx, { page: 1 }))).toMatchObject({
      status: 504,
      message: { key: "http.504" },
    });
  });
});

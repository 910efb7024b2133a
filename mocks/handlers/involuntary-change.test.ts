import { describe, expect, it } from "vitest";
import { findBooking } from "../booking-store";
import { codeOf, UpstreamClient, useSimulator } from "../test-support";

// Every involuntary change has the schedule change's structure.
const sim = useSimulator();

async function as(login: string, password: string) {
  const client = new UpstreamClient();
  expect(codeOf(await client.login(login, password))).toBe("0/0");
  return client;
}

type Row = { refId: string; bookingId: string; changeType: string; handled: boolean };
const pendingOf = async (client: UpstreamClient) =>
  (
    await client.post("/pamhkapi/queuemessage/notifications", {
      statusId: "ALL",
      start: 0,
      limit: 100,
      messageType: "SCHEDULE_CHANGE",
      handled: "false",
    })
  ).airNotifications as Row[];

const raise = async (bookingId: string, kind: string) =>
  (
    (await (
      await fetch("http://pamhk.test/__sim/schedule-changes", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ bookingId, kind }),
      })
    ).json()) as { refId: string }
  ).refId;

describe("involuntary changes", () => {
  it("seeds agent's first open change, a time change, and a cancellation on ticketed bookings", async () => {
    const agent = await as("agent", "Agent1234");
    const pending = await pendingOf(agent);
    const ticketed = (row: Row) => {
      const booking = findBooking(sim.state, row.bookingId)!;
      const latest = booking.items.find((i) => i.latestVersion)!;
      return latest.ticketed && !latest.appliedReFund && booking.bookStatus !== "BOOKING_CANCELLED";
    };
    expect(ticketed(pending[0]!)).toBe(true);
    expect(pending.some((r) => r.changeType === "TIME" && ticketed(r))).toBe(true);
    expect(pending.some((r) => r.changeType === "CANCELLED" && ticketed(r))).toBe(true);
    expect(new Set(pending.map((r) => r.changeType))).toEqual(
      new Set(["TIME", "CANCELLED", "EQUIPMENT"]),
    );
  });

  it("files each kind with segments before and after, the changed value only", async () => {
    const made = await fetch("http://pamhk.test/__sim/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ login: "viewer", surname: "INVOL", givenName: "A", ticketed: true }),
    });
    const { bookingId } = (await made.json()) as { bookingId: string };
    const viewer = await as("viewer", "Viewer1234");
    const read = async (kind: string) => {
      const refId = await raise(bookingId, kind);
      const body = await viewer.post(`/pamhkapi/queuemessage/details?refId=${refId}`);
      const n = body.airNotification as {
        changeType: string;
        booking: {
          airLowFare: { airOptions: { airFlightSegments: Record<string, string>[] }[] };
          previousAirLowFare: { airOptions: { airFlightSegments: Record<string, string>[] }[] };
        };
      };
      return {
        refId,
        type: n.changeType,
        now: n.booking.airLowFare.airOptions[0]!.airFlightSegments[0]!,
        was: n.booking.previousAirLowFare.airOptions[0]!.airFlightSegments[0]!,
      };
    };
    const cancelled = await read("cancelled");
    expect(cancelled.type).toBe("CANCELLED");
    expect(cancelled.now.status).toBe("UN");
    expect(cancelled.now.departureTimeStr).toBe(cancelled.was.departureTimeStr);
    const time = await read("time");
    expect(time.type).toBe("TIME");
    expect(time.now.departureTimeStr).not.toBe(time.was.departureTimeStr);
    expect(time.now.flightNumber).toBe(time.was.flightNumber);
    const number = await read("flightNumber");
    expect(number.type).toBe("FLIGHT_NUMBER");
    expect(number.now.flightNumber).toBe(String(Number(number.was.flightNumber) + 4));
    expect(number.now.departureTimeStr).toBe(number.was.departureTimeStr);
    const equipment = await read("equipment");
    expect(equipment.type).toBe("EQUIPMENT");
    expect(equipment.now.equimentCode).toBe("359");
    expect(equipment.was.equimentCode).not.toBe("359");
    expect(equipment.now.departureTimeStr).toBe(equipment.was.departureTimeStr);

    // A cancellation is not accepted; a refund of the booking handles it.
    const booking = findBooking(sim.state, bookingId)!;
    expect(sim.state.notifications.find((n) => n.refId === cancelled.refId)!.handled).toBe(false);
    booking.refunds.push({
      currency: "HKD",
      bookingAmount: 1,
      deductAmount: 0,
      refundableAmount: 1,
      appliedAt: new Date().toISOString(),
    });
    await pendingOf(viewer);
    expect(sim.state.notifications.find((n) => n.refId === cancelled.refId)!.handled).toBe(true);
  });

  it("refuses to accept a cancelled flight", async () => {
    const agent = await as("agent", "Agent1234");
    const cancelled = (await pendingOf(agent)).find((r) => r.changeType === "CANCELLED")!;
    expect(codeOf(await agent.post(`/pamhkapi/queuemessage/handle?refId=${cancelled.refId}`))).toBe(
      "3/310",
    );
  });
});

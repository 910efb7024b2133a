import { describe, expect, it } from "vitest";
import { codeOf, UpstreamClient, useSimulator } from "../test-support";

const sim = useSimulator();

async function as(login: string, password: string) {
  const client = new UpstreamClient();
  expect(codeOf(await client.login(login, password))).toBe("0/0");
  return client;
}

type Row = {
  refId: string;
  createDate: string;
  rlocNumber: string;
  statusId: string;
  bookingId: string;
};
const search = (client: UpstreamClient, body: Record<string, unknown>) =>
  client.post("/pamhkapi/queuemessage/notifications", {
    statusId: "ALL",
    start: 0,
    limit: 10,
    ...body,
  });

describe("airline queue", () => {
  it("gives agent at least 12 messages, newest first, in pages, some unread", async () => {
    const agent = await as("agent", "Agent1234");
    const first = await search(agent, {});
    expect(codeOf(first)).toBe("0/0");
    expect(first.totalElements).toBeGreaterThanOrEqual(12);
    const rows = first.airNotifications as Row[];
    expect(rows).toHaveLength(10);
    expect([...rows].sort((a, b) => b.createDate.localeCompare(a.createDate))).toEqual(rows);
    const second = await search(agent, { start: 10 });
    expect((second.airNotifications as Row[]).length).toBe((first.totalElements as number) - 10);
    const unread = await search(agent, { statusId: "UNREAD", limit: 100 });
    expect(unread.totalElements).toBeGreaterThan(0);
  });

  it("searches by record locator and by created date range", async () => {
    const agent = await as("agent", "Agent1234");
    const all = (await search(agent, { limit: 100 })).airNotifications as Row[];
    const target = all[5];
    const byPnr = (await search(agent, { recordLocator: target.rlocNumber.toLowerCase() }))
      .airNotifications as Row[];
    expect(byPnr.map((r) => r.rlocNumber)).toContain(target.rlocNumber);
    expect(byPnr.every((r) => r.rlocNumber.includes(target.rlocNumber))).toBe(true);
    const day = target.createDate.slice(0, 10);
    const byDay = (await search(agent, { createDateStart: day, createDateEnd: day, limit: 100 }))
      .airNotifications as Row[];
    expect(byDay.length).toBeGreaterThan(0);
    expect(byDay.every((r) => r.createDate.startsWith(day))).toBe(true);
    expect(codeOf(await search(agent, { createDateStart: "yesterday" }))).toBe("3/100");
  });

  it("marks a message read when its details are fetched, lowering the unread count of /account/info", async () => {
    const agent = await as("agent", "Agent1234");
    const before = (
      (await agent.get("/pamhkapi/account/info")).userInfo as { unReadMessageCount: number }
    ).unReadMessageCount;
    const unread = ((await search(agent, { statusId: "UNREAD" })).airNotifications as Row[])[0];
    const details = await agent.post(`/pamhkapi/queuemessage/details?refId=${unread.refId}`);
    expect(codeOf(details)).toBe("0/0");
    expect(details.airNotification).toMatchObject({
      refId: unread.refId,
      statusId: "READ",
      booking: {
        bookingRecordLocator: { id: unread.rlocNumber },
        travelerInfos: expect.arrayContaining([
          expect.objectContaining({ surname: expect.any(String) }),
        ]),
      },
    });
    const after = (
      (await agent.get("/pamhkapi/account/info")).userInfo as { unReadMessageCount: number }
    ).unReadMessageCount;
    expect(after).toBe(before - 1);
  });

  it("quotes the agent's own seeded bookings", async () => {
    const agent = await as("agent", "Agent1234");
    const rows = (await search(agent, { limit: 100 })).airNotifications as Row[];
    const owned = sim.state.bookings
      .filter((b) => b.ownerUserId === "U10001")
      .map((b) => b.bookingId);
    expect(rows.every((r) => owned.includes(r.bookingId))).toBe(true);
  });

  it("hides other users' messages and needs a login", async () => {
    const admin = await as("admin", "Admin1234");
    const agentMessage = sim.state.notifications.find((n) => n.userId === "U10001")!;
    expect(
      codeOf(await admin.post(`/pamhkapi/queuemessage/details?refId=${agentMessage.refId}`)),
    ).toBe("3/404");
    expect(
      codeOf(await new UpstreamClient().post("/pamhkapi/queuemessage/notifications", {})),
    ).toBe("5/4");
  });
  it("files schedule changes with the segments before and after, pending until accepted", async () => {
    const agent = await as("agent", "Agent1234");
    const pending = await search(agent, {
      messageType: "SCHEDULE_CHANGE",
      handled: "false",
      limit: 100,
    });
    const rows = pending.airNotifications as (Row & { messageType: string; handled: boolean })[];
    // The seed keeps some changes to handle and some handled already.
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.messageType === "SCHEDULE_CHANGE" && !r.handled)).toBe(true);
    const handled = await search(agent, { messageType: "SCHEDULE_CHANGE", handled: "true" });
    expect(handled.totalElements as number).toBeGreaterThan(0);

    const info = async () =>
      (
        (await agent.get("/pamhkapi/account/info")).userInfo as {
          pendingScheduleChangeCount: number;
        }
      ).pendingScheduleChangeCount;
    expect(await info()).toBe(pending.totalElements);

    const refId = rows[0]!.refId;
    const details = await agent.post(`/pamhkapi/queuemessage/details?refId=${refId}`);
    const change = details.airNotification as {
      booking: {
        airLowFare: {
          airOptions: { airFlightSegments: { departureTimeStr: string; status: string }[] }[];
        };
        previousAirLowFare: { airOptions: { airFlightSegments: { departureTimeStr: string }[] }[] };
      };
    };
    const now = change.booking.airLowFare.airOptions[0]!.airFlightSegments[0]!;
    const was = change.booking.previousAirLowFare.airOptions[0]!.airFlightSegments[0]!;
    expect(now.departureTimeStr).not.toBe(was.departureTimeStr);
    expect(now.status).toBe("TK");

    expect(codeOf(await agent.post(`/pamhkapi/queuemessage/handle?refId=${refId}`))).toBe("0/0");
    expect(await info()).toBe((pending.totalElements as number) - 1);
    // Once only; other messages and other users' messages cannot be accepted.
    expect(codeOf(await agent.post(`/pamhkapi/queuemessage/handle?refId=${refId}`))).toBe("3/310");
    const general = (
      (await search(agent, { messageType: "GENERAL" })).airNotifications as Row[]
    )[0]!;
    expect(codeOf(await agent.post(`/pamhkapi/queuemessage/handle?refId=${general.refId}`))).toBe(
      "3/310",
    );
    const admin = await as("admin", "Admin1234");
    expect(codeOf(await admin.post(`/pamhkapi/queuemessage/handle?refId=${refId}`))).toBe("3/404");
    expect(sim.state.notifications.find((n) => n.refId === refId)!.handled).toBe(true);
  });

  it("raises a missed connection on a connecting booking through the test endpoint", async () => {
    const made = await fetch("http://pamhk.test/__sim/bookings", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ login: "viewer", surname: "ZED", givenName: "A", via: "DXB" }),
    });
    const { bookingId } = (await made.json()) as { bookingId: string };
    const raised = await fetch("http://pamhk.test/__sim/schedule-changes", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ bookingId, kind: "missedConnection" }),
    });
    const { refId } = (await raised.json()) as { refId: string };
    const stored = sim.state.notifications.find((n) => n.refId === refId)!;
    expect(stored.messageType).toBe("SCHEDULE_CHANGE");
    // CreateDate is an instant, written like the seeded ones (Hong Kong time
    // with its offset), so the portal shows both kinds the same way.
    expect(stored.createDate).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(Math.abs(Date.parse(stored.createDate) - Date.now())).toBeLessThan(60_000);
    for (const seeded of sim.state.notifications.slice(0, 5))
      expect(seeded.createDate).toMatch(/T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(stored.handled).toBe(false);
    expect(stored.segments[0]!.desLoc).toBe("DXB");
    expect(stored.previousSegments[0]!.departureTimeStr).not.toBe(
      stored.segments[0]!.departureTimeStr,
    );
    // The viewer reads it but the back office refuses the acceptance.
    const viewer = await as("viewer", "Viewer1234");
    expect(codeOf(await viewer.post(`/pamhkapi/queuemessage/handle?refId=${refId}`))).toBe("3/403");
  });
});

import { describe, expect, it } from "vitest";
import { deriveItems, dueRange, itemKey, itemsToClose, mayActOn, snoozeUntil } from "./rules";

const NOW = Date.parse("2026-03-10T02:00:00Z"); // 10:00 in Hong Kong
const ZONE = "Asia/Hong_Kong";
const row = (id: string, ticketing: string, fare = "") => ({
  bookingId: id,
  bookingDeadline: ticketing,
  fareDeadline: fare,
  passengerNames: "CHAN/TAI MAN",
  airItineraries: "HKG-NRT",
  bookingRecordLocator: { id: `L${id}` },
});

describe("deriveItems", () => {
  it("makes a ticketing or fare item ahead (the first deadline) and a past-deadline item behind", () => {
    const items = deriveItems(
      [
        row("1", "2026-03-11T00:00:00Z", "2026-03-12T00:00:00Z"),
        row("2", "2026-03-12T00:00:00Z", "2026-03-11T00:00:00Z"),
        row("3", "2026-03-09T00:00:00Z"),
        row("4", ""),
        row("1", "2026-03-09T00:00:00Z"),
      ],
      NOW,
    );
    expect(items.map((i) => [i.booking.bookingId, i.kind, new Date(i.due).toISOString()])).toEqual([
      ["1", "ticketingDue", "2026-03-11T00:00:00.000Z"],
      ["2", "fareDue", "2026-03-11T00:00:00.000Z"],
      ["3", "pastDeadline", "2026-03-09T00:00:00.000Z"],
    ]);
    expect(items[0]!.booking).toEqual({
      bookingId: "1",
      recordLocator: "L1",
      travellers: "CHAN/TAI MAN",
      route: "HKG-NRT",
    });
  });

  it("counts a deadline at this very instant as passed", () => {
    expect(deriveItems([row("1", new Date(NOW).toISOString())], NOW)[0]!.kind).toBe("pastDeadline");
  });
});

describe("itemsToClose", () => {
  const due = Date.parse("2026-03-11T00:00:00Z");
  const stored = [
    { id: "a", kind: "ticketingDue", bookingId: "1", due },
    { id: "b", kind: "ticketingDue", bookingId: "2", due },
    { id: "c", kind: "ticketingDue", bookingId: "3", due },
    { id: "r", kind: "reminder", bookingId: "2", due },
  ];
  const derived = deriveItems(
    [row("1", "2026-03-11T00:00:00Z"), row("3", "2026-03-11T06:00:00Z")],
    NOW,
  );

  it("closes a booking no longer open, and an item its booking replaced; keeps the rest", () => {
    expect(itemsToClose(stored, derived, true)).toEqual([
      { id: "b", reason: "noLongerOpen" },
      { id: "c", reason: "replaced" },
    ]);
  });

  it("closes nothing on an incomplete answer", () => {
    expect(itemsToClose(stored, derived, false)).toEqual([]);
  });

  it("keys an item by kind, booking and due", () => {
    expect(itemKey({ kind: "fareDue", bookingId: "9", due: 5 })).toBe("fareDue:9:5");
  });
});

describe("snoozeUntil", () => {
  it("snoozes one hour", () => {
    expect(snoozeUntil("hour", NOW, ZONE)).toBe(NOW + 3_600_000);
  });
  it("snoozes until tomorrow 09:00 in the agency zone", () => {
    expect(new Date(snoozeUntil("tomorrow", NOW, ZONE)!).toISOString()).toBe(
      "2026-03-11T01:00:00.000Z",
    );
  });
  it("snoozes until a day's 09:00, never into the past", () => {
    expect(new Date(snoozeUntil("date", NOW, ZONE, "2026-03-20")!).toISOString()).toBe(
      "2026-03-20T01:00:00.000Z",
    );
    expect(snoozeUntil("date", NOW, ZONE, "2026-03-10")).toBeNull();
    expect(snoozeUntil("date", NOW, ZONE, "nonsense")).toBeNull();
  });
});

describe("dueRange", () => {
  it("reads overdue, today and this week in the agency zone's days", () => {
    expect(dueRange("", NOW, ZONE)).toEqual({});
    expect(dueRange("overdue", NOW, ZONE)).toEqual({ until: NOW });
    expect(new Date(dueRange("today", NOW, ZONE).until!).toISOString()).toBe(
      "2026-03-10T16:00:00.000Z",
    );
    expect(new Date(dueRange("week", NOW, ZONE).until!).toISOString()).toBe(
      "2026-03-16T16:00:00.000Z",
    );
  });
});

describe("mayActOn", () => {
  const agent = { login: "amy", wholeCompany: false, colleagues: false };
  it("lets an agent act on his own items and the unassigned ones of his bookings", () => {
    expect(mayActOn({ owner: "amy", createdBy: "bob" }, agent)).toBe(true);
    expect(mayActOn({ owner: null, createdBy: "amy" }, agent)).toBe(true);
    expect(mayActOn({ owner: null, createdBy: "bob" }, agent)).toBe(false);
    expect(mayActOn({ owner: "bob", createdBy: "amy" }, agent)).toBe(false);
  });
  it("lets a colleague-viewer act on any unassigned item, an admin on all", () => {
    expect(mayActOn({ owner: null, createdBy: "bob" }, { ...agent, colleagues: true })).toBe(true);
    expect(mayActOn({ owner: "bob", createdBy: "bob" }, { ...agent, colleagues: true })).toBe(
      false,
    );
    expect(mayActOn({ owner: "bob", createdBy: "bob" }, { ...agent, wholeCompany: true })).toBe(
      true,
    );
  });
});

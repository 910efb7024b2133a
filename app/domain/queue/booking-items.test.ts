import { describe, expect, it } from "vitest";
import {
  bookingItems,
  bookingItemsToClose,
  reminderDue,
  voidWindowEnd,
  type BookingFacts,
} from "./booking-items";

const HK = "Asia/Hong_Kong";
// 2026-12-01 10:00 in Hong Kong (02:00 UTC).
const NOW = Date.parse("2026-12-01T02:00:00Z");
const ELEVEN_PM = Date.parse("2026-12-01T15:00:00Z");

const facts = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  cancelled: false,
  ticketed: true,
  appliedRefund: false,
  refundDate: "",
  ticketStatuses: ["issued", "issued"],
  lastSaleIssued: "2026-12-01T01:30:00Z",
  pendingChanges: [],
  ...over,
});

describe("void window", () => {
  it("ends at 23:00 of the agency's day", () => {
    expect(voidWindowEnd(NOW, HK)).toBe(ELEVEN_PM);
    // 23:30 Hong Kong on 1 Dec is still 1 Dec there.
    expect(voidWindowEnd(Date.parse("2026-12-01T15:30:00Z"), HK)).toBe(ELEVEN_PM);
  });

  it("opens for tickets issued today, due 23:00", () => {
    expect(bookingItems(facts(), NOW, HK)).toEqual([{ kind: "voidWindow", due: ELEVEN_PM }]);
  });

  it("does not open for yesterday's tickets, after 23:00, or voided tickets", () => {
    expect(bookingItems(facts({ lastSaleIssued: "2026-11-30T09:00:00Z" }), NOW, HK)).toEqual([]);
    expect(bookingItems(facts(), ELEVEN_PM + 60_000, HK)).toEqual([]);
    expect(bookingItems(facts({ ticketStatuses: ["voided", "voided"] }), NOW, HK)).toEqual([]);
    expect(bookingItems(facts({ ticketed: false }), NOW, HK)).toEqual([]);
  });

  it("closes when the window passes or nothing can be voided", () => {
    const stored = [{ id: "v", kind: "voidWindow", due: ELEVEN_PM }];
    expect(bookingItemsToClose(stored, facts(), NOW, HK)).toEqual([]);
    expect(bookingItemsToClose(stored, facts(), ELEVEN_PM, HK)).toEqual([
      { id: "v", reason: "windowClosed" },
    ]);
    expect(
      bookingItemsToClose(stored, facts({ ticketStatuses: ["voided", "voided"] }), NOW, HK),
    ).toEqual([{ id: "v", reason: "windowClosed" }]);
  });
});

describe("airline change", () => {
  const change = { refId: "N1", createdAt: "2026-11-30T08:00:00Z" };
  it("opens per change not handled, due when the airline filed it", () => {
    expect(bookingItems(facts({ ticketed: false, pendingChanges: [change] }), NOW, HK)).toEqual([
      { kind: "airlineChange", due: Date.parse(change.createdAt) },
    ]);
  });

  it("closes once accepted or rebooked, and not when the read failed", () => {
    const stored = [{ id: "c", kind: "airlineChange", due: Date.parse(change.createdAt) }];
    expect(bookingItemsToClose(stored, facts({ pendingChanges: [change] }), NOW, HK)).toEqual([]);
    expect(bookingItemsToClose(stored, facts({ pendingChanges: null }), NOW, HK)).toEqual([]);
    expect(bookingItemsToClose(stored, facts({ pendingChanges: [] }), NOW, HK)).toEqual([
      { id: "c", reason: "changeHandled" },
    ]);
  });
});

describe("refund applied", () => {
  const applied = { appliedRefund: true, refundDate: "2026-11-29T03:00:00Z" };
  it("opens while a ticket does not read refunded", () => {
    expect(
      bookingItems(
        facts({ ...applied, lastSaleIssued: "", ticketStatuses: ["issued", "refunded"] }),
        NOW,
        HK,
      ),
    ).toEqual([{ kind: "refundPending", due: Date.parse(applied.refundDate) }]);
  });

  it("closes once every ticket reads refunded", () => {
    const stored = [{ id: "r", kind: "refundPending", due: Date.parse(applied.refundDate) }];
    const done = facts({ ...applied, ticketStatuses: ["refunded", "REFUNDED"] });
    expect(bookingItems(done, NOW, HK)).toEqual([]);
    expect(bookingItemsToClose(stored, done, NOW, HK)).toEqual([{ id: "r", reason: "refunded" }]);
  });

  it("makes no item when the applied instant cannot be read", () => {
    expect(
      bookingItems(
        facts({ appliedRefund: true, ticketStatuses: ["issued"] }),
        Date.parse("2026-12-02T00:00:00Z"),
        HK,
      ),
    ).toEqual([]);
  });
});

describe("reminder due", () => {
  it("reads the agency's wall clock", () => {
    expect(reminderDue("2026-12-02", "09:00", HK, NOW)).toBe(Date.parse("2026-12-02T01:00:00Z"));
  });

  it("refuses the past and unreadable input", () => {
    expect(reminderDue("2026-12-01", "09:00", HK, NOW)).toBeNull();
    expect(reminderDue("2026-02-30", "09:00", HK, NOW)).toBeNull();
    expect(reminderDue("2026-12-02", "25:00", HK, NOW)).toBeNull();
  });
});

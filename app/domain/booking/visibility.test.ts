import { describe, expect, it } from "vitest";
import { isSupportedInfoSource } from "./info-sources";
import { bookingButtons, type VisibilityInput } from "./visibility";

const base: VisibilityInput = {
  bookStatus: "BOOKING_IN_PROCESS",
  item: {
    latestVersion: true,
    ticketed: false,
    allowRefund: true,
    appliedReFund: false,
    refundDate: null,
    infoSource: "NDC-CX",
  },
  ticketingAgent: true,
  mayBook: true,
  fareDeadlinePassed: false,
  infoSourceSupported: true,
};
const ticketed: VisibilityInput = {
  ...base,
  bookStatus: "BOOKING_COMPLETED",
  item: { ...base.item, ticketed: true },
};
const withItem = (
  input: VisibilityInput,
  item: Partial<VisibilityInput["item"]>,
): VisibilityInput => ({ ...input, item: { ...input.item, ...item } });

describe("bookingButtons (docs/behaviour.md#booking-statuses-and-buttons)", () => {
  it("an unticketed live booking offers cancel, issue ticket, ancillary, itinerary, PNR status", () => {
    const v = bookingButtons(base);
    expect(v).toMatchObject({
      cancel: true,
      issueTicket: true,
      refund: false,
      rebook: false,
      ancillary: true,
      printTicket: false,
      printItinerary: true,
      pnrStatus: true,
      refundAppliedOn: null,
    });
  });

  it("no status or BOOKING_CANCELLED counts as cancelled: nothing but read-only", () => {
    for (const bookStatus of ["BOOKING_CANCELLED", "", null, undefined]) {
      const v = bookingButtons({ ...ticketed, bookStatus });
      expect(Object.entries(v).filter(([k, on]) => k !== "refundAppliedOn" && on)).toEqual([]);
    }
  });

  it("operations appear only on the latest version", () => {
    const v = bookingButtons(withItem(ticketed, { latestVersion: false }));
    expect([v.cancel, v.issueTicket, v.refund, v.rebook, v.ancillary]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(v.printTicket).toBe(true);
  });

  it("issue ticket is hidden after the fare deadline, for non-ticketing agents, and once ticketed", () => {
    expect(bookingButtons({ ...base, fareDeadlinePassed: true }).issueTicket).toBe(false);
    expect(bookingButtons({ ...base, ticketingAgent: false }).issueTicket).toBe(false);
    expect(bookingButtons(ticketed).issueTicket).toBe(false);
    expect(bookingButtons({ ...base, ticketingAgent: false }).cancel).toBe(true); // cancel is not role-gated
  });

  it("cancel is hidden once ticketed", () => {
    expect(bookingButtons(ticketed).cancel).toBe(false);
  });

  it("refund needs allowRefund, a ticketing agent, a supported source, a ticket and no earlier refund", () => {
    expect(bookingButtons(ticketed).refund).toBe(true);
    expect(bookingButtons(withItem(ticketed, { allowRefund: false })).refund).toBe(false);
    expect(bookingButtons({ ...ticketed, ticketingAgent: false }).refund).toBe(false);
    expect(bookingButtons({ ...ticketed, infoSourceSupported: false }).refund).toBe(false);
    expect(bookingButtons(base).refund).toBe(false);
    expect(
      bookingButtons(withItem(ticketed, { appliedReFund: true, refundDate: "2026-01-02" })).refund,
    ).toBe(false);
  });

  it("rebook has the refund conditions except allowRefund", () => {
    expect(bookingButtons(withItem(ticketed, { allowRefund: false })).rebook).toBe(true);
    expect(bookingButtons({ ...ticketed, infoSourceSupported: false }).rebook).toBe(false);
    expect(bookingButtons({ ...ticketed, ticketingAgent: false }).rebook).toBe(false);
    expect(bookingButtons(base).rebook).toBe(false);
  });

  it("ancillary needs a user who may book (a viewer may not buy baggage)", () => {
    expect(bookingButtons({ ...base, mayBook: false }).ancillary).toBe(false);
    expect(bookingButtons({ ...base, mayBook: false, ticketingAgent: false }).ancillary).toBe(
      false,
    );
    expect(bookingButtons({ ...base, ticketingAgent: false }).ancillary).toBe(true);
  });

  it("ancillary follows the supported info source", () => {
    expect(bookingButtons(base).ancillary).toBe(true);
    expect(bookingButtons({ ...base, infoSourceSupported: false }).ancillary).toBe(false);
  });

  it("an applied refund shows its date on a disabled button", () => {
    const v = bookingButtons(
      withItem(ticketed, { appliedReFund: true, refundDate: "2026-03-04T10:00:00Z" }),
    );
    expect(v.refundAppliedOn).toBe("2026-03-04T10:00:00Z");
  });

  it("print e-ticket needs a ticket and no cancellation; itinerary only no cancellation", () => {
    expect(bookingButtons(base).printTicket).toBe(false);
    expect(bookingButtons(ticketed).printTicket).toBe(true);
    expect(bookingButtons({ ...ticketed, bookStatus: "BOOKING_CANCELLED" }).printItinerary).toBe(
      false,
    );
  });
});

describe("isSupportedInfoSource", () => {
  it("accepts the NDC sources of the ten airlines only", () => {
    for (const code of ["SQ", "CX", "BA", "LH", "EK", "AM", "HA", "QR", "A3", "AA"])
      expect(isSupportedInfoSource(`NDC-${code}`)).toBe(true);
    expect(isSupportedInfoSource("ndc_sq")).toBe(true);
    expect(isSupportedInfoSource("NDC-JL")).toBe(false);
    expect(isSupportedInfoSource("1G")).toBe(false);
    expect(isSupportedInfoSource("DC")).toBe(false);
    expect(isSupportedInfoSource(undefined)).toBe(false);
  });
});

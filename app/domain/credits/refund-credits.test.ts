import { describe, expect, it } from "vitest";
import { creditsOfRefund, type RefundedBooking } from "./refund-credits";

const booking: RefundedBooking = {
  bookingId: "B1",
  recordLocator: "ABC123",
  airlineCode: "CX",
  issuedOn: "2026-03-01",
  travellers: [
    { refIndex: 1, surname: "CHAN", givenName: "TAI MAN" },
    { refIndex: 2, surname: "AU YEUNG", givenName: "MEI" },
  ],
  tickets: [
    { refIndex: 1, passengerName: "CHAN/TAI MAN MR", ticketNumber: "1601234567890" },
    { refIndex: 2, passengerName: "AU YEUNG/MEI MS", ticketNumber: "1601234567891" },
  ],
};

describe("credits a refund leaves", () => {
  it("records the deducted value per ticket, expiring a year after issue (assumed)", () => {
    const credits = creditsOfRefund(booking, { currency: "HKD", deductAmount: 1200 }, "2026-05-01");
    expect(credits).toEqual([
      expect.objectContaining({
        travellerName: "CHAN/TAI MAN",
        airlineCode: "CX",
        ticketNumber: "1601234567890",
        amount: 600,
        currency: "HKD",
        issuedOn: "2026-03-01",
        expiresOn: "2027-03-01",
        expiryAssumed: true,
        bookingId: "B1",
        recordLocator: "ABC123",
      }),
      expect.objectContaining({ travellerName: "AU YEUNG/MEI", amount: 600 }),
    ]);
  });

  it("splits odd cents so the parts add up to the deduction", () => {
    const credits = creditsOfRefund(
      booking,
      { currency: "HKD", deductAmount: 100.01 },
      "2026-05-01",
    );
    expect(credits.map((c) => c.amount)).toEqual([50.01, 50]);
  });

  it("counts a year from today when the issue date is not known", () => {
    const [credit] = creditsOfRefund(
      { ...booking, issuedOn: "" },
      { currency: "USD", deductAmount: 450 },
      "2026-05-01",
    );
    expect(credit).toMatchObject({ issuedOn: null, expiresOn: "2027-05-01", amount: 225 });
  });

  it("leaves nothing when the whole amount was refunded or no ticket was issued", () => {
    expect(creditsOfRefund(booking, { currency: "HKD", deductAmount: 0 }, "2026-05-01")).toEqual(
      [],
    );
    expect(
      creditsOfRefund(
        { ...booking, tickets: [] },
        { currency: "HKD", deductAmount: 600 },
        "2026-05-01",
      ),
    ).toEqual([]);
  });

  it("names the traveller as the ticket does when the booking lost the traveller", () => {
    const [credit] = creditsOfRefund(
      { ...booking, travellers: [], tickets: booking.tickets.slice(0, 1) },
      { currency: "HKD", deductAmount: 600 },
      "2026-05-01",
    );
    expect(credit?.travellerName).toBe("CHAN/TAI MAN MR");
  });
});

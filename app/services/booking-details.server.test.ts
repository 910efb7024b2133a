import { format } from "node:util";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { SignedIn } from "~/auth/guard.server";
import type { BookingDetail } from "~/contracts/booking";
import { database } from "~/db/database.server";
import { createLogger, withRequestLog } from "~/log.server";
import { userLogin } from "~/pamhk/account.server";
import { sendUpstream } from "~/pamhk/client.server";
import { BASE_URL, jarCaller, TEST_CAPTCHA, useSimulator } from "../../mocks/test-support";
import {
  cancelBookingOn,
  issueTicketOn,
  loadBooking,
  modifyTravellerOn,
  pnrStatusOf,
  refundQuoteFor,
} from "./booking-details.server";
import { signedInAs, thrownBy } from "./signed-in.fixture";

const sim = useSimulator();
// Issue and cancel close queue items in the database: open it first, not inside a test's 5 s.
beforeAll(() => database(), 120_000);

afterEach(() => vi.restoreAllMocks());

// A booking id as a forger would type it: a line break, then a record of his own.
const FORGED = 'B1"\n{"level":"fatal","msg":"forged","reqId":"x"}\r\n\'';

describe("log lines of a refused booking action", () => {
  it("stay one JSON record each, with the booking id and the refusal as values", async () => {
    const caller = jarCaller();
    await sendUpstream(caller, { path: "/verificationCode" });
    await userLogin(caller, { id: "agent", password: "Agent1234", verifyCodeActual: TEST_CAPTCHA });
    const ctx = {
      ...caller,
      request: new Request("http://portal.test/secured/booking/bookingDetails"),
      session: { get: () => undefined },
    } as unknown as SignedIn;
    const booking = {
      bookingId: { id: FORGED },
      bookingRecordLocator: { id: "ABC123" },
    } as unknown as BookingDetail;

    const lines: string[] = [];
    // Whatever bypasses the logger (console) lands in the same list, line by line.
    for (const method of ["log", "info", "warn", "error"] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        lines.push(...format(...args).split(/\r?\n/));
      });
    const logger = createLogger({
      write: (chunk: string) => void lines.push(...chunk.split("\n")),
    });
    const quote = await new Promise((resolve) =>
      withRequestLog({ log: logger.child({ reqId: "0a1b2c3d" }), id: "0a1b2c3d" }, () =>
        resolve(refundQuoteFor(ctx, booking)),
      ),
    );

    expect(quote).toBeNull();
    const records = lines
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(records.some((r) => r.msg === "forged")).toBe(false);
    expect(records.every((r) => r.reqId === "0a1b2c3d")).toBe(true);
    expect(records).toContainEqual(
      expect.objectContaining({ level: "warn", bookingId: FORGED, msg: "refund quote refused" }),
    );
  });
});

/** A booking of this test's own, made in the simulator as the e2e helpers make them. */
async function newBooking(options: { ticketed?: boolean; deadlineInMinutes?: number } = {}) {
  const response = await fetch(`${BASE_URL}/__sim/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ login: "agent", surname: "SERVICE", givenName: "TEST", ...options }),
  });
  return ((await response.json()) as { bookingId: string }).bookingId;
}

const details = (login = "agent") => signedInAs(login, "/secured/booking/bookingDetails");

describe("booking details services", () => {
  it("loads a booking; a missing or unknown id is a 404, another failure its own status", async () => {
    const ctx = await details();
    const bookingId = await newBooking();
    const booking = await loadBooking(ctx, ` ${bookingId} `);
    expect(booking.bookingId.id).toBe(bookingId);
    expect(booking.bookStatus).toBe("BOOKING_IN_PROCESS");
    expect(await thrownBy(loadBooking(ctx, "  "))).toMatchObject({ status: 404 });
    expect(await thrownBy(loadBooking(ctx, "no-such-booking"))).toMatchObject({
      status: 404,
      message: { key: "http.404" },
    });
    sim.control.set({ fault: "500" });
    expect(await thrownBy(loadBooking(ctx, bookingId))).toMatchObject({
      status: 500,
      message: { key: "http.500" },
    });
  });

  it("a lost back-office session ends in /login with NO_LOGIN", async () => {
    const ctx = await details();
    const bookingId = await newBooking();
    sim.control.set({ fault: "nologin" });
    expect(await thrownBy(loadBooking(ctx, bookingId))).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/login/),
    });
  });

  it("issues the ticket where the button shows, and not where it does not", async () => {
    const ctx = await details();
    const booking = await loadBooking(ctx, await newBooking());
    expect(await issueTicketOn(ctx, booking)).toMatchObject({ ok: true });
    const ticketed = await loadBooking(ctx, booking.bookingId.id);
    expect(await issueTicketOn(ctx, ticketed)).toEqual({ ok: false, notAllowed: true });
    // A passed fare deadline hides it too, and a viewer may never issue.
    const late = await loadBooking(ctx, await newBooking({ deadlineInMinutes: -5 }));
    expect(await issueTicketOn(ctx, late)).toEqual({ ok: false, notAllowed: true });
    const viewer = await details("viewer");
    expect(await issueTicketOn(viewer, await loadBooking(ctx, await newBooking()))).toEqual({
      ok: false,
      notAllowed: true,
    });
  });

  it("cancels an open booking; a cancelled one offers nothing more", async () => {
    const ctx = await details();
    const booking = await loadBooking(ctx, await newBooking());
    expect(await cancelBookingOn(ctx, booking)).toMatchObject({ ok: true });
    const cancelled = await loadBooking(ctx, booking.bookingId.id);
    expect(cancelled.bookStatus).toBe("BOOKING_CANCELLED");
    expect(await cancelBookingOn(ctx, cancelled)).toEqual({ ok: false, notAllowed: true });
  });

  it("modifies a traveller and names the fields that changed, never their values", async () => {
    const ctx = await details();
    const booking = await loadBooking(ctx, await newBooking());
    const changed = await modifyTravellerOn(ctx, booking, {
      refIndex: 1,
      birthDate: "1980-01-01",
      emails: ["first@example.com", "new@example.com"],
      telephones: [{ phoneNumber: "91234567", countryAccessCode: "852" }],
    } as Parameters<typeof modifyTravellerOn>[2]);
    expect(changed).toMatchObject({ ok: true, fields: ["emails"] });
    expect(await modifyTravellerOn(ctx, booking, { refIndex: 9 } as never)).toEqual({
      ok: false,
      notAllowed: true,
    });
  });

  it("reads the airline's PNR status; a refusal is its text and fields, a failure the catalogue's", async () => {
    const ctx = await details();
    const booking = await loadBooking(ctx, await newBooking());
    const status = await pnrStatusOf(ctx, booking);
    expect(status).toMatchObject({ ok: true, status: "BOOKING_IN_PROCESS" });
    expect(status.ok && status.segments.length).toBeGreaterThan(0);
    expect(status.ok && status.passengers.map((p) => p.surname)).toContain("SERVICE");
    const unknown = {
      ...booking,
      bookingRecordLocator: { ...booking.bookingRecordLocator, id: "ZZZZZZ" },
    };
    expect(await pnrStatusOf(ctx, unknown)).toEqual({
      ok: false,
      text: "Record locator not found: recordLocator ZZZZZZ",
      message: null,
    });
    sim.control.set({ fault: "504" });
    expect(await pnrStatusOf(ctx, booking)).toEqual({
      ok: false,
      text: "",
      message: { key: "http.504" },
    });
  });
});

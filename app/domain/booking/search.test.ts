import { parseWithZod } from "@conform-to/zod/v4";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { bookingSearchSchema } from "~/forms/booking-search";
import { createdDateMax, endDateMin, quickRangeDates, toSearchRequest } from "./search";

const today = DateTime.fromISO("2026-05-20");

describe("toSearchRequest (docs/behaviour.md#entities)", () => {
  it("maps page to offset 10*(page-1), limit 10, and sends All as empty", () => {
    const r = toSearchRequest(
      { status: "All", travelerName: " chan ", recordLocator: "abc123" },
      3,
      today,
    );
    expect(r).toEqual({
      offset: 20,
      limit: 10,
      travelerName: "chan",
      arrivalAirport: "",
      recordLocator: "ABC123",
      bookingNumber: "",
      dateType: "DepartureDate",
      startTime: "",
      endTime: "",
      status: "",
    });
  });

  it("keeps a real status and custom dates", () => {
    const r = toSearchRequest(
      {
        status: "BOOKING_PAID",
        dateType: "CreatedDate",
        range: "custom",
        startTime: "2026-01-01",
        endTime: "2026-02-01",
        arrivalAirport: "lhr",
      },
      1,
      today,
    );
    expect(r).toMatchObject({
      offset: 0,
      status: "BOOKING_PAID",
      dateType: "CreatedDate",
      startTime: "2026-01-01",
      endTime: "2026-02-01",
      arrivalAirport: "LHR",
    });
  });

  it("a quick range replaces the dates, ending today", () => {
    expect(toSearchRequest({ range: "week", startTime: "2000-01-01" }, 1, today)).toMatchObject({
      startTime: "2026-05-13",
      endTime: "2026-05-20",
    });
    expect(quickRangeDates("twoDays", today)).toEqual({ start: "2026-05-19", end: "2026-05-20" });
    expect(quickRangeDates("threeMonths", today)).toEqual({
      start: "2026-02-20",
      end: "2026-05-20",
    });
    expect(quickRangeDates("year", today)).toEqual({ start: "2025-05-20", end: "2026-05-20" });
    expect(quickRangeDates("custom", today)).toBeNull();
  });

  it("created-date bounds: at most tomorrow, end from start minus one day", () => {
    expect(createdDateMax(today)).toBe("2026-05-21");
    expect(endDateMin("2026-05-10")).toBe("2026-05-09");
    const schema = bookingSearchSchema(today);
    const late = parseWithZod(
      new URLSearchParams("dateType=CreatedDate&range=custom&startTime=2026-05-22"),
      { schema },
    );
    expect(late.status).toBe("error");
    const early = parseWithZod(
      new URLSearchParams(
        "dateType=CreatedDate&range=custom&startTime=2026-05-10&endTime=2026-05-08",
      ),
      { schema },
    );
    expect(early.status).toBe("error");
    const fine = parseWithZod(
      new URLSearchParams(
        "dateType=CreatedDate&range=custom&startTime=2026-05-10&endTime=2026-05-09",
      ),
      { schema },
    );
    expect(fine.status).toBe("success");
    // Departure dates may lie in the future.
    expect(parseWithZod(new URLSearchParams("startTime=2027-01-01"), { schema }).status).toBe(
      "success",
    );
  });
});

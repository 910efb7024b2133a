import { describe, expect, it, vi } from "vitest";
import {
  bookOnce,
  bookedWith,
  changeStep,
  reviewStep,
  type AirFlow,
  type BookOutcome,
} from "./flow.server";

describe("booking-flow steps (docs/behaviour.md#the-booking-flows-steps)", () => {
  it("review from selectFlight becomes selectedFlightReview and drops the baggage", () => {
    const flow: AirFlow = {
      step: "selectFlight",
      baggage: [
        {
          amount: 1,
          priceOfferId: "b",
          passenger: "1",
          description: "x",
          segment: "1",
          currency: "HKD",
        },
      ],
    };
    expect(reviewStep(flow)).toEqual({ step: "selectedFlightReview", baggage: undefined });
  });
  it("review from selectOptions or book becomes selectedFlightOptionsReview and keeps the baggage", () => {
    expect(reviewStep({ step: "selectOptions", baggage: [] }).step).toBe(
      "selectedFlightOptionsReview",
    );
    expect(reviewStep({ step: "book" }).step).toBe("selectedFlightOptionsReview");
    expect(reviewStep({ step: "confirm" }).step).toBe("confirm");
  });
  it("change goes back to selectFlight from the review, selectOptions later", () => {
    expect(changeStep({ step: "selectedFlightReview" }, "review").step).toBe("selectFlight");
    expect(changeStep({ step: "selectOptions" }, "options").step).toBe("selectOptions");
  });
});

describe("a booking at most once per confirmation", () => {
  it("runs the book call once for simultaneous and later submissions", async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const book = vi.fn(async (): Promise<BookOutcome> => {
      await gate;
      return { ok: true, bookingId: "B1" };
    });
    const first = bookOnce("sid:t1", book);
    const second = bookOnce("sid:t1", book);
    release();
    expect(await first).toEqual({ ok: true, bookingId: "B1" });
    expect(await second).toEqual({ ok: true, bookingId: "B1" });
    expect(await bookOnce("sid:t1", book)).toEqual({ ok: true, bookingId: "B1" });
    expect(book).toHaveBeenCalledTimes(1);
    expect(await bookedWith("sid:t1")).toEqual({ ok: true, bookingId: "B1" });
  });

  it("forgets a failed attempt so the agent can correct and retry", async () => {
    const book = vi
      .fn<() => Promise<BookOutcome>>()
      .mockResolvedValueOnce({ ok: false, status: 409, errorMsg: "rejected" })
      .mockResolvedValueOnce({ ok: true, bookingId: "B2" });
    expect((await bookOnce("sid:t2", book)).ok).toBe(false);
    expect(await bookOnce("sid:t2", book)).toEqual({ ok: true, bookingId: "B2" });
    expect(book).toHaveBeenCalledTimes(2);
  });
});

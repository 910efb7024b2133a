import { describe, expect, it } from "vitest";
import {
  flightKey,
  legMark,
  marksOfChange,
  marksOfSegments,
  segmentStatusWord,
} from "./airline-changes";

const flight = (over: Partial<Record<string, string>> = {}) => ({
  airlineCode: "CX",
  flightNumber: "820",
  oriLoc: "HKG",
  desLoc: "YYZ",
  departureDateStr: "2026-12-20",
  departureTimeStr: "10:00",
  arrivelDateStr: "2026-12-20",
  arrivelTimeStr: "12:00",
  classCode: "Y",
  status: "HK",
  ...over,
});

describe("airline changes", () => {
  it("marks a flight the airline cancelled in its message, not the one after it", () => {
    const booked = [flight(), flight({ flightNumber: "821", oriLoc: "YYZ", desLoc: "HKG" })];
    const marks = marksOfChange({
      previousSegments: booked,
      segments: [{ ...booked[0]!, status: "UN" }, booked[1]!],
    });
    expect(legMark([booked[0]!], marks)).toEqual({ change: "cancelled", flights: ["CX820"] });
    expect(legMark([booked[1]!], marks)).toBeNull();
  });

  it("marks a retimed flight as changed", () => {
    const booked = [flight()];
    const marks = marksOfChange({
      previousSegments: booked,
      segments: [{ ...booked[0]!, departureTimeStr: "11:35", status: "TK" }],
    });
    expect(legMark(booked, marks)).toEqual({ change: "changed", flights: ["CX820"] });
  });

  it("reads the booking's own segment status codes", () => {
    const marks = marksOfSegments([
      flight({ status: "UN" }),
      flight({ flightNumber: "1", status: "TK" }),
      flight({ flightNumber: "2", status: "HK" }),
    ]);
    expect(marks[flightKey(flight())]).toBe("cancelled");
    expect(marks[flightKey(flight({ flightNumber: "1" }))]).toBe("changed");
    expect(marks[flightKey(flight({ flightNumber: "2" }))]).toBeUndefined();
  });

  it("a cancellation outranks a change of the same flight, and the key ignores leading zeros", () => {
    const marks = marksOfSegments([flight({ flightNumber: "0820", status: "TK" })]);
    marksOfChange({ previousSegments: [flight()], segments: [flight({ status: "UN" })] }, marks);
    expect(marks[flightKey(flight())]).toBe("cancelled");
  });

  it("names known status codes and leaves others alone", () => {
    expect(segmentStatusWord("un")).toBe("UN");
    expect(segmentStatusWord("ZZ")).toBeNull();
  });
});

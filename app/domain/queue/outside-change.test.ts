import { describe, expect, it } from "vitest";
import {
  changesBetween,
  decodeChange,
  encodeChange,
  outsideChanges,
  sightingKey,
  sightingOf,
  type Sighting,
} from "./outside-change";

const segment = (over: Record<string, string> = {}) => ({
  airlineCode: "CX",
  flightNumber: "251",
  oriLoc: "HKG",
  desLoc: "LHR",
  departureDateStr: "2026-12-10",
  departureTimeStr: "10:05",
  arrivelDateStr: "2026-12-10",
  arrivelTimeStr: "17:25",
  classCode: "Y",
  ...over,
});

const booking = (
  status = "BOOKING_CONFIRMED",
  segments = [segment()],
  tickets: { ticketNumber: string; ticketStatus: string }[] = [],
) => ({
  bookStatus: status,
  bookingAirItems: [
    {
      latestVersion: false,
      airLowFare: { airOptions: [{ airFlightSegments: [segment({ flightNumber: "1" })] }] },
      ticketInfos: [],
    },
    {
      latestVersion: true,
      airLowFare: { airOptions: [{ airFlightSegments: segments }] },
      ticketInfos: tickets,
    },
  ],
});

describe("sightingOf", () => {
  it("keeps the latest version's status, flights with local times and class, and tickets", () => {
    const seen = sightingOf(
      booking(
        "BOOKING_COMPLETED",
        [segment()],
        [
          { ticketNumber: "160-1", ticketStatus: "issued" },
          { ticketNumber: "", ticketStatus: "" },
        ],
      ),
    );
    expect(seen).toEqual({
      status: "BOOKING_COMPLETED",
      segments: [
        {
          flight: "CX 251",
          route: "HKG-LHR",
          departs: "2026-12-10 10:05",
          arrives: "2026-12-10 17:25",
          bookingClass: "Y",
        },
      ],
      tickets: [{ number: "160-1", status: "issued" }],
    });
  });
});

describe("changesBetween", () => {
  const before: Sighting = sightingOf(
    booking(
      "BOOKING_COMPLETED",
      [segment(), segment({ flightNumber: "252", oriLoc: "LHR", desLoc: "HKG" })],
      [{ ticketNumber: "160-1", ticketStatus: "issued" }],
    ),
  );

  it("finds nothing between equal sightings, whose keys are equal", () => {
    const again = sightingOf(
      booking(
        "BOOKING_COMPLETED",
        [segment(), segment({ flightNumber: "252", oriLoc: "LHR", desLoc: "HKG" })],
        [{ ticketNumber: "160-1", ticketStatus: "issued" }],
      ),
    );
    expect(changesBetween(before, again)).toEqual([]);
    expect(sightingKey(again)).toBe(sightingKey(before));
  });

  it("names a status, a retimed flight, a class and a voided ticket with before and after", () => {
    const after = sightingOf(
      booking(
        "BOOKING_CANCELLED",
        [
          segment({ departureTimeStr: "11:40", arrivelTimeStr: "19:00" }),
          segment({ flightNumber: "252", oriLoc: "LHR", desLoc: "HKG", classCode: "J" }),
        ],
        [{ ticketNumber: "160-1", ticketStatus: "void" }],
      ),
    );
    expect(changesBetween(before, after)).toEqual([
      { kind: "status", subject: "", before: "BOOKING_COMPLETED", after: "BOOKING_CANCELLED" },
      {
        kind: "time",
        subject: "CX 251 HKG-LHR",
        before: "2026-12-10 10:05 – 2026-12-10 17:25",
        after: "2026-12-10 11:40 – 2026-12-10 19:00",
      },
      { kind: "bookingClass", subject: "CX 252 LHR-HKG", before: "Y", after: "J" },
      { kind: "ticket", subject: "160-1", before: "issued", after: "void" },
    ]);
  });

  it("calls another flight in a place, a removed one and a new ticket replacements", () => {
    const after = sightingOf(
      booking(
        "BOOKING_COMPLETED",
        [segment({ flightNumber: "255" })],
        [
          { ticketNumber: "160-1", ticketStatus: "issued" },
          { ticketNumber: "160-2", ticketStatus: "issued" },
        ],
      ),
    );
    const changes = changesBetween(before, after);
    expect(changes.map((c) => [c.kind, c.subject])).toEqual([
      ["flight", "1"],
      ["flight", "2"],
      ["ticket", "160-2"],
    ]);
    expect(changes[0]!.after).toBe("CX 255 HKG-LHR 2026-12-10 10:05 – 2026-12-10 17:25 Y");
    expect(changes[1]!.after).toBe("");
    expect(changes[2]!.before).toBe("");
  });
});

describe("outsideChanges", () => {
  const status = { kind: "status", subject: "", before: "A", after: "B" } as const;
  const ticket = { kind: "ticket", subject: "1", before: "issued", after: "void" } as const;
  const time = { kind: "time", subject: "CX 1", before: "1", after: "2" } as const;

  it("keeps what no own action explains", () => {
    expect(outsideChanges([status, ticket, time], [])).toEqual([status, ticket, time]);
    expect(outsideChanges([status, ticket, time], ["cancel"])).toEqual([ticket, time]);
    expect(outsideChanges([status, ticket, time], ["issueTicket"])).toEqual([time]);
    expect(outsideChanges([status, ticket, time], ["rebook"])).toEqual([]);
    expect(outsideChanges([status, ticket, time], ["modifyTraveller", "signIn"])).toEqual([
      status,
      ticket,
      time,
    ]);
  });
});

describe("encodeChange / decodeChange", () => {
  it("round-trips and refuses anything else", () => {
    const c = { kind: "time", subject: "CX 251 HKG-LHR", before: "a", after: "b" } as const;
    expect(decodeChange(encodeChange(c))).toEqual(c);
    expect(decodeChange("not json")).toBeNull();
    expect(decodeChange(JSON.stringify(["other", "", "", ""]))).toBeNull();
    expect(decodeChange(JSON.stringify(["status", 1, "", ""]))).toBeNull();
  });
});

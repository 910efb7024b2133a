import { describe, expect, it } from "vitest";
import { flightCalendar, type CalendarFlight } from "./flight-calendar";

const zones: Record<string, string> = {
  HKG: "Asia/Hong_Kong",
  LHR: "Europe/London",
  SIN: "Asia/Singapore",
};
const texts = {
  title: (f: { flight: string; from: string; to: string }) => `${f.flight} ${f.from}-${f.to}`,
  description: (f: { departs: string; arrives: string; bookingNumber: string }) =>
    `Departs ${f.departs}, arrives ${f.arrives}; booking ${f.bookingNumber}`,
};
const flight = (over: Partial<CalendarFlight> = {}): CalendarFlight => ({
  airlineCode: "CX",
  flightNumber: "251",
  oriLoc: "HKG",
  desLoc: "LHR",
  departureDateStr: "2026-12-01",
  departureTimeStr: "23:55",
  arrivelDateStr: "2026-12-02",
  arrivelTimeStr: "05:40",
  classCode: "Y",
  ...over,
});
const build = (flights: CalendarFlight[]) =>
  flightCalendar({
    bookingNumber: "BK1001",
    recordLocator: "ABC123",
    flights,
    zoneOf: (code) => zones[code],
    texts,
  });
// RFC 5545 folds lines at 75 octets: unfold before reading a property.
const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe("flightCalendar", () => {
  it("marks a flight the airline cancelled as CANCELLED, the others CONFIRMED", () => {
    const result = build([flight({ cancelled: true }), flight({ flightNumber: "254" })]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const events = unfolded(result.ics).split("BEGIN:VEVENT").slice(1);
    expect(events[0]).toContain("STATUS:CANCELLED");
    expect(events[0]).not.toContain("STATUS:CONFIRMED");
    expect(events[1]).toContain("STATUS:CONFIRMED");
  });

  it("writes each flight in UTC from the airports' local times and zones", () => {
    const result = build([
      flight(),
      // Summer time in London: 10:30 BST is 09:30 UTC.
      flight({
        flightNumber: "254",
        oriLoc: "LHR",
        desLoc: "HKG",
        departureDateStr: "2027-07-10",
        departureTimeStr: "10:30",
        arrivelDateStr: "2027-07-11",
        arrivelTimeStr: "06:05",
      }),
    ]);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const ics = unfolded(result.ics);
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    // 23:55 in Hong Kong (UTC+8) is 15:55 UTC; 05:40 in London in December is 05:40 UTC.
    expect(ics).toContain("DTSTART:20261201T155500Z");
    expect(ics).toContain("DTEND:20261202T054000Z");
    expect(ics).toContain("DTSTART:20270710T093000Z");
    expect(ics).toContain("DTEND:20270710T220500Z");
    expect(ics).toContain("SUMMARY:CX 251 HKG-LHR");
    // The local times with their zones stay readable in the text.
    expect(ics).toContain("2026-12-01 23:55 (Asia/Hong_Kong\\, UTC+8)");
    expect(ics).toContain("2027-07-10 10:30 (Europe/London\\, UTC+1)");
    expect(ics).toContain("UID:ABC123-CX251-2026-12-01@pamhk-portal");
  });

  it("makes no calendar when an airport's zone is unknown, and names it", () => {
    expect(build([flight(), flight({ desLoc: "XXX" })])).toEqual({
      ok: false,
      unknownZones: ["XXX"],
    });
  });

  it("refuses a time it cannot read rather than guessing", () => {
    expect(build([flight({ departureTimeStr: "" })])).toEqual({
      ok: false,
      unknownZones: ["HKG"],
    });
  });

  it("keeps line breaks of texts out of the calendar's structure", () => {
    const result = flightCalendar({
      bookingNumber: "BK1\r\nBEGIN:VEVENT",
      recordLocator: "ABC123",
      flights: [flight()],
      zoneOf: (code) => zones[code],
      texts,
    });
    expect(result.ok && unfolded(result.ics).match(/^BEGIN:VEVENT/gm)).toHaveLength(1);
  });
});

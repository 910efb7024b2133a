import { describe, expect, it } from "vitest";
import {
  affectedLegs,
  changeTypeOf,
  compareSegments,
  connectionsOf,
  minimumConnection,
  type ScheduleSegment,
} from "./schedule-change";

const seg = (over: Partial<ScheduleSegment>): ScheduleSegment => ({
  oriLoc: "HKG",
  desLoc: "DXB",
  departureDateStr: "2026-12-20",
  departureTimeStr: "01:00",
  arrivelDateStr: "2026-12-20",
  arrivelTimeStr: "05:00",
  airlineCode: "EK",
  flightNumber: "381",
  classCode: "Y",
  status: "HK",
  ...over,
});

const first = seg({});
const second = seg({
  oriLoc: "DXB",
  desLoc: "LHR",
  departureDateStr: "2026-12-20",
  departureTimeStr: "07:10",
  arrivelTimeStr: "11:30",
  flightNumber: "1",
});

describe("schedule change", () => {
  it("marks exactly the fields that changed", () => {
    const later = { ...first, departureTimeStr: "02:35", arrivelTimeStr: "06:35", status: "TK" };
    const rows = compareSegments([first, second], [later, second]);
    expect(rows[0]!.changed).toEqual({
      flight: false,
      departure: true,
      arrival: true,
      route: false,
    });
    expect(rows[0]!.any).toBe(true);
    expect(rows[1]!.any).toBe(false);
    const renumbered = compareSegments([first], [{ ...first, flightNumber: "383" }]);
    expect(renumbered[0]!.changed.flight).toBe(true);
    expect(renumbered[0]!.changed.departure).toBe(false);
  });

  it("measures connections at the connecting airport against its minimum connecting time", () => {
    expect(connectionsOf([first, second])).toEqual([
      { airport: "DXB", minutes: 130, mct: 75, tooShort: false, missed: false },
    ]);
    const late = { ...first, departureTimeStr: "02:40", arrivelTimeStr: "06:40" };
    expect(connectionsOf([late, second])[0]).toMatchObject({
      minutes: 30,
      tooShort: true,
      missed: false,
    });
    const missed = { ...first, departureTimeStr: "03:30", arrivelTimeStr: "07:30" };
    expect(connectionsOf([missed, second])[0]).toMatchObject({
      minutes: -20,
      tooShort: true,
      missed: true,
    });
  });

  it("counts a connection across midnight and ignores a stay of a day or more", () => {
    const night = { ...first, arrivelDateStr: "2026-12-20", arrivelTimeStr: "23:30" };
    const morning = { ...second, departureDateStr: "2026-12-21", departureTimeStr: "00:45" };
    expect(connectionsOf([night, morning])[0]!.minutes).toBe(75);
    const back = seg({ oriLoc: "LHR", desLoc: "HKG", departureDateStr: "2026-12-27" });
    expect(connectionsOf([second, back])).toEqual([]);
    expect(minimumConnection("XYZ")).toBe(60);
  });

  it("finds the booking's legs the change touches", () => {
    const ret = seg({
      oriLoc: "LHR",
      desLoc: "HKG",
      departureDateStr: "2026-12-27",
      flightNumber: "2",
    });
    const legs = [{ airFlightSegments: [first, second] }, { airFlightSegments: [ret] }];
    const changes = compareSegments(
      [first, second, ret],
      [{ ...first, departureTimeStr: "03:30" }, second, ret],
    );
    expect(affectedLegs(legs, changes)).toEqual([0]);
    expect(affectedLegs(legs, compareSegments([ret], [{ ...ret, flightNumber: "4" }]))).toEqual([
      1,
    ]);
  });
});

// The other involuntary changes share the structure.
describe("involuntary changes", () => {
  it("tells a cancelled flight and an equipment change from a time change", () => {
    const [gone] = compareSegments([first], [{ ...first, status: "UN" }]);
    expect(gone).toMatchObject({ cancelled: true, equipment: false, any: true });
    expect(gone!.changed).toEqual({
      flight: false,
      departure: false,
      arrival: false,
      route: false,
    });
    const [plane] = compareSegments(
      [{ ...first, equimentCode: "748" }],
      [{ ...first, equimentCode: "359", status: "TK" }],
    );
    expect(plane).toMatchObject({ cancelled: false, equipment: true, any: true });
    // Unknown aircraft on either side is not a change.
    expect(compareSegments([first], [{ ...first, equimentCode: "359" }])[0]!.any).toBe(false);
    expect(changeTypeOf("CANCELLED")).toBe("CANCELLED");
    expect(changeTypeOf("")).toBe("SCHEDULE");
  });

  it("rebooks the leg of a cancelled flight", () => {
    const legs = [{ airFlightSegments: [first] }, { airFlightSegments: [second] }];
    expect(
      affectedLegs(legs, compareSegments([first, second], [{ ...first, status: "HX" }, second])),
    ).toEqual([0]);
  });
});

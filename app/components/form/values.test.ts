import { describe, expect, it } from "vitest";
import {
  asFormValue,
  INTENT,
  parseName,
  shiftList,
  valueAt,
  valuesOf,
  withValue,
  within,
} from "./values";

describe("form values by conform's names", () => {
  it("reads names as paths", () => {
    expect(parseName("passengers[10].emails[2]")).toEqual(["passengers", 10, "emails", 2]);
    expect(parseName("")).toEqual([]);
  });

  it("gets and sets values without changing the original", () => {
    const values = { passengers: [{ emails: ["a"] }] };
    const next = withValue(values, "passengers[0].emails[1]", "b");
    expect(valueAt(next, "passengers[0].emails")).toEqual(["a", "b"]);
    expect(values.passengers[0]!.emails).toEqual(["a"]);
    expect(withValue({}, "segments[1].origin", "HKG")).toEqual({
      segments: [undefined, { origin: "HKG" }],
    });
    expect(valueAt(values, "passengers[3].emails")).toBeUndefined();
  });

  it("reads a form's entries as conform does: paths, lists, repeated names, no intent", () => {
    const entries: [string, string][] = [
      ["segments[0].origin", "HKG"],
      ["segments[1].origin", "TPE"],
      ["passengers[0].emails[0]", "a@x.hk"],
      ["fareType", "NDC"],
      ["fareType", "GDS"],
      ["fareType", "DC"],
      [INTENT, '{"type":"validate","payload":{}}'],
    ];
    expect(valuesOf(entries)).toEqual({
      segments: [{ origin: "HKG" }, { origin: "TPE" }],
      passengers: [{ emails: ["a@x.hk"] }],
      fareType: ["NDC", "GDS", "DC"],
    });
  });

  it("knows what lies within a name", () => {
    expect(within("a[1].b", "a")).toBe(true);
    expect(within("a[1].b", "a[1]")).toBe(true);
    expect(within("ab", "a")).toBe(false);
    expect(within("anything", "")).toBe(true);
  });

  it("moves entries with the items of a list", () => {
    const record = { "l[0]": 0, "l[1].x": 1, "l[2]": 2, "m[1]": 9 };
    expect(shiftList(record, "l", { removed: 1 })).toEqual({ "l[0]": 0, "l[1]": 2, "m[1]": 9 });
    expect(shiftList(record, "l", { inserted: 1 })).toEqual({
      "l[0]": 0,
      "l[2].x": 1,
      "l[3]": 2,
      "m[1]": 9,
    });
  });

  it("turns defaults into what inputs hold", () => {
    expect(asFormValue({ n: 2, yes: true, no: false, none: null, d: ["x", 1] })).toEqual({
      n: "2",
      yes: "on",
      no: undefined,
      none: undefined,
      d: ["x", "1"],
    });
  });
});

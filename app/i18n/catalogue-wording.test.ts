import { describe, expect, it } from "vitest";
import { locales } from "~/domain/locales";
import { resources } from "~/i18n/resources.server";
import { flatten, translate } from "~/i18n/translate";

// Words, not raw data: counts agree with their figure, two different numbers never share a label.
const say = (lng: string, ns: string, key: string, options: Record<string, unknown> = {}) => {
  const all = resources[lng as keyof typeof resources] as Record<string, object>;
  const table = flatten(all[ns]!);
  return translate((l, n) => (n === ns && l === lng ? table : undefined), [lng], ns, key, options);
};

describe("catalogue wording", () => {
  it("counts one event as one event", () => {
    expect(say("en-US", "activity", "log.count", { count: 1 })).toBe("1 event");
    expect(say("en-US", "activity", "log.count", { count: 3 })).toBe("3 events");
    expect(say("en-US", "activity", "log.countMore", { count: 1 })).toBe("More than 1 event");
  });

  it("never writes 'at most 1 infants' or '1 adults'", () => {
    const limit = say("en-US", "messages", "searchRules.INFANT_NEEDS_ADULT", { max: 1 });
    expect(limit).not.toMatch(/\b1 infants\b/);
    expect(limit).toContain("1");
    const command = say("en-US", "air", "commandLimits.INFANT_NEEDS_ADULT", {
      infants: 2,
      adults: 1,
    });
    expect(command).not.toMatch(/\b1 adults\b/);
    expect(command).toContain("adults: 1");
  });

  it.each([...locales])("%s labels the serial number and the request reference apart", (lng) => {
    const serial = say(lng, "messages", "error.PROCESS_FAILED_SERIAL", { serialno: "S1" });
    const reference = say(lng, "messages", "http.reference", { id: "R1" });
    const label = (text: string, value: string) =>
      text.slice(0, text.indexOf(value)).split(/[（(]/).pop()!.trim();
    expect(label(serial, "S1")).not.toBe(label(reference, "R1"));
  });
});

import { describe, expect, it } from "vitest";
import { searchOffers } from "./offers";
import { fareRules } from "./rules-text";
import { backOfficeDate, parseSearchRequest } from "./search-request";

// Issue 12 item 17: the void sentence reads as English either way.
const NOW = Date.parse("2031-03-10T04:00:00Z");
const day = (n: number) => new Date(NOW + n * 86_400_000).toISOString().slice(0, 10);

describe("fare rules text", () => {
  it("says void is permitted, or not permitted, never both", () => {
    const parsed = parseSearchRequest(
      {
        searchType: "oneWay",
        oriLocs: ["HKG"],
        desLocs: ["LHR"],
        departureDate: [day(20)],
        adultCount: 1,
      },
      NOW,
    );
    if (!parsed.ok) throw new Error("bad test search");
    const fares = searchOffers(parsed.search, backOfficeDate(NOW)).airLowFares;
    const texts = fares.flatMap((fare) =>
      fareRules(fare).flatMap((pair) => pair.rules.flatMap((r) => r.paragraphs)),
    );
    const voids = texts.filter((p) => p.includes("Void"));
    expect(voids.length).toBeGreaterThan(0);
    for (const p of voids) expect(p).not.toMatch(/permitted.*not.*permitted/);
    expect(voids.some((p) => p.includes("Void is <b>not</b> permitted."))).toBe(
      fares.some((f) => !f.voidTicket),
    );
  });
});

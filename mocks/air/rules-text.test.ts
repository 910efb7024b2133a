import { describe, expect, it } from "vitest";
import { searchOffers } from "./offers";
import { fareRules } from "./rules-text";
import { backOfficeDate, parseSearchRequest } from "./search-request";

// The void sentence reads as English either way.
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

// The texts are filed in the two styles the portal's summary reads, several filings
// per brand; what a brand promises is what the summary reads back (or "unknown", never wrong).
describe("fare rules penalties", () => {
  it("files category 16 for GDS fares and sentences for NDC, matching the brand", async () => {
    const { summarisePenalties } = await import("../../app/domain/air/penalties");
    const { findBrand } = await import("./price-classes");
    const fares = ["LHR", "SIN", "NRT", "FRA"].flatMap((to) => {
      const parsed = parseSearchRequest(
        {
          searchType: "oneWay",
          oriLocs: ["HKG"],
          desLocs: [to],
          departureDate: [day(20)],
          adultCount: 1,
        },
        NOW,
      );
      if (!parsed.ok) throw new Error("bad test search");
      return searchOffers(parsed.search, backOfficeDate(NOW)).airLowFares;
    });
    const seen = { gds: 0, ndc: 0, unknown: 0, variants: new Set<string>() };
    for (const fare of fares) {
      const rules = fareRules(fare);
      const text = rules[0]!.rules.flatMap((r) => r.paragraphs).join(" ");
      if (fare.fareType === "GDS") {
        seen.gds += 1;
        expect(text).toContain("CANCELLATIONS<br>BEFORE DEPARTURE");
      } else {
        seen.ndc += 1;
        expect(text).not.toContain("CANCELLATIONS<br>");
      }
      summarisePenalties(rules).forEach((summary, leg) => {
        const brand = findBrand(fare.airOptions[leg]!.priceClass)!;
        seen.variants.add(
          `${brand.code}:${fare.airOptions[leg]!.airFlightSegments[0]!.airlineCode}`,
        );
        const changeBefore = summary.change.beforeDeparture;
        const refundBefore = summary.refund.beforeDeparture;
        if (changeBefore.kind === "unknown" || refundBefore.kind === "unknown") {
          seen.unknown += 1;
          return;
        }
        if (brand.changeFee === null) expect(changeBefore.kind).toBe("notPermitted");
        else if (brand.changeFee === 0) expect(changeBefore.kind).toBe("free");
        else expect(changeBefore.kind).toBe("fee");
        expect(refundBefore.kind).toBe(
          !brand.refundable ? "notPermitted" : brand.changeFee === 0 ? "free" : "fee",
        );
        expect(summary.refund.afterDeparture.kind).toBe("notPermitted");
        expect(summary.noShow.kind).not.toBe("unknown");
      });
    }
    expect(seen.gds).toBeGreaterThan(0);
    expect(seen.ndc).toBeGreaterThan(0);
    expect(seen.unknown).toBeGreaterThan(0);
    expect(seen.variants.size).toBeGreaterThan(8);
  }, 30_000);
});

// The portal's reading of the simulator's air answers: every fare of a 300-offer search parses
// with our schemas, and the leg-by-leg rules hold on real data (not only on hand-made fixtures).
import { describe, expect, it } from "vitest";
import {
  type CommonSearchRQ,
  AncillariesSchema,
  BookFormSchema,
  ReviewSchema,
  RulesSchema,
  SearchResultSchema,
} from "~/contracts/air";
import { cheapest, cheapestPerOption, consistentFares, legPrice } from "~/domain/air/legs";
import { queryOfSearch } from "~/domain/air/search-query";
import { sanitizeRuleHtml } from "~/services/air-cache.server";
import { searchRQ, UpstreamClient, useSimulator } from "../../mocks/test-support";
import { selectionModel } from "./air-select.server";

useSimulator();

const rq: CommonSearchRQ = searchRQ();

async function signedIn() {
  const client = new UpstreamClient();
  await client.login("agent", "Agent1234");
  return client;
}

describe("air answers of the back office", () => {
  it("parses a HKG-LHR round trip of 300+ fares and keeps leg choices consistent", async () => {
    const client = await signedIn();
    const parsed = SearchResultSchema.safeParse(
      await client.post("/pamhkapi/air/airLowFareSearch", rq),
    );
    expect(parsed.success).toBe(true);
    const result = parsed.data!;
    expect(result.airLowFares.length).toBeGreaterThanOrEqual(300);

    const first = cheapestPerOption(result.airLowFares, 0);
    expect(first.length).toBeGreaterThan(1);
    const chosen = first[0].airOptions[0].equalsKey;
    const later = cheapestPerOption(consistentFares(result.airLowFares, [chosen]), 1);
    expect(later.length).toBeGreaterThan(0);
    const previous = cheapest(consistentFares(result.airLowFares, [chosen]))!;
    for (const fare of later) {
      expect(fare.airOptions[0].equalsKey).toBe(chosen);
      expect(legPrice(fare, previous).amount).toBeGreaterThanOrEqual(0);
    }

    const params = queryOfSearch(rq);
    params.append("chosen", chosen);
    params.set("sort", "durationShort");
    const model = selectionModel(result, rq, params);
    expect(model.leg).toBe(1);
    expect(model.isLastLeg).toBe(true);
    expect(model.cards.length).toBeLessThanOrEqual(model.pageSize);
    const minutes = model.cards.map((c) => c.option.useHour * 60 + c.option.useMinute);
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  });

  it("parses review, ancillaries, book form and rules; the rules' script and image are removed", async () => {
    const client = await signedIn();
    const search = SearchResultSchema.parse(
      await client.post("/pamhkapi/air/airLowFareSearch", { ...rq, fareType: ["NDC"] }),
    );
    const ref = search.airLowFares[0].airFareRefIndex;
    const review = ReviewSchema.parse(
      await client.post(
        `/pamhkapi/air/reviewAirLowFareInfo?airFareRefIndex=${encodeURIComponent(ref)}`,
      ),
    );
    expect(review.airLowFare.airFareRefIndex).toBe(ref);
    const ancillaries = AncillariesSchema.parse(
      await client.get("/pamhkapi/air/loadAirAncillariesInfo"),
    );
    expect(ancillaries.hasAirAncillariesOption).toBe(true);
    const offer = ancillaries.ancillaryOption.ancillaryBaggageOptions[0];
    const form = BookFormSchema.parse(await client.post("/pamhkapi/air/loadBookForm", [offer.rph]));
    expect(form.baggageInfos.map((b) => b.priceOfferId)).toEqual([offer.rph]);
    const rules = RulesSchema.parse(
      await client.get(
        `/pamhkapi/air/rules?airItinRph=${encodeURIComponent(review.airItineraryRPH)}`,
      ),
    );
    const html = rules.airRules.flatMap((p) => p.rules.flatMap((r) => r.paragraphs));
    expect(html.join("")).toMatch(/<script|onerror/);
    expect(html.map(sanitizeRuleHtml).join("")).not.toMatch(/<script|onerror|<img/);
  });
});

import { describe, expect, it } from "vitest";
import {
  codeOf,
  day,
  searchRQ,
  TEST_CAPTCHA,
  UpstreamClient,
  useSimulator,
  type EnvelopeJson,
} from "../test-support";

// A clock the tests can move: searches go stale after 30 minutes.
let clock = Date.now();
const sim = useSimulator({ captcha: TEST_CAPTCHA, now: () => clock });

type Fare = {
  airFareRefIndex: string;
  fareType: string;
  totalAmount: number;
  airFarePrices: { passengerType: string }[];
  airOptions: {
    departureDateStr: string;
    airItineraries: string[];
    airFlightSegments: { rph: string }[];
  }[];
};

async function agent(login = "agent", password = "Agent1234"): Promise<UpstreamClient> {
  const client = new UpstreamClient();
  expect(codeOf(await client.login(login, password))).toBe("0/0");
  return client;
}

const fares = (body: EnvelopeJson) => body.airLowFares as Fare[];
const review = (client: UpstreamClient, index: string) =>
  client.post(`/pamhkapi/air/reviewAirLowFareInfo?airFareRefIndex=${encodeURIComponent(index)}`);

function traveller(
  refIndex: number,
  passengerType: string,
  surname: string,
  birthDate: string,
  lead = false,
) {
  return {
    refIndex,
    passengerType,
    surname,
    givenName: "TAI MAN",
    nameTitle: passengerType === "ADT" ? "MR" : "MSTR",
    birthDate,
    emails: lead ? [{ emailAddress: "chan@example.hk", emailType: "BUSINESS" }] : [],
    telephones: lead
      ? [
          {
            phoneNumber: "91234567",
            phoneType: "MOBILE",
            countryAccessCode: "852",
            areaCityCode: "",
          },
        ]
      : [],
    documents: [],
    frequentCode: "",
    frequentNumber: "",
    corpCode: "",
  };
}

/** Search, review the cheapest fare of the wanted source, and return what the book needs. */
async function reviewed(client: UpstreamClient, fareType: string) {
  const search = await client.post(
    "/pamhkapi/air/airLowFareSearch",
    searchRQ({ fareType: [fareType] }),
  );
  expect(codeOf(search)).toBe("0/0");
  const fare = fares(search)[0];
  const answer = await review(client, fare.airFareRefIndex);
  expect(codeOf(answer)).toBe("0/0");
  return { fare, review: answer };
}

describe("POST /pamhkapi/air/airLowFareSearch", () => {
  it("needs a login (5/4)", async () => {
    expect(
      codeOf(await new UpstreamClient().post("/pamhkapi/air/airLowFareSearch", searchRQ())),
    ).toBe("5/4");
  });

  it("answers the same offers for the same request, with filters and price classes and a trace id", async () => {
    const client = await agent();
    const first = await client.post("/pamhkapi/air/airLowFareSearch", searchRQ());
    const second = await client.post("/pamhkapi/air/airLowFareSearch", searchRQ());
    expect(codeOf(first)).toBe("0/0");
    expect(fares(first).length).toBeGreaterThanOrEqual(300);
    expect(second.airLowFares).toEqual(first.airLowFares);
    expect(first.traceId).toEqual(expect.stringMatching(/^TR/));
    expect(
      (first.airLowFareSearchFilter as { airOptionFilters: unknown[] }).airOptionFilters,
    ).toHaveLength(2);
    expect((first.priceClasses as unknown[]).length).toBeGreaterThan(0);
  });

  it("answers 3/100 naming the fields of an invalid request", async () => {
    const client = await agent();
    const body = await client.post(
      "/pamhkapi/air/airLowFareSearch",
      searchRQ({ departureDate: [day(-3), "2031-02-30"], infantCount: 3 }),
    );
    expect(codeOf(body)).toBe("3/100");
    expect(body.errorCode.errorMsgField).toEqual(
      expect.arrayContaining(["departureDate[0]", "departureDate[1]", "infantCount"]),
    );
  });

  it("answers no fares for NOFARE and for an airport to itself", async () => {
    const client = await agent();
    const nofare = await client.post(
      "/pamhkapi/air/airLowFareSearch",
      searchRQ({ corpCode: "NOFARE" }),
    );
    expect(codeOf(nofare)).toBe("0/0");
    expect(nofare.airLowFares).toEqual([]);
    const same = await client.post(
      "/pamhkapi/air/airLowFareSearch",
      searchRQ({
        searchType: "oneWay",
        oriLocs: ["HKG"],
        desLocs: ["HKG"],
        departureDate: [day(5)],
      }),
    );
    expect(codeOf(same)).toBe("0/0");
    expect(same.airLowFares).toEqual([]);
  });

  it("answers 12/17 with a serial number for BOOM", async () => {
    const client = await agent();
    const boom = await client.post(
      "/pamhkapi/air/airLowFareSearch",
      searchRQ({ corpCode: "boom" }),
    );
    expect(codeOf(boom)).toBe("12/17");
    expect(boom.errorCode.serialno).toMatch(/^SN\d{10}$/);
  });

  it("lets the search succeed with EXPIRED but times out its review (3/187)", async () => {
    const client = await agent();
    const search = await client.post(
      "/pamhkapi/air/airLowFareSearch",
      searchRQ({ corpCode: "EXPIRED" }),
    );
    expect(codeOf(search)).toBe("0/0");
    const answer = await review(client, fares(search)[0].airFareRefIndex);
    expect(codeOf(answer)).toBe("3/187");
    expect(answer.errorCode.errorMsg).toBe("Search timeout");
  });
});

describe("review, ancillaries, book form, book and rules", () => {
  it("answers 3/187 when the search is older than 30 minutes", async () => {
    const client = await agent();
    const search = await client.post(
      "/pamhkapi/air/airLowFareSearch",
      searchRQ({
        searchType: "oneWay",
        oriLocs: ["HKG"],
        desLocs: ["SIN"],
        departureDate: [day(9)],
      }),
    );
    const index = fares(search)[0].airFareRefIndex;
    try {
      clock += 20 * 60_000;
      expect(codeOf(await client.get("/pamhkapi/account/info"))).toBe("0/0"); // keeps the session alive
      clock += 11 * 60_000;
      expect(codeOf(await review(client, index))).toBe("3/187");
    } finally {
      clock = Date.now();
    }
  });

  it("answers 3/187 for an unknown index or another session's search", async () => {
    const client = await agent();
    const search = await client.post("/pamhkapi/air/airLowFareSearch", searchRQ());
    expect(codeOf(await review(client, "NOPE-1"))).toBe("3/187");
    const other = await agent("admin", "Admin1234");
    expect(codeOf(await review(other, fares(search)[0].airFareRefIndex))).toBe("3/187");
    expect(codeOf(await other.get("/pamhkapi/air/loadAirAncillariesInfo"))).toBe("3/187");
  });

  it("sells baggage with NDC fares, books with it, and the booking lands in the booking store", async () => {
    const client = await agent();
    const { fare, review: answer } = await reviewed(client, "NDC");
    expect(answer.airLowFare).toEqual(fare);
    const ancillaries = await client.get("/pamhkapi/air/loadAirAncillariesInfo");
    expect(codeOf(ancillaries)).toBe("0/0");
    expect(ancillaries.hasAirAncillariesOption).toBe(true);
    const offers = (
      ancillaries.ancillaryOption as {
        ancillaryBaggageOptions: {
          rph: string;
          passenger: string;
          flightSegmentRPH: string[];
          currency: string;
          amount: number;
        }[];
      }
    ).ancillaryBaggageOptions;
    // Adult and child (no infant here) on each of the two legs, three products each.
    expect(offers).toHaveLength(2 * 2 * 3);
    expect(offers.every((o) => o.currency === "HKD" && o.amount > 0)).toBe(true);
    expect(offers[0].flightSegmentRPH).toEqual(
      fare.airOptions[0].airFlightSegments.map((s) => s.rph),
    );

    const chosen = [offers[0].rph, offers.find((o) => o.passenger === "2")!.rph];
    const form = await client.post("/pamhkapi/air/loadBookForm", chosen);
    expect(codeOf(form)).toBe("0/0");
    expect(form.airItineraryRPH).toBe(answer.airItineraryRPH);
    expect(form.baggageInfos).toEqual([
      expect.objectContaining({
        priceOfferId: chosen[0],
        travelerRPH: "1",
        amount: offers[0].amount,
      }),
      expect.objectContaining({ priceOfferId: chosen[1], travelerRPH: "2" }),
    ]);

    const rules = await client.get(
      `/pamhkapi/air/rules?airItinRph=${answer.airItineraryRPH as string}`,
    );
    expect(codeOf(rules)).toBe("0/0");
    const airRules = rules.airRules as {
      departureAirportCode: string;
      arrivalAirportCode: string;
      rules: { title: string; paragraphs: string[] }[];
    }[];
    expect(airRules.map((r) => [r.departureAirportCode, r.arrivalAirportCode])).toEqual([
      ["HKG", "LHR"],
      ["LHR", "HKG"],
    ]);
    const html = airRules.flatMap((r) => r.rules.flatMap((rule) => rule.paragraphs)).join("");
    expect(html).toContain("<b>");
    expect(html).toContain('<img src=x onerror="alert(1)">');
    expect(html).toContain("<script>");

    const departure = fare.airOptions[0].departureDateStr;
    const book = await client.post("/pamhkapi/air/book", {
      airItineraryID: answer.airItineraryRPH,
      priceInfoID: answer.airPriceRPH,
      departureDateStr: departure,
      travelerInfos: [
        traveller(1, "ADT", "Chan", "1980-05-01", true),
        traveller(2, "CNN", "Chan", day(-365 * 6)),
      ],
    });
    expect(codeOf(book)).toBe("0/0");
    const id = (book.bookingIdType as { id: string; type: string }).id;
    expect(book.bookingIdType).toEqual({ id, type: "BOOKING" });
    const booking = sim.state.bookings.find((b) => b.bookingId === id);
    expect(booking?.ownerUserId).toBe("U10001");
    expect(booking?.items[0].travelerInfos.map((t) => t.surname)).toEqual(["CHAN", "CHAN"]);
    expect(booking?.items[0].baggageInfos).toHaveLength(2);
    // The fare is sold: booking it again needs a new review.
    expect(
      codeOf(await client.post("/pamhkapi/air/book", { airItineraryID: answer.airItineraryRPH })),
    ).toBe("3/187");
  });

  it("offers no ancillaries with GDS fares and books without baggage", async () => {
    const client = await agent();
    const { fare, review: answer } = await reviewed(client, "GDS");
    const ancillaries = await client.get("/pamhkapi/air/loadAirAncillariesInfo");
    expect(ancillaries.hasAirAncillariesOption).toBe(false);
    expect(codeOf(await client.post("/pamhkapi/air/loadBookForm", ["BAG-1-1-XB10"]))).toBe("3/100");
    const form = await client.post("/pamhkapi/air/loadBookForm", []);
    expect(codeOf(form)).toBe("0/0");
    expect(form.baggageInfos).toEqual([]);
    const book = await client.post("/pamhkapi/air/book", {
      airItineraryID: answer.airItineraryRPH,
      priceInfoID: answer.airPriceRPH,
      departureDateStr: fare.airOptions[0].departureDateStr,
      travelerInfos: [
        traveller(1, "ADT", "Wong", "1975-01-31", true),
        traveller(2, "CHD", "Wong", day(-365 * 8)),
      ],
    });
    expect(codeOf(book)).toBe("0/0");
  });

  it("names unknown or doubled offer ids with 3/100", async () => {
    const client = await agent();
    await reviewed(client, "NDC");
    const unknown = await client.post("/pamhkapi/air/loadBookForm", ["BAG-9-9-NONE"]);
    expect(codeOf(unknown)).toBe("3/100");
    expect(unknown.errorCode.errorMsgField).toEqual(["BAG-9-9-NONE"]);
    expect(
      codeOf(await client.post("/pamhkapi/air/loadBookForm", ["BAG-1-1-XB10", "BAG-1-1-XB20"])),
    ).toBe("3/100");
  });

  it("validates the book request like a back office and rejects surname REJECT with 3/187", async () => {
    const client = await agent();
    const { fare, review: answer } = await reviewed(client, "GDS");
    expect(codeOf(await client.post("/pamhkapi/air/loadBookForm", []))).toBe("0/0");
    const base = {
      airItineraryID: answer.airItineraryRPH,
      priceInfoID: answer.airPriceRPH,
      departureDateStr: fare.airOptions[0].departureDateStr,
    };
    const child = traveller(2, "CNN", "Lee", day(-365 * 5));

    const wrongIds = await client.post("/pamhkapi/air/book", {
      ...base,
      airItineraryID: "IT0000",
      travelerInfos: [traveller(1, "ADT", "Lee", "1980-01-01", true), child],
    });
    expect(wrongIds.errorCode.errorMsgField).toEqual(["airItineraryID"]);
    const tooFew = await client.post("/pamhkapi/air/book", {
      ...base,
      travelerInfos: [traveller(1, "ADT", "Lee", "1980-01-01", true)],
    });
    expect(tooFew.errorCode.errorMsgField).toEqual(["travelerInfos"]);
    const missing = await client.post("/pamhkapi/air/book", {
      ...base,
      travelerInfos: [
        traveller(1, "ADT", "", "1980-01-01", false),
        { ...child, birthDate: "1990-01-01" },
      ],
    });
    expect(codeOf(missing)).toBe("3/100");
    expect(missing.errorCode.errorMsgField).toEqual(
      expect.arrayContaining([
        "travelerInfos[0].surname",
        "travelerInfos[0].emails",
        "travelerInfos[0].telephones",
        "travelerInfos[1].birthDate",
      ]),
    );

    const rejected = await client.post("/pamhkapi/air/book", {
      ...base,
      travelerInfos: [traveller(1, "ADT", "REJECT", "1980-01-01", true), child],
    });
    expect(codeOf(rejected)).toBe("3/187");
    expect(rejected.errorCode.errorMsg).toBe(
      "Passenger REJECT rejected by airline: duplicate booking suspected",
    );
    expect(
      codeOf(
        await client.post("/pamhkapi/air/book", {
          ...base,
          travelerInfos: [traveller(1, "ADT", "Lee", "1980-01-01", true), child],
        }),
      ),
    ).toBe("0/0");
  });

  it("refuses to book for a user without the booking-agent flag", async () => {
    const viewer = await agent("viewer", "Viewer1234");
    expect(codeOf(await viewer.post("/pamhkapi/air/book", {}))).toBe("3/403");
  });

  it("answers rules only for the reviewed itinerary", async () => {
    const client = await agent();
    expect(codeOf(await client.get("/pamhkapi/air/rules?airItinRph=IT1"))).toBe("3/187");
    await reviewed(client, "NDC");
    const wrong = await client.get("/pamhkapi/air/rules?airItinRph=IT1");
    expect(codeOf(wrong)).toBe("3/100");
  });
});

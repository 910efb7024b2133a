import { describe, expect, it } from "vitest";
import { createBooking, findBooking, issueTicket } from "../booking-store";
import { fareFor } from "../seed/bookings";
import { codeOf, UpstreamClient, useSimulator } from "../test-support";

const sim = useSimulator();
const DAY = 86_400_000;

async function login(name = "agent", password = "Agent1234") {
  const client = new UpstreamClient();
  expect(codeOf(await client.login(name, password))).toBe("0/0");
  return client;
}

/** A ticketed CX return trip HKG-LHR for two adults, 30 days out. */
function ticketedBooking(userId = "U10001") {
  const departs = Date.now() + 30 * DAY;
  const made = createBooking(
    { state: sim.state, config: sim.config },
    {
      userId,
      airLowFare: fareFor(["CX", "HKG", "LHR", true], departs, departs + 7 * DAY, "Y", [
        "ADT",
        "ADT",
      ]),
      travelerInfos: [
        { refIndex: 1, passengerType: "ADT", surname: "ZED", givenName: "ALPHA" },
        { refIndex: 2, passengerType: "ADT", surname: "ZED", givenName: "BETA" },
      ],
      baggageInfos: [],
      priceClasses: [],
    },
  );
  const booking = findBooking(sim.state, made.bookingId)!;
  issueTicket(booking, Date.now());
  return booking;
}

const legDate = (booking: ReturnType<typeof ticketedBooking>, leg: number) =>
  booking.items[0]!.airLowFare.airOptions[leg]!.airFlightSegments[0]!.departureDateStr;

function searchBody(booking: ReturnType<typeof ticketedBooking>, selected: boolean[], cabin = "Y") {
  const legs = [
    ["HKG", "LHR"],
    ["LHR", "HKG"],
  ].filter((_, i) => selected[i]);
  return {
    recordLocator: booking.bookingRecordLocator.id,
    bookingId: booking.bookingId,
    airLowFareSearch: {
      searchMode: "simple",
      oriLocs: legs.map((l) => l[0]),
      desLocs: legs.map((l) => l[1]),
      departureDate: selected.flatMap((on, i) => (on ? [legDate(booking, i)] : [])),
      reshopCabinType: legs.map(() => cabin),
    },
    selected,
  };
}

type Fare = {
  airFareRefIndex: string;
  airOptions: {
    equalsKey: string;
    airFlightSegments: { airlineCode: string; flightNumber: string }[];
  }[];
};

describe("rebook simulator", () => {
  it("searches the selected legs only, reviews the change and adds a new version once", async () => {
    const client = await login();
    const booking = ticketedBooking();
    const keptFlight =
      booking.items[0]!.airLowFare.airOptions[0]!.airFlightSegments[0]!.flightNumber;
    const found = await client.post(
      "/pamhkapi/rebook/flightSearch",
      searchBody(booking, [false, true]),
    );
    expect(codeOf(found)).toBe("0/0");
    const fares = found.airLowFares as Fare[];
    expect(fares.length).toBeGreaterThan(0);
    // Only the return leg is searched again, with the booking's carrier.
    expect(
      fares.every(
        (f) =>
          f.airOptions.length === 1 && f.airOptions[0]!.airFlightSegments[0]!.airlineCode === "CX",
      ),
    ).toBe(true);
    // The same search on the same day gives the same offers.
    const again = await client.post(
      "/pamhkapi/air/rebookSearch",
      searchBody(booking, [false, true]),
    );
    expect((again.airLowFares as Fare[]).map((f) => f.airFareRefIndex)).toEqual(
      fares.map((f) => f.airFareRefIndex),
    );

    const review = await client.post(
      `/pamhkapi/rebook/flightReview?airFareRefIndex=${fares[0]!.airFareRefIndex}`,
    );
    expect(codeOf(review)).toBe("0/0");
    const merged = review.airLowFare as Fare;
    expect(merged.airOptions).toHaveLength(2);
    expect(merged.airOptions[0]!.airFlightSegments[0]!.flightNumber).toBe(keptFlight);
    const charges = review.airFarePrices as {
      passengerType: string;
      currencyCode: string;
      feesAmount: number;
      totalAmount: number;
    }[];
    expect(charges[0]).toMatchObject({
      passengerType: "ADT",
      currencyCode: "HKD",
      feesAmount: 400,
    });

    const rph = review.itineraryRPH as string;
    const invoicesBefore = booking.invoices.length;
    expect(codeOf(await client.post(`/pamhkapi/rebook/flightModify?itineraryRPH=${rph}`))).toBe(
      "0/0",
    );
    expect(booking.items.map((i) => [i.versionNum, i.latestVersion])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(booking.items[1]!.ticketed).toBe(true);
    expect(booking.invoices.length).toBe(invoicesBefore + 1);
    // A repeated modify (double submit) changes nothing.
    expect(codeOf(await client.post(`/pamhkapi/rebook/flightModify?itineraryRPH=${rph}`))).toBe(
      "3/187",
    );
    expect(booking.items).toHaveLength(2);
  });

  it("refuses without a selected flight, without a cabin, for non-ticketing agents, and answers 12/279 for locators ending in X", async () => {
    const client = await login();
    const booking = ticketedBooking();
    const none = await client.post(
      "/pamhkapi/rebook/flightSearch",
      searchBody(booking, [false, false]),
    );
    expect(codeOf(none)).toBe("3/100");
    expect(none.errorCode.errorMsgField).toContain("selected");
    expect(
      codeOf(
        await client.post("/pamhkapi/rebook/flightSearch", searchBody(booking, [true, false], "")),
      ),
    ).toBe("3/100");
    booking.bookingRecordLocator.id = `${booking.bookingRecordLocator.id.slice(0, 5)}X`;
    expect(
      codeOf(
        await client.post("/pamhkapi/rebook/flightSearch", searchBody(booking, [true, false])),
      ),
    ).toBe("12/279");

    const viewer = await login("viewer", "Viewer1234");
    expect(
      codeOf(
        await viewer.post(
          "/pamhkapi/rebook/flightSearch",
          searchBody(ticketedBooking("U10004"), [true, false]),
        ),
      ),
    ).toBe("3/403");
  });

  it("sells baggage per traveller and leg, reviewed, bought once, in HKD", async () => {
    const client = await login();
    const booking = ticketedBooking();
    const search = await client.post("/pamhkapi/rebook/ancillariesSearch", {
      recordLocator: booking.bookingRecordLocator.id,
      bookingId: booking.bookingId,
    });
    expect(codeOf(search)).toBe("0/0");
    const options = search.ancillaryBaggageOptions as {
      priceOfferId: string;
      travelerRph: string;
      currency: string;
      amount: number;
    }[];
    expect(new Set(options.map((o) => o.travelerRph))).toEqual(new Set(["1", "2"]));
    expect(options.every((o) => o.currency === "HKD" && o.amount > 0)).toBe(true);
    const [first, second] = [options[0]!, options[1]!];
    // Two products for the same traveller and leg are refused.
    expect(
      codeOf(
        await client.post("/pamhkapi/rebook/ancillariesReview", {
          bookingId: booking.bookingId,
          priceIds: [first.priceOfferId, second.priceOfferId],
        }),
      ),
    ).toBe("3/100");
    const review = await client.post("/pamhkapi/rebook/ancillariesReview", {
      bookingId: booking.bookingId,
      priceIds: [first.priceOfferId],
    });
    expect(review.totalAmount).toBe(first.amount);
    expect(
      codeOf(
        await client.post("/pamhkapi/rebook/ancillariesModify", { priceIds: [first.priceOfferId] }),
      ),
    ).toBe("0/0");
    expect(
      codeOf(
        await client.post("/pamhkapi/rebook/ancillariesModify", { priceIds: [first.priceOfferId] }),
      ),
    ).toBe("3/187");
    expect(booking.items[0]!.baggageInfos.map((b) => b.priceOfferId)).toEqual([first.priceOfferId]);
    expect(booking.invoices.at(-1)).toMatchObject({ currencyCode: "HKD", amount: first.amount });
    // The bought pair is no longer offered.
    const later = await client.post("/pamhkapi/rebook/ancillariesSearch", {
      bookingId: booking.bookingId,
    });
    expect(
      (later.ancillaryBaggageOptions as { priceOfferId: string }[]).some(
        (o) => o.priceOfferId === first.priceOfferId,
      ),
    ).toBe(false);
  });
});

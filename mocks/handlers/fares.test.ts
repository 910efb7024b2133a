import { describe, expect, it } from "vitest";
import {
  BASE_URL,
  codeOf,
  searchRQ,
  TEST_CAPTCHA,
  UpstreamClient,
  useSimulator,
  type EnvelopeJson,
} from "../test-support";

useSimulator({ captcha: TEST_CAPTCHA });

type Fare = {
  airFareRefIndex: string;
  totalAmount: number;
  airFarePrices: { passengerType: string; totalAmount: number }[];
  airOptions: {
    airFlightSegments: { airlineCode: string; flightNumber: string; departureDateStr: string }[];
  }[];
};

const fares = (body: EnvelopeJson) => body.airLowFares as Fare[];
const flightOf = (f: Fare) => {
  const s = f.airOptions[0]!.airFlightSegments[0]!;
  return `${s.airlineCode}${s.flightNumber}/${s.departureDateStr}`;
};

async function setFare(match: string, raiseBy: number, withdraw?: boolean) {
  const response = await fetch(`${BASE_URL}/__sim/fares`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ match, raiseBy, withdraw }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe("POST /__sim/fares", () => {
  it("raises one flight's fares per seated passenger in search and review, and restores them", async () => {
    const client = new UpstreamClient();
    expect(codeOf(await client.login("agent", "Agent1234"))).toBe("0/0");
    // searchRQ: one adult and one child.
    const before = fares(await client.post("/pamhkapi/air/airLowFareSearch", searchRQ()));
    const target = before[0]!;
    const match = flightOf(target);
    expect(await setFare(match, 220)).toEqual({ status: 200, body: [{ match, raiseBy: 220 }] });

    const after = fares(await client.post("/pamhkapi/air/airLowFareSearch", searchRQ()));
    for (const [i, fare] of after.entries()) {
      const holds = fare.airOptions.some((o) =>
        o.airFlightSegments.some(
          (s) => `${s.airlineCode}${s.flightNumber}/${s.departureDateStr}` === match,
        ),
      );
      expect(fare.totalAmount).toBe(before[i]!.totalAmount + (holds ? 440 : 0));
    }
    const raised = after.find((f) => flightOf(f) === match)!;
    const reviewed = await client.post(
      `/pamhkapi/air/reviewAirLowFareInfo?airFareRefIndex=${encodeURIComponent(raised.airFareRefIndex)}`,
    );
    expect((reviewed.airLowFare as Fare).totalAmount).toBe(raised.totalAmount);

    await setFare(match, 0);
    const restored = fares(await client.post("/pamhkapi/air/airLowFareSearch", searchRQ()));
    expect(restored.map((f) => f.totalAmount)).toEqual(before.map((f) => f.totalAmount));
  });

  it("withdraws one flight: searches leave out every fare holding it, until it is sold again", async () => {
    const client = new UpstreamClient();
    expect(codeOf(await client.login("agent", "Agent1234"))).toBe("0/0");
    const before = fares(await client.post("/pamhkapi/air/airLowFareSearch", searchRQ()));
    const match = flightOf(before[0]!);
    const holding = before.filter((f) =>
      f.airOptions.some((o) =>
        o.airFlightSegments.some(
          (s) => `${s.airlineCode}${s.flightNumber}/${s.departureDateStr}` === match,
        ),
      ),
    );
    expect((await setFare(match, 0, true)).body).toEqual([{ match, raiseBy: 0, withdrawn: true }]);
    const after = fares(await client.post("/pamhkapi/air/airLowFareSearch", searchRQ()));
    expect(after.map((f) => f.airFareRefIndex)).toEqual(
      before.filter((f) => !holding.includes(f)).map((f) => f.airFareRefIndex),
    );
    expect(after.length).toBeGreaterThan(0);
    await setFare(match, 0, false);
    const restored = fares(await client.post("/pamhkapi/air/airLowFareSearch", searchRQ()));
    expect(restored.map((f) => f.airFareRefIndex)).toEqual(before.map((f) => f.airFareRefIndex));
  });

  it("refuses a malformed flight", async () => {
    expect((await setFare("CX 401 tomorrow", 100)).status).toBe(400);
  });
});

// The fare calendar's light reading of a search: the same cheapest total as the full reading.
import { describe, expect, it } from "vitest";
import { cheapest } from "~/domain/air/legs";
import { jarCaller, searchRQ, useSimulator } from "../../mocks/test-support";
import { userLogin } from "./account.server";
import { searchCheapest, searchFlights } from "./air.server";
import { sendUpstream } from "./client.server";

useSimulator();

async function signedIn() {
  const caller = jarCaller();
  await sendUpstream(caller, { path: "/verificationCode" });
  await userLogin(caller, { id: "agent", password: "Agent1234", verifyCodeActual: "TEST" });
  return caller;
}

describe("searchCheapest", () => {
  it("answers the cheapest total of the search, or null when it finds no fares", async () => {
    const caller = await signedIn();
    const rq = searchRQ();
    const full = await searchFlights(caller, rq);
    const best = full.ok ? cheapest(full.data.airLowFares) : undefined;
    expect(best).toBeDefined();
    expect(await searchCheapest(caller, rq)).toEqual({
      ok: true,
      data: { amount: best!.totalAmount, currency: best!.currencyCode },
    });
    expect(await searchCheapest(caller, searchRQ({ corpCode: "NOFARE" }))).toEqual({
      ok: true,
      data: null,
    });
  }, 30_000);
});

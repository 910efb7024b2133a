import { describe, expect, it } from "vitest";
import type { SignedIn } from "~/auth/session.server";
import type { PassengerDraft } from "~/forms/air-passengers";
import { writePaxList } from "~/session/flow.server";
import { mergedPaxList, parsePaxJson, toTravellerInfos } from "./air-book.server";

const ctx = { session: { id: "test-session-pax" } } as unknown as SignedIn;
const person = (surname: string, i = 0): PassengerDraft => ({
  refIndex: i + 1,
  passengerType: i === 0 ? "YTH" : "ADT",
  nameTitle: undefined,
  surname,
  givenName: "TAI MAN",
  birthDate: "1980-01-01",
  docId: i === 0 ? "K123" : "",
  docExpiry: i === 0 ? "2030-01-01" : "",
  nationality: i === 0 ? "HK" : "",
  corpCode: "",
  emails: ["a@example.com"],
  phones: [{ countryAccessCode: "852", phoneNumber: "91234567" }],
  ffMembership: "",
  ffNumber: "",
});

describe("temporary passenger list", () => {
  it("adds new people, replaces the same person, and refuses an 11th entry", async () => {
    await writePaxList(ctx.session, []);
    const nine = Array.from({ length: 9 }, (_, i) => person(`P${"ABCDEFGHI"[i]}`));
    const saved = await mergedPaxList(ctx, nine);
    expect(saved).toHaveLength(9);
    await writePaxList(ctx.session, saved!);
    expect(await mergedPaxList(ctx, [person("PA")])).toHaveLength(9);
    expect(await mergedPaxList(ctx, [person("NEW")])).toHaveLength(10);
    expect(await mergedPaxList(ctx, [person("NEW"), person("ELEVEN")])).toBeNull();
    // The list keeps people, not their place in a booking.
    expect(saved![0]).not.toHaveProperty("refIndex");
    expect(saved![0]).not.toHaveProperty("passengerType");
  });

  it("imports only a JSON list of passengers, at most 10", () => {
    expect(parsePaxJson("{not json")).toBeNull();
    expect(parsePaxJson('{"surname":"X"}')).toBeNull();
    expect(parsePaxJson("[]")).toBeNull();
    expect(parsePaxJson('[{"surname":"CHAN","emails":["a@b.cd"]}]')).toEqual([
      { surname: "CHAN", emails: ["a@b.cd"] },
    ]);
    expect(parsePaxJson(JSON.stringify(Array.from({ length: 11 }, () => ({ surname: "X" }))))).toBe(
      "tooMany",
    );
  });
});

describe("traveller infos for the book call", () => {
  it("numbers travellers, books young adults as adults and sends a document only when given", () => {
    const [first, second] = toTravellerInfos([person("CHAN", 0), person("LEE", 1)]);
    expect(first).toMatchObject({
      refIndex: 1,
      passengerType: "ADT",
      surname: "CHAN",
      documents: [{ id: "K123", expireDate: "2030-01-01", holderNationality: "HK" }],
    });
    expect(first.emails).toEqual([{ emailAddress: "a@example.com", emailType: "HOME" }]);
    expect(second).toMatchObject({ refIndex: 2, documents: [] });
  });
});

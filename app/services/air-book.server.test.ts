import { describe, expect, it } from "vitest";
import type { SessionUser } from "~/contracts/user";
import type { PassengerDraft } from "~/forms/air-passengers";
import type { PaxListEntry } from "~/session/flow.server";
import { draftFromForm, parsePaxJson, toTravellerInfos, withPaxEntry } from "./air-book.server";

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
  it("adds new people, updates the same person, and at 10 answers full or replaces", () => {
    let list: PaxListEntry[] = [];
    for (const [i, letter] of [..."ABCDEFGHI"].entries()) {
      const next = withPaxEntry(list, person(`P${letter}`, i));
      expect(next).not.toBe("full");
      list = next as PaxListEntry[];
    }
    expect(list).toHaveLength(9);
    expect(withPaxEntry(list, { ...person("PA"), docId: "NEW1" })).toHaveLength(9);
    const ten = withPaxEntry(list, person("NEW")) as PaxListEntry[];
    expect(ten).toHaveLength(10);
    expect(withPaxEntry(ten, person("ELEVEN"))).toBe("full");
    // at 10, the same person is still updated in place, and a new one may replace an entry
    expect(withPaxEntry(ten, { ...person("NEW"), docId: "X9" })).toHaveLength(10);
    const replaced = withPaxEntry(ten, person("ELEVEN"), 2) as PaxListEntry[];
    expect(replaced).toHaveLength(10);
    expect(replaced[2]!.surname).toBe("ELEVEN");
    // The list keeps people, not their place in a booking.
    expect(list[0]).not.toHaveProperty("refIndex");
    expect(list[0]).not.toHaveProperty("passengerType");
  });

  it("reads the form as typed: a loaded block is replaced, the others keep their edits", () => {
    const travellers = [
      { refIndex: 1, passengerType: "ADT" },
      { refIndex: 2, passengerType: "CNN" },
    ];
    const user = { emails: [], telephones: [] } as unknown as SessionUser;
    const form = new FormData();
    form.append("passengers[0].surname", " chan ");
    form.append("passengers[0].nameTitle", "MS");
    form.append("passengers[0].emails[0]", "a@example.com");
    form.append("passengers[0].emails[1]", "b@example.com");
    form.append("passengers[0].phones[0].countryAccessCode", "852");
    form.append("passengers[0].phones[0].phoneNumber", "9123");
    form.append("passengers[1].givenName", "half typed 2");
    const draft = draftFromForm(form, travellers, user, []);
    expect(draft[0]).toMatchObject({
      refIndex: 1,
      passengerType: "ADT",
      nameTitle: "MS",
      surname: "CHAN",
      emails: ["a@example.com", "b@example.com"],
      phones: [{ countryAccessCode: "852", phoneNumber: "9123" }],
    });
    expect(draft[1]).toMatchObject({
      refIndex: 2,
      passengerType: "CNN",
      givenName: "HALF TYPED 2",
    });
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

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SessionUser } from "~/contracts/user";
import { closeDatabase, database } from "~/db/database.server";
import { stopActivityJobs } from "../activity.server";
import { bookedNamesDiffering, directoryTravellersOf } from "./booked-names.server";
import { saveTravellerFrom } from "./directory.server";

const user = (companyCode: string) =>
  ({
    id: `u-${companyCode}`,
    loginName: `agent-${companyCode}`,
    surname: "Lee",
    givenName: "Amy",
    companyCode,
    bookingAgent: true,
  }) as unknown as SessionUser;

const person = (surname: string, givenNames: string, number: string) => ({
  travellerId: "",
  nameTitle: "MR" as const,
  surname,
  givenNames,
  birthDate: "1980-02-03",
  gender: "M" as const,
  nationality: "HK",
  email: "",
  telephone: "",
  documents: [{ id: "", type: "PP" as const, number, issuingCountry: "HK", expiry: "2031-01-01" }],
  frequentFlyer: [],
  mealPreference: "",
  seatPreference: "",
  notes: "",
});

const booked = (refIndex: number, surname: string, givenName: string, doc: string) => ({
  refIndex,
  surname,
  givenName,
  documents: [{ id: doc }],
});

let auYeungId = "";

beforeAll(async () => {
  await database();
  const saved = await saveTravellerFrom(user("N1"), person("Au-Yeung", "Tai Man", "K7654321"));
  if (saved === "notFound") throw new Error("not saved");
  auYeungId = saved.id;
  // Same last 4, another number: never taken for the same passport.
  await saveTravellerFrom(user("N1"), person("Chan", "Siu Ming", "X0004321"));
  await saveTravellerFrom(user("N2"), person("Wong", "Ka Yan", "K1112222"));
}, 120_000);

afterAll(async () => {
  await stopActivityJobs();
  await closeDatabase();
});

describe("bookedNamesDiffering", () => {
  it("warns when the passport's holder in the directory has another name", async () => {
    const found = await bookedNamesDiffering("N1", [booked(1, "AUYEUNG", "TAI MING", "K7654321")]);
    expect(found).toEqual([
      { refIndex: 1, name: "AUYEUNG/TAI MING", kept: "Au-Yeung/Tai Man", travellerId: auYeungId },
    ]);
  });

  it("is quiet when the names agree in the airline's form", async () => {
    expect(
      await bookedNamesDiffering("N1", [booked(1, "AU YEUNG", "TAI MAN", "k 7654321")]),
    ).toEqual([]);
  });

  it("compares whole numbers, not the last 4", async () => {
    expect(await bookedNamesDiffering("N1", [booked(1, "LEE", "AMY", "Q9994321")])).toEqual([]);
  });

  it("never reads another company's directory", async () => {
    expect(await bookedNamesDiffering("N1", [booked(1, "LEE", "AMY", "K1112222")])).toEqual([]);
    expect(await bookedNamesDiffering("N2", [booked(1, "LEE", "AMY", "K1112222")])).toHaveLength(1);
  });
});

describe("directoryTravellersOf", () => {
  it("finds a booked traveller by his passport, else by his one name", async () => {
    const found = await directoryTravellersOf("N1", [
      booked(1, "AUYEUNG", "TAI MING", "K7654321"),
      { refIndex: 2, surname: "AUYEUNG", givenName: "TAI MAN", documents: [] },
      { refIndex: 3, surname: "CHEUNG", givenName: "AMY", documents: [] },
    ]);
    expect([...found]).toEqual([
      [1, auYeungId],
      [2, auYeungId],
    ]);
  });

  it("never links another company's traveller", async () => {
    const found = await directoryTravellersOf("N2", [
      { refIndex: 1, surname: "AUYEUNG", givenName: "TAI MAN", documents: [] },
    ]);
    expect(found.size).toBe(0);
  });
});

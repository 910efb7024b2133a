import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { passengerFormSchema } from "./air-passengers";

const labels = {
  surname: "Surname",
  givenName: "Given name",
  birthDate: "Birth date",
  email: "Email",
  telephone: "Telephone",
  docId: "Passport",
  ffNumber: "Number",
};
const schema = passengerFormSchema("2026-12-10", labels);

function form(passengers: Record<string, string>[]) {
  const data = new FormData();
  passengers.forEach((p, i) => {
    for (const [k, v] of Object.entries(p)) data.append(`passengers[${i}].${k}`, v);
  });
  return data;
}
const adult = {
  refIndex: "1",
  passengerType: "ADT",
  surname: "chan",
  givenName: "tai man",
  birthDate: "1980-05-01",
  "emails[0]": "a@example.com",
  "phones[0].countryAccessCode": "852",
  "phones[0].phoneNumber": "91234567",
};
const child = {
  refIndex: "2",
  passengerType: "CNN",
  surname: "CHAN",
  givenName: "SIU MING",
  birthDate: "2020-01-01",
  "emails[0]": "a@example.com",
};
const errorsOf = (passengers: Record<string, string>[]) => {
  const s = parseWithZod(form(passengers), { schema });
  return s.status === "error" ? s.error : null;
};

describe("passenger form", () => {
  it("upper-cases names and codes", () => {
    const s = parseWithZod(
      form([
        { ...adult, docId: "k123", docExpiry: "2030-01-01", nationality: "hk", corpCode: "x1" },
      ]),
      { schema },
    );
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect(s.value.passengers[0]).toMatchObject({
        surname: "CHAN",
        givenName: "TAI MAN",
        docId: "K123",
        nationality: "HK",
        corpCode: "X1",
      });
  });

  it("names the missing required fields", () => {
    const e = errorsOf([{ ...adult, surname: "", givenName: "", birthDate: "", "emails[0]": "" }]);
    expect(e?.["passengers[0].surname"]).toEqual(["validation.REQUIRED_NAMED?field=Surname"]);
    expect(e?.["passengers[0].givenName"]).toEqual(["validation.REQUIRED_NAMED?field=Given+name"]);
    expect(e?.["passengers[0].birthDate"]).toEqual(["validation.REQUIRED_NAMED?field=Birth+date"]);
    expect(e?.["passengers[0].emails[0]"]).toEqual(["validation.REQUIRED_NAMED?field=Email"]);
  });

  it("refuses illegal characters in names and documents", () => {
    const e = errorsOf([
      { ...adult, surname: "Chan2", docId: "K-12", docExpiry: "2030-01-01", nationality: "HK" },
    ]);
    expect(e?.["passengers[0].surname"]).toEqual(["validation.ILLEGAL_CHARACTERS?field=Surname"]);
    expect(e?.["passengers[0].docId"]).toEqual(["validation.ILLEGAL_CHARACTERS?field=Passport"]);
  });

  it("needs all three document fields once one is filled, and a 2-letter nationality", () => {
    const e = errorsOf([{ ...adult, docId: "K123" }]);
    expect(e?.["passengers[0].docExpiry"]).toEqual(["validation.FIELD_REQUIRE"]);
    expect(e?.["passengers[0].nationality"]).toEqual(["validation.FIELD_REQUIRE"]);
    expect(errorsOf([{ ...adult, nationality: "HKG" }])?.["passengers[0].nationality"]?.[0]).toBe(
      "validation.COUNTRY_CODE_2",
    );
  });

  it("needs frequent-flyer membership and number together", () => {
    expect(errorsOf([{ ...adult, ffMembership: "CX" }])?.["passengers[0].ffNumber"]).toEqual([
      "validation.FIELD_REQUIRE",
    ]);
    expect(errorsOf([{ ...adult, ffNumber: "123" }])?.["passengers[0].ffMembership"]).toEqual([
      "validation.FIELD_REQUIRE",
    ]);
    expect(errorsOf([{ ...adult, ffMembership: "CX", ffNumber: "1234567" }])).toBeNull();
  });

  it("takes the programme from the back office's list when there is one", () => {
    const listed = passengerFormSchema("2026-12-10", labels, ["CX", "QF"]);
    const errors = (p: Record<string, string>[]) => {
      const r = parseWithZod(form(p), { schema: listed });
      return r.status === "success" ? null : r.error;
    };
    expect(errors([{ ...adult, ffMembership: "qf", ffNumber: "ab123" }])).toBeNull();
    expect(errors([{ ...adult, ffMembership: "UO", ffNumber: "1234567" }])).toEqual({
      "passengers[0].ffMembership": ["validation.FF_PROGRAMME"],
    });
    expect(errors([{ ...adult, ffMembership: "CX", ffNumber: "12-34" }])).toEqual({
      "passengers[0].ffNumber": ["validation.ILLEGAL_CHARACTERS?field=Number"],
    });
  });

  it("bounds birth dates by passenger type relative to departure", () => {
    expect(errorsOf([{ ...adult, birthDate: "2014-12-11" }])?.["passengers[0].birthDate"]).toEqual([
      "validation.DATE_GREATER?max=2014-12-10",
    ]);
    expect(
      errorsOf([adult, { ...child, birthDate: "2014-12-10" }])?.["passengers[1].birthDate"],
    ).toEqual(["validation.CHILD_AGE?date=2026-12-10"]);
    expect(
      errorsOf([adult, { ...child, birthDate: "2025-01-01" }])?.["passengers[1].birthDate"],
    ).toEqual(["validation.CHILD_AGE?date=2026-12-10"]);
    expect(errorsOf([adult, child])).toBeNull();
  });

  it("infants are under 2 on the travel date, with a message that says so", () => {
    const infant = { ...child, refIndex: "2", passengerType: "INF" };
    // A 5-year-old is not an infant.
    expect(
      errorsOf([adult, { ...infant, birthDate: "2021-06-01" }])?.["passengers[1].birthDate"],
    ).toEqual(["validation.INFANT_AGE?date=2026-12-10"]);
    expect(
      errorsOf([adult, { ...infant, birthDate: "2024-12-10" }])?.["passengers[1].birthDate"],
    ).toEqual(["validation.INFANT_AGE?date=2026-12-10"]);
    expect(errorsOf([adult, { ...infant, birthDate: "2024-12-11" }])).toBeNull();
  });

  it("says an infant born after the travel date is, not that it must be under 2", () => {
    const infant = { ...child, refIndex: "2", passengerType: "INF" };
    expect(
      errorsOf([adult, { ...infant, birthDate: "2026-12-20" }])?.["passengers[1].birthDate"],
    ).toEqual(["validation.BORN_AFTER_TRAVEL?date=2026-12-10"]);
    expect(
      errorsOf([adult, { ...child, birthDate: "2027-01-01" }])?.["passengers[1].birthDate"],
    ).toEqual(["validation.BORN_AFTER_TRAVEL?date=2026-12-10"]);
  });

  it("says Mr and Mrs are for adults when given to a child", () => {
    expect(errorsOf([adult, { ...child, nameTitle: "MR" }])?.["passengers[1].nameTitle"]).toEqual([
      "validation.CHILD_TITLE",
    ]);
  });

  it("accepts O'Neil and hyphenated names and sends them as airlines take them", () => {
    const s = parseWithZod(form([{ ...adult, surname: "O'Neil", givenName: "Mary-Jane" }]), {
      schema,
    });
    expect(s.status).toBe("success");
    if (s.status === "success")
      expect(s.value.passengers[0]).toMatchObject({ surname: "ONEIL", givenName: "MARY JANE" });
  });

  it("requires a telephone for the first passenger only", () => {
    const { "phones[0].countryAccessCode": _c, "phones[0].phoneNumber": _p, ...noPhone } = adult;
    expect(errorsOf([noPhone])?.["passengers[0].phones"]).toEqual([
      "validation.REQUIRED_NAMED?field=Telephone",
    ]);
    expect(errorsOf([adult, child])).toBeNull();
  });

  it("holds at most 10 emails", () => {
    const many = Object.fromEntries(
      Array.from({ length: 11 }, (_, i) => [`emails[${i}]`, `p${i}@example.com`]),
    );
    expect(errorsOf([{ ...adult, ...many }])?.["passengers[0].emails"]).toEqual([
      "validation.MAX_10",
    ]);
  });
});

import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { $ZodType } from "zod/v4/core";
import { birthDateBlurBounds, passengerFormSchema } from "./air-passengers";
import { airSearchSchema } from "./air-search";
import { checkField, checkValues, ruleName, withDayBounds } from "./field-rules";
import { fieldRules } from "./field-rules.server";
import { ContactUsSchema, LoginSchema } from "./public";
import { formSchemas, passengerLabels } from "./schemas.fixture";

// Every form's schema: the browser's rules are checked against the server on all of them.
const schemas = formSchemas;
const labels = passengerLabels;

// Values that break every kind of rule the forms have, and values that pass them.
const samples = [
  "",
  " ",
  "a",
  "A1",
  "ab'c-d",
  "Agent1234",
  "agent@example.com",
  "agent@",
  "12",
  "12345678",
  "+852 1234",
  "1.5",
  "-1",
  "0",
  "11",
  "2030-05-12",
  "2030-02-31",
  "MR",
  "ZIR",
  "m4rt",
  "x".repeat(41),
  "9".repeat(21),
  "y".repeat(101),
  "z".repeat(129),
];

/** The server's messages for one field submitted alone with `value`. */
function serverErrors(schema: $ZodType, name: string, value: string) {
  const data = new FormData();
  data.set(name, value);
  const error = parseWithZod(data, { schema }).reply().error ?? {};
  return error[name] ?? [];
}

describe("field rules", () => {
  for (const [form, schema] of Object.entries(schemas)) {
    it(`${form}: every message the browser shows is one the server gives for that value`, () => {
      const rules = fieldRules(schema);
      for (const [key, rule] of Object.entries(rules.fields)) {
        const name = key.replaceAll("[]", "[0]");
        for (const value of samples) {
          const browser = checkField(value, rule);
          if (!browser.length) continue;
          const server = serverErrors(schema, name, value);
          for (const message of browser)
            expect(server, `${form} ${name}=${JSON.stringify(value)}`).toContain(message);
        }
      }
    });
  }

  it("carries the schema's checks and messages, and leaves out what it cannot repeat", () => {
    const contact = fieldRules(ContactUsSchema);
    expect(checkField("", contact.fields.phone)).toEqual(["validation.FIELD_REQUIRE"]);
    expect(checkField(" ", contact.fields.phone)).toEqual([
      "validation.FIELD_REQUIRE",
      "validation.TELEPHONE_FORMAT",
    ]);
    expect(checkField("12", contact.fields.phone)).toEqual(["validation.TELEPHONE_FORMAT"]);
    expect(checkField("agent@", contact.fields.email)).toEqual(["validation.EMAIL_FORMAT"]);
    // A pipe: the email format only once the field is filled.
    expect(checkField(" ", contact.fields.email)).toEqual(["validation.FIELD_REQUIRE"]);
    expect(checkField("ab", fieldRules(LoginSchema).fields.verifyCode)).toEqual([
      "validation.LENGTH_EXACT?length=4",
    ]);
    const search = fieldRules(airSearchSchema("2030-05-10"));
    expect(checkField("11", search.fields.adultCount)).toEqual([
      "validation.NUMBER_GREATER?max=10",
    ]);
    expect(checkField("two", search.fields.adultCount)).toEqual(["validation.FIELD_REQUIRE"]);
    // Upper-cased before the pattern, as the schema does.
    expect(checkField(" cx ", search.fields.airlineCode)).toEqual([]);
    expect(checkField("c", search.fields.airlineCode)).toEqual(["validation.AIRLINE_FORMAT"]);
    expect(checkField("", search.fields.airlineCode)).toEqual([]);
    // Emptied by the trim: conform reads "" as absent inside the pipe too, and the schema has no
    // message of its own for that (zod's wording): the browser says nothing, the server decides.
    expect(checkField(" ", search.fields.airlineCode)).toEqual([]);
    const passengers = fieldRules(passengerFormSchema("2030-06-01", labels));
    // The airline spelling (O'NEIL -> ONEIL) is the server's: no pattern in the browser.
    expect(checkField("o'neil", passengers.fields["passengers[].surname"])).toEqual([]);
    expect(checkField("", passengers.fields["passengers[].surname"])).toEqual([
      "validation.REQUIRED_NAMED?field=Surname",
    ]);
    expect(checkField("12", passengers.fields["passengers[].phones[].phoneNumber"])).toEqual([
      "validation.TELEPHONE_FORMAT",
    ]);
    // The HTML constraints travel too, as plain data.
    expect(contact.constraint.phone).toMatchObject({ required: true, maxLength: 20 });
    expect(JSON.parse(JSON.stringify(passengers)).constraint["passengers[].surname"]).toEqual(
      passengers.constraint["passengers[].surname"],
    );
  });

  it("checks a whole form's values, every list item by its rule", () => {
    const rules = fieldRules(passengerFormSchema("2030-06-01", labels));
    const values = {
      passengers: [
        { surname: "CHAN", emails: ["a@b.co", "x@"], phones: [{ phoneNumber: "12" }] },
        { surname: "", emails: ["c@d.co"] },
      ],
    };
    expect(checkValues(values, rules)).toMatchObject({
      "passengers[0].emails[1]": ["validation.EMAIL_FORMAT"],
      "passengers[0].phones[0].phoneNumber": ["validation.TELEPHONE_FORMAT"],
      "passengers[1].surname": ["validation.REQUIRED_NAMED?field=Surname"],
    });
    const errors = checkValues(values, rules);
    expect(errors["passengers[0].surname"]).toBeUndefined();
    expect(errors["passengers[0].emails[0]"]).toBeUndefined();
  });

  it("checks names the airline's way and birth dates by type on blur", () => {
    const rules = fieldRules(passengerFormSchema("2030-06-01", labels));
    const surname = rules.fields["passengers[].surname"];
    // The airline spelling first, then the letters-only pattern, as the schema does.
    expect(checkField("o'neil-smith", surname)).toEqual([]);
    expect(checkField("Chan2", surname)).toEqual(["validation.ILLEGAL_CHARACTERS?field=Surname"]);
    expect(checkField("陳", surname)).toEqual(["validation.ILLEGAL_CHARACTERS?field=Surname"]);
    const bounded = withDayBounds(rules, birthDateBlurBounds(["ADT", "INF"], "2030-06-01"));
    const values = (adult: string, infant: string) => ({
      passengers: [{ birthDate: adult }, { birthDate: infant }],
    });
    const right = checkValues(values("1990-01-01", "2029-12-01"), bounded);
    expect(right["passengers[0].birthDate"]).toBeUndefined();
    expect(right["passengers[1].birthDate"]).toBeUndefined();
    const wrong = checkValues(values("2025-01-01", "2025-01-01"), bounded);
    expect(wrong["passengers[0].birthDate"]).toEqual(["validation.DATE_GREATER?max=2018-06-01"]);
    expect(wrong["passengers[1].birthDate"]).toEqual(["validation.INFANT_AGE?date=2030-06-01"]);
    // The same messages as the server's for the same values.
    const server = parseWithZod(
      (() => {
        const data = new FormData();
        data.set("passengers[0].birthDate", "2025-01-01");
        data.set("passengers[0].passengerType", "ADT");
        data.set("passengers[0].refIndex", "1");
        return data;
      })(),
      { schema: passengerFormSchema("2030-06-01", labels) },
    ).reply().error?.["passengers[0].birthDate"];
    expect(server).toEqual(wrong["passengers[0].birthDate"]);
  });

  // The date fields' problems (the names are left empty here).
  const dates = (...args: Parameters<typeof checkValues>) =>
    Object.fromEntries(
      Object.entries(checkValues(...args)).filter(([name]) => /birthDate|docExpiry/.test(name)),
    );

  it("says on blur an infant born after the travel date, a child out of its band, an expired passport", () => {
    const rules = fieldRules(passengerFormSchema("2030-06-01", labels));
    const bounded = withDayBounds(rules, birthDateBlurBounds(["ADT", "CNN", "INF"], "2030-06-01"));
    const check = (child: string, infant: string, expiry: string) =>
      dates(
        {
          passengers: [
            { birthDate: "1990-01-01", docExpiry: expiry },
            { birthDate: child },
            { birthDate: infant },
          ],
        },
        bounded,
      );
    const wrong = check("2029-01-01", "2030-06-20", "2030-05-31");
    expect(wrong["passengers[1].birthDate"]).toEqual(["validation.CHILD_AGE?date=2030-06-01"]);
    expect(wrong["passengers[2].birthDate"]).toEqual([
      "validation.BORN_AFTER_TRAVEL?date=2030-06-01",
    ]);
    expect(wrong["passengers[0].docExpiry"]).toEqual(["validation.DATE_LESS?min=2030-06-01"]);
    expect(check("2020-01-01", "2016-01-01", "2030-06-01")).toEqual({
      "passengers[2].birthDate": ["validation.INFANT_AGE?date=2030-06-01"],
    });
    // The spec's latest infant birth date is the day after departure.
    expect(check("2020-01-01", "2030-06-02", "")).toEqual({});
  });

  it("names list fields by their rule", () => {
    expect(ruleName("passengers[1].phones[12].phoneNumber")).toBe(
      "passengers[].phones[].phoneNumber",
    );
  });
});

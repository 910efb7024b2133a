import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { modifyTravellerSchema } from "~/forms/booking-actions";
import { fieldRules } from "~/forms/field-rules.server";
import { ContactUsSchema } from "~/forms/public";
import { answered, applyIntent, openForm, typed, validate, type Intent } from "./state";
import { INTENT } from "./values";

const contact = fieldRules(ContactUsSchema);

/** What conform's server-side parse answers for these entries (the form's other half). */
function reply(entries: [string, string][], schema = ContactUsSchema) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return parseWithZod(data, { schema }).reply();
}

describe("a form's state", () => {
  it("opens with its defaults as text", () => {
    const state = openForm({ adultCount: 1, remember: true, off: false, list: ["a"] }, undefined);
    expect(state.initial).toEqual({ adultCount: "1", remember: "on", list: ["a"] });
    expect(state.errors).toEqual({});
  });

  it("opens from the server's answer: what was typed, and every error of a submit", () => {
    const result = reply([
      ["name", "Chan"],
      ["phone", "12"],
    ]);
    const state = openForm({ name: "" }, result);
    expect(state.status).toBe("error");
    expect(state.initial).toMatchObject({ name: "Chan", phone: "12" });
    expect(state.errors.phone).toEqual(["validation.TELEPHONE_FORMAT"]);
    expect(state.errors.email).toBeDefined();
    expect(state.validated.phone).toBe(true);
  });

  it("checks the field left and keeps the other fields' errors", () => {
    const start = openForm({}, reply([["phone", "12"]]));
    const left = validate(typed(start, { phone: "12345678" }, "phone"), "phone", contact);
    expect(left.errors.phone).toBeUndefined();
    expect(left.errors.email).toEqual(start.errors.email);
    expect(left.status).toBeUndefined();
  });

  it("re-checks a checked field as it is typed, and only a checked one", () => {
    const start = openForm({}, undefined);
    expect(typed(start, { phone: "1" }, "phone", contact).errors).toEqual({});
    const checked = validate(typed(start, { phone: "1" }, "phone", contact), "phone", contact);
    expect(checked.errors.phone).toEqual(["validation.TELEPHONE_FORMAT"]);
    expect(typed(checked, { phone: "12345678" }, "phone", contact).errors).toEqual({});
  });

  it("takes list intents as conform's server does, and moves the errors with the items", () => {
    const schema = modifyTravellerSchema("2030-05-10");
    const rules = fieldRules(schema);
    const value = { birthDate: "2031-01-01", emails: ["a@", "b@example.com", "c@"] };
    const state = {
      ...openForm(value, undefined),
      errors: {
        birthDate: ["validation.DATE_GREATER?max=2030-05-10"],
        "emails[2]": ["validation.EMAIL_FORMAT"],
      },
      validated: { birthDate: true, "emails[2]": true },
    };
    const remove: Intent = { type: "remove", payload: { name: "emails", index: 1 } };
    const after = applyIntent(state, remove, value, rules);
    expect(after.value).toEqual({ birthDate: "2031-01-01", emails: ["a@", "c@"] });
    expect(after.initial).toEqual(after.value);
    expect(after.errors).toEqual({
      birthDate: ["validation.DATE_GREATER?max=2030-05-10"],
      "emails[1]": ["validation.EMAIL_FORMAT"],
    });
    expect(after.versions.emails).toBe(1);

    const insert: Intent = { type: "insert", payload: { name: "emails", defaultValue: "" } };
    expect(applyIntent(after, insert, value, rules).value.emails).toEqual(["a@", "c@", ""]);

    // The server applies the same intent to the same values.
    const data = new FormData();
    for (const email of value.emails) data.append("emails", email);
    data.append(INTENT, JSON.stringify(remove));
    const server = parseWithZod(data, { schema }).reply();
    expect(server.initialValue).toMatchObject({ emails: ["a@", "c@"] });
  });

  it("updates a value and, unvalidated, hides its error", () => {
    const state = openForm({}, reply([["phone", "12"]]));
    const intent: Intent = {
      type: "update",
      payload: { name: "phone", value: "", validated: false },
    };
    const after = applyIntent(state, intent, {}, contact);
    expect(after.value.phone).toBe("");
    expect(after.errors.phone).toBeUndefined();
    expect(after.validated.phone).toBeUndefined();
  });

  it("after a server-side intent shows no errors of fields nobody left", () => {
    const data = new FormData();
    data.append("phone", "12");
    data.append(INTENT, JSON.stringify({ type: "update", payload: { name: "name", value: "x" } }));
    const result = parseWithZod(data, { schema: ContactUsSchema }).reply();
    const state = answered(openForm({}, undefined), result, {});
    expect(state.errors).toEqual({});
    expect(state.value).toMatchObject({ name: "x", phone: "12" });
  });

  it("starts over when the server says so", () => {
    const state = openForm({ name: "A" }, reply([["phone", "12"]]));
    const fresh = answered(state, { initialValue: null }, { name: "A" });
    expect(fresh.initial).toEqual({ name: "A" });
    expect(fresh.errors).toEqual({});
    expect(fresh.versions[""]).toBe(1);
  });
});

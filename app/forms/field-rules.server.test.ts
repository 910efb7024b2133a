import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import type { $ZodType } from "zod/v4/core";
import { airlineName } from "~/domain/air/passenger-names";
import type { Step } from "./field-rules";
import { fieldRules } from "./field-rules.server";
import { formSchemas } from "./schemas.fixture";

// fieldRules reads zod's internals (`_zod.def`): each kind of rule it reads is checked here on a
// schema of its own, so a zod upgrade that moves one of them fails the kind it broke.
const E = (key: string) => ({ error: `validation.${key}` });
const rulesOf = (shape: Record<string, $ZodType>) => fieldRules(z.object(shape)).fields;
const stepsOf = (schema: $ZodType) => rulesOf({ f: schema }).f?.steps;

describe("fieldRules: what it reads of a zod schema, kind by kind", () => {
  it("string lengths, each with the schema's message", () => {
    expect(stepsOf(z.string().min(2, E("MIN")))).toEqual([
      { op: "minLength", value: 2, message: "validation.MIN" },
    ]);
    expect(stepsOf(z.string().max(9, E("MAX")))).toEqual([
      { op: "maxLength", value: 9, message: "validation.MAX" },
    ]);
    expect(stepsOf(z.string().length(4, E("EXACT")))).toEqual([
      { op: "length", value: 4, message: "validation.EXACT" },
    ]);
  });

  it("patterns: a regex check, and a string format (email) with its own pattern", () => {
    expect(stepsOf(z.string().regex(/^[A-Z]{2}$/i, E("CODE")))).toEqual([
      { op: "pattern", source: "^[A-Z]{2}$", flags: "i", message: "validation.CODE" },
    ]);
    const [email] = stepsOf(z.email(E("EMAIL")))!;
    expect(email).toMatchObject({ op: "pattern", message: "validation.EMAIL" });
    const { source, flags } = email as Extract<Step, { op: "pattern" }>;
    expect(new RegExp(source, flags).test("agent@example.com")).toBe(true);
    expect(new RegExp(source, flags).test("agent@")).toBe(false);
  });

  it("number bounds (inclusive or not) and integers, on a number field", () => {
    const rule = rulesOf({
      n: z
        .number(E("NUMBER"))
        .min(1, E("GE"))
        .gt(0, E("GT"))
        .max(9, E("LE"))
        .lt(10, E("LT"))
        .int(E("INT")),
    }).n;
    expect(rule).toEqual({
      missing: "validation.NUMBER",
      number: true,
      steps: [
        { op: "min", value: 1, inclusive: true, message: "validation.GE" },
        { op: "min", value: 0, inclusive: false, message: "validation.GT" },
        { op: "max", value: 9, inclusive: true, message: "validation.LE" },
        { op: "max", value: 10, inclusive: false, message: "validation.LT" },
        { op: "integer", message: "validation.INT" },
      ],
    });
  });

  it("an enum's choices, with its message for an empty field", () => {
    expect(rulesOf({ e: z.enum(["MR", "MS"], E("TITLE")) }).e).toEqual({
      missing: "validation.TITLE",
      steps: [{ op: "oneOf", values: ["MR", "MS"], message: "validation.TITLE" }],
    });
  });

  it("rewrites it can repeat: trim, upper, lower, the airline's spelling", () => {
    const s = () => z.string().min(1, E("REQ"));
    expect(stepsOf(z.string().trim().min(1, E("REQ")))?.[0]).toEqual({ op: "trim" });
    expect(stepsOf(z.string().toUpperCase().min(1, E("REQ")))?.[0]).toEqual({ op: "upper" });
    expect(stepsOf(z.string().toLowerCase().min(1, E("REQ")))?.[0]).toEqual({ op: "lower" });
    expect(stepsOf(s().overwrite(airlineName).max(5, E("MAX")))?.[1]).toEqual({
      op: "airlineName",
    });
    // A transform at the end of a pipe is read the same way.
    expect(stepsOf(s().transform((v) => v.toUpperCase()))?.at(-1)).toEqual({ op: "upper" });
  });

  it("stops at a rewrite it cannot repeat: no check after it reaches the browser", () => {
    const steps = stepsOf(
      z
        .string()
        .min(1, E("REQ"))
        .overwrite((v) => v.replace(/-/g, ""))
        .max(3, E("MAX")),
    );
    expect(steps).toEqual([{ op: "minLength", value: 1, message: "validation.REQ" }]);
  });

  it("a pipe of two strings: a gate with the next schema's message, then its checks", () => {
    const steps = stepsOf(
      z
        .string(E("REQ"))
        .trim()
        .pipe(z.string(E("EMPTIED")).min(2, E("MIN"))),
    );
    expect(steps).toEqual([
      { op: "trim" },
      { op: "gate", missing: "validation.EMPTIED" },
      { op: "minLength", value: 2, message: "validation.MIN" },
    ]);
    // A pipe from text to a number is the server's to read: only the text's checks.
    expect(stepsOf(z.string(E("REQ")).min(1, E("REQ")).pipe(z.coerce.number()))).toEqual([
      { op: "minLength", value: 1, message: "validation.REQ" },
    ]);
  });

  it("optional and default fields have no message for an empty field; nullable keeps it", () => {
    const fields = rulesOf({
      optional: z.string().max(3, E("MAX")).optional(),
      withDefault: z.string().max(3, E("MAX")).default("a"),
      nullable: z.string(E("REQ")).max(3, E("MAX")).nullable(),
    });
    expect(fields.optional).toEqual({ steps: [expect.objectContaining({ op: "maxLength" })] });
    expect(fields.withDefault).toEqual(fields.optional);
    expect(fields.nullable?.missing).toBe("validation.REQ");
  });

  it("leaves out zod's own wording, refinements and fields with nothing to check", () => {
    const fields = rulesOf({
      zodWords: z.string().min(3),
      refined: z.string().refine((v) => v !== "x", E("REFINED")),
      free: z.string().optional(),
      flag: z.boolean(),
    });
    expect(fields).toEqual({});
  });

  it("names nested and list fields as conform does, through wrappers and a top-level pipe", () => {
    const schema = z
      .object({
        passengers: z
          .array(
            z.object({
              surname: z.string(E("REQ")).min(1, E("REQ")),
              emails: z.array(z.string().max(5, E("MAX"))).optional(),
            }),
          )
          .optional(),
        contact: z.object({ phone: z.string().max(9, E("MAX")) }),
      })
      .transform((v) => v);
    expect(Object.keys(fieldRules(schema).fields).sort()).toEqual([
      "contact.phone",
      "passengers[].emails[]",
      "passengers[].surname",
    ]);
  });

  it("hands the input's HTML constraints over as plain data, once per schema", () => {
    const schema = z
      .object({ code: z.string().min(2, E("MIN")).max(3, E("MAX")), note: z.string().optional() })
      .transform((v) => v);
    const rules = fieldRules(schema);
    expect(JSON.parse(JSON.stringify(rules.constraint))).toEqual({
      code: { required: true, minLength: 2, maxLength: 3 },
      note: { required: false },
    });
    expect(fieldRules(schema)).toBe(rules);
  });
});

describe("fieldRules on the portal's forms", () => {
  const all = Object.entries(formSchemas).flatMap(([form, schema]) =>
    Object.entries(fieldRules(schema).fields).map(([name, rule]) => ({ form, name, rule })),
  );

  it("every kind of step the browser knows is read from at least one real form", () => {
    const used = new Set(all.flatMap(({ rule }) => rule.steps.map((s) => s.op)));
    // dateMin/dateMax come from withDayBounds, not from a schema.
    for (const op of ["trim", "upper", "airlineName", "gate", "minLength", "maxLength"])
      expect(used, op).toContain(op);
    for (const op of ["length", "pattern", "min", "max", "integer", "oneOf"])
      expect(used, op).toContain(op);
  });

  it("every message a real form's rules carry is a key of the English texts", () => {
    const texts = (ns: string) =>
      JSON.parse(readFileSync(`locales/en-US/${ns}.json`, "utf8")) as Record<string, unknown>;
    const known = (message: string) => {
      const [ns, key] = message.includes(":") ? message.split(":") : ["messages", message];
      let node: unknown = texts(ns!);
      for (const part of key!.split("?")[0]!.split("."))
        node = (node as Record<string, unknown> | undefined)?.[part];
      return typeof node === "string";
    };
    for (const { form, name, rule } of all) {
      const messages = [
        rule.missing,
        ...rule.steps.map((s) => ("message" in s ? s.message : undefined)),
      ];
      for (const message of messages.filter((m): m is string => !!m))
        expect(known(message), `${form} ${name}: ${message}`).toBe(true);
    }
  });

  it("the sign-in form: its fields, lengths and required messages", () => {
    const { fields, constraint } = fieldRules(formSchemas.LoginSchema!);
    expect(Object.keys(fields).sort()).toEqual(["loginName", "password", "verifyCode"]);
    expect(fields.verifyCode?.steps).toContainEqual({
      op: "length",
      value: 4,
      message: "validation.LENGTH_EXACT?length=4",
    });
    expect(constraint.password).toMatchObject({ required: true, minLength: 1, maxLength: 128 });
  });
});

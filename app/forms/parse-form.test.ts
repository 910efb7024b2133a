import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import * as z from "zod";
import { ChangePasswordSchema, EditAccountSchema, NewAccountSchema } from "./account-forms";
import { passengerFormSchema, type PassengerLabels } from "./air-passengers";
import { airSearchSchema } from "./air-search";
import {
  CancelSchema,
  IssueTicketSchema,
  modifyTravellerSchema,
  RefundSchema,
} from "./booking-actions";
import { bookingSearchSchema } from "./booking-search";
import { MyInfoSchema, MyPasswordSchema } from "./my-account";
import { NotificationSearchSchema } from "./notification-search";
import { orderSearchSchema } from "./order-search";
import { IssueSchema, LocatorStepSchema, SelectionSchema } from "./order-wizard";
import { knownFields, parseForm, schemaKeys } from "./parse-form";
import { ContactUsSchema, ForgetPasswordSchema, LoginSchema } from "./public";
import { AncillaryChoiceSchema } from "./rebook-ancillary";
import { AncillaryConfirmSchema, RebookConfirmSchema } from "./rebook-confirm";
import { rebookSearchSchema } from "./rebook-search";
import { reportRunnerSchema } from "./report-runner";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("parseForm: replies carry only the schema's fields", () => {
  it("drops unknown fields from the reply (contact us)", () => {
    const submission = parseForm(
      form([
        ["contactName", "Ann"],
        ["email", "not-an-email"],
        ["csrf", "token"],
        ["evil", "<script>x</script>"],
        ["padding", "x".repeat(10_000)],
      ]),
      ContactUsSchema,
    );
    expect(submission.status).toBe("error");
    const reply = submission.reply();
    expect(reply.initialValue).toEqual({ contactName: "Ann", email: "not-an-email" });
    expect(reply.fields).not.toContain("evil");
    expect(JSON.stringify(reply)).not.toContain("script");
    expect(JSON.stringify(reply)).not.toContain("xxxxxxxx");
  });

  it("keeps nested fields of known keys and conform's well-formed intent", () => {
    const schema = z.object({
      passengers: z.array(z.object({ surname: z.string() })),
    });
    const intent = JSON.stringify({ type: "validate", payload: { name: "passengers" } });
    const kept = knownFields(
      form([
        ["passengers[0].surname", "CHAN"],
        ["passengersX", "no"],
        ["__intent__", intent],
      ]),
      schema,
    );
    expect([...kept.keys()]).toEqual(["passengers[0].surname", "__intent__"]);
  });

  it("a forged conform intent or state is dropped instead of throwing (never a 500)", () => {
    for (const [name, value] of [
      ["__intent__", "{not json"],
      ["__intent__", '{"type":1}'],
      ["__state__", "]["],
    ]) {
      const submission = parseForm(
        form([
          ["email", "a@b.co"],
          [name, value],
        ]),
        z.object({ email: z.string() }),
      );
      expect(submission.status).toBe("success");
    }
  });

  it("works on URLSearchParams (GET forms) too", () => {
    const kept = knownFields(new URLSearchParams("loginName=a&foo=b&loginName=c"), LoginSchema);
    expect(kept).toBeInstanceOf(URLSearchParams);
    expect(kept.toString()).toBe("loginName=a&loginName=c");
  });

  it("finds keys through refinements, pipes, unions and intersections", () => {
    const base = z.object({ a: z.string() });
    expect([...schemaKeys(base.refine(() => true))!]).toEqual(["a"]);
    expect([...schemaKeys(base.transform((v) => v))!]).toEqual(["a"]);
    expect([...schemaKeys(z.union([base, z.object({ b: z.string() })]))!]).toEqual(["a", "b"]);
    expect([...schemaKeys(z.intersection(base, z.object({ c: z.number() })))!]).toEqual(["a", "c"]);
    expect(
      [
        ...schemaKeys(
          z.discriminatedUnion("k", [
            z.object({ k: z.literal("x"), x: z.string() }),
            z.object({ k: z.literal("y"), y: z.string() }),
          ]),
        )!,
      ].sort(),
    ).toEqual(["k", "x", "y"]);
    expect(schemaKeys(z.record(z.string(), z.string()))).toBeNull();
  });
});

describe("every schema the server parses forms with has known fields", () => {
  const today = "2026-11-23";
  const labels = new Proxy({}, { get: (_, key) => String(key) }) as PassengerLabels;
  const schemas: Record<string, z.ZodType> = {
    AncillaryChoiceSchema,
    AncillaryConfirmSchema,
    CancelSchema,
    ChangePasswordSchema,
    ContactUsSchema,
    EditAccountSchema,
    ForgetPasswordSchema,
    IssueSchema,
    IssueTicketSchema,
    LocatorStepSchema,
    LoginSchema,
    MyInfoSchema,
    MyPasswordSchema,
    NewAccountSchema,
    NotificationSearchSchema,
    RebookConfirmSchema,
    RefundSchema,
    SelectionSchema,
    airSearch: airSearchSchema(today),
    bookingSearch: bookingSearchSchema(DateTime.fromISO(today)),
    modifyTraveller: modifyTravellerSchema(today),
    orderSearch: orderSearchSchema(today),
    passengerForm: passengerFormSchema(today, labels),
    rebookSearch: rebookSearchSchema(today, 2),
    reportRunner: reportRunnerSchema(today),
  };
  it.each(Object.entries(schemas))("%s", (_, schema) => {
    const keys = schemaKeys(schema);
    expect(keys).not.toBeNull();
    expect(keys!.size).toBeGreaterThan(0);
  });
});

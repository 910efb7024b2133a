// The browser's instant field checks, without zod
// (docs/decisions/0002-zod-on-the-server-field-rules-in-the-browser.md: zod must not reach the
// browser). The server derives them from the form's schema (field-rules.server.ts) and hands them
// to the page with the HTML constraints; the messages are the schema's own, so a field shows the
// same words on blur as after a submit. They are hints: a submit always goes to the server, which
// answers with every problem (cross-field rules included) in the schema's wording.

import { airlineName } from "~/domain/air/passenger-names";

/**
 * One check of a field, in the schema's order (zod runs them all). A `gate` is a pipe: what
 * follows runs only when nothing failed before, and (conform reads "" as absent at every step)
 * an emptied value stops there with the next schema's `missing` message.
 */
export type Step =
  | { op: "trim" | "upper" | "lower" | "airlineName" | "lineBreaks" }
  // Calendar-day bounds of a YYYY-MM-DD value (birth dates by passenger type,
  // docs/behaviour.md#passenger-details).
  | { op: "dateMin" | "dateMax"; value: string; message: string }
  | { op: "gate"; missing?: string }
  | { op: "minLength" | "maxLength" | "length"; value: number; message: string }
  | { op: "pattern"; source: string; flags: string; message: string }
  | { op: "min" | "max"; value: number; inclusive: boolean; message: string }
  | { op: "integer"; message: string }
  | { op: "oneOf"; values: string[]; message: string };

export type FieldRule = {
  /** The message for an empty field; absent when the field is optional or its message unknown. */
  missing?: string;
  /** A number field: text that is not a number fails with `missing`, as in the schema. */
  number?: true;
  steps: Step[];
};

/** The input attributes a field's schema allows (conform's constraint type). */
export type FieldConstraint = {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
  accept?: string;
};

/**
 * Keys are conform names with `[]` for any list index: `passengers[].surname`. `Shape`, the
 * schema's input type, only types the form's fields (components/use-rules-form).
 */
export type FormRules<Shape = Record<string, unknown>> = {
  constraint: Record<string, FieldConstraint>;
  fields: Record<string, FieldRule>;
  shape?: Shape;
};

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `passengers[0].emails[1]` → `passengers[].emails[]`. */
export const ruleName = (name: string) => name.replace(/\[\d+\]/g, "[]");

function checkText(text: string, rule: FieldRule): string[] {
  const errors: string[] = [];
  let value = text;
  const number = rule.number ? (text.trim() === "" ? NaN : Number(text)) : NaN;
  if (rule.number && Number.isNaN(number)) return rule.missing ? [rule.missing] : [];
  for (const step of rule.steps) {
    const fails = (() => {
      switch (step.op) {
        case "trim":
          value = value.trim();
          return false;
        case "upper":
          value = value.toUpperCase();
          return false;
        case "lower":
          value = value.toLowerCase();
          return false;
        case "airlineName":
          value = airlineName(value);
          return false;
        case "lineBreaks":
          value = value.replace(/\r\n?/g, "\n");
          return false;
        case "dateMin":
          return ISO_DAY.test(value) && value < step.value;
        case "dateMax":
          return ISO_DAY.test(value) && value > step.value;
        case "gate":
          if (errors.length) return null;
          if (value !== "") return false;
          if (step.missing) errors.push(step.missing);
          return null;
        case "minLength":
          return value.length < step.value;
        case "maxLength":
          return value.length > step.value;
        case "length":
          return value.length !== step.value;
        case "pattern":
          return !new RegExp(step.source, step.flags).test(value);
        case "min":
          return step.inclusive ? number < step.value : number <= step.value;
        case "max":
          return step.inclusive ? number > step.value : number >= step.value;
        case "integer":
          return !Number.isInteger(number);
        case "oneOf":
          return !step.values.includes(value);
      }
    })();
    if (fails === null) break;
    if (fails && "message" in step) errors.push(step.message);
  }
  return errors;
}

/** The problems the rules see in one field's submitted value (conform reads "" as absent). */
export function checkField(value: unknown, rule: FieldRule): string[] {
  if (value === undefined || value === "") return rule.missing ? [rule.missing] : [];
  return typeof value === "string" ? checkText(value, rule) : [];
}

function valueAt(values: unknown, name: string): unknown {
  let node = values;
  for (const [, key, index] of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[index ?? key!];
  }
  return node;
}

/** The names a rule's key stands for in a form's values: `a[].b` → `a[0].b`, `a[1].b`, … */
function namesOf(key: string, values: unknown): string[] {
  const at = key.indexOf("[]");
  if (at < 0) return [key];
  const list = valueAt(values, key.slice(0, at));
  const length = Array.isArray(list) ? list.length : list === undefined ? 0 : 1;
  return Array.from({ length }, (_, i) =>
    namesOf(`${key.slice(0, at)}[${i}]${key.slice(at + 2)}`, values),
  ).flat();
}

export type DayBounds = {
  min?: string;
  max?: string;
  minMessage?: string;
  maxMessage?: string;
  /** A first, plainer upper bound with its own message, checked before `max`. */
  after?: { value: string; message: string };
};

/**
 * The rules with calendar-day bounds added to named fields (`passengers[1].birthDate`): bounds the
 * schema checks across fields, which the browser cannot derive from it. A named field's rule
 * takes the general one's steps (`passengers[].birthDate`) and adds the bounds.
 */
export function withDayBounds<R extends FormRules<unknown>>(
  rules: R,
  bounds: Record<string, DayBounds>,
): R {
  const fields = { ...rules.fields };
  for (const [name, b] of Object.entries(bounds)) {
    const base = fields[ruleName(name)] ?? fields[name] ?? { steps: [] };
    fields[name] = {
      ...base,
      steps: [
        ...base.steps,
        ...(b.min ? [{ op: "dateMin" as const, value: b.min, message: b.minMessage ?? "" }] : []),
        // A day past `after` says only that (born after the travel date), not the age band too.
        ...(b.after
          ? [
              { op: "dateMax" as const, value: b.after.value, message: b.after.message },
              { op: "gate" as const },
            ]
          : []),
        ...(b.max ? [{ op: "dateMax" as const, value: b.max, message: b.maxMessage ?? "" }] : []),
      ],
    };
  }
  return { ...rules, fields };
}

/** The problems the rules see in a form's values (as conform parses them), by field name. */
export function checkValues(values: Record<string, unknown>, rules: FormRules) {
  const errors: Record<string, string[]> = {};
  for (const [key, rule] of Object.entries(rules.fields))
    for (const name of namesOf(key, values)) {
      const found = checkField(valueAt(values, name), rule);
      if (found.length) errors[name] = found;
    }
  return errors;
}

// What the browser may check of a form without zod: conform's HTML constraints, and per field the
// schema's own simple checks (length, pattern, number bounds, choices) with their messages, read
// from the zod definition. Anything the browser cannot repeat exactly (refinements, cross-field
// rules, transforms it does not know) is left out; the server checks it on submit.
import { getZodConstraint } from "@conform-to/zod/v4";
import type * as z from "zod";
import type { $ZodType } from "zod/v4/core";
import { airlineName } from "~/domain/air/passenger-names";
import type { FieldRule, FormRules, Step } from "./field-rules";

type Def = {
  type: string;
  shape?: Record<string, $ZodType>;
  element?: $ZodType;
  innerType?: $ZodType;
  in?: $ZodType;
  out?: $ZodType;
  entries?: Record<string, string | number>;
  checks?: { _zod: { def: CheckDef } }[];
  error?: (issue: unknown) => unknown;
  format?: string;
  pattern?: RegExp;
  transform?: (value: unknown, ctx: unknown) => unknown;
};

type CheckDef = {
  check: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  pattern?: RegExp;
  value?: number;
  inclusive?: boolean;
  tx?: (value: string) => unknown;
  error?: (issue: unknown) => unknown;
};

const defOf = (schema: $ZodType) => schema._zod.def as unknown as Def;

/** A custom message of the schema (`{ error: "validation.X" }`); zod's own wording is not ours. */
function messageOf(error: Def["error"], issue: Record<string, unknown>): string | undefined {
  if (typeof error !== "function") return undefined;
  const found = error(issue);
  if (typeof found === "string") return found;
  const message = (found as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : undefined;
}

// A value no known rewrite leaves alone: tells trim, upper- and lower-casing from the others
// (line breaks made one character leave it alone, and are told by a second value).
const PROBE = " a'B-c 1é ";
function rewriteOf(fn: (value: string) => unknown): Step | null {
  let out: unknown;
  try {
    out = fn(PROBE);
  } catch {
    return null;
  }
  if (out === PROBE.trim()) return { op: "trim" };
  if (out === PROBE.toUpperCase()) return { op: "upper" };
  if (out === PROBE.toLowerCase()) return { op: "lower" };
  if (out === airlineName(PROBE)) return { op: "airlineName" };
  if (out === PROBE && fn("a\r\nb\rc") === "a\nb\nc") return { op: "lineBreaks" };
  return null;
}

type Leaf = FieldRule & { optional: boolean; closed: boolean };

function checkSteps(def: Def, leaf: Leaf) {
  if (def.format && def.pattern) {
    const message = messageOf(def.error, { code: "invalid_format" });
    if (message)
      leaf.steps.push({
        op: "pattern",
        source: def.pattern.source,
        flags: def.pattern.flags,
        message,
      });
  }
  for (const check of def.checks ?? []) {
    if (leaf.closed) return;
    const c = check._zod.def;
    if (c.check === "overwrite") {
      const step = c.tx ? rewriteOf(c.tx) : null;
      if (step) leaf.steps.push(step);
      else leaf.closed = true;
      continue;
    }
    const message = messageOf(c.error, { code: c.check });
    if (!message) continue;
    if (c.check === "min_length") leaf.steps.push({ op: "minLength", value: c.minimum!, message });
    else if (c.check === "max_length")
      leaf.steps.push({ op: "maxLength", value: c.maximum!, message });
    else if (c.check === "length_equals")
      leaf.steps.push({ op: "length", value: c.length!, message });
    else if (c.check === "string_format" && c.pattern)
      leaf.steps.push({ op: "pattern", source: c.pattern.source, flags: c.pattern.flags, message });
    else if (c.check === "greater_than")
      leaf.steps.push({ op: "min", value: Number(c.value), inclusive: !!c.inclusive, message });
    else if (c.check === "less_than")
      leaf.steps.push({ op: "max", value: Number(c.value), inclusive: !!c.inclusive, message });
    else if (c.check === "number_format" && (c.format === "int" || c.format === "safeint"))
      leaf.steps.push({ op: "integer", message });
  }
}

/** The browser's view of one field schema, or null when it has none to offer. */
function leafOf(schema: $ZodType): Leaf | null {
  const def = defOf(schema);
  const base = (): Leaf => ({
    missing: messageOf(def.error, { code: "invalid_type", input: undefined }),
    steps: [],
    optional: false,
    closed: false,
  });
  switch (def.type) {
    case "string": {
      const leaf = base();
      checkSteps(def, leaf);
      return leaf;
    }
    case "number": {
      const leaf = { ...base(), number: true as const };
      checkSteps(def, leaf);
      return leaf;
    }
    case "enum": {
      const leaf = base();
      if (leaf.missing)
        leaf.steps.push({
          op: "oneOf",
          values: Object.values(def.entries ?? {}).map(String),
          message: leaf.missing,
        });
      return leaf;
    }
    case "optional":
    case "default": {
      const inner = leafOf(def.innerType!);
      return inner && { ...inner, optional: true };
    }
    case "nullable":
    case "readonly":
      return leafOf(def.innerType!);
    case "pipe": {
      const first = leafOf(def.in!);
      if (!first || first.closed) return first;
      const out = defOf(def.out!);
      if (out.type === "transform") {
        const step = out.transform ? rewriteOf((v) => out.transform!(v, { issues: [] })) : null;
        return step ? { ...first, steps: [...first.steps, step] } : { ...first, closed: true };
      }
      const next = leafOf(def.out!);
      if (!next || !!next.number !== !!first.number) return { ...first, closed: true };
      const gate: Step = next.missing ? { op: "gate", missing: next.missing } : { op: "gate" };
      return { ...first, steps: [...first.steps, gate, ...next.steps], closed: next.closed };
    }
    default:
      return null;
  }
}

const WRAPPERS = new Set([
  "optional",
  "default",
  "nullable",
  "readonly",
  "prefault",
  "nonoptional",
]);
const CONTAINERS = new Set(["object", "array"]);
const unwrap = (schema: $ZodType): $ZodType =>
  WRAPPERS.has(defOf(schema).type) ? unwrap(defOf(schema).innerType!) : schema;

function collect(schema: $ZodType, name: string, fields: Record<string, FieldRule>) {
  const def = defOf(schema);
  if (def.type === "object") {
    for (const [key, field] of Object.entries(def.shape ?? {}))
      collect(field, name ? `${name}.${key}` : key, fields);
    return;
  }
  if (def.type === "array") return collect(def.element!, `${name}[]`, fields);
  if (WRAPPERS.has(def.type) && CONTAINERS.has(defOf(unwrap(schema)).type))
    return collect(unwrap(schema), name, fields);
  if (def.type === "pipe" && defOf(def.in!).type === "object")
    return collect(def.in!, name, fields);
  if (!name) return;
  const leaf = leafOf(schema);
  const checks = leaf?.steps.filter((s) => "message" in s) ?? [];
  if (!leaf || (!checks.length && (leaf.optional || !leaf.missing))) return;
  fields[name] = {
    ...(leaf.optional || !leaf.missing ? {} : { missing: leaf.missing }),
    ...(leaf.number ? { number: true as const } : {}),
    steps: leaf.steps,
  };
}

/** The rules of a schema as a form component receives them: `rules: RulesOf<typeof Schema>`. */
export type RulesOf<S extends $ZodType> = FormRules<z.input<S>>;

const derived = new WeakMap<$ZodType, FormRules>();

/** The constraints and field rules of a form schema, for its page (loader data). */
export function fieldRules<S extends $ZodType>(schema: S): RulesOf<S> {
  const known = derived.get(schema);
  if (known) return known as RulesOf<S>;
  const fields: Record<string, FieldRule> = {};
  collect(schema, "", fields);
  // The form's constraints are its input's (getZodConstraint knows no pipe at the top, e.g. a form
  // mapped to wire names). It answers through a proxy: a plain copy travels in the loader data.
  const def = defOf(schema);
  const input = def.type === "pipe" && defOf(def.in!).type === "object" ? def.in! : schema;
  const rules = { constraint: { ...getZodConstraint(input) }, fields };
  derived.set(schema, rules);
  return rules;
}

// The server's one way to read a submitted form: only the fields of the form's schema are parsed,
// so a reply (conform's submission.reply(), which echoes the payload it parsed) never carries an
// unknown field back to the browser (docs/architecture.md#progressive-enhancement).
import { parseWithZod } from "@conform-to/zod/v4";
import type { $ZodType } from "zod/v4/core";

type Def = {
  type: string;
  shape?: Record<string, unknown>;
  options?: $ZodType[];
  left?: $ZodType;
  right?: $ZodType;
  in?: $ZodType;
  innerType?: $ZodType;
  getter?: () => $ZodType;
};

/**
 * The top-level field names a schema knows (an object's keys, through unions, intersections,
 * pipes, refinements and optional/default wrappers), or null when the schema has open keys.
 */
export function schemaKeys(schema: $ZodType): Set<string> | null {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case "object":
      return new Set(Object.keys(def.shape ?? {}));
    case "union": {
      const keys = new Set<string>();
      for (const option of def.options ?? []) {
        const inner = schemaKeys(option);
        if (!inner) return null;
        inner.forEach((k) => keys.add(k));
      }
      return keys;
    }
    case "intersection": {
      const left = schemaKeys(def.left!);
      const right = schemaKeys(def.right!);
      return left && right ? new Set([...left, ...right]) : null;
    }
    case "pipe":
      return schemaKeys(def.in!);
    case "lazy":
      return schemaKeys(def.getter!());
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "catch":
    case "readonly":
    case "nonoptional":
      return schemaKeys(def.innerType!);
    default:
      return null;
  }
}

/** `passengers[0].surname` → `passengers`; `a.b` → `a`. */
const topLevel = (name: string) => name.split(/[.[]/, 1)[0];

// conform's reserved names (its intent buttons and list state).
const INTENT = "__intent__";
const STATE = "__state__";

/** What conform can read without throwing: JSON, and for the intent `{ type, payload }`. */
function wellFormed(name: string, value: FormDataEntryValue): boolean {
  if (typeof value !== "string") return false;
  try {
    const parsed: unknown = JSON.parse(value);
    if (name === STATE) return true;
    const intent = parsed as { type?: unknown; payload?: unknown } | null;
    return typeof intent?.type === "string" && intent.payload !== undefined;
  } catch {
    return false;
  }
}

/**
 * A copy of the payload with only the schema's fields (and conform's own intent and state, when
 * they are well-formed JSON: a forged one would make conform throw, a 500).
 */
export function knownFields<T extends FormData | URLSearchParams>(payload: T, schema: $ZodType): T {
  const keys = schemaKeys(schema);
  const kept = (payload instanceof FormData ? new FormData() : new URLSearchParams()) as T;
  for (const [name, value] of payload.entries()) {
    const reserved = name === INTENT || name === STATE;
    if (reserved ? !wellFormed(name, value) : keys && !keys.has(topLevel(name))) continue;
    if (kept instanceof FormData) kept.append(name, value);
    else (kept as URLSearchParams).append(name, String(value));
  }
  return kept;
}

/** conform's parseWithZod over the schema's own fields only. */
export function parseForm<Schema extends $ZodType>(
  payload: FormData | URLSearchParams,
  schema: Schema,
) {
  return parseWithZod(knownFields(payload, schema), { schema });
}

// A form's values as conform names them (`passengers[0].emails[1]`), without conform's browser
// runtime (issue 13: ~9 KB gz on every form page). The server still parses with conform, so the
// names, the intent button and the reply (SubmissionResult) keep conform's wire format.

export type Values = Record<string, unknown>;

/** The submit button name conform's server-side parse reads intents from. */
export const INTENT = "__intent__";

/** `passengers[0].emails` → `["passengers", 0, "emails"]`. */
export function parseName(name: string): (string | number)[] {
  const path: (string | number)[] = [];
  for (const [, key, index] of name.matchAll(/([^.[\]]+)|\[(\d+)\]/g))
    path.push(index !== undefined ? Number(index) : key!);
  return path;
}

export function joinName(name: string | undefined, index?: number) {
  return index === undefined ? (name ?? "") : `${name ?? ""}[${index}]`;
}

/** True when `name` is `scope` or lies within it; every name lies within "". */
export const within = (name: string, scope: string) =>
  scope === "" || name === scope || name.startsWith(`${scope}.`) || name.startsWith(`${scope}[`);

export function valueAt(values: unknown, name: string): unknown {
  let node = values;
  for (const key of parseName(name)) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[key];
  }
  return node;
}

/** A copy of `values` with `name` set; containers on the way are copied, not changed. */
export function withValue(values: Values, name: string, value: unknown): Values {
  const path = parseName(name);
  if (!path.length) return (value ?? {}) as Values;
  const put = (node: unknown, depth: number): unknown => {
    const key = path[depth]!;
    const copy = (
      Array.isArray(node)
        ? [...node]
        : node && typeof node === "object"
          ? { ...node }
          : typeof key === "number"
            ? []
            : {}
    ) as Record<string | number, unknown>;
    copy[key] = depth === path.length - 1 ? value : put(copy[key], depth + 1);
    return copy;
  };
  return put(values, 0) as Values;
}

/**
 * A form's entries as conform's parse reads them: repeated names become a list. Built in place
 * (it runs on every keystroke), not through withValue's copies.
 */
export function valuesOf(entries: Iterable<[string, FormDataEntryValue]>): Values {
  const values: Values = {};
  for (const [name, entry] of entries) {
    if (name === INTENT || typeof entry !== "string") continue;
    const path = parseName(name);
    let node = values as Record<string | number, unknown>;
    path.forEach((key, depth) => {
      const before = node[key];
      if (depth === path.length - 1)
        node[key] =
          before === undefined
            ? entry
            : Array.isArray(before)
              ? [...before, entry]
              : [before, entry];
      else
        node = (node[key] ??= typeof path[depth + 1] === "number" ? [] : {}) as Record<
          string | number,
          unknown
        >;
    });
  }
  return values;
}

/** What a form holds now. */
export const readForm = (form: HTMLFormElement) => valuesOf(new FormData(form));

/** Default values as the inputs take them: numbers as text, `true` as "on", no nulls. */
export function asFormValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asFormValue);
  if (value instanceof Date) return value.toISOString();
  if (value && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asFormValue(v)]));
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  if (typeof value === "boolean") return value ? "on" : undefined;
  return value ?? undefined;
}

/**
 * Renames the entries of a name-keyed record after a list at `list` changed: with `removed`,
 * item `removed` goes and later items move up; with `inserted`, items from there move down.
 */
export function shiftList<T>(
  record: Record<string, T>,
  list: string,
  change: { removed: number } | { inserted: number },
): Record<string, T> {
  const item = new RegExp(`^${list.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\[(\\d+)\\]`);
  const out: Record<string, T> = {};
  for (const [name, value] of Object.entries(record)) {
    const match = item.exec(name);
    if (!match) {
      out[name] = value;
      continue;
    }
    const index = Number(match[1]);
    const moved =
      "removed" in change
        ? index === change.removed
          ? null
          : index > change.removed
            ? index - 1
            : index
        : index >= change.inserted
          ? index + 1
          : index;
    if (moved !== null) out[`${list}[${moved}]${name.slice(match[0].length)}`] = value;
  }
  return out;
}

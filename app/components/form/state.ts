// What a form shows, as a value: its defaults, what it holds, which errors and where they show.
// Every change is a pure function here; use-form.ts feeds them the DOM's events.
import type { SubmissionResult } from "@conform-to/react";
import { checkField, ruleName, type FormRules } from "~/forms/field-rules";
import {
  asFormValue,
  joinName,
  shiftList,
  valueAt,
  withValue,
  within,
  type Values,
} from "./values";

export type Errors = Record<string, string[]>;

/** conform's intents, as its intent buttons send them (the server applies them the same way). */
export type Intent =
  | { type: "validate"; payload: { name?: string } }
  | { type: "insert"; payload: { name: string; index?: number; defaultValue?: unknown } }
  | { type: "remove"; payload: { name: string; index: number } }
  | {
      type: "update";
      payload: { name?: string; index?: number; value?: unknown; validated?: boolean };
    }
  | { type: "reset"; payload: { name?: string; index?: number } };

export type FormState = {
  /** The last server answer's status; any change in the browser ends it, as in conform. */
  status?: "error" | "success";
  /** The inputs' defaults: what they show when (re)mounted. */
  initial: Values;
  /** What the form holds now. */
  value: Values;
  /** The errors shown, by field name. */
  errors: Errors;
  /** Fields checked since they were left or submitted: only their errors show. */
  validated: Record<string, boolean>;
  /** Bumped where the inputs must be mounted again from `initial` (lists, resets). */
  versions: Record<string, number>;
};

type Result = SubmissionResult<string[]> | null | undefined;

const ownErrors = (error: Record<string, string[] | null> | undefined) => {
  const errors: Errors = {};
  for (const [name, list] of Object.entries(error ?? {})) if (list?.length) errors[name] = list;
  return errors;
};

const bump = (versions: Record<string, number>, name: string) => ({
  ...versions,
  [name]: (versions[name] ?? 0) + 1,
});

/** A form as it opens: from the server's last answer if there is one, else its defaults. */
export function openForm(defaultValue: unknown, result: Result, versions = {}): FormState {
  const initial = (result?.initialValue ?? asFormValue(defaultValue) ?? {}) as Values;
  const state: FormState = { initial, value: initial, errors: {}, validated: {}, versions };
  return result ? answered(state, result, defaultValue) : state;
}

/** The form from its defaults again, every input mounted anew (a new form, a reset by the server). */
export const startOver = (state: FormState, defaultValue: unknown) =>
  openForm(defaultValue, null, bump(state.versions, ""));

/**
 * The server's answer to a submit or (without JavaScript) an intent. A submit's errors all show;
 * after an intent only the fields it validated do. `initialValue: null` starts the form over.
 */
export function answered(
  state: FormState,
  result: NonNullable<Result>,
  defaultValue: unknown,
): FormState {
  if (result.initialValue === null) return startOver(state, defaultValue);
  const value = (result.initialValue ?? state.value) as Values;
  const errors = ownErrors(result.error);
  if (!result.intent) {
    const validated = { ...state.validated };
    for (const name of [...Object.keys(errors), ...(result.fields ?? [])]) validated[name] = true;
    return { ...state, status: result.status, value, errors, validated };
  }
  const intent = result.intent as Intent;
  const validated: Record<string, boolean> =
    intent.type === "insert" || intent.type === "remove" ? { [intent.payload.name]: true } : {};
  const shown: Errors = {};
  for (const [name, list] of Object.entries(errors)) if (validated[name]) shown[name] = list;
  return { ...state, status: undefined, value, errors: shown, validated };
}

/** Checks the fields within `scope` that the agent has left, by the server's rules. */
function recheck(state: FormState, scope: string, rules: FormRules | undefined): FormState {
  if (!rules) return state;
  const errors: Errors = {};
  for (const [name, list] of Object.entries(state.errors))
    if (!within(name, scope)) errors[name] = list;
  for (const name of Object.keys(state.validated)) {
    const rule = rules.fields[ruleName(name)];
    if (!within(name, scope) || !state.validated[name] || !rule) continue;
    const found = checkField(valueAt(state.value, name), rule);
    if (found.length) errors[name] = found;
  }
  return { ...state, status: undefined, errors };
}

/** The agent left a field (or, once it was checked, typed in it). */
export function validate(state: FormState, name: string, rules: FormRules | undefined) {
  return recheck({ ...state, validated: { ...state.validated, [name]: true } }, name, rules);
}

/** The form's values changed under the agent's hands: re-check what was checked. */
export function typed(state: FormState, value: Values, name: string, rules?: FormRules) {
  const next = { ...state, value };
  return state.validated[name] ? recheck(next, name, rules) : next;
}

/** An intent applied in the browser, as conform's parse applies it on the server. */
export function applyIntent(
  state: FormState,
  intent: Intent,
  defaultValue: unknown,
  rules: FormRules | undefined,
): FormState {
  switch (intent.type) {
    case "validate":
      return validate(state, intent.payload.name ?? "", rules);
    case "reset": {
      const name = joinName(intent.payload.name, intent.payload.index);
      const fresh = openForm(defaultValue, null);
      const initial = withValue(state.value, name, valueAt(fresh.initial, name));
      const validated = dropWithin(state.validated, name);
      const errors = dropWithin(state.errors, name);
      const versions = bump(state.versions, name);
      return { ...state, status: undefined, initial, value: initial, validated, errors, versions };
    }
    case "update": {
      const { validated: check, value } = intent.payload;
      const name = joinName(intent.payload.name, intent.payload.index);
      const values =
        value === undefined ? state.value : withValue(state.value, name, asFormValue(value));
      const moved = { ...state, initial: values, value: values };
      if (check === false)
        return {
          ...moved,
          status: undefined,
          validated: dropWithin(state.validated, name),
          errors: dropWithin(state.errors, name),
        };
      return check ? validate(moved, name, rules) : moved;
    }
    case "insert":
    case "remove": {
      const { name } = intent.payload;
      const list = [...((valueAt(state.value, name) as unknown[] | undefined) ?? [])];
      const index =
        intent.type === "insert" ? (intent.payload.index ?? list.length) : intent.payload.index;
      const change = intent.type === "insert" ? { inserted: index } : { removed: index };
      if (intent.type === "insert") list.splice(index, 0, asFormValue(intent.payload.defaultValue));
      else list.splice(index, 1);
      const values = withValue(state.value, name, list);
      const next: FormState = {
        ...state,
        initial: values,
        value: values,
        validated: { ...shiftList(state.validated, name, change), [name]: true },
        errors: shiftList(state.errors, name, change),
        versions: bump(state.versions, name),
      };
      return recheck(next, name, rules);
    }
  }
}

function dropWithin<T>(record: Record<string, T>, scope: string) {
  return Object.fromEntries(Object.entries(record).filter(([name]) => !within(name, scope)));
}

import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { ruleName, type FieldConstraint, type FormRules } from "~/forms/field-rules";
import {
  answered,
  applyIntent,
  openForm,
  startOver,
  typed,
  validate,
  type Errors,
  type FormState,
  type Intent,
} from "./state";
import { asFormValue, INTENT, joinName, readForm, valueAt, withValue, within } from "./values";

type Leaf = string | number | boolean | bigint | Date | File | null | undefined;

/** A value as a form holds it: text, lists and groups of text. */
export type FormValue<T> = unknown extends T
  ? unknown
  : T extends Leaf
    ? string
    : T extends readonly (infer I)[]
      ? (FormValue<I> | undefined)[]
      : T extends object
        ? { [K in keyof T]?: FormValue<T[K]> }
        : unknown;

export type Fieldset<T> = unknown extends T
  ? Record<string, FieldMeta>
  : NonNullable<T> extends Leaf | readonly unknown[]
    ? Record<string, FieldMeta>
    : { [K in keyof NonNullable<T>]-?: FieldMeta<NonNullable<T>[K]> };

type ItemOf<T> = NonNullable<T> extends readonly (infer I)[] ? I : unknown;

export type FieldMeta<T = unknown> = FieldConstraint & {
  name: string;
  id: string;
  errorId: string;
  descriptionId: string;
  formId: string;
  /** Changes when the field's inputs must be mounted again (list changes, resets). */
  key: string;
  initialValue: FormValue<T> | undefined;
  /** What the field holds now; a page that reads it re-renders as it changes. */
  readonly value: FormValue<T> | undefined;
  errors: string[] | undefined;
  /** The errors of this field and of every field within it. */
  allErrors: Errors;
  valid: boolean;
  getFieldset(): Fieldset<T>;
  getFieldList(): FieldMeta<ItemOf<T>>[];
};

type ButtonProps = {
  type: "submit";
  name: string;
  value: string;
  form: string;
  formNoValidate: true;
};
type Control<P> = ((payload: P) => void) & { getButtonProps(payload: P): ButtonProps };
type PayloadOf<T extends Intent["type"]> = Extract<Intent, { type: T }>["payload"];

export type FormMeta = {
  id: string;
  errorId: string;
  descriptionId: string;
  status?: "error" | "success";
  /** The form's own errors (not a field's). */
  errors: string[] | undefined;
  allErrors: Errors;
  valid: boolean;
  noValidate: true;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  validate: Control<PayloadOf<"validate">>;
  reset: Control<PayloadOf<"reset">>;
  update: Control<PayloadOf<"update">>;
  insert: Control<PayloadOf<"insert">>;
  remove: Control<PayloadOf<"remove">>;
};

export type FormOptions<Shape> = {
  id?: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Shape | Record<string, unknown>;
  /** The checks the server derived from the schema; without them only the server checks. */
  rules?: FormRules<unknown> | FormRules;
  /** When a field is first checked; afterwards it is checked again as it is typed. */
  shouldValidate?: "onBlur" | "onSubmit";
};

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (node: EventTarget | null): node is FieldElement =>
  node instanceof HTMLInputElement ||
  node instanceof HTMLSelectElement ||
  node instanceof HTMLTextAreaElement;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Writes the values under `name` into the form's controls (an update intent). */
function writeControls(form: HTMLFormElement, name: string, values: unknown) {
  for (const element of Array.from(form.elements)) {
    if (!isControl(element) || !element.name || !within(element.name, name)) continue;
    const value = valueAt(values, element.name);
    if (element instanceof HTMLInputElement && /^(checkbox|radio)$/.test(element.type))
      element.checked = Array.isArray(value)
        ? value.includes(element.value)
        : value === element.value;
    else element.value = typeof value === "string" ? value : "";
  }
}

/**
 * A form's state in the browser, with conform's names, ids, intents and server replies: fields
 * keep what the agent typed, the server's errors show where it put them, intent buttons (list
 * changes, updates) work in place with JavaScript and as plain submits without. With `rules`, a
 * field is checked when left and again as it is typed; a submit always goes to the server.
 */
export function useForm<Shape = Record<string, unknown>>(options: FormOptions<Shape>) {
  const generated = useId();
  const formId = options.id ?? generated;
  const { lastResult, defaultValue } = options;
  const rules = options.rules as FormRules | undefined;
  const shouldValidate = options.shouldValidate ?? (rules ? "onBlur" : "onSubmit");
  const [state, setState] = useState<FormState>(() => openForm(defaultValue, lastResult));
  const [seen, setSeen] = useState({ formId, lastResult });
  if (seen.formId !== formId || seen.lastResult !== lastResult) {
    // A form the server filled anew (a new id) starts over from its defaults; a new answer from
    // the server is taken in. Both during render, so no frame shows the old state.
    setSeen({ formId, lastResult });
    setState((s) =>
      seen.formId !== formId
        ? startOver(s, defaultValue)
        : lastResult
          ? answered(s, lastResult, defaultValue)
          : s,
    );
  }
  // What renders read: only a change there re-renders the form while the agent types.
  const watched = useRef(new Set<string>());
  const latest = useRef({ formId, rules, shouldValidate, defaultValue });
  latest.current = { formId, rules, shouldValidate, defaultValue };

  const element = () => document.forms.namedItem(latest.current.formId);
  // Keeps a change that nothing shown depends on without a render.
  const settle = (change: (s: FormState) => FormState) =>
    setState((s) => {
      const next = change(s);
      const shown =
        next.status !== s.status ||
        next.versions !== s.versions ||
        !same(next.errors, s.errors) ||
        [...watched.current].some(
          (name) => !same(valueAt(next.value, name), valueAt(s.value, name)),
        );
      if (shown) return next;
      return Object.assign(s, next);
    });

  const dispatch = (intent: Intent) => {
    const form = element();
    if (!form) return;
    const values = readForm(form);
    const { defaultValue: defaults, rules: checks } = latest.current;
    setState((s) => applyIntent({ ...s, value: values }, intent, defaults, checks));
    if (intent.type === "update" && intent.payload.value !== undefined) {
      const name = joinName(intent.payload.name, intent.payload.index);
      writeControls(form, name, withValue(values, name, asFormValue(intent.payload.value)));
    }
  };

  useEffect(() => {
    const target = (event: Event) => {
      const node = event.target;
      return isControl(node) && node.name && node.form?.id === latest.current.formId ? node : null;
    };
    const onInput = (event: Event) => {
      const node = target(event);
      if (!node?.form) return;
      const values = readForm(node.form);
      settle((s) => typed(s, values, node.name, latest.current.rules));
    };
    const onLeave = (event: Event) => {
      const node = target(event);
      const { rules: checks, shouldValidate: when } = latest.current;
      if (!node?.form || when !== "onBlur" || !checks) return;
      if (node instanceof HTMLInputElement && /^(submit|button|reset|hidden)$/.test(node.type))
        return;
      // A field already checked is checked again as it is typed, not when left again.
      const values = readForm(node.form);
      settle((s) =>
        s.validated[node.name] ? s : validate({ ...s, value: values }, node.name, checks),
      );
    };
    document.addEventListener("input", onInput);
    document.addEventListener("focusout", onLeave);
    return () => {
      document.removeEventListener("input", onInput);
      document.removeEventListener("focusout", onLeave);
    };
    // Registered once: the handlers read the latest options through the ref.
  }, []);

  // An answer with errors, arriving or opening the page: focus its first invalid field.
  useEffect(() => {
    if (lastResult?.status !== "error") return;
    const form = element();
    const errors = lastResult.error ?? {};
    for (const node of Array.from(form?.elements ?? []))
      if (isControl(node) && node.name && errors[node.name]?.length) {
        node.focus();
        break;
      }
    // Once per answer.
  }, [lastResult]);

  const control = <T extends Intent["type"]>(type: T): Control<PayloadOf<T>> =>
    Object.assign((payload: PayloadOf<T>) => dispatch({ type, payload } as Intent), {
      getButtonProps: (payload: PayloadOf<T>): ButtonProps => ({
        type: "submit",
        name: INTENT,
        value: JSON.stringify({ type, payload }),
        form: formId,
        formNoValidate: true,
      }),
    });

  const errorsWithin = (name: string) => {
    const found: Errors = {};
    for (const [key, list] of Object.entries(state.errors))
      if (within(key, name)) found[key] = list;
    return found;
  };

  // The field's name (siblings' keys must differ) and the versions of it and what holds it.
  const keyOf = (name: string) => {
    let key = `${formId}-${name}:${state.versions[""] ?? 0}`;
    for (const match of name.matchAll(/[.[]/g))
      key += `.${state.versions[name.slice(0, match.index)] ?? 0}`;
    return name ? `${key}.${state.versions[name] ?? 0}` : key;
  };

  const fieldset = (scope: string) =>
    new Proxy({} as Record<string, FieldMeta>, {
      get: (_, key) =>
        typeof key === "string" ? field(scope ? `${scope}.${key}` : key) : undefined,
    });

  const field = (name: string): FieldMeta => {
    const id = `${formId}-${name}`;
    const allErrors = errorsWithin(name);
    return {
      ...rules?.constraint[ruleName(name)],
      name,
      id,
      errorId: `${id}-error`,
      descriptionId: `${id}-description`,
      formId,
      key: keyOf(name),
      initialValue: valueAt(state.initial, name) as FormValue<unknown>,
      get value() {
        watched.current.add(name);
        return valueAt(state.value, name) as FormValue<unknown>;
      },
      errors: state.errors[name],
      allErrors,
      valid: Object.keys(allErrors).length === 0,
      getFieldset: () => fieldset(name),
      getFieldList: () => {
        const list = valueAt(state.initial, name);
        return Array.isArray(list) ? list.map((_, i) => field(joinName(name, i))) : [];
      },
    };
  };

  const form: FormMeta = {
    id: formId,
    errorId: `${formId}-error`,
    descriptionId: `${formId}-description`,
    status: state.status,
    errors: state.errors[""],
    allErrors: state.errors,
    valid: Object.keys(state.errors).length === 0,
    noValidate: true,
    onSubmit: (event) => {
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      if (!(submitter instanceof HTMLButtonElement) || submitter.name !== INTENT) return;
      // An intent button: done here, in place (without JavaScript the server does it).
      event.preventDefault();
      dispatch(JSON.parse(submitter.value) as Intent);
    },
    validate: control("validate"),
    reset: control("reset"),
    update: control("update"),
    insert: control("insert"),
    remove: control("remove"),
  };
  return [form, fieldset("") as Fieldset<Shape>] as const;
}

/**
 * A form with the rules the server derived from its schema (loader data): the constraints on the
 * inputs, each field checked when left and again as it is typed, and every submit answered by
 * the server (see field-rules.ts). The fields are typed by the schema's input unless `Schema`
 * says otherwise.
 */
export function useRulesForm<Schema = Record<string, unknown>>(
  rules: FormRules<Schema> | FormRules,
  options: Omit<FormOptions<Schema>, "rules">,
) {
  return useForm<Schema>({ ...options, rules: rules as FormRules });
}

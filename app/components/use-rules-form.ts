import { parse, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { checkValues, type FormRules } from "~/forms/field-rules";

// Kept: conform has no way to run the server's zod-free field rules (forms/field-rules) itself.

type Options<Shape> = {
  id?: string;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: DefaultValue<Shape>;
};

// conform's intent button name (not exported by @conform-to/react).
const INTENT = "__intent__";

const within = (name: string, scope: string) =>
  scope === "" || name === scope || name.startsWith(`${scope}.`) || name.startsWith(`${scope}[`);

/**
 * conform's useForm with the rules the server derived from the form's schema (loader data): the
 * constraints on the inputs, a field checked when left and again as it is typed, and intent
 * buttons (list changes, updates, resets) done in place. A submit always goes to the server,
 * which answers with every problem, cross-field rules included.
 */
export function useRulesForm<Shape extends Record<string, unknown> = Record<string, unknown>>(
  rules: FormRules<Shape> | FormRules | undefined,
  options: Options<Shape>,
) {
  // The errors shown: a check of one field keeps the others' (the server's included).
  const shown = useRef<Record<string, string[]>>({});
  const [form, fields] = useForm<Shape>({
    ...options,
    constraint: rules?.constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve: (payload, intent) => {
          // `error: null` lets the submit through to the server; an intent is done here.
          if (!intent) return { error: null };
          const { name, index } = intent.payload as { name?: string; index?: number };
          const scope = index === undefined ? (name ?? "") : `${name ?? ""}[${index}]`;
          const error: Record<string, string[] | null> = {};
          for (const kept of Object.keys(shown.current))
            if (!within(kept, scope)) error[kept] = null;
          if (rules)
            for (const [field, found] of Object.entries(checkValues(payload, rules)))
              if (within(field, scope)) error[field] = found;
          return { error };
        },
      }),
  });
  shown.current = form.allErrors;
  useEffect(() => {
    // An input re-mounted while focused (an update or reset of it) blurs while React commits,
    // when React handles no events: conform's check of it would go to the server as a page load.
    const stray = (event: SubmitEvent) => {
      const target = event.target as HTMLFormElement;
      if (!event.defaultPrevented && event.submitter?.getAttribute("name") === INTENT)
        if (target.getAttribute("id") === form.id) event.preventDefault();
    };
    window.addEventListener("submit", stray);
    return () => window.removeEventListener("submit", stray);
  }, [form.id]);
  return [form, fields] as const;
}

/**
 * Empties inputs the server's reply left out (hideFields: passwords, a used code) as a reload
 * would, without an intent: the reply's errors and status stay, and no input is re-mounted.
 */
export function emptyInputs(formId: string, names: readonly string[]) {
  const form = document.forms.namedItem(formId);
  for (const name of names) {
    const input = form?.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.value = "";
  }
}

import { useForm, type Submission } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { validateByRules, type FormRules } from "~/forms/field-rules";

type Options<Schema extends Record<string, unknown>> = Omit<
  Parameters<typeof useForm<Schema>>[0],
  "constraint" | "onValidate"
>;

/**
 * conform's useForm with the rules the server derived from the form's schema (loader data):
 * the constraints on the inputs, each field checked when left and again as it is typed, and
 * every submit answered by the server (see field-rules.ts). The fields are typed by the schema's
 * input unless `Schema` says otherwise.
 */
export function useRulesForm<Schema extends Record<string, unknown>>(
  rules: FormRules<Schema> | FormRules,
  options: Options<Schema>,
) {
  // The errors shown now: a field's check keeps the others' (the server's among them).
  const shown = useRef<() => Record<string, unknown>>(() => ({}));
  const result = useForm<Schema>({
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    ...options,
    constraint: rules.constraint,
    onValidate: ({ formData }): Submission<Schema> =>
      validateByRules(formData, rules, shown.current()) as Submission<Schema>,
  });
  shown.current = () => result[0].allErrors;
  // A page that opens with the server's errors (a GET form's answer, a full reload) puts the
  // focus on the first invalid field, as conform does when the answer comes to a mounted form.
  const opening = useRef({ id: result[0].id, errors: options.lastResult?.status === "error" });
  useEffect(() => {
    const { id, errors } = opening.current;
    if (errors)
      document.getElementById(id)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, []);
  return result;
}

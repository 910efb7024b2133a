// The attributes a form and its controls take from their metadata, as conform's helpers give
// them: names, ids, constraints, defaults and the error wiring for screen readers.
import type { FieldMeta, FormMeta } from "./use-form";

type Options = { ariaDescribedBy?: string };

export function getFormProps(form: FormMeta) {
  return { id: form.id, onSubmit: form.onSubmit, noValidate: form.noValidate };
}

function controlProps(meta: FieldMeta, { ariaDescribedBy }: Options) {
  const invalid = meta.errors !== undefined;
  const describedBy = [invalid ? meta.errorId : "", ariaDescribedBy ?? ""]
    .filter((id, i, all) => id && all.indexOf(id) === i)
    .join(" ");
  return {
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    required: meta.required || undefined,
    "aria-invalid": invalid || undefined,
    "aria-describedby": describedBy || undefined,
  };
}

const text = (value: unknown) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined;

/**
 * An uncontrolled input: its default is the field's initial value; a checkbox or radio with
 * `value` is checked when the field holds that value (or, for a list, includes it).
 */
export function getInputProps(
  meta: FieldMeta,
  options: Options & { type: string; value?: string },
) {
  const { type, value } = options;
  const initial = meta.initialValue;
  const choice =
    type === "checkbox" || type === "radio"
      ? {
          value: value ?? "on",
          defaultChecked: Array.isArray(initial)
            ? initial.includes(value ?? "on")
            : initial === (value ?? "on"),
        }
      : { defaultValue: text(initial) };
  return {
    ...controlProps(meta, options),
    type,
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    min: meta.min,
    max: meta.max,
    step: meta.step,
    pattern: meta.pattern,
    multiple: meta.multiple,
    ...choice,
  };
}

export function getSelectProps(meta: FieldMeta, options: Options = {}) {
  const initial = meta.initialValue;
  return {
    ...controlProps(meta, options),
    multiple: meta.multiple,
    defaultValue: Array.isArray(initial) ? initial.map((v) => text(v) ?? "") : text(initial),
  };
}

export function getTextareaProps(meta: FieldMeta, options: Options = {}) {
  return {
    ...controlProps(meta, options),
    minLength: meta.minLength,
    maxLength: meta.maxLength,
    defaultValue: text(meta.initialValue),
  };
}

import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import { LookupInput } from "~/components/lookup/lookup-input";
import { parseMsg } from "~/forms/messages";
import { localiseValues } from "~/i18n/format-values";
import { useTranslation } from "~/i18n/use-translation";

export function useValidationText() {
  const { t, i18n } = useTranslation("messages");
  return (encoded: string) => {
    const { key, values } = parseMsg(encoded);
    return t(key, localiseValues(values, i18n.language));
  };
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const text = useValidationText();
  if (!errors?.length) return <div id={id} className="min-h-[1rem]" />;
  return (
    <ul id={id} className="mt-1 text-xs text-red-700">
      {errors.map((e) => (
        <li key={e}>{text(e)}</li>
      ))}
    </ul>
  );
}

/**
 * conform's input props, less the text rules HTML forbids on date and number inputs (pattern,
 * minlength, maxlength): the schema's own checks of those fields still run on blur and on the server.
 */
export function inputPropsOf(
  meta: FieldMetadata<string | number | undefined>,
  options: Parameters<typeof getInputProps>[1],
) {
  const props = getInputProps(meta, options);
  if (options.type !== "date" && options.type !== "number") return props;
  const { pattern: _p, minLength: _min, maxLength: _max, ...allowed } = props;
  return allowed;
}

/**
 * conform's props for a hidden input, without the constraints HTML does not allow on
 * `type=hidden` (required, bounds, lengths, pattern): the schema checks the value on the server.
 */
export function hiddenInputProps(meta: FieldMetadata<unknown>) {
  const {
    required: _r,
    min: _min,
    max: _max,
    minLength: _minL,
    maxLength: _maxL,
    pattern: _p,
    step: _s,
    multiple: _m,
    ...allowed
  } = getInputProps(meta as FieldMetadata<string>, { type: "hidden" });
  return allowed;
}

type FieldProps = {
  meta: FieldMetadata<string | number | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "date" | "time" | "number";
  autoComplete?: string;
  className?: string;
  inputClassName?: string;
  /** Bounds beyond the schema's (e.g. birth dates by passenger type); the schema's otherwise. */
  min?: string;
  max?: string;
  list?: string;
};

/** A labelled input whose errors are announced with the input (aria-describedby). */
export function Field({
  meta,
  label,
  type = "text",
  autoComplete,
  className,
  inputClassName,
  min,
  max,
  list,
}: FieldProps) {
  const props = inputPropsOf(meta, { type, ariaDescribedBy: meta.errorId });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      {list ? (
        // A datalist look-up becomes a combobox once used (components/lookup).
        <LookupInput
          {...props}
          key={meta.key}
          label={label}
          list={list}
          className={`input ${inputClassName ?? ""}`}
        />
      ) : (
        <input
          {...props}
          key={meta.key}
          min={min ?? props.min}
          max={max ?? props.max}
          autoComplete={autoComplete}
          className={`input ${inputClassName ?? ""}`}
        />
      )}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextareaField({
  meta,
  label,
  rows = 4,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  rows?: number;
}) {
  const props = getTextareaProps(meta, { ariaDescribedBy: meta.errorId });
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <textarea {...props} key={meta.key} rows={rows} className="input" />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A labelled select; `placeholder` adds an empty first choice. */
export function SelectField({
  meta,
  label,
  options,
  placeholder,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
}) {
  const props = getSelectProps(meta, { ariaDescribedBy: meta.errorId });
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <select {...props} key={meta.key} className="input">
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

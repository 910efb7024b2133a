import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { useTranslation } from "react-i18next";
import { parseMsg } from "~/forms/messages";

export function useValidationText() {
  const { t } = useTranslation("messages");
  return (encoded: string) => {
    const { key, values } = parseMsg(encoded);
    return t(key, values);
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

type FieldProps = {
  meta: FieldMetadata<string | undefined>;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "date";
  autoComplete?: string;
  className?: string;
  inputClassName?: string;
  defaultValueOverride?: string;
};

/** A labelled input whose errors are announced with the input (aria-describedby). */
export function Field({ meta, label, type = "text", autoComplete, className, inputClassName }: FieldProps) {
  const props = getInputProps(meta, { type, ariaDescribedBy: meta.errorId });
  return (
    <div className={className}>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <input {...props} key={props.key} autoComplete={autoComplete} className={`input ${inputClassName ?? ""}`} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextareaField({ meta, label, rows = 4 }: { meta: FieldMetadata<string | undefined>; label: string; rows?: number }) {
  const props = getTextareaProps(meta, { ariaDescribedBy: meta.errorId });
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <textarea {...props} key={props.key} rows={rows} className="input" />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

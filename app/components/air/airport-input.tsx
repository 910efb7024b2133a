import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FieldErrors } from "~/components/field";
import { LookupInput } from "~/components/lookup/lookup-input";

/**
 * A text input with suggestions (name and code) from our own look-up route, as a combobox once
 * used. Without JavaScript it is a plain input: the server accepts a code or a full name and
 * explains an unknown or ambiguous one.
 */
export function AirportInput({
  meta,
  label,
  source = "/resources/airports",
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  source?: string;
}) {
  const props = getInputProps(meta, { type: "text", ariaDescribedBy: meta.errorId });
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <LookupInput {...props} key={meta.key} label={label} source={source} className="input" />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

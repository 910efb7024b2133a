import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { AirportChoices } from "~/components/air/airport-choices";
import { FieldErrors, useValidationText } from "~/components/field";
import { LookupInput } from "~/components/lookup/lookup-input";
import { msg } from "~/forms/messages";

/**
 * A text input with suggestions (name and code) from our own look-up route, as a combobox once
 * used. Without JavaScript it is a plain input: the server accepts a code or a full name and
 * explains an unknown or ambiguous one.
 */
export function AirportInput({
  meta,
  label,
  source = "/resources/airports",
  choices,
}: {
  meta: FieldMetadata<string | undefined>;
  label: string;
  source?: string;
  /** The airports an ambiguous name may mean (the server's answer). */
  choices?: { code: string; name: string }[];
}) {
  const props = getInputProps(meta, { type: "text", ariaDescribedBy: meta.errorId });
  const text = useValidationText();
  // The server's words for a name no airport matches, said on blur (the airline look-up: no).
  const unknown =
    source === "/resources/airports"
      ? (typed: string) => text(msg("AIRPORT_UNKNOWN", { value: typed }))
      : undefined;
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <LookupInput
        {...props}
        key={meta.key}
        label={label}
        source={source}
        unknownText={unknown}
        className="input"
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
      {choices?.length && meta.errors?.length ? (
        <AirportChoices name={meta.name} typed={String(meta.value ?? "")} choices={choices} />
      ) : null}
    </div>
  );
}

import { getInputProps } from "~/components/form/props";
import { type FieldMeta } from "~/components/form/use-form";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { FieldErrors } from "~/components/field";

type Suggestion = { code: string; name: string };

/**
 * A text input with suggestions (name and code) from our own look-up route. Without JavaScript
 * it is a plain input: the server accepts a code or a full name and explains an unknown or
 * ambiguous one.
 */
export function AirportInput({
  meta,
  label,
  source = "/resources/airports",
}: {
  meta: FieldMeta<string | undefined>;
  label: string;
  source?: string;
}) {
  const fetcher = useFetcher<{ suggestions: Suggestion[] }>();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const listId = `${meta.id}-suggestions`;
  const props = getInputProps(meta, { type: "text", ariaDescribedBy: meta.errorId });
  return (
    <div>
      <label htmlFor={meta.id} className="label">
        {label}
      </label>
      <input
        {...props}
        key={meta.key}
        list={listId}
        autoComplete="off"
        className="input"
        onChange={(event) => {
          const q = event.currentTarget.value.trim();
          clearTimeout(timer.current);
          if (q.length >= 2)
            timer.current = setTimeout(
              () => fetcher.load(`${source}?q=${encodeURIComponent(q)}`),
              200,
            );
        }}
      />
      <datalist id={listId}>
        {(fetcher.data?.suggestions ?? []).map((s) => (
          <option key={s.code} value={s.code} label={`${s.name} (${s.code})`} />
        ))}
      </datalist>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

import { Combobox } from "@headlessui/react";
import { useLayoutEffect, useMemo, useRef, useState, type InputHTMLAttributes } from "react";

export type Suggestion = { code: string; name: string };

export type LookupProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  name: string;
  label: string;
  source?: string;
  list?: string;
  /** What the plain input held when this took its place, and whether it had the focus. */
  initial: string;
  focus: boolean;
  /** The plain input's selection, kept when it hands over with the focus. */
  selection?: [number, number];
};

const MAX = 12;

/** The options of a server-rendered <datalist> (e.g. the countries of the passenger form). */
function readList(id: string): Suggestion[] {
  const node = document.getElementById(id);
  if (!(node instanceof HTMLDataListElement)) return [];
  return [...node.options].map((o) => ({ code: o.value, name: o.label }));
}

function matching(all: Suggestion[], q: string): Suggestion[] {
  if (!q) return [];
  const lower = q.toLocaleLowerCase();
  const upper = q.toUpperCase();
  return all
    .filter((s) => s.code.startsWith(upper) || s.name.toLocaleLowerCase().includes(lower))
    .slice(0, MAX);
}

/** What Enter in a text field does: submit with the form's default (first) submit button. */
function submitImplicitly(form: HTMLFormElement | null) {
  const button = [...(form?.elements ?? [])].find(
    (el): el is HTMLButtonElement | HTMLInputElement =>
      (el instanceof HTMLButtonElement || el instanceof HTMLInputElement) && el.type === "submit",
  );
  if (form && !button?.disabled) form.requestSubmit(button);
}

/**
 * The look-up as a Headless UI combobox. The input keeps its name and holds the text the server
 * resolves: typing stays as typed (Escape, Tab and leaving keep it); Enter or a click on an
 * option puts that option's code in. A failed look-up shows nothing (spec 01 §7).
 */
export function LookupCombobox({
  source,
  list,
  label,
  initial,
  focus,
  selection,
  defaultValue: _server,
  ...input
}: LookupProps) {
  const [text, setText] = useState(initial);
  const [found, setFound] = useState<Suggestion[]>([]);
  const fixed = useMemo(() => (list ? readList(list) : null), [list]);
  const field = useRef<HTMLInputElement>(null);
  // Only an explicit choice replaces the text: Headless UI also picks the highlighted option on blur.
  const choosing = useRef(false);
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; abort?: AbortController }>({});

  // In the commit that replaces the plain input, not after paint: a key pressed in between would
  // find no focused field and be lost.
  useLayoutEffect(() => {
    const node = field.current;
    if (focus && node) {
      node.focus();
      const [start, end] = selection ?? [node.value.length, node.value.length];
      node.setSelectionRange(start, end);
    }
    const current = pending.current;
    return () => {
      clearTimeout(current.timer);
      current.abort?.abort();
    };
  }, [focus, selection]);

  const lookUp = (q: string) => {
    const current = pending.current;
    clearTimeout(current.timer);
    current.abort?.abort();
    if (!source || q.length < 2) return setFound([]);
    current.timer = setTimeout(() => {
      const abort = (current.abort = new AbortController());
      fetch(`${source}?q=${encodeURIComponent(q)}`, { signal: abort.signal })
        .then((r) => (r.ok ? r.json() : {}))
        .then((d: { suggestions?: Suggestion[] }) => setFound(d.suggestions ?? []))
        .catch(() => {}); // look-up errors give no suggestions
    }, 200);
  };

  const q = text.trim();
  const options = fixed ? matching(fixed, q) : found;

  return (
    <Combobox
      value={text}
      onChange={(code: string) => {
        if (!choosing.current) return;
        choosing.current = false;
        setText(code);
        // Headless UI writes the value itself; the form's own listeners hear it as typing.
        requestAnimationFrame(() =>
          field.current?.dispatchEvent(new Event("input", { bubbles: true })),
        );
      }}
    >
      <div className="relative">
        <Combobox.Input
          {...input}
          ref={field}
          defaultValue={initial}
          autoComplete="off"
          displayValue={(value: string) => value}
          onChange={(event) => {
            choosing.current = false;
            setText(event.target.value);
            lookUp(event.target.value.trim());
          }}
          onKeyDown={(event) => {
            if (["Enter", "ArrowDown", "ArrowUp"].includes(event.key)) choosing.current = true;
            // Nothing to choose: Enter submits the form, as in a plain input (Headless UI would
            // only close its empty list).
            if (event.key === "Enter" && options.length === 0) {
              event.preventDefault();
              submitImplicitly(event.currentTarget.form);
            }
          }}
        />
        {options.length > 0 ? (
          <Combobox.Options
            aria-label={label}
            className="absolute z-30 mt-1 max-h-72 w-full min-w-[16rem] overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm text-slate-900 shadow-lg"
          >
            {options.map((s) => (
              <Combobox.Option
                key={s.code}
                value={s.code}
                onClick={() => (choosing.current = true)}
                className={({ active }) =>
                  `flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 ${active ? "bg-brand-700 text-white" : ""}`
                }
              >
                <span>{s.name}</span>
                <span className="font-mono text-xs font-semibold">{s.code}</span>
              </Combobox.Option>
            ))}
          </Combobox.Options>
        ) : null}
      </div>
    </Combobox>
  );
}

import { Combobox } from "@headlessui/react";
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type InputHTMLAttributes,
} from "react";

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
  /** Said when the look-up finds nothing for what was typed and the field is left. */
  unknownText?: (typed: string) => string;
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
 * option puts that option's code in. A failed look-up shows nothing (docs/behaviour.md#look-ups).
 */
export function LookupCombobox({
  source,
  list,
  label,
  initial,
  focus,
  selection,
  unknownText,
  defaultValue: served,
  ...input
}: LookupProps) {
  const [text, setText] = useState(initial);
  const [found, setFound] = useState<Suggestion[]>([]);
  // The last answer of the look-up and what it was for; `unknown`: nothing matched, field left.
  const answered = useRef<{ q: string; list: Suggestion[] } | null>(null);
  const [unknown, setUnknown] = useState<string | null>(null);
  const [held, setHeld] = useState(false);
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

  const fetchNow = (q: string): Promise<Suggestion[] | null> => {
    const current = pending.current;
    clearTimeout(current.timer);
    current.abort?.abort();
    const abort = (current.abort = new AbortController());
    return fetch(`${source}?q=${encodeURIComponent(q)}`, { signal: abort.signal })
      .then((r) => (r.ok ? (r.json() as Promise<{ suggestions?: Suggestion[] }>) : null))
      .then((d) => {
        if (!d) return null; // a failed look-up proves nothing
        const list = d.suggestions ?? [];
        answered.current = { q, list };
        setFound(list);
        if (!list.length && unknownText && document.activeElement !== field.current) setUnknown(q);
        return list;
      })
      .catch(() => null); // look-up errors give no suggestions
  };

  const lookUp = (q: string) => {
    const current = pending.current;
    clearTimeout(current.timer);
    current.abort?.abort();
    if (!source || q.length < 2) return setFound([]);
    current.timer = setTimeout(() => void fetchNow(q), 200);
  };

  /** Enter before the list came: one match is taken, several are shown, none is said. */
  const enterEarly = async (q: string) => {
    const list = answered.current?.q === q ? answered.current.list : await fetchNow(q);
    const node = field.current;
    if (list === null) return submitImplicitly(node?.form ?? null);
    if (list.length === 1 && node) {
      setText(list[0].code);
      node.value = list[0].code;
      node.dispatchEvent(new Event("input", { bubbles: true }));
    } else if (list.length > 1) setHeld(true);
    else if (unknownText) setUnknown(q);
    else submitImplicitly(node?.form ?? null);
  };

  // Typed into the plain input while this was on its way: looked up now, as typing here would
  // have been (suggestions in the field, or "no match" once it was left before this arrived).
  useEffect(() => {
    const typed = initial.trim();
    if (!source || typed.length < 2 || typed === String(served ?? "").trim()) return;
    if (focus) lookUp(typed);
    else if (unknownText) void fetchNow(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for what the plain input held
  }, []);

  const q = text.trim();
  const options = fixed ? matching(fixed, q) : found;

  return (
    <Combobox
      value={text}
      onChange={(code: string) => {
        if (!choosing.current) return;
        choosing.current = false;
        setHeld(false);
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
          aria-invalid={unknown !== null || input["aria-invalid"] ? true : undefined}
          aria-describedby={
            unknown !== null
              ? `${input["aria-describedby"] ?? ""} ${input.id}-unknown`.trim()
              : input["aria-describedby"]
          }
          onChange={(event) => {
            choosing.current = false;
            setUnknown(null);
            setHeld(false);
            setText(event.target.value);
            lookUp(event.target.value.trim());
          }}
          onBlur={(event) => {
            const typed = event.target.value.trim();
            const last = answered.current;
            if (!unknownText || !source || typed.length < 2) return;
            // Typed before this took over from the plain input: not looked up yet.
            if (last?.q !== typed) void fetchNow(typed);
            else setUnknown(last.list.length ? null : typed);
          }}
          onKeyDown={(event) => {
            if (["Enter", "ArrowDown", "ArrowUp"].includes(event.key)) choosing.current = true;
            if (event.key !== "Enter" || options.length > 0) return;
            event.preventDefault();
            // The list not there yet: wait for it rather than send the typed text.
            if (source && q.length >= 2 && !fixed) void enterEarly(q);
            // Nothing to choose: Enter submits the form, as in a plain input (Headless UI would
            // only close its empty list).
            else submitImplicitly(event.currentTarget.form);
          }}
        />
        {unknown !== null && unknownText ? (
          <p id={`${input.id}-unknown`} className="mt-1 text-xs text-red-700">
            {unknownText(unknown)}
          </p>
        ) : null}
        {options.length > 0 ? (
          <Combobox.Options
            static={held || undefined}
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

import { useEffect, useRef, useState, type ComponentType, type InputHTMLAttributes } from "react";
import type { LookupProps } from "./lookup-combobox";

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  name: string;
  /** The field's label: it names the list of suggestions too. */
  label: string;
  /** A look-up route answering `?q=` with `{ suggestions: [{ code, name }] }`. */
  source?: string;
  /** Or the id of a server-rendered <datalist> whose options are the whole choice. */
  list?: string;
  /** Said when the look-up finds nothing for what was typed (with JavaScript). */
  unknownText?: (typed: string) => string;
};

/**
 * A text input the server resolves (a code or a name). On first focus or pointer the Headless UI
 * combobox is fetched and takes its place with what was typed; until then, and without
 * JavaScript, it is this plain input (with the datalist, if any).
 */
export function LookupInput({ source, list, label, unknownText, ...input }: Props) {
  const plain = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const [Combobox, setCombobox] = useState<ComponentType<LookupProps> | null>(null);
  const handOver = useRef<{ initial: string; focus: boolean; selection: [number, number] } | null>(
    null,
  );
  const load = () => {
    if (started.current) return;
    started.current = true;
    import("./lookup-combobox").then(
      ({ LookupCombobox }) => setCombobox(() => LookupCombobox),
      () => {
        started.current = false; // stays a plain input; the next focus tries again
      },
    );
  };
  // Browser suggestions would cover ours once scripts run; without them the browser may keep
  // (and on Back restore) what was typed, so the served markup leaves autocomplete alone.
  useEffect(() => plain.current?.setAttribute("autocomplete", "off"), []);
  if (Combobox) {
    // Read in the render that replaces the plain input (render and commit run in one task), so
    // nothing typed while the chunk was on its way is lost.
    const node = plain.current;
    const typed = node?.value ?? "";
    handOver.current ??= {
      initial: typed,
      focus: !!node && node === document.activeElement,
      // A selection made before the swap (select all, then type over it) stays selected.
      selection: [node?.selectionStart ?? typed.length, node?.selectionEnd ?? typed.length],
    };
    const { initial, focus, selection } = handOver.current;
    return (
      <Combobox
        {...input}
        label={label}
        source={source}
        list={list}
        unknownText={unknownText}
        initial={initial}
        focus={focus}
        selection={selection}
      />
    );
  }
  return <input {...input} ref={plain} list={list} onFocus={load} onPointerEnter={load} />;
}

import { useRef, useState, type ComponentType, type InputHTMLAttributes } from "react";
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
};

type Loaded = { Combobox: ComponentType<LookupProps>; initial: string; focus: boolean };

/**
 * A text input the server resolves (a code or a name). On first focus or pointer the Headless UI
 * combobox is fetched and takes its place with what was typed; until then, and without
 * JavaScript, it is this plain input (with the datalist, if any).
 */
export function LookupInput({ source, list, label, ...input }: Props) {
  const plain = useRef<HTMLInputElement>(null);
  const started = useRef(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const load = () => {
    if (started.current) return;
    started.current = true;
    import("./lookup-combobox").then(
      ({ LookupCombobox }) => {
        const node = plain.current;
        setLoaded({
          Combobox: LookupCombobox,
          initial: node?.value ?? "",
          focus: !!node && node === document.activeElement,
        });
      },
      () => {
        started.current = false; // stays a plain input; the next focus tries again
      },
    );
  };
  if (loaded) {
    const { Combobox, initial, focus } = loaded;
    return (
      <Combobox
        {...input}
        label={label}
        source={source}
        list={list}
        initial={initial}
        focus={focus}
      />
    );
  }
  return (
    <input
      {...input}
      ref={plain}
      list={list}
      autoComplete="off"
      onFocus={load}
      onPointerEnter={load}
    />
  );
}

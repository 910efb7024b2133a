import { useRef, useState, type ComponentType, type ReactNode } from "react";
import { Entry, type MenuEntry } from "./entries";
import type { HeadlessDropdownProps } from "./headless-dropdown";

export type DropdownProps = {
  /** What the button shows (and is named by). */
  label: ReactNode;
  entries: MenuEntry[];
  buttonClassName: string;
  panelClassName: string;
  /** Wraps the entries, e.g. in the form its buttons submit. */
  wrap?: (entries: ReactNode) => ReactNode;
};

const same = (entries: ReactNode) => entries;

/**
 * A drop-down menu: a <details> until first pointed at or focused (and without JavaScript), then
 * a Headless UI menu fetched on demand (arrow keys, Escape, role menu/menuitem).
 */
export function DropdownMenu(props: DropdownProps) {
  const { label, entries, buttonClassName, panelClassName, wrap = same } = props;
  const details = useRef<HTMLDetailsElement>(null);
  const started = useRef(false);
  const [Menu, setMenu] = useState<ComponentType<HeadlessDropdownProps> | null>(null);
  const handOver = useRef<{ open: boolean; focus: boolean } | null>(null);
  const load = () => {
    if (started.current) return;
    started.current = true;
    import("./headless-dropdown").then(
      ({ HeadlessDropdown }) => setMenu(() => HeadlessDropdown),
      () => {
        started.current = false; // stays a <details>
      },
    );
  };
  if (Menu) {
    // Read in the render that replaces the <details>, as it is at that moment.
    const node = details.current;
    handOver.current ??= {
      open: !!node?.open,
      focus: !!node && node.contains(document.activeElement),
    };
    return <Menu {...props} wrap={wrap} {...handOver.current} />;
  }
  return (
    <details ref={details} className="relative">
      <summary className={buttonClassName} onFocus={load} onPointerEnter={load}>
        {label}
      </summary>
      <div className={panelClassName}>
        {wrap(entries.map((entry) => <Entry key={entry.key} entry={entry} />))}
      </div>
    </details>
  );
}

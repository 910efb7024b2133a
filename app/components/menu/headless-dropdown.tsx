import { Menu } from "@headlessui/react";
import { useEffect, useRef } from "react";
import { Entry } from "./entries";
import type { DropdownProps } from "./dropdown-menu";

export type HeadlessDropdownProps = Required<DropdownProps> & { open: boolean; focus: boolean };

/** The drop-down as a Headless UI menu; it opens if the <details> it replaces was open. */
export function HeadlessDropdown({
  label,
  entries,
  buttonClassName,
  panelClassName,
  wrap,
  open,
  focus,
}: HeadlessDropdownProps) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) button.current?.click();
    else if (focus) button.current?.focus();
  }, [open, focus]);
  return (
    <Menu as="div" className="relative">
      <Menu.Button ref={button} className={buttonClassName}>
        {label}
      </Menu.Button>
      <Menu.Items className={`${panelClassName} focus:outline-none`}>
        {wrap(
          entries.map((entry) => (
            <Menu.Item key={entry.key}>
              {({ active }) => <Entry entry={entry} active={active} />}
            </Menu.Item>
          )),
        )}
      </Menu.Items>
    </Menu>
  );
}

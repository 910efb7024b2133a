import { Menu } from "@headlessui/react";
import { useEffect, useRef } from "react";
import type { DropdownProps } from "./dropdown-menu";
import { Entry } from "./entries";

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
  // Entries stay in the page while closed (unmount={false}): a click closes the menu before the
  // browser submits the form, and a submit button no longer in the page submits nothing.
  return wrap(
    <Menu as="div" className="relative">
      <Menu.Button ref={button} className={buttonClassName}>
        {label}
      </Menu.Button>
      <Menu.Items unmount={false} className={`${panelClassName} focus:outline-none`}>
        {entries.map((entry) => (
          <Menu.Item key={entry.key}>
            {({ active }) => <Entry entry={entry} active={active} />}
          </Menu.Item>
        ))}
      </Menu.Items>
    </Menu>,
  );
}

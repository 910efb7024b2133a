import { Link } from "@remix-run/react";
import { forwardRef, type ReactNode } from "react";

/** An entry of a drop-down menu: a link, or a submit button of the form the menu sits in. */
export type MenuEntry = { key: string; label: ReactNode; className: string } & (
  | { to: string }
  | {
      name: string;
      value: string;
      lang?: string;
      current?: boolean;
      /** Submits another form of the page (its id and action) instead of the menu's own. */
      submits?: { form: string; action: string };
    }
);

/** One entry as an element; Headless UI passes its menuitem props (role, id, handlers) through. */
export const Entry = forwardRef<HTMLElement, { entry: MenuEntry; active?: boolean }>(function Entry(
  { entry, active, ...menuItem },
  ref,
) {
  const className = `${entry.className} ${active ? "bg-slate-100" : ""}`;
  if ("to" in entry)
    return (
      <Link
        ref={ref as React.Ref<HTMLAnchorElement>}
        to={entry.to}
        className={className}
        {...menuItem}
      >
        {entry.label}
      </Link>
    );
  return (
    <button
      ref={ref as React.Ref<HTMLButtonElement>}
      type="submit"
      name={entry.name}
      value={entry.value}
      lang={entry.lang}
      form={entry.submits?.form}
      formAction={entry.submits?.action}
      // The other form's rules are for its own submit: its typing travels as it is.
      formNoValidate={entry.submits ? true : undefined}
      aria-current={entry.current ? "true" : undefined}
      className={className}
      {...menuItem}
    >
      {entry.label}
    </button>
  );
});

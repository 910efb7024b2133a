/**
 * A column header: its text, or `{ label, hidden: true }` for one only screen readers hear (an
 * icon column), `align: "right"` for amounts.
 */
export type Header =
  | string
  | {
      label: React.ReactNode;
      hidden?: boolean;
      align?: "left" | "right";
      key?: string;
      /** A sortable column's current order (aria-sort). */
      sort?: "ascending" | "descending" | "none";
    };

// Each row a two-column grid; each cell (td, or a row header) shows its data-label above its text.
const labelledRows =
  "max-sm:[&>tr]:grid max-sm:[&>tr]:grid-cols-2 max-sm:[&>tr]:gap-x-3 max-sm:[&>tr]:gap-y-2 " +
  "max-sm:[&>tr]:py-3 max-sm:[&>tr>*]:p-0 max-sm:[&>tr>*]:text-left " +
  "max-sm:[&>tr>*]:whitespace-normal max-sm:[&>tr>*]:break-words " +
  "max-sm:[&>tr>*]:before:block max-sm:[&>tr>*]:before:text-xs " +
  "max-sm:[&>tr>*]:before:font-normal max-sm:[&>tr>*]:before:text-slate-600 " +
  "max-sm:[&>tr>*]:before:content-[attr(data-label)]";

/**
 * The portal's one data table: scrollable, captioned (for screen readers only unless
 * `captionVisible`), column headers scoped, an optional footer row group (totals).
 * `compact` is the dense form used inside cards (booking details, flight cards).
 * `cardsOnPhones`: below the `sm` breakpoint the rows stack as cards instead of scrolling
 * sideways (the caller lays out each row's cells with `max-sm:` classes); the column headers stay
 * for screen readers, and Chromium and Firefox keep the table's semantics.
 * `labelledCards`: the same cards laid out here, two cells a line, for tables whose every cell
 * carries `data-label` (its column's name, shown above it on a phone).
 */
export function DataTable({
  caption,
  captionVisible = false,
  headers,
  footer,
  compact = false,
  cardsOnPhones = false,
  labelledCards = false,
  className,
  children,
}: {
  caption: React.ReactNode;
  captionVisible?: boolean;
  headers: Header[];
  footer?: React.ReactNode;
  compact?: boolean;
  cardsOnPhones?: boolean;
  labelledCards?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  const cell = compact ? "py-1 pr-2" : "px-2 py-2";
  const stacked = cardsOnPhones || labelledCards;
  const phone = (classes: string) => (stacked ? ` ${classes}` : "");
  return (
    <div className={`relative ${className ?? "overflow-x-auto"}`}>
      <table
        className={
          (compact ? "min-w-full text-sm" : "min-w-full divide-y divide-slate-200 text-sm") +
          phone("max-sm:block")
        }
      >
        <caption
          className={
            // A stacked table is a block, so its caption must be one too, or it shrinks to a word.
            (captionVisible ? "mb-1 text-left font-semibold" : "sr-only") + phone("max-sm:block")
          }
        >
          {caption}
        </caption>
        <thead
          className={
            (compact
              ? "text-left text-xs uppercase text-slate-600"
              : "bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600") +
            phone("max-sm:sr-only")
          }
        >
          <tr>
            {headers.map((header, i) => {
              if (typeof header === "string")
                return (
                  <th key={i} scope="col" className={cell}>
                    {header}
                  </th>
                );
              return (
                <th
                  key={header.key ?? i}
                  scope="col"
                  aria-sort={header.sort}
                  className={header.align === "right" ? `${cell} text-right` : cell}
                >
                  {header.hidden ? <span className="sr-only">{header.label}</span> : header.label}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody
          className={
            (compact ? "" : "divide-y divide-slate-100 bg-white") +
              phone("max-sm:block") +
              (labelledCards ? ` ${labelledRows}` : "") || undefined
          }
        >
          {children}
        </tbody>
        {footer ? <tfoot>{footer}</tfoot> : null}
      </table>
    </div>
  );
}

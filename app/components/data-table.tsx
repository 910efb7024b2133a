/** A header cell's text, or one only screen readers hear (an icon column). */
export type Header = string | { label: string; hidden: true };

/** The list tables' frame: scrollable, captioned for screen readers, column headers scoped. */
export function DataTable({ caption, headers, children }: { caption: string; headers: Header[]; children: React.ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-600">
          <tr>
            {headers.map((header, i) => (
              <th key={i} scope="col" className="px-2 py-2">
                {typeof header === "string" ? header : <span className="sr-only">{header.label}</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
      </table>
    </div>
  );
}

/** Cuts long cell text to `max` characters; the full text stays on hover and for screen readers. */
export function Truncated({ text, max }: { text: string | null | undefined; max: number }) {
  const value = text ?? "";
  if (value.length <= max) return <>{value}</>;
  return (
    <span title={value}>
      <span aria-hidden="true">{value.slice(0, max)}…</span>
      <span className="sr-only">{value}</span>
    </span>
  );
}

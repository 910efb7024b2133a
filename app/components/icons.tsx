// Inline SVG icons: emoji glyphs render as empty boxes on PCs without an emoji font. The icon is
// decoration (aria-hidden); the link or button around it carries the accessible name.
type IconProps = { className?: string };

export function PrintIcon({ className = "h-5 w-5" }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={`${className} fill-current`}
      data-icon="print"
    >
      <path d="M7 3h10v4H7V3Zm-2 5h14a3 3 0 0 1 3 3v5h-4v5H6v-5H2v-5a3 3 0 0 1 3-3Zm3 8v3h8v-5H8v2Zm10-5.5a1 1 0 1 0 0 2 1 1 0 0 0 0-2Z" />
    </svg>
  );
}

export function EditIcon({ className = "h-5 w-5" }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={`${className} fill-current`}
      data-icon="edit"
    >
      <path d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25Zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83Z" />
    </svg>
  );
}

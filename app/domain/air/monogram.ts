// Airline logos from our own origin: an SVG monogram in a colour derived from the code, so
// locked-down PCs that block external media hosts still show something recognisable. Public and
// cacheable: it reveals nothing but the two characters of the URL.
const PALETTE = [
  "#0f766e",
  "#1d4ed8",
  "#b91c1c",
  "#7c3aed",
  "#c2410c",
  "#15803d",
  "#0369a1",
  "#a21caf",
  "#4d7c0f",
  "#be123c",
];

export function monogramSvg(code: string): string {
  const hash = [...code].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const colour = PALETTE[hash % PALETTE.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" role="img" aria-label="${code}"><rect width="40" height="40" rx="8" fill="${colour}"/><text x="20" y="26" text-anchor="middle" font-family="sans-serif" font-size="16" font-weight="700" fill="#fff">${code}</text></svg>`;
}

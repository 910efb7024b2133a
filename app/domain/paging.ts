// Pages of 10 everywhere (docs/behaviour.md#constants-and-limits); the upstream wants offset
// 10*(page-1).
export const PAGE_SIZE = 10;

export function pageFromParam(value: string | null | undefined): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export const offsetOf = (page: number, size = PAGE_SIZE) => size * (page - 1);

export const pageCount = (total: number, size = PAGE_SIZE) => Math.max(1, Math.ceil(total / size));

/** Page numbers to offer around the current one, with gaps as null: 1 … 4 5 [6] 7 8 … 20 */
export function pageWindow(current: number, total: number, radius = 2): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= total; p++) {
    if (p === 1 || p === total || Math.abs(p - current) <= radius) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

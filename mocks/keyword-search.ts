import { fold } from "./lang";

/** Autocompletes return at most this many suggestions. */
export const MAX_SUGGESTIONS = 20;

export interface SearchCandidate<T> {
  item: T;
  code: string;
  /**
   * Texts to match, by priority group (e.g. [[city names], [airport names]]). Each group holds
   * the requested-language text and the English one, since agents type either.
   */
  groups: string[][];
}

/**
 * Rank of a candidate for a keyword, lower is better, null for no match:
 * 0 exact code, 1 code prefix, then per group a text prefix, then a word prefix anywhere,
 * then any substring. Matching folds case and diacritics.
 */
function rank<T>(candidate: SearchCandidate<T>, keyword: string): number | null {
  const code = candidate.code.toLowerCase();
  if (code === keyword) return 0;
  if (code.startsWith(keyword)) return 1;
  const groups = candidate.groups.map((group) => group.map(fold));
  for (const [index, group] of groups.entries()) {
    if (group.some((text) => text.startsWith(keyword))) return 2 + index;
  }
  const all = groups.flat();
  if (all.some((text) => text.split(/[\s\-/(),.'·]+/u).some((word) => word.startsWith(keyword))))
    return 2 + groups.length;
  if (all.some((text) => text.includes(keyword))) return 3 + groups.length;
  return null;
}

/** Best matches first; equal ranks keep the candidates' order (the seed order, hubs first). */
export function searchByKeyword<T>(
  candidates: readonly SearchCandidate<T>[],
  rawKeyword: string,
  limit = MAX_SUGGESTIONS,
): T[] {
  const keyword = fold(rawKeyword.trim());
  if (keyword === "") return [];
  const ranked: { item: T; rank: number; order: number }[] = [];
  candidates.forEach((candidate, order) => {
    const score = rank(candidate, keyword);
    if (score !== null) ranked.push({ item: candidate.item, rank: score, order });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.order - b.order);
  return ranked.slice(0, limit).map((entry) => entry.item);
}

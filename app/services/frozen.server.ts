/**
 * Freezes a value and everything in it. The in-process caches hand the same object to every
 * request (a copy of a 300-fare search would cost more than the page): frozen, no caller can
 * change what the next one gets; an attempt throws (modules run in strict mode).
 */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

// What every back end of the key-value store agrees on: values travel as JSON, lifetimes are
// whole seconds, and a marker names its owner.

export function toJson(value: unknown): string {
  const json = JSON.stringify(value);
  // JSON.stringify(undefined) is undefined, which no backend could read back.
  if (json === undefined) throw new TypeError("Cannot store a value that has no JSON form");
  return json;
}

// Whole seconds everywhere, because Redis `EX` accepts nothing else.
export function ttlOf(ttlSeconds: number): number {
  if (!Number.isFinite(ttlSeconds) || ttlSeconds <= 0) {
    throw new RangeError(`ttlSeconds must be a positive number, got ${ttlSeconds}`);
  }
  return Math.ceil(ttlSeconds);
}

export const ownedBy = (json: string, owner: string) => {
  try {
    return (JSON.parse(json) as { owner?: unknown } | null)?.owner === owner;
  } catch {
    return false;
  }
};

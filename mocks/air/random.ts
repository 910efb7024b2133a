/**
 * Deterministic randomness for the air simulator. The spec wants the same search on the same day
 * to give the same offers, so nothing here may touch Math.random or the clock.
 */

/** FNV-1a 32-bit hash of a string: stable seeds from request keys and route names. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Short lower-case hex of a hash, for ids that must stay the same for the same input. */
export function hashHex(text: string, length = 8): string {
  return hash32(text).toString(16).padStart(8, "0").slice(0, length);
}

/** mulberry32: small, fast and good enough for schedules and prices. */
export class Prng {
  private state: number;

  constructor(seed: number | string) {
    this.state = typeof seed === "string" ? hash32(seed) : seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** A multiplier in [1 - spread, 1 + spread]. */
  jitter(spread: number): number {
    return 1 - spread + this.next() * 2 * spread;
  }
}

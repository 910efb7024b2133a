import { families, familyOf, type Family } from "../app/domain/back-office-family";

/** Most recent calls kept with their text, for counts filtered by `match`. */
const KEPT_CALLS = 20_000;
/** Enough of a call's body to find a date, a route or a corporate code in it. */
const KEPT_BODY = 4_096;

export type CallCounts = Record<Family, number> & { total: number };

/**
 * The calls the simulator answered, per family (app/domain/back-office-family.ts, the gateway
 * counts by the same names). Totals since the last reset; the latest calls also keep their URL
 * and the start of their body, so a test running beside others counts only the calls that
 * mention its own marker (a date, a corporate code), as scoped faults select theirs.
 */
export function callCounter() {
  let totals = zero();
  let recent: { family: Family; text: string }[] = [];
  return {
    async count(request: Request): Promise<void> {
      const family = familyOf(request.url);
      totals[family] += 1;
      totals.total += 1;
      const body =
        request.method === "GET" || request.method === "HEAD"
          ? ""
          : (await request.clone().text()).slice(0, KEPT_BODY);
      recent.push({ family, text: `${safeDecode(request.url)}\n${body}` });
      if (recent.length > KEPT_CALLS) recent = recent.slice(-KEPT_CALLS / 2);
    },
    counts(match?: string | null): CallCounts {
      if (!match) return { ...totals };
      const counts = zero();
      for (const call of recent)
        if (call.text.includes(match)) {
          counts[call.family] += 1;
          counts.total += 1;
        }
      return counts;
    },
    /** The kept text (URL and body start) of the latest calls mentioning `match`, oldest first. */
    recent(match: string, limit = 50): string[] {
      return recent
        .filter((call) => call.text.includes(match))
        .slice(-limit)
        .map((call) => call.text);
    },
    reset(): void {
      totals = zero();
      recent = [];
    },
  };
}

export type CallCounter = ReturnType<typeof callCounter>;

function zero(): CallCounts {
  const counts = { total: 0 } as CallCounts;
  for (const family of families) counts[family] = 0;
  return counts;
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

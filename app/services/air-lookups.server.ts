// Airport and airline names by code and locale for the flight cards, and resolution of what an
// agent typed into an airport field without JavaScript (a code, or a name typed in full).
// Code tables hardly change: a small per-process cache spares one look-up per card.
import { LRUCache } from "lru-cache";
import type { Locale } from "~/domain/locales";
import type { UpstreamContext } from "~/pamhk/client.server";
import {
  airlinesByKeyword,
  airportByCode,
  airportsByKeyword,
  type Airport,
} from "~/pamhk/codes.server";
import { deepFreeze } from "./frozen.server";

// Shared by every request, so frozen: no caller can change what the next one reads.
const TTL_MS = 60 * 60 * 1000;
const airports = new LRUCache<string, { value: Airport | null }>({ max: 5000, ttl: TTL_MS });
const airlineTables = new LRUCache<Locale, Record<string, string>>({ max: 3, ttl: TTL_MS });

export async function airportLookup(
  ctx: UpstreamContext,
  code: string,
  locale: Locale,
): Promise<Airport | null> {
  const key = `${locale}:${code}`;
  const hit = airports.get(key);
  if (hit) return hit.value;
  const value = deepFreeze((await airportByCode(ctx, code, locale)) ?? null);
  airports.set(key, { value });
  return value;
}

export type PlaceNames = Record<string, { name: string; city: string }>;

export async function airportNames(
  ctx: UpstreamContext,
  codes: Iterable<string>,
  locale: Locale,
): Promise<PlaceNames> {
  const unique = [...new Set(codes)].filter((c) => /^[A-Z]{3}$/.test(c));
  const found = await Promise.all(unique.map((code) => airportLookup(ctx, code, locale)));
  const names: PlaceNames = {};
  unique.forEach((code, i) => {
    const airport = found[i];
    names[code] = { name: airport?.name ?? code, city: airport?.cityName ?? code };
  });
  return names;
}

export async function airlineNames(
  ctx: UpstreamContext,
  locale: Locale,
): Promise<Record<string, string>> {
  const hit = airlineTables.get(locale);
  if (hit) return hit;
  const list = await airlinesByKeyword(ctx, "", locale);
  const value = Object.freeze(Object.fromEntries(list.map((a) => [a.code, a.name])));
  // An empty answer (back office down) is not cached, so names come back with it.
  if (list.length) airlineTables.set(locale, value);
  return value;
}

export type AirportChoice = { code: string; name: string };
export type Resolution =
  | { code: string }
  | { error: "AIRPORT_UNKNOWN" }
  | { error: "AIRPORT_AMBIGUOUS"; matches: AirportChoice[] };

/** "HKG", "hkg", "Hong Kong", or "Hong Kong International Airport (HKG)" -> HKG. */
export async function resolveAirport(
  ctx: UpstreamContext,
  typed: string,
  locale: Locale,
): Promise<Resolution> {
  const text = typed.trim();
  const suffix = /\(([A-Za-z]{3})\)\s*$/.exec(text);
  const candidate = (suffix?.[1] ?? text).toUpperCase();
  if (/^[A-Z]{3}$/.test(candidate) && (await airportLookup(ctx, candidate, locale)))
    return { code: candidate };
  const matches = await airportsByKeyword(ctx, text, locale);
  if (matches.length === 0) return { error: "AIRPORT_UNKNOWN" };
  if (matches.length === 1) return { code: matches[0].code };
  // A name typed in full picks its airport even when the keyword also matches others.
  const lower = text.toLowerCase();
  const exact = matches.filter(
    (a) => a.name.toLowerCase() === lower || a.code.toLowerCase() === lower,
  );
  if (exact.length === 1) return { code: exact[0].code };
  const sameCity = matches.filter((a) => a.cityName.toLowerCase() === lower);
  if (sameCity.length === 1) return { code: sameCity[0].code };
  // The airports it may mean, offered as choices (a page without JS has no suggestions).
  return {
    error: "AIRPORT_AMBIGUOUS",
    matches: matches.slice(0, SUGGESTIONS).map((a) => ({ code: a.code, name: a.name })),
  };
}

// The look-up inputs' suggestions (docs/behaviour.md#look-ups): at most 12; a failed look-up
// suggests nothing.
const SUGGESTIONS = 12;

export async function airportSuggestions(ctx: UpstreamContext, typed: string, locale: Locale) {
  const airports = await airportsByKeyword(ctx, typed, locale);
  return airports
    .slice(0, SUGGESTIONS)
    .map((a) => ({ code: a.code, name: `${a.name}, ${a.cityName}` }));
}

export async function airlineSuggestions(ctx: UpstreamContext, typed: string, locale: Locale) {
  return (await airlinesByKeyword(ctx, typed, locale)).slice(0, SUGGESTIONS);
}

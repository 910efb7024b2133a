import * as z from "zod";
import { upstreamLang } from "~/domain/code-tables";
import { type Locale } from "~/domain/locales";
import { callUpstream, type UpstreamContext } from "./client.server";

const CodeName = z.object({ code: z.string(), name: z.string() });
export const AirportSchema = CodeName.extend({
  cityName: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  countryCode: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
});
export type Airport = z.infer<typeof AirportSchema>;
export type CodeName = z.infer<typeof CodeName>;

// Look-ups feed autocompletes: errors are ignored and yield no suggestions
// (docs/behaviour.md#look-ups).
async function list<T>(promise: Promise<{ ok: true; data: T[] } | { ok: false }>): Promise<T[]> {
  const result = await promise;
  return result.ok ? result.data : [];
}

export function airportsByKeyword(ctx: UpstreamContext, keyword: string, locale: Locale) {
  return list(
    callUpstream(
      ctx,
      { path: "/codes/airportCodesByKeyword", query: { keyword, lang: upstreamLang(locale) } },
      z.object({ airportCodes: z.array(AirportSchema) }).transform((d) => d.airportCodes),
    ),
  );
}

export function airlinesByKeyword(ctx: UpstreamContext, keyword: string, locale: Locale) {
  return list(
    callUpstream(
      ctx,
      { path: "/codes/airlineAutocomplete", query: { keyword, lang: upstreamLang(locale) } },
      z.object({ airlineCodes: z.array(CodeName) }).transform((d) => d.airlineCodes),
    ),
  );
}

export async function airportByCode(
  ctx: UpstreamContext,
  code: string,
  locale: Locale,
): Promise<Airport | undefined> {
  const result = await callUpstream(
    ctx,
    { path: "/codes/getAirportCodeByCode", query: { code, lang: upstreamLang(locale) } },
    z.object({ airport: AirportSchema }),
  );
  return result.ok ? result.data.airport : undefined;
}

/**
 * The frequent-flyer programmes (code tables, docs/behaviour.md#entities; GET /codes/frequentCodes,
 * docs/back-office.md#the-families-of-calls).
 */
export function frequentFlyerProgrammes(ctx: UpstreamContext, locale: Locale) {
  return list(
    callUpstream(
      ctx,
      { path: "/codes/frequentCodes", query: { lang: upstreamLang(locale) } },
      z.object({ frequentCodes: z.array(CodeName) }).transform((d) => d.frequentCodes),
    ),
  );
}

import { http, type HttpHandler } from "msw";
import { errors, ok } from "../envelope";
import { searchByKeyword, type SearchCandidate } from "../keyword-search";
import { LANG_LOCALE, parseLang, type Lang } from "../lang";
import { findAirline, SEED_AIRLINES, type SeedAirline } from "../seed/airlines";
import { findAirport, SEED_AIRPORTS, type SeedAirport } from "../seed/airports";
import { SEED_COUNTRIES, type SeedCountry } from "../seed/countries";
import type { SimContext } from "../state";
import { sessionRoute, type RouteArgs } from "../upstream-session";

// Code tables need no login, but they still open/touch the upstream session like any call.

interface AirportCode {
  code: string;
  name: string;
  cityName: string;
  countryCode: string;
}

interface CodeName {
  code: string;
  name: string;
}

const airportCode = (airport: SeedAirport, lang: Lang): AirportCode => ({
  code: airport.code,
  name: airport.name[lang],
  cityName: airport.cityName[lang],
  countryCode: airport.countryCode,
});

const airlineCode = (airline: SeedAirline, lang: Lang): CodeName => ({
  code: airline.code,
  name: airline.name[lang],
});
const countryCode = (country: SeedCountry, lang: Lang): CodeName => ({
  code: country.code,
  name: country.name[lang],
});

// Requested language first, English second: an agent on the Chinese UI may still type "London".
const airportCandidates = (lang: Lang): SearchCandidate<SeedAirport>[] =>
  SEED_AIRPORTS.map((item) => ({
    item,
    code: item.code,
    groups: [
      [item.cityName[lang], item.cityName.en],
      [item.name[lang], item.name.en],
    ],
  }));

const namedCandidates = <T extends { code: string; name: Record<Lang, string> }>(
  items: readonly T[],
  lang: Lang,
): SearchCandidate<T>[] =>
  items.map((item) => ({ item, code: item.code, groups: [[item.name[lang], item.name.en]] }));

/** Full country list sorted the way a reader of the language expects (pinyin / stroke order). */
function sortedCountries(lang: Lang): CodeName[] {
  const collator = new Intl.Collator(LANG_LOCALE[lang]);
  return SEED_COUNTRIES.map((country) => countryCode(country, lang)).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

const param = (url: URL, name: string): string => url.searchParams.get(name) ?? "";
const langOf = (url: URL): Lang => parseLang(url.searchParams.get("lang"));

function airlineSuggestions({ url }: RouteArgs): Response {
  const lang = langOf(url);
  const keyword = param(url, "keyword").trim();
  // Without a keyword the short airline table is the answer (it feeds the preferred-airline list).
  const airlines =
    keyword === "" ? SEED_AIRLINES : searchByKeyword(namedCandidates(SEED_AIRLINES, lang), keyword);
  return ok({ airlineCodes: airlines.map((airline) => airlineCode(airline, lang)) });
}

export function codesHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.get(
      "*/pamhkapi/codes/airportCodesByKeyword",
      sessionRoute(ctx, ({ url }) => {
        const lang = langOf(url);
        const airports = searchByKeyword(airportCandidates(lang), param(url, "keyword"));
        return ok({ airportCodes: airports.map((airport) => airportCode(airport, lang)) });
      }),
    ),
    http.get("*/pamhkapi/codes/airlineCodes", sessionRoute(ctx, airlineSuggestions)),
    http.get("*/pamhkapi/codes/airlineAutocomplete", sessionRoute(ctx, airlineSuggestions)),
    http.get(
      "*/pamhkapi/codes/countryAutocomplete",
      sessionRoute(ctx, ({ url }) => {
        const lang = langOf(url);
        const countries = searchByKeyword(
          namedCandidates(SEED_COUNTRIES, lang),
          param(url, "keyword"),
        );
        return ok({ countryCodes: countries.map((country) => countryCode(country, lang)) });
      }),
    ),
    http.get(
      "*/pamhkapi/codes/countryCodes",
      sessionRoute(ctx, ({ url }) => ok({ countryCodes: sortedCountries(langOf(url)) })),
    ),
    // Programme names are brands, the same in every language.
    http.get(
      "*/pamhkapi/codes/frequentCodes",
      sessionRoute(ctx, () =>
        ok({
          frequentCodes: SEED_AIRLINES.flatMap((airline) =>
            airline.frequentFlyer ? [{ code: airline.code, name: airline.frequentFlyer }] : [],
          ),
        }),
      ),
    ),
    http.get(
      "*/pamhkapi/codes/getAirlineCodeByCode",
      sessionRoute(ctx, ({ url }) => {
        const airline = findAirline(param(url, "code"));
        return airline ? ok({ airline: airlineCode(airline, langOf(url)) }) : errors.notFound();
      }),
    ),
    http.get(
      "*/pamhkapi/codes/getAirportCodeByCode",
      sessionRoute(ctx, ({ url }) => {
        const airport = findAirport(param(url, "code"));
        return airport ? ok({ airport: airportCode(airport, langOf(url)) }) : errors.notFound();
      }),
    ),
  ];
}

// Countries (ISO 3166-1) and their names in the agent's language, from Intl.DisplayNames.
// Apart from the code tables so that only the pages that list countries carry the 249 codes.

import { codeTableVariant, type CodeTableVariant } from "./code-tables";
import type { Locale } from "./locales";

/** The portal locale that a variant stands for (used for collation and formatting). */
const variantLocale: Record<CodeTableVariant, Locale> = { EN: "en-US", CN: "zh-CN", HK: "zh-HK" };

/** The BCP 47 tag handed to Intl.DisplayNames per variant. */
const displayNamesTag: Record<CodeTableVariant, string> = {
  EN: "en",
  CN: "zh-Hans-CN",
  HK: "zh-Hant-HK",
};

/** ISO 3166-1 alpha-2 codes (the 249 officially assigned ones). */
export const iso3166Alpha2 = [
  "AD",
  "AE",
  "AF",
  "AG",
  "AI",
  "AL",
  "AM",
  "AO",
  "AQ",
  "AR",
  "AS",
  "AT",
  "AU",
  "AW",
  "AX",
  "AZ",
  "BA",
  "BB",
  "BD",
  "BE",
  "BF",
  "BG",
  "BH",
  "BI",
  "BJ",
  "BL",
  "BM",
  "BN",
  "BO",
  "BQ",
  "BR",
  "BS",
  "BT",
  "BV",
  "BW",
  "BY",
  "BZ",
  "CA",
  "CC",
  "CD",
  "CF",
  "CG",
  "CH",
  "CI",
  "CK",
  "CL",
  "CM",
  "CN",
  "CO",
  "CR",
  "CU",
  "CV",
  "CW",
  "CX",
  "CY",
  "CZ",
  "DE",
  "DJ",
  "DK",
  "DM",
  "DO",
  "DZ",
  "EC",
  "EE",
  "EG",
  "EH",
  "ER",
  "ES",
  "ET",
  "FI",
  "FJ",
  "FK",
  "FM",
  "FO",
  "FR",
  "GA",
  "GB",
  "GD",
  "GE",
  "GF",
  "GG",
  "GH",
  "GI",
  "GL",
  "GM",
  "GN",
  "GP",
  "GQ",
  "GR",
  "GS",
  "GT",
  "GU",
  "GW",
  "GY",
  "HK",
  "HM",
  "HN",
  "HR",
  "HT",
  "HU",
  "ID",
  "IE",
  "IL",
  "IM",
  "IN",
  "IO",
  "IQ",
  "IR",
  "IS",
  "IT",
  "JE",
  "JM",
  "JO",
  "JP",
  "KE",
  "KG",
  "KH",
  "KI",
  "KM",
  "KN",
  "KP",
  "KR",
  "KW",
  "KY",
  "KZ",
  "LA",
  "LB",
  "LC",
  "LI",
  "LK",
  "LR",
  "LS",
  "LT",
  "LU",
  "LV",
  "LY",
  "MA",
  "MC",
  "MD",
  "ME",
  "MF",
  "MG",
  "MH",
  "MK",
  "ML",
  "MM",
  "MN",
  "MO",
  "MP",
  "MQ",
  "MR",
  "MS",
  "MT",
  "MU",
  "MV",
  "MW",
  "MX",
  "MY",
  "MZ",
  "NA",
  "NC",
  "NE",
  "NF",
  "NG",
  "NI",
  "NL",
  "NO",
  "NP",
  "NR",
  "NU",
  "NZ",
  "OM",
  "PA",
  "PE",
  "PF",
  "PG",
  "PH",
  "PK",
  "PL",
  "PM",
  "PN",
  "PR",
  "PS",
  "PT",
  "PW",
  "PY",
  "QA",
  "RE",
  "RO",
  "RS",
  "RU",
  "RW",
  "SA",
  "SB",
  "SC",
  "SD",
  "SE",
  "SG",
  "SH",
  "SI",
  "SJ",
  "SK",
  "SL",
  "SM",
  "SN",
  "SO",
  "SR",
  "SS",
  "ST",
  "SV",
  "SX",
  "SY",
  "SZ",
  "TC",
  "TD",
  "TF",
  "TG",
  "TH",
  "TJ",
  "TK",
  "TL",
  "TM",
  "TN",
  "TO",
  "TR",
  "TT",
  "TV",
  "TW",
  "TZ",
  "UA",
  "UG",
  "UM",
  "US",
  "UY",
  "UZ",
  "VA",
  "VC",
  "VE",
  "VG",
  "VI",
  "VN",
  "VU",
  "WF",
  "WS",
  "YE",
  "YT",
  "ZA",
  "ZM",
  "ZW",
] as const;

export type Country = { code: string; name: string };

const displayNamesCache = new Map<CodeTableVariant, Intl.DisplayNames>();
const countryListCache = new Map<CodeTableVariant, readonly Country[]>();

function regionNames(variant: CodeTableVariant): Intl.DisplayNames {
  let names = displayNamesCache.get(variant);
  if (!names) {
    names = new Intl.DisplayNames([displayNamesTag[variant]], { type: "region", fallback: "code" });
    displayNamesCache.set(variant, names);
  }
  return names;
}

function lookUp(code: string, variant: CodeTableVariant): string | undefined {
  const upper = code.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return undefined;
  try {
    const names = regionNames(variant);
    const name = names.of(upper);
    // An unassigned code comes back unchanged; "ZZ" and the like give the "Unknown Region" text.
    return name && name !== upper && name !== names.of("ZZ") ? name : undefined;
  } catch {
    return undefined;
  }
}

/** The country's display name in the locale's language; the (upper-cased) code when unknown. */
export function countryName(code: string, locale: string): string {
  return lookUp(code, codeTableVariant(locale)) ?? code.trim().toUpperCase();
}

/** All ISO 3166-1 countries that have a display name, sorted by name in the locale's collation. */
export function countryList(locale: string): Country[] {
  const variant = codeTableVariant(locale);
  let list = countryListCache.get(variant);
  if (!list) {
    const collator = new Intl.Collator(variantLocale[variant]);
    const built: Country[] = [];
    for (const code of iso3166Alpha2) {
      const name = lookUp(code, variant);
      if (name !== undefined) built.push({ code, name });
    }
    built.sort((a, b) => collator.compare(a.name, b.name) || (a.code < b.code ? -1 : 1));
    list = Object.freeze(built.map((c) => Object.freeze(c)));
    countryListCache.set(variant, list);
  }
  return list.map((c) => ({ ...c }));
}

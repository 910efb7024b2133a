import type { LocalizedText } from "../lang";

/**
 * Airlines the simulator sells. `ndc: true` marks the carriers the back office reaches through
 * NDC (spec: SQ, CX, BA, LH, EK, AM, HA, QR, A3, AA); the others are GDS-only. `hub` must be a
 * seeded airport: schedules radiate from it.
 */
export interface SeedAirline {
  code: string;
  name: LocalizedText;
  hub: string;
  ndc: boolean;
  /** Frequent-flyer programme, null for carriers without one (e.g. the low-cost HK Express). */
  frequentFlyer: string | null;
}

type Row = [
  code: string,
  names: [string, string, string],
  hub: string,
  ndc: boolean,
  frequentFlyer: string | null,
];

const ROWS: Row[] = [
  // NDC-supported sources
  ["SQ", ["Singapore Airlines", "新加坡航空", "新加坡航空"], "SIN", true, "KrisFlyer"],
  ["CX", ["Cathay Pacific", "国泰航空", "國泰航空"], "HKG", true, "Asia Miles"],
  ["BA", ["British Airways", "英国航空", "英國航空"], "LHR", true, "Executive Club"],
  ["LH", ["Lufthansa", "德国汉莎航空", "德國漢莎航空"], "FRA", true, "Miles & More"],
  ["EK", ["Emirates", "阿联酋航空", "阿聯酋航空"], "DXB", true, "Emirates Skywards"],
  ["AM", ["Aeromexico", "墨西哥航空", "墨西哥航空"], "MEX", true, "Club Premier"],
  ["HA", ["Hawaiian Airlines", "夏威夷航空", "夏威夷航空"], "HNL", true, "HawaiianMiles"],
  ["QR", ["Qatar Airways", "卡塔尔航空", "卡塔爾航空"], "DOH", true, "Privilege Club"],
  ["A3", ["Aegean Airlines", "爱琴海航空", "愛琴海航空"], "ATH", true, "Miles+Bonus"],
  ["AA", ["American Airlines", "美国航空", "美國航空"], "DFW", true, "AAdvantage"],
  // GDS-only carriers
  ["JL", ["Japan Airlines", "日本航空", "日本航空"], "HND", false, "JAL Mileage Bank"],
  ["NH", ["All Nippon Airways", "全日空", "全日空"], "HND", false, "ANA Mileage Club"],
  ["KE", ["Korean Air", "大韩航空", "大韓航空"], "ICN", false, "SKYPASS"],
  ["OZ", ["Asiana Airlines", "韩亚航空", "韓亞航空"], "ICN", false, "Asiana Club"],
  ["CI", ["China Airlines", "中华航空", "中華航空"], "TPE", false, "Dynasty Flyer"],
  ["BR", ["EVA Air", "长荣航空", "長榮航空"], "TPE", false, "Infinity MileageLands"],
  [
    "TG",
    ["Thai Airways International", "泰国国际航空", "泰國國際航空"],
    "BKK",
    false,
    "Royal Orchid Plus",
  ],
  ["MH", ["Malaysia Airlines", "马来西亚航空", "馬來西亞航空"], "KUL", false, "Enrich"],
  ["QF", ["Qantas", "澳洲航空", "澳洲航空"], "SYD", false, "Qantas Frequent Flyer"],
  ["AF", ["Air France", "法国航空", "法國航空"], "CDG", false, "Flying Blue"],
  ["KL", ["KLM Royal Dutch Airlines", "荷兰皇家航空", "荷蘭皇家航空"], "AMS", false, "Flying Blue"],
  ["UA", ["United Airlines", "美国联合航空", "美國聯合航空"], "ORD", false, "MileagePlus"],
  ["DL", ["Delta Air Lines", "达美航空", "達美航空"], "ATL", false, "SkyMiles"],
  ["EY", ["Etihad Airways", "阿提哈德航空", "阿提哈德航空"], "AUH", false, "Etihad Guest"],
  ["CA", ["Air China", "中国国际航空", "中國國際航空"], "PEK", false, "PhoenixMiles"],
  ["MU", ["China Eastern Airlines", "中国东方航空", "中國東方航空"], "PVG", false, "Eastern Miles"],
  [
    "CZ",
    ["China Southern Airlines", "中国南方航空", "中國南方航空"],
    "CAN",
    false,
    "Sky Pearl Club",
  ],
  ["HX", ["Hong Kong Airlines", "香港航空", "香港航空"], "HKG", false, "Fortune Wings Club"],
  ["UO", ["HK Express", "香港快运航空", "香港快運航空"], "HKG", false, null],
  ["VN", ["Vietnam Airlines", "越南航空", "越南航空"], "SGN", false, "Lotusmiles"],
  ["PR", ["Philippine Airlines", "菲律宾航空", "菲律賓航空"], "MNL", false, "Mabuhay Miles"],
  ["GA", ["Garuda Indonesia", "印尼鹰航", "印尼鷹航"], "CGK", false, "GarudaMiles"],
  ["AI", ["Air India", "印度航空", "印度航空"], "DEL", false, "Maharaja Club"],
  ["TK", ["Turkish Airlines", "土耳其航空", "土耳其航空"], "IST", false, "Miles&Smiles"],
  ["AC", ["Air Canada", "加拿大航空", "加拿大航空"], "YYZ", false, "Aeroplan"],
  ["NZ", ["Air New Zealand", "新西兰航空", "紐西蘭航空"], "AKL", false, "Airpoints"],
];

/** In seed order (NDC carriers first); the order is the tie-breaker in searches. */
export const SEED_AIRLINES: readonly SeedAirline[] = ROWS.map(
  ([code, [en, zhCN, zhHK], hub, ndc, frequentFlyer]) => ({
    code,
    name: { en, zhCN, zhHK },
    hub,
    ndc,
    frequentFlyer,
  }),
);

const BY_CODE = new Map(SEED_AIRLINES.map((airline) => [airline.code, airline]));

export function findAirline(code: string): SeedAirline | undefined {
  return BY_CODE.get(code.trim().toUpperCase());
}

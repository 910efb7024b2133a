/**
 * Languages of the back office's code tables. The portal sends `lang=zh_CN` or `lang=zh_HK`,
 * and nothing (or the older `en_us`) for English, so anything unrecognised falls back to English.
 */
export type Lang = "en" | "zhCN" | "zhHK";

/** A text in the three languages of the code tables. */
export type LocalizedText = Readonly<Record<Lang, string>>;

export function parseLang(raw: string | null | undefined): Lang {
  const value = (raw ?? "").trim().toLowerCase().replace("-", "_");
  if (value === "zh_cn" || value === "zh_hans" || value === "zh_hans_cn") return "zhCN";
  if (value === "zh_hk" || value === "zh_tw" || value === "zh_hant" || value === "zh_hant_hk")
    return "zhHK";
  return "en";
}

/** BCP 47 tag used for collation (sorting lists the way a reader of that language expects). */
export const LANG_LOCALE: Readonly<Record<Lang, string>> = {
  en: "en",
  zhCN: "zh-Hans-CN",
  zhHK: "zh-Hant-HK",
};

/**
 * Folds case and strips diacritics so "sao paulo" finds "São Paulo" and "ZURICH" finds "Zürich".
 * Chinese characters pass through unchanged.
 */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

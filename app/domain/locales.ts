// The portal's languages. Apart from the code tables: every page's script needs these few names,
// few pages need the tables (docs/decisions/0003-own-translator-checked-against-i18next.md).
export const locales = ["en-US", "zh-CN", "zh-HK"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en-US";

export function isLocale(x: unknown): x is Locale {
  return typeof x === "string" && (locales as readonly string[]).includes(x);
}

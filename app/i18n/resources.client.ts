import type { ResourceLanguage } from "i18next";
import type { Locale } from "~/domain/code-tables";

// Each locale is one chunk: the browser downloads (and caches) only the language in use.
const loaders: Record<Locale, () => Promise<ResourceLanguage>> = {
  "en-US": () => import("./bundles/en-US").then((m) => m.default),
  "zh-CN": () => import("./bundles/zh-CN").then((m) => m.default),
  "zh-HK": () => import("./bundles/zh-HK").then((m) => m.default),
};

export function loadResources(locale: Locale): Promise<ResourceLanguage> {
  return loaders[locale]();
}

import type { ResourceLanguage } from "i18next";
import type { Locale } from "./code-tables";

// Each locale is its own set of chunks: the browser downloads (and caches) only the language in use.
const loaders: Record<Locale, () => Promise<ResourceLanguage>> = {
  "en-US": async () => {
    const [common, messages, codes, air, booking, account, order, notification, report] = await Promise.all([
      import("../../locales/en-US/common.json"),
      import("../../locales/en-US/messages.json"),
      import("../../locales/en-US/codes.json"),
      import("../../locales/en-US/air.json"),
      import("../../locales/en-US/booking.json"),
      import("../../locales/en-US/account.json"),
      import("../../locales/en-US/order.json"),
      import("../../locales/en-US/notification.json"),
      import("../../locales/en-US/report.json"),
    ]);
    return { common: common.default, messages: messages.default, codes: codes.default, air: air.default, booking: booking.default, account: account.default, order: order.default, notification: notification.default, report: report.default };
  },
  "zh-CN": async () => {
    const [common, messages, codes, air, booking, account, order, notification, report] = await Promise.all([
      import("../../locales/zh-CN/common.json"),
      import("../../locales/zh-CN/messages.json"),
      import("../../locales/zh-CN/codes.json"),
      import("../../locales/zh-CN/air.json"),
      import("../../locales/zh-CN/booking.json"),
      import("../../locales/zh-CN/account.json"),
      import("../../locales/zh-CN/order.json"),
      import("../../locales/zh-CN/notification.json"),
      import("../../locales/zh-CN/report.json"),
    ]);
    return { common: common.default, messages: messages.default, codes: codes.default, air: air.default, booking: booking.default, account: account.default, order: order.default, notification: notification.default, report: report.default };
  },
  "zh-HK": async () => {
    const [common, messages, codes, air, booking, account, order, notification, report] = await Promise.all([
      import("../../locales/zh-HK/common.json"),
      import("../../locales/zh-HK/messages.json"),
      import("../../locales/zh-HK/codes.json"),
      import("../../locales/zh-HK/air.json"),
      import("../../locales/zh-HK/booking.json"),
      import("../../locales/zh-HK/account.json"),
      import("../../locales/zh-HK/order.json"),
      import("../../locales/zh-HK/notification.json"),
      import("../../locales/zh-HK/report.json"),
    ]);
    return { common: common.default, messages: messages.default, codes: codes.default, air: air.default, booking: booking.default, account: account.default, order: order.default, notification: notification.default, report: report.default };
  },
};

export function loadResources(locale: Locale): Promise<ResourceLanguage> {
  return loaders[locale]();
}

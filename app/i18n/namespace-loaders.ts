import type { Locale } from "~/domain/locales";
import type { Namespace } from "./i18n";

type Load = () => Promise<{ default: object }>;

// One chunk per language and namespace, for a page whose namespaces the document did not carry
// (a client-side navigation to another area). Written out because the compiler only splits
// literal import() calls.
export const namespaceLoaders: Record<Locale, Record<Namespace, Load>> = {
  "en-US": {
    common: () => import("../../locales/en-US/common.json"),
    messages: () => import("../../locales/en-US/messages.json"),
    codes: () => import("../../locales/en-US/codes.json"),
    air: () => import("../../locales/en-US/air.json"),
    booking: () => import("../../locales/en-US/booking.json"),
    account: () => import("../../locales/en-US/account.json"),
    order: () => import("../../locales/en-US/order.json"),
    notification: () => import("../../locales/en-US/notification.json"),
    report: () => import("../../locales/en-US/report.json"),
    sso: () => import("../../locales/en-US/sso.json"),
    rebook: () => import("../../locales/en-US/rebook.json"),
  },
  "zh-CN": {
    common: () => import("../../locales/zh-CN/common.json"),
    messages: () => import("../../locales/zh-CN/messages.json"),
    codes: () => import("../../locales/zh-CN/codes.json"),
    air: () => import("../../locales/zh-CN/air.json"),
    booking: () => import("../../locales/zh-CN/booking.json"),
    account: () => import("../../locales/zh-CN/account.json"),
    order: () => import("../../locales/zh-CN/order.json"),
    notification: () => import("../../locales/zh-CN/notification.json"),
    report: () => import("../../locales/zh-CN/report.json"),
    sso: () => import("../../locales/zh-CN/sso.json"),
    rebook: () => import("../../locales/zh-CN/rebook.json"),
  },
  "zh-HK": {
    common: () => import("../../locales/zh-HK/common.json"),
    messages: () => import("../../locales/zh-HK/messages.json"),
    codes: () => import("../../locales/zh-HK/codes.json"),
    air: () => import("../../locales/zh-HK/air.json"),
    booking: () => import("../../locales/zh-HK/booking.json"),
    account: () => import("../../locales/zh-HK/account.json"),
    order: () => import("../../locales/zh-HK/order.json"),
    notification: () => import("../../locales/zh-HK/notification.json"),
    report: () => import("../../locales/zh-HK/report.json"),
    sso: () => import("../../locales/zh-HK/sso.json"),
    rebook: () => import("../../locales/zh-HK/rebook.json"),
  },
};

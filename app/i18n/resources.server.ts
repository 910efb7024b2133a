import en_common from "../../locales/en-US/common.json";
import en_messages from "../../locales/en-US/messages.json";
import en_codes from "../../locales/en-US/codes.json";
import en_air from "../../locales/en-US/air.json";
import en_booking from "../../locales/en-US/booking.json";
import en_account from "../../locales/en-US/account.json";
import en_order from "../../locales/en-US/order.json";
import en_notification from "../../locales/en-US/notification.json";
import en_report from "../../locales/en-US/report.json";
import cn_common from "../../locales/zh-CN/common.json";
import cn_messages from "../../locales/zh-CN/messages.json";
import cn_codes from "../../locales/zh-CN/codes.json";
import cn_air from "../../locales/zh-CN/air.json";
import cn_booking from "../../locales/zh-CN/booking.json";
import cn_account from "../../locales/zh-CN/account.json";
import cn_order from "../../locales/zh-CN/order.json";
import cn_notification from "../../locales/zh-CN/notification.json";
import cn_report from "../../locales/zh-CN/report.json";
import hk_common from "../../locales/zh-HK/common.json";
import hk_messages from "../../locales/zh-HK/messages.json";
import hk_codes from "../../locales/zh-HK/codes.json";
import hk_air from "../../locales/zh-HK/air.json";
import hk_booking from "../../locales/zh-HK/booking.json";
import hk_account from "../../locales/zh-HK/account.json";
import hk_order from "../../locales/zh-HK/order.json";
import hk_notification from "../../locales/zh-HK/notification.json";
import hk_report from "../../locales/zh-HK/report.json";

// Every namespace of every locale, bundled into the server build.
export const resources = {
  "en-US": { common: en_common, messages: en_messages, codes: en_codes, air: en_air, booking: en_booking, account: en_account, order: en_order, notification: en_notification, report: en_report },
  "zh-CN": { common: cn_common, messages: cn_messages, codes: cn_codes, air: cn_air, booking: cn_booking, account: cn_account, order: cn_order, notification: cn_notification, report: cn_report },
  "zh-HK": { common: hk_common, messages: hk_messages, codes: hk_codes, air: hk_air, booking: hk_booking, account: hk_account, order: hk_order, notification: hk_notification, report: hk_report },
};

import account from "../../../locales/zh-HK/account.json";
import activity from "../../../locales/zh-HK/activity.json";
import air from "../../../locales/zh-HK/air.json";
import booking from "../../../locales/zh-HK/booking.json";
import clientQuote from "../../../locales/zh-HK/clientQuote.json";
import codes from "../../../locales/zh-HK/codes.json";
import common from "../../../locales/zh-HK/common.json";
import messages from "../../../locales/zh-HK/messages.json";
import notification from "../../../locales/zh-HK/notification.json";
import order from "../../../locales/zh-HK/order.json";
import quotes from "../../../locales/zh-HK/quotes.json";
import rebook from "../../../locales/zh-HK/rebook.json";
import report from "../../../locales/zh-HK/report.json";
import sso from "../../../locales/zh-HK/sso.json";
import travel from "../../../locales/zh-HK/travel.json";
import travellers from "../../../locales/zh-HK/travellers.json";

// One language's namespaces, for the server (resources.server.ts).
export default {
  common,
  messages,
  codes,
  air,
  booking,
  account,
  order,
  notification,
  report,
  sso,
  rebook,
  activity,
  travellers,
  travel,
  clientQuote,
  quotes,
};

import account from "../../../locales/zh-CN/account.json";
import activity from "../../../locales/zh-CN/activity.json";
import air from "../../../locales/zh-CN/air.json";
import booking from "../../../locales/zh-CN/booking.json";
import clientQuote from "../../../locales/zh-CN/clientQuote.json";
import codes from "../../../locales/zh-CN/codes.json";
import common from "../../../locales/zh-CN/common.json";
import messages from "../../../locales/zh-CN/messages.json";
import notification from "../../../locales/zh-CN/notification.json";
import order from "../../../locales/zh-CN/order.json";
import quotes from "../../../locales/zh-CN/quotes.json";
import rebook from "../../../locales/zh-CN/rebook.json";
import report from "../../../locales/zh-CN/report.json";
import sso from "../../../locales/zh-CN/sso.json";
import travel from "../../../locales/zh-CN/travel.json";
import travellers from "../../../locales/zh-CN/travellers.json";

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

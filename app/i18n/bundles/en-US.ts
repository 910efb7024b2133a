import account from "../../../locales/en-US/account.json";
import activity from "../../../locales/en-US/activity.json";
import air from "../../../locales/en-US/air.json";
import booking from "../../../locales/en-US/booking.json";
import clientQuote from "../../../locales/en-US/clientQuote.json";
import codes from "../../../locales/en-US/codes.json";
import common from "../../../locales/en-US/common.json";
import messages from "../../../locales/en-US/messages.json";
import notification from "../../../locales/en-US/notification.json";
import order from "../../../locales/en-US/order.json";
import quotes from "../../../locales/en-US/quotes.json";
import rebook from "../../../locales/en-US/rebook.json";
import report from "../../../locales/en-US/report.json";
import sso from "../../../locales/en-US/sso.json";
import travel from "../../../locales/en-US/travel.json";
import travellers from "../../../locales/en-US/travellers.json";

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

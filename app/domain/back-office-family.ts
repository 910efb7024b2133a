/**
 * What kind of back-office call a request is, from its path alone: the simulator counts the calls
 * it answered by these families (`GET /__sim/calls`) and the gateway counts what it sent by the
 * same ones, so the two counts can be compared name for name.
 */
export const families = [
  "air-search",
  "air-review",
  "air-book",
  "booking",
  "order",
  "account",
  "notification",
  "report",
  "print",
  "auth",
  "lookup",
  "other",
] as const;

export type Family = (typeof families)[number];

/** Exact /pamhkapi paths whose family is not the one of their folder. */
const BY_PATH: Record<string, Family> = {
  "/air/airLowFareSearch": "air-search",
  "/air/rebookSearch": "air-search",
  "/rebook/flightSearch": "air-search",
  "/air/reviewAirLowFareInfo": "air-review",
  "/air/loadBookForm": "air-review",
  "/air/loadAirAncillariesInfo": "air-review",
  "/air/rules": "air-review",
  "/rebook/flightReview": "air-review",
  "/rebook/ancillariesSearch": "air-review",
  "/rebook/ancillariesReview": "air-review",
  "/air/book": "air-book",
  "/air/rebook": "air-book",
  "/rebook/flightModify": "air-book",
  "/rebook/ancillariesModify": "air-book",
  "/account/userLogin": "auth",
  "/account/ssologin": "auth",
  "/account/userLogout": "auth",
  "/verificationCode": "auth",
  "/email/forgetPassword": "auth",
};

/** The family of the first folder of a /pamhkapi path, when no exact path says otherwise. */
const BY_FOLDER: Record<string, Family> = {
  booking: "booking",
  order: "order",
  account: "account",
  queuemessage: "notification",
  email: "notification",
  codes: "lookup",
};

/** The path part of a URL or path: no origin, no query, no fragment, no trailing slash. */
function pathOf(urlOrPath: string): string {
  const withoutOrigin = urlOrPath.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "");
  const path = withoutOrigin.split(/[?#]/, 1)[0] ?? "";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/**
 * The family of a back-office call, from the path it goes to on the wire
 * (`/pamhkapi/air/airLowFareSearch`, `/gallopapi/…/printout`, `/reportapi/run`); a full URL or a
 * query string is accepted too. Anything unknown (the simulator's own /__sim pages among them)
 * is "other".
 */
export function familyOf(path: string): Family {
  const [api = "", ...rest] = pathOf(path).split("/").filter(Boolean);
  if (api === "gallopapi") return "print";
  if (api === "reportapi") return "report";
  if (api !== "pamhkapi" || rest.length === 0) return "other";
  const exact = BY_PATH[`/${rest.join("/")}`];
  if (exact) return exact;
  return (rest.length > 1 && BY_FOLDER[rest[0] ?? ""]) || "other";
}

// Every address of the signed-in portal (docs/behaviour.md#screens-and-routes names the pages),
// built in one place so a link, a form action and a redirect to the same page are always written
// the same way.

type Query = URLSearchParams | string | Record<string, string | number | undefined | null>;

const SECURED = "/secured";

/** `path` with the query appended; empty values are left out, an empty query adds no "?". */
function withQuery(path: string, query?: Query): string {
  if (query === undefined) return path;
  let text: string;
  if (typeof query === "string") text = query.replace(/^\?/, "");
  else if (query instanceof URLSearchParams) text = query.toString();
  else {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query))
      if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
    text = params.toString();
  }
  return text === "" ? path : `${path}?${text}`;
}

const page = (section: string, name?: string) =>
  name === undefined ? `${SECURED}/${section}` : `${SECURED}/${section}/${name}`;

export const paths = {
  /** The secured area's root (redirects to the flight search). */
  securedRoot: () => SECURED,
  /** The signed-in greeting page with the deadline board (docs/behaviour.md#deadline-board). */
  greetings: (query?: Query) => withQuery(page("greetings"), query),
  // Air journey (docs/behaviour.md#the-booking-flows-steps)
  flightSearch: () => page("air", "airLowFareSearch"),
  /** The search form filled with the agent's previous search. */
  previousSearch: () => withQuery(page("air", "airLowFareSearch"), { previous: 1 }),
  flightSelect: (searchQuery: Query) => withQuery(page("air", "airFlightSelect"), searchQuery),
  reviewFlight: () => page("air", "reviewFlight"),
  ancillaries: () => page("air", "airAncillariesInfo"),
  passengers: () => page("air", "airBookForm"),
  bookingConfirmation: () => page("air", "airBookConfirm"),
  // Bookings (docs/behaviour.md#booking-list)
  bookingList: (query?: Query) => withQuery(page("booking", "list"), query),
  bookingDetails: (bookingId: string) =>
    withQuery(page("booking", "bookingDetails"), { bookingId }),
  /** Rebook, first step: choose the flights to change (`bookingId`, and the agent's choice). */
  rebook: (query: Query) => withQuery(page("booking", "flightReshop"), query),
  rebookSearch: (query: Query) => withQuery(page("booking", "flightReshopSearch"), query),
  rebookReview: (bookingId: string) =>
    withQuery(page("booking", "flightReshopReview"), { bookingId }),
  ancillaryChange: (bookingId: string) =>
    withQuery(page("booking", "flightAncillaryReshop"), { bookingId }),
  ancillaryChangeReview: (bookingId: string) =>
    withQuery(page("booking", "flightAncillaryReshopReview"), { bookingId }),
  // Company accounts
  accountList: (query?: Query) => withQuery(page("account", "list"), query),
  accountDetails: (id: string) => withQuery(page("account", "manageUserDetails"), { id }),
  editAccount: (id: string) => withQuery(page("account", "editAccountInfo"), { id }),
  changePassword: (id: string) => withQuery(page("account", "accountChangePassword"), { id }),
  /** The signed-in user's own personal info and password. */
  myAccount: (query?: Query) => withQuery(page("account", "myAccount"), query),
  // Ticket orders
  orderList: (query?: Query) => withQuery(page("order", "list"), query),
  orderDetails: (orderId: string) => withQuery(page("order", "orderDetails"), { orderId }),
  addOrder: (query?: Query) => withQuery(page("order", "addOrder"), query),
  // Airline notifications
  notificationList: (query?: Query) => withQuery(page("notification", "messagelist"), query),
  notificationDetails: (refId: string, back?: string) =>
    withQuery(page("notification", "messageDetails"), { refId, back }),
  // Reports
  reportTypes: () => page("report", "reportTypeSelect"),
  bookingReport: () => page("report", "bookingReportRunner"),
  reportDownload: () => page("report", "download"),
  // Not supported yet (listed in the menu, docs/behaviour.md#screens-and-routes)
  hotel: () => page("hotel"),
  transfer: () => page("transfer"),
  package: () => page("package"),
  logout: () => page("logout"),
  // The company's audit log, its CSV export, and the notes of a booking (POST only).
  activityLog: (query?: Query) => withQuery(page("activity"), query),
  activityCsv: (query?: Query) => withQuery(page("activity.csv"), query),
  /** Credits refunds left on tickets (docs/decisions/0102-airline-names-documents-and-credits.md). */
  credits: (query?: Query) => withQuery(page("credits"), query),
  creditsCsv: (query?: Query) => withQuery(page("credits.csv"), query),
  bookingNotes: () => page("booking", "notes"),
  // Every company's back-office use per day (system admins).
  usage: () => page("usage"),
  /** The work queue: my items and the team's, with their actions (POST). */
  queue: (query?: Query) => withQuery(page("queue"), query),
  /** A reminder on a booking (POST; the page shows only a refused one again). */
  queueReminder: () => page("queue", "reminder"),
  // The company's traveller directory (docs/decisions/0101-traveller-directory.md).
  travellers: (query?: Query) => withQuery(page("travellers"), query),
  /** Add (no id) or edit a traveller. */
  travellerEdit: (id?: string) => withQuery(page("travellers", "edit"), { id }),
  travellerImport: () => page("travellers", "import"),
  /** POST: a traveller's whole record as a JSON file. */
  travellerExport: () => page("travellers", "export"),
  /** POST: save one hand-typed traveller of the booking just made. */
  travellerSaveBooked: () => page("travellers", "save-booked"),
  // Quotes for clients (docs/quotes.md): the company's list, one quote, the service-fee rules.
  quotes: (query?: Query) => withQuery(page("quotes"), query),
  quote: (id: string) => page("quotes", encodeURIComponent(id)),
  quoteFees: () => page("quotes", "fees"),
  // A quote's sending and "Book this option" (POST), and the client's public page (no sign-in).
  quoteSend: (quoteId: string) => page("quotes", `${encodeURIComponent(quoteId)}/send`),
  quoteBook: (quoteId: string, query?: Query) =>
    withQuery(page("quotes", `${encodeURIComponent(quoteId)}/book`), query),
  clientQuote: (token: string, lng?: string) => withQuery(`/q/${token}`, { lng }),
} as const;

/** Where a signed-in agent starts: the flight search. */
export const HOME = paths.flightSearch();

/**
 * Where signing in leads back to: never to the logout question (app/paths.test.ts; Back after a
 * logout reaches /secured/logout, which asks for a sign-in and would be the way back).
 */
export function returnAfterSignIn(path: string | null | undefined): string | null {
  if (!path) return null;
  const pathname = path.split(/[?#]/, 1)[0]!.replace(/\/+$/, "");
  return pathname === paths.logout() ? null : path;
}

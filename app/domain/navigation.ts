import { paths } from "~/paths";
// The left menu (docs/behaviour.md#screens-and-routes,
// docs/behaviour.md#session-check-and-navigation) and which entry a path activates.

export type NavItem = {
  id: string;
  to: string;
  labelKey: string;
  inactive?: boolean;
  /** Shown to system admins only (the page itself refuses anyone else). */
  systemAdminOnly?: boolean;
};
export type NavGroup = { id: string; labelKey: string; items: NavItem[] };

export const navGroups: NavGroup[] = [
  {
    id: "booking",
    labelKey: "nav.booking",
    items: [
      { id: "air", to: paths.flightSearch(), labelKey: "nav.air" },
      { id: "hotel", to: paths.hotel(), labelKey: "nav.hotel", inactive: true },
      { id: "transfer", to: paths.transfer(), labelKey: "nav.transfer", inactive: true },
      { id: "package", to: paths.package(), labelKey: "nav.package", inactive: true },
    ],
  },
  {
    id: "activities",
    labelKey: "nav.activities",
    items: [
      // Beyond the spec (docs/behaviour.md#deadline-board): the deadline board, one click from
      // every page.
      { id: "greetings", to: paths.greetings(), labelKey: "nav.deadlines" },
      // The work queue, with the count of my open items beside it.
      { id: "queue", to: paths.queue(), labelKey: "nav.queue" },
      { id: "quotes", to: paths.quotes(), labelKey: "nav.quotes" },
      { id: "account", to: paths.accountList(), labelKey: "nav.accounts" },
      { id: "booking", to: paths.bookingList(), labelKey: "nav.bookings" },
      { id: "order", to: paths.orderList(), labelKey: "nav.orders" },
      { id: "report", to: paths.reportTypes(), labelKey: "nav.reports" },
      { id: "notification", to: paths.notificationList(), labelKey: "nav.notifications" },
      // The company's audit log.
      { id: "activity", to: paths.activityLog(), labelKey: "activity:log.title" },
      { id: "usage", to: paths.usage(), labelKey: "activity:usage.title", systemAdminOnly: true },
    ],
  },
];

const sections = new Set([
  "greetings",
  "air",
  "booking",
  "account",
  "order",
  "report",
  "notification",
  "hotel",
  "transfer",
  "package",
  "activity",
  "usage",
  "queue",
  "quotes",
]);

/** The booking list's path -> "booking"; the entry to highlight, or null outside the sections. */
export function activeSection(pathname: string): string | null {
  const match = /^\/secured\/([^/?#]+)/.exec(pathname);
  const section = match?.[1] ?? null;
  return section && sections.has(section) ? section : null;
}

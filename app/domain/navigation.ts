// The left menu (spec 01 §2 "Secured layout", spec 02 §2) and which entry a path activates.

export type NavItem = { id: string; to: string; labelKey: string; inactive?: boolean };
export type NavGroup = { id: string; labelKey: string; items: NavItem[] };

export const navGroups: NavGroup[] = [
  {
    id: "booking",
    labelKey: "nav.booking",
    items: [
      { id: "air", to: "/secured/air/airLowFareSearch", labelKey: "nav.air" },
      { id: "hotel", to: "/secured/hotel", labelKey: "nav.hotel", inactive: true },
      { id: "transfer", to: "/secured/transfer", labelKey: "nav.transfer", inactive: true },
      { id: "package", to: "/secured/package", labelKey: "nav.package", inactive: true },
    ],
  },
  {
    id: "activities",
    labelKey: "nav.activities",
    items: [
      { id: "account", to: "/secured/account/list", labelKey: "nav.accounts" },
      { id: "booking", to: "/secured/booking/list", labelKey: "nav.bookings" },
      { id: "order", to: "/secured/order/list", labelKey: "nav.orders" },
      { id: "report", to: "/secured/report/reportTypeSelect", labelKey: "nav.reports" },
    ],
  },
];

const sections = new Set(["air", "booking", "account", "order", "report", "notification", "hotel", "transfer", "package"]);

/** "/secured/booking/list" -> "booking"; the entry to highlight, or null outside the sections. */
export function activeSection(pathname: string): string | null {
  const match = /^\/secured\/([^/?#]+)/.exec(pathname);
  const section = match?.[1] ?? null;
  return section && sections.has(section) ? section : null;
}

/** Hotel, transfer and package are listed but not supported (spec 01 §2). */
export const unsupportedSections = ["hotel", "transfer", "package"] as const;

import type { SessionUser } from "~/contracts/user";

// The one place that decides what a user may do (docs/behaviour.md#roles-and-permissions). Menus,
// buttons and server actions all ask here; a hidden button is never the only guard.

export type Ability =
  | "book" // submit the passenger form / air book
  | "issueTicket" // issue ticket, refund, rebook on booking details
  | "refund"
  | "rebook"
  | "cancelBooking" // not role-gated
  | "addAccount" // customer admins
  | "editRoles"
  | "adminInvoiceReport" // ORDER-0004, system admins
  | "issueOrderTicket" // add-order wizard, pnrOrderAgent
  | "voidOrder" // void the tickets of an order: ticketing or PNR order agents
  | "viewColleaguesBookings"
  // accept an airline schedule change (docs/behaviour.md#deadline-board): booking or ticketing
  // agents
  | "handleScheduleChange"
  | "viewUsage" // every company's back-office use (the Usage page): system admins only
  | "setServiceFees"; // the agency's service-fee rules on quotes (docs/quotes.md): customer admins

type Rule = (user: SessionUser) => boolean;

const hasCode = (user: SessionUser, code: string) =>
  user.permissions.includes(code) || user.permissions.includes("10");

const rules: Record<Ability, Rule> = {
  book: (u) => u.bookingAgent,
  issueTicket: (u) => u.ticketingAgent,
  refund: (u) => u.ticketingAgent,
  rebook: (u) => u.ticketingAgent,
  cancelBooking: () => true,
  addAccount: (u) => u.customerAdmin,
  editRoles: (u) => u.customerAdmin,
  adminInvoiceReport: (u) => u.systemAdmin,
  issueOrderTicket: (u) => u.pnrOrderAgent,
  voidOrder: (u) => u.ticketingAgent || u.pnrOrderAgent,
  viewColleaguesBookings: (u) => hasCode(u, "12"),
  handleScheduleChange: (u) => u.bookingAgent || u.ticketingAgent,
  viewUsage: (u) => u.systemAdmin,
  setServiceFees: (u) => u.customerAdmin,
};

export function can(user: SessionUser | null | undefined, ability: Ability): boolean {
  return user ? rules[ability](user) : false;
}

/**
 * A client-side look-up of a permission code in the user's list
 * (docs/behaviour.md#roles-and-permissions).
 */
export function hasPermission(user: SessionUser | null | undefined, code: string): boolean {
  return user ? hasCode(user, code) : false;
}

/** The report mode sent upstream: CUSTOMER_ADMIN for customer admins, else CUSTOMER. */
export const reportMode = (user: SessionUser) =>
  user.customerAdmin ? "CUSTOMER_ADMIN" : "CUSTOMER";

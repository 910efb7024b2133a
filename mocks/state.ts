import { SEED_COMPANIES, SEED_USERS, type SeedCompany, type SeedUser } from "./seed/users";
import type { UpstreamSession } from "./upstream-session";
import { SEED_ACCOUNT_PROFILES, type AccountProfile } from "./seed/accounts";
import { seedNotifications, type SimNotification } from "./seed/notifications";
import type { SimBooking } from "./booking-types";
import { seedBookings } from "./seed/bookings";
import { seedPnrs } from "./seed/pnrs";
import { hongKongDay, seedOrders, type OrderCounters, type SimOrder } from "./seed/orders";
import type { PnrRecord } from "./seed/pnrs";

/** What the portal's contact form left with the back office. */
export interface ContactMessage {
  id: number;
  name: string;
  phone: string;
  email: string;
  company: string;
  suggestion: string;
  receivedAt: string;
  /** The logged-in user of the upstream session, if any (the form is public). */
  userId: string | null;
}

/** A "forgot password" request; the simulator records it instead of e-mailing a new password. */
export interface PasswordResetRecord {
  userId: string;
  accountId: string;
  requestedAt: string;
}

/**
 * The back office's in-memory world, private to one simulator instance. Later handler families
 * (air, booking, order...) add their own collections here.
 */
export interface SimState {
  users: SeedUser[];
  companies: SeedCompany[];
  /** Upstream sessions by JSESSIONID. */
  sessions: Map<string, UpstreamSession>;
  contactMessages: ContactMessage[];
  passwordResets: PasswordResetRecord[];
  /** Account management data of every user (title, short name, roles, Active/Inactive). */
  accountProfiles: AccountProfile[];
  /** Next number for a created account's user id (U1xxxx). */
  nextUserSeq: number;
  /** Airline queue messages per recipient; the unread count of /account/info is derived from them. */
  notifications: SimNotification[];
  /** Bookings of all users (mocks/booking-store.ts). */
  bookings: SimBooking[];
  /** Next numeric booking id for /air/book. */
  nextBookingSeq: number;
  /** GDS (Galileo) records the add-order wizard retrieves by record locator. */
  pnrs: PnrRecord[];
  /** Ticket orders of every company (TICKET_ORDER, VOID_TICKET_ORDER, REFUND_ORDER). */
  orders: SimOrder[];
  /** Running order ids and ticket numbers. */
  orderCounters: OrderCounters;
}

/** Settings fixed for the life of a simulator instance. */
export interface SimConfig {
  /** Fixed verification code, or null for a random one per image. */
  captcha: string | null;
  sessionTtlSeconds: number;
  /** Clock in epoch milliseconds; injectable so tests can age sessions without waiting. */
  now: () => number;
}

/** What every handler family receives. */
export interface SimContext {
  state: SimState;
  config: SimConfig;
}

export function createState(): SimState {
  return {
    // Deep copies: account management mutates users and must never alter the seed.
    users: SEED_USERS.map((user) => structuredClone(user)),
    companies: SEED_COMPANIES.map((company) => ({ ...company })),
    sessions: new Map(),
    contactMessages: [],
    passwordResets: [],
    accountProfiles: SEED_ACCOUNT_PROFILES.map((profile) => structuredClone(profile)),
    nextUserSeq: 10101,
    // Seeded from the bookings' own seed (cheap, deterministic) so messages quote real bookings.
    notifications: seedNotifications(Date.now(), seedBookings(Date.now()).bookings),
    // Bookings (booking-store.ts): seeded relative to today so deadlines stay meaningful.
    ...seedBookings(Date.now()),
    ...seedOrderBook(Date.now()),
  };
}

/** The GDS records and the order history built from them (mocks/seed/orders.ts). */
function seedOrderBook(now: number): Pick<SimState, "pnrs" | "orders" | "orderCounters"> {
  const pnrs = seedPnrs(hongKongDay(now));
  const orderCounters: OrderCounters = { order: 700100, ticket: 2400118000 };
  return { pnrs, orders: seedOrders(pnrs, orderCounters, now), orderCounters };
}

/** Back to the seed, in place, so references to `state` held by tests stay valid. */
export function resetState(state: SimState): void {
  Object.assign(state, createState());
}

/** A login id is the login name or any of the user's e-mail addresses, case-insensitive. */
export function findUserByLogin(state: SimState, loginId: string): SeedUser | undefined {
  const wanted = loginId.trim().toLowerCase();
  if (wanted === "") return undefined;
  return state.users.find(
    (user) =>
      user.loginName.toLowerCase() === wanted ||
      user.emails.some((email) => email.emailAddress.toLowerCase() === wanted),
  );
}

export function findUserById(state: SimState, id: string): SeedUser | undefined {
  return state.users.find((user) => user.id === id);
}

export function findCompany(state: SimState, companyCode: string): SeedCompany | undefined {
  return state.companies.find((company) => company.companyCode === companyCode);
}

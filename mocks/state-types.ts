import type { FareChange } from "./air/fare-changes";
import type { AirSession } from "./air/session";
import type { SimBooking } from "./booking-types";
import type { AccountProfile } from "./seed/accounts";
import type { SimNotification } from "./seed/notifications";
import type { OrderCounters, SimOrder } from "./seed/orders";
import type { PnrRecord } from "./seed/pnrs";
import type { SeedCompany, SeedUser } from "./seed/users";

// The shapes of the simulator's world, apart from the code that seeds and changes it, so the
// stores (bookings, upstream sessions) can name them without importing state.ts (no cycle).

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
  /** Fares raised since the seed (POST /__sim/fares, mocks/air/fare-changes.ts). */
  fareChanges: FareChange[];
}

/** Settings fixed for the life of a simulator instance. */
export interface SimConfig {
  /** Fixed verification code, or null for a random one per image. */
  captcha: string | null;
  sessionTtlSeconds: number;
  /** Most offers one search answers (PAMHK_SIM_MAX_OFFERS, default 420). */
  maxOffers: number;
  /** Clock in epoch milliseconds; injectable so tests can age sessions without waiting. */
  now: () => number;
}

/** What every handler family receives. */
export interface SimContext {
  state: SimState;
  config: SimConfig;
}

export interface UpstreamSession {
  id: string;
  createdAt: number;
  lastSeen: number;
  /** The bound user's id (not login name), null until a login succeeds. */
  userId: string | null;
  /** The code drawn by the last verification image; null once consumed by a login attempt. */
  captcha: string | null;
  /** The air journey of this session (mocks/air/session.ts); absent until the first search. */
  air?: AirSession;
}

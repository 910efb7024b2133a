import { SEED_ACCOUNT_PROFILES } from "./seed/accounts";
import { seedBookings } from "./seed/bookings";
import { seedNotifications } from "./seed/notifications";
import { hongKongDay, seedOrders, type OrderCounters } from "./seed/orders";
import { seedPnrs } from "./seed/pnrs";
import { SEED_COMPANIES, SEED_USERS } from "./seed/users";
import type { SimState } from "./state-types";

export type { SimConfig, SimContext, SimState } from "./state-types";
export { findCompany, findUserById, findUserByLogin } from "./users-lookup";

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
    fareChanges: [],
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

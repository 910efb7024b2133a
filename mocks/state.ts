import { SEED_COMPANIES, SEED_USERS, type SeedCompany, type SeedUser } from "./seed/users";
import type { UpstreamSession } from "./upstream-session";

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
  };
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

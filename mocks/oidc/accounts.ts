import { createHash } from "node:crypto";
import { SEED_USERS } from "../seed/users";

/**
 * People known to the local identity provider. Each seeded back-office login has a provider
 * account whose `preferred_username` is that login (what `/account/ssologin` receives), plus one
 * person the back office has never heard of, so a rejected single sign-on can be exercised.
 */
export interface ProviderAccount {
  /** Stable subject identifier, distinct from the login (as a real provider's would be). */
  sub: string;
  /** What the person types on the provider's sign-in page. */
  username: string;
  password: string;
  /** The login name the portal hands to the back office. */
  preferredUsername: string;
  givenName: string;
  familyName: string;
  email: string;
}

// UUID-shaped and deterministic, so test runs and restarts see the same subjects.
function subjectFor(username: string): string {
  const hex = createHash("sha256").update(`local-idp:${username}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const titleCase = (text: string) => text.toLowerCase().replace(/\b\p{L}/gu, (c) => c.toUpperCase());

export const UNKNOWN_TO_BACK_OFFICE = "stranger";

export const PROVIDER_ACCOUNTS: readonly ProviderAccount[] = [
  ...SEED_USERS.map((user) => ({
    sub: subjectFor(user.loginName),
    username: user.loginName,
    password: user.password,
    preferredUsername: user.loginName,
    givenName: titleCase(user.givenName),
    familyName: titleCase(user.surname),
    email: user.emails[0]?.emailAddress ?? `${user.loginName}@example.invalid`,
  })),
  {
    sub: subjectFor(UNKNOWN_TO_BACK_OFFICE),
    username: UNKNOWN_TO_BACK_OFFICE,
    password: "Stranger1234",
    preferredUsername: UNKNOWN_TO_BACK_OFFICE,
    givenName: "Sam",
    familyName: "Stranger",
    email: "sam.stranger@example.invalid",
  },
];

export function findProviderAccountBySub(sub: string): ProviderAccount | undefined {
  return PROVIDER_ACCOUNTS.find((a) => a.sub === sub);
}

/** Username and password check of the sign-in page (usernames are case-insensitive). */
export function checkProviderCredentials(
  username: string,
  password: string,
): ProviderAccount | undefined {
  const account = PROVIDER_ACCOUNTS.find((a) => a.username === username.trim().toLowerCase());
  return account && account.password === password ? account : undefined;
}

import type { SeedCompany, SeedUser } from "./seed/users";
import type { SimState } from "./state-types";

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

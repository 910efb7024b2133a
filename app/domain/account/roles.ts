// Who may give which roles (docs/decisions/0056-roles-a-customer-admin-may-grant.md): a
// customer admin grants only roles of his own company's user type that he holds himself, and
// never changes his own roles. Removing a role from a colleague stays allowed. A system admin
// (the portal's operator) gives any company's roles, but not to himself either.

export type RoleChange = {
  /** The admin's own roles (security group codes) and user type. */
  held: readonly string[];
  adminType: string;
  /** Base roles any customer admin may give (ROLES_ANY_ADMIN_MAY_GRANT, e.g. ORDINARY_USER). */
  base?: readonly string[];
  /** A system admin: not bound to his own roles or user type. */
  systemAdmin?: boolean;
  /** The account's user type, current roles (none for a new account) and whether it is his own. */
  accountType: string;
  current: readonly string[];
  own: boolean;
  wanted: readonly string[];
};

export type RoleRefusal = "OWN_ROLES" | "NOT_HELD" | "OTHER_TYPE";

const sameSet = (a: readonly string[], b: readonly string[]) =>
  new Set(a).size === new Set(b).size && a.every((code) => b.includes(code));

export function roleRefusal(change: RoleChange): RoleRefusal | null {
  if (change.own) return sameSet(change.wanted, change.current) ? null : "OWN_ROLES";
  const granted = change.wanted.filter((code) => !change.current.includes(code));
  if (granted.length === 0 || change.systemAdmin) return null;
  if (change.accountType !== change.adminType) return "OTHER_TYPE";
  const mayGive = (code: string) => change.held.includes(code) || !!change.base?.includes(code);
  return granted.every(mayGive) ? null : "NOT_HELD";
}

import { describe, expect, it } from "vitest";
import { roleRefusal, type RoleChange } from "./roles";

const admin = { held: ["AIR_BOOKING", "TICKETING", "ACCOUNT_ADMIN"], adminType: "AGENT" };
const colleague = { accountType: "AGENT", current: ["AIR_BOOKING"], own: false };
const change = (over: Partial<RoleChange>): RoleChange => ({
  ...admin,
  ...colleague,
  wanted: colleague.current,
  ...over,
});

describe("roles a customer admin may grant", () => {
  it("grants roles he holds to a colleague of his user type", () => {
    expect(roleRefusal(change({ wanted: ["AIR_BOOKING", "TICKETING"] }))).toBeNull();
  });

  it("never grants a role he does not hold (PNR order agent, power user)", () => {
    expect(roleRefusal(change({ wanted: ["AIR_BOOKING", "PNR_ORDER_AGENT"] }))).toBe("NOT_HELD");
    expect(roleRefusal(change({ wanted: ["POWER_USER"] }))).toBe("NOT_HELD");
  });

  it("may give the base roles the configuration names, held or not", () => {
    const wanted = ["AIR_BOOKING", "ORDINARY_USER"];
    expect(roleRefusal(change({ wanted }))).toBe("NOT_HELD");
    expect(roleRefusal(change({ wanted, base: ["ORDINARY_USER"] }))).toBeNull();
  });

  it("may take away any role, held or not", () => {
    expect(
      roleRefusal(change({ current: ["PNR_ORDER_AGENT", "AIR_BOOKING"], wanted: [] })),
    ).toBeNull();
  });

  it("grants nothing to an account of another user type", () => {
    expect(
      roleRefusal(change({ accountType: "SYSTEM", wanted: ["AIR_BOOKING", "TICKETING"] })),
    ).toBe("OTHER_TYPE");
  });

  it("never changes his own roles, not even to drop one", () => {
    const own = { own: true, current: admin.held };
    expect(roleRefusal(change({ ...own, wanted: [...admin.held, "POWER_USER"] }))).toBe(
      "OWN_ROLES",
    );
    expect(roleRefusal(change({ ...own, wanted: ["AIR_BOOKING"] }))).toBe("OWN_ROLES");
    expect(roleRefusal(change({ ...own, wanted: [...admin.held].reverse() }))).toBeNull();
  });

  it("lets a system admin give any roles, but not change his own", () => {
    const operator = { systemAdmin: true, held: ["SITE_ADMIN"], adminType: "SYSTEM" };
    expect(roleRefusal(change({ ...operator, wanted: ["AIR_BOOKING", "TICKETING"] }))).toBeNull();
    expect(
      roleRefusal(change({ ...operator, own: true, current: ["SITE_ADMIN"], wanted: [] })),
    ).toBe("OWN_ROLES");
  });

  it("a new account gets only roles he holds", () => {
    const fresh = { current: [], wanted: ["TICKETING"] };
    expect(roleRefusal(change(fresh))).toBeNull();
    expect(roleRefusal(change({ ...fresh, wanted: ["ACCOUNT_ADMIN", "POWER_USER"] }))).toBe(
      "NOT_HELD",
    );
  });
});

// Loader and action checks of the account screens against the simulator: the server refuses
// what the UI hides (docs/behaviour.md#roles-and-permissions), whatever a forged request carries.
import { describe, expect, it } from "vitest";
import { useSimulator } from "../../mocks/test-support";
import { signedIn } from "../../tests/support/signed-in";
import { action as editAction } from "./secured.account.editAccountInfo";
import { action as listAction, loader as listLoader } from "./secured.account.list";

const sim = useSimulator();

function post(
  path: string,
  who: { cookie: string; csrf: string },
  fields: Record<string, string | string[]>,
) {
  const body = new URLSearchParams();
  body.set("csrf", who.csrf);
  for (const [key, value] of Object.entries(fields))
    for (const v of [value].flat()) body.append(key, v);
  return new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { Cookie: who.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

async function thrown(promise: Promise<unknown>): Promise<{ status: number; data?: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return { status: error.status };
    const maybe = error as { type?: string; init?: { status?: number }; data?: unknown };
    if (maybe?.type === "DataWithResponseInit")
      return { status: maybe.init?.status ?? 0, data: maybe.data };
    throw error;
  }
  throw new Error("expected a refusal");
}

const newAccount = {
  loginName: "routetest",
  nameTitle: "MR",
  surname: "Lee",
  givenName: "Ka Ho",
  email: "routetest@harbourtravel.hk",
  telephone: "91230000",
  password: "Route1234",
  confirmPassword: "Route1234",
};

describe("account routes", () => {
  it("refuses the add-account dialog and its POST to a non-admin with 403, before asking upstream", async () => {
    const agent = await signedIn("agent", "Agent1234");
    const dialog = await thrown(
      listLoader({
        request: new Request("http://portal.test/secured/account/list?dialog=add", {
          headers: { Cookie: agent.cookie },
        }),
        params: {},
        context: {},
      }),
    );
    expect(dialog).toMatchObject({ status: 403, data: { message: { key: "error.FORBIDDEN" } } });
    const created = await thrown(
      listAction({
        request: post("/secured/account/list?dialog=add", agent, newAccount),
        params: {},
        context: {},
      }),
    );
    expect(created.status).toBe(403);
    expect(sim.state.users.some((u) => u.loginName === "routetest")).toBe(false);
  });

  it("creates the account for a customer admin and redirects to it with a toast", async () => {
    const admin = await signedIn("admin", "Admin1234");
    const response = await listAction({
      request: post("/secured/account/list?dialog=add", admin, {
        ...newAccount,
        securityGroups: ["AIR_BOOKING", "TICKETING"],
      }),
      params: {},
      context: {},
    });
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).headers.get("Location")).toBe(
      "/secured/account/list?loginName=routetest",
    );
    const user = sim.state.users.find((u) => u.loginName === "routetest");
    expect(user).toMatchObject({
      surname: "LEE",
      companyCode: "HBT",
      bookingAgent: true,
      ticketingAgent: true,
      customerAdmin: false,
    });
  });

  it("ignores roles sent by a non-admin on edit, and saves the rest", async () => {
    const viewer = await signedIn("viewer", "Viewer1234");
    const fields = {
      surname: "Lam",
      givenName: "Siu Kei",
      email: "viewer.new@harbourtravel.hk",
      telephone: "94567890",
      enabled: "true",
      securityGroups: "ACCOUNT_ADMIN",
    };
    const response = await editAction({
      request: post("/secured/account/editAccountInfo?id=U10004", viewer, fields),
      params: {},
      context: {},
    });
    expect((response as Response).status).toBe(302);
    expect(sim.state.accountProfiles.find((p) => p.userId === "U10004")?.securityGroups).toEqual([
      "ORDINARY_USER",
    ]);
    expect(sim.state.users.find((u) => u.id === "U10004")).toMatchObject({
      customerAdmin: false,
      emails: [expect.objectContaining({ emailAddress: "viewer.new@harbourtravel.hk" })],
    });
  });

  it("lets a customer admin change roles, which changes the user's flags", async () => {
    const admin = await signedIn("admin", "Admin1234");
    const fields = {
      surname: "Lam",
      givenName: "Siu Kei",
      email: "viewer@harbourtravel.hk",
      telephone: "94567890",
      enabled: "true",
      securityGroups: ["ORDINARY_USER", "AIR_BOOKING"],
    };
    await editAction({
      request: post("/secured/account/editAccountInfo?id=U10004", admin, fields),
      params: {},
      context: {},
    });
    expect(sim.state.users.find((u) => u.id === "U10004")).toMatchObject({
      bookingAgent: true,
      permissions: ["13", "26"],
    });
  });

  // docs/decisions/0056-roles-a-customer-admin-may-grant.md: what a customer admin may grant, and
  // to whom.
  const person = {
    surname: "Wong",
    givenName: "Mei Ling",
    email: "admin@harbourtravel.hk",
    telephone: "92345678",
    enabled: "true",
  };
  const groupsOf = (userId: string) =>
    sim.state.accountProfiles.find((p) => p.userId === userId)?.securityGroups;

  it("refuses a customer admin's change of his own roles, even to a role he could give", async () => {
    const admin = await signedIn("admin", "Admin1234");
    const before = groupsOf("U10002");
    const response = await editAction({
      request: post("/secured/account/editAccountInfo?id=U10002", admin, {
        ...person,
        securityGroups: [...(before ?? []), "PNR_ORDER_AGENT"],
      }),
      params: {},
      context: {},
    });
    expect(response).toMatchObject({
      init: { status: 400 },
      data: { failure: { key: "account:roles.OWN_ROLES" } },
    });
    expect(groupsOf("U10002")).toEqual(before);
    expect(sim.state.users.find((u) => u.id === "U10002")?.pnrOrderAgent).toBe(false);
  });

  it("refuses roles the admin does not hold, to a colleague or a new account", async () => {
    const admin = await signedIn("admin", "Admin1234");
    const edited = await editAction({
      request: post("/secured/account/editAccountInfo?id=U10004", admin, {
        ...person,
        surname: "Lam",
        securityGroups: ["ORDINARY_USER", "PNR_ORDER_AGENT"],
      }),
      params: {},
      context: {},
    });
    expect(edited).toMatchObject({ data: { failure: { key: "account:roles.NOT_HELD" } } });
    expect(groupsOf("U10004")).not.toContain("PNR_ORDER_AGENT");
    const created = await listAction({
      request: post("/secured/account/list?dialog=add", admin, {
        ...newAccount,
        loginName: "notheld",
        securityGroups: ["AIR_BOOKING", "PNR_ORDER_AGENT"],
      }),
      params: {},
      context: {},
    });
    expect(created).toMatchObject({ init: { status: 400 } });
    expect(JSON.stringify(created)).toContain("account:roles.NOT_HELD");
    expect(sim.state.users.some((u) => u.loginName === "notheld")).toBe(false);
  });

  it("keeps an admin's stored roles when his own locked boxes send none", async () => {
    const admin = await signedIn("admin", "Admin1234");
    const before = groupsOf("U10002");
    const response = await editAction({
      request: post("/secured/account/editAccountInfo?id=U10002", admin, person),
      params: {},
      context: {},
    });
    expect((response as Response).status).toBe(302);
    expect(groupsOf("U10002")?.toSorted()).toEqual(before?.toSorted());
  });
});

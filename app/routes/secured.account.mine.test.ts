// My account and the self-lockout guards (docs/behaviour.md#my-account): the server refuses what
// the UI hides, whatever a forged request carries.
import { describe, expect, it } from "vitest";
import { useSimulator } from "../../mocks/test-support";
import { signedIn } from "../../tests/support/signed-in";
import {
  action as adminPasswordAction,
  loader as adminPasswordLoader,
} from "./secured.account.accountChangePassword";
import { action as editAction } from "./secured.account.editAccountInfo";
import { action as mineAction, loader as mineLoader } from "./secured.account.myAccount";

const sim = useSimulator();

function post(path: string, who: { cookie: string; csrf: string }, fields: Record<string, string>) {
  const body = new URLSearchParams({ csrf: who.csrf, ...fields });
  return new Request(`http://portal.test${path}`, {
    method: "POST",
    headers: { Cookie: who.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
}

const get = (path: string, who: { cookie: string }) =>
  new Request(`http://portal.test${path}`, { headers: { Cookie: who.cookie } });

async function outcome(run: () => Promise<unknown>) {
  try {
    const value = await run();
    if (value instanceof Response) return { status: value.status, value };
    const maybe = value as { type?: string; init?: { status?: number }; data?: unknown };
    if (maybe?.type === "DataWithResponseInit")
      return { status: maybe.init?.status ?? 200, value: maybe.data };
    return { status: 200, value };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, value: error };
    const maybe = error as { type?: string; init?: { status?: number }; data?: unknown };
    if (maybe?.type === "DataWithResponseInit")
      return { status: maybe.init?.status ?? 0, value: maybe.data };
    throw error;
  }
}

const password = (fields: Record<string, string>) => ({ intent: "password", ...fields });

describe("My account", () => {
  it("shows the signed-in user's own details, whatever the URL says", async () => {
    const agent = await signedIn("agent", "Agent1234");
    const loaded = await mineLoader({
      request: get("/secured/account/myAccount?id=U10002", agent),
      params: {},
      context: {},
    });
    expect(loaded.account).toMatchObject({ loginId: "agent" });
  });

  it("changes one's own password only with the current one", async () => {
    const agent = await signedIn("agent", "Agent1234");
    const run = (fields: Record<string, string>) =>
      outcome(() =>
        mineAction({
          request: post("/secured/account/myAccount", agent, password(fields)),
          params: {},
          context: {},
        }),
      );
    const missing = await run({ password: "Agent5678", confirmPassword: "Agent5678" });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.value)).toContain("oldPassword");
    const wrong = await run({
      oldPassword: "Wrong1234",
      password: "Agent5678",
      confirmPassword: "Agent5678",
    });
    expect(wrong.status).toBe(400);
    expect(JSON.stringify(wrong.value)).toContain("account:error.OLD_PASSWORD_WRONG");
    expect(sim.state.users.find((u) => u.loginName === "agent")?.password).toBe("Agent1234");
    const done = await run({
      oldPassword: "Agent1234",
      password: "Agent5678",
      confirmPassword: "Agent5678",
    });
    expect(done.status).toBe(302);
    expect(sim.state.users.find((u) => u.loginName === "agent")?.password).toBe("Agent5678");
  });

  it("saves personal info and keeps status and roles", async () => {
    const viewer = await signedIn("viewer", "Viewer1234");
    const saved = await outcome(() =>
      mineAction({
        request: post("/secured/account/myAccount", viewer, {
          intent: "info",
          surname: "Lam",
          givenName: "Siu Kei",
          email: "me@harbourtravel.hk",
          telephone: "94567890",
          enabled: "false",
          securityGroups: "ACCOUNT_ADMIN",
        }),
        params: {},
        context: {},
      }),
    );
    expect(saved.status).toBe(302);
    expect(sim.state.users.find((u) => u.id === "U10004")).toMatchObject({
      customerAdmin: false,
      emails: [expect.objectContaining({ emailAddress: "me@harbourtravel.hk" })],
    });
    expect(sim.state.accountProfiles.find((p) => p.userId === "U10004")?.enabled).toBe(true);
  });
});

describe("the admin screens on one's own account", () => {
  it("refuse the admin password change for one's own account, and send the screen to My account", async () => {
    const admin = await signedIn("admin", "Admin1234");
    const posted = await outcome(() =>
      adminPasswordAction({
        request: post("/secured/account/accountChangePassword?id=U10002", admin, {
          password: "Admin5678",
          confirmPassword: "Admin5678",
        }),
        params: {},
        context: {},
      }),
    );
    expect(posted.status).toBe(403);
    expect(sim.state.users.find((u) => u.id === "U10002")?.password).toBe("Admin1234");
    const shown = await outcome(() =>
      adminPasswordLoader({
        request: get("/secured/account/accountChangePassword?id=U10002", admin),
        params: {},
        context: {},
      }),
    );
    expect(shown.status).toBe(302);
    expect((shown.value as Response).headers.get("Location")).toBe("/secured/account/myAccount");
    // Another user's password stays the admin's to change.
    const other = await outcome(() =>
      adminPasswordAction({
        request: post("/secured/account/accountChangePassword?id=U10004", admin, {
          password: "Viewer5678",
          confirmPassword: "Viewer5678",
        }),
        params: {},
        context: {},
      }),
    );
    expect(other.status).toBe(302);
  });

  it("refuse setting one's own account Inactive", async () => {
    const agent = await signedIn("agent", "Agent1234");
    const refused = await outcome(() =>
      editAction({
        request: post("/secured/account/editAccountInfo?id=U10001", agent, {
          surname: "Chan",
          givenName: "Tai Man",
          email: "agent@harbourtravel.hk",
          telephone: "91234567",
          enabled: "false",
        }),
        params: {},
        context: {},
      }),
    );
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.value)).toContain("account:error.SELF_INACTIVE");
    expect(sim.state.accountProfiles.find((p) => p.userId === "U10001")?.enabled ?? true).toBe(
      true,
    );
  });
});

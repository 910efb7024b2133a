import { describe, expect, it } from "vitest";
import { codeOf, UpstreamClient, useSimulator } from "../test-support";

useSimulator();

async function as(login: string, password: string) {
  const client = new UpstreamClient();
  expect(codeOf(await client.login(login, password))).toBe("0/0");
  return client;
}

const newAccount = (login: string, extra: Record<string, unknown> = {}) => ({
  id: login,
  nameTitle: "MS",
  surname: "Fung",
  givenName: "Ka Yan",
  password: "Newuser123",
  confirmPassword: "Newuser123",
  emails: [{ emailAddress: `${login}@harbourtravel.hk` }],
  telephones: [{ phoneNumber: "91112222" }],
  securityGroups: ["AIR_BOOKING", "ORDINARY_USER"],
  ...extra,
});

describe("account management", () => {
  it("lists the accounts a caller may see: own company for admins, self for others, all for system admins", async () => {
    const admin = await as("admin", "Admin1234");
    const list = await admin.post("/pamhkapi/account/managerUserlist", {
      name: "",
      loginName: "",
      status: "",
      offset: 0,
      limit: 10,
    });
    expect(codeOf(list)).toBe("0/0");
    expect((list.accountInfos as { loginId: string }[]).map((a) => a.loginId)).toEqual([
      "admin",
      "agent",
      "viewer",
    ]);
    const agent = await as("agent", "Agent1234");
    const own = await agent.post("/pamhkapi/account/managerUserlist", { offset: 0, limit: 10 });
    expect(own.totalElements).toBe(1);
    const sys = await as("sysadmin", "Sysadmin1234");
    expect(
      (await sys.post("/pamhkapi/account/managerUserlist", { offset: 0, limit: 10 })).totalElements,
    ).toBe(5);
  });

  it("filters by name, login and status", async () => {
    const admin = await as("admin", "Admin1234");
    const byName = await admin.post("/pamhkapi/account/managerUserlist", {
      name: "chan",
      offset: 0,
      limit: 10,
    });
    expect((byName.accountInfos as { loginId: string }[]).map((a) => a.loginId)).toEqual(["agent"]);
    const byLogin = await admin.post("/pamhkapi/account/managerUserlist", {
      loginName: "VIEW",
      offset: 0,
      limit: 10,
    });
    expect(byLogin.totalElements).toBe(1);
    const inactive = await admin.post("/pamhkapi/account/managerUserlist", {
      status: "INACTIVE",
      offset: 0,
      limit: 10,
    });
    expect(inactive.totalElements).toBe(0);
  });

  it("lets a customer admin create an account that can sign in with roles granting flags", async () => {
    const admin = await as("admin", "Admin1234");
    const created = await admin.post("/pamhkapi/account/create", newAccount("kayan"));
    expect(codeOf(created)).toBe("0/0");
    const client = await as("kayan", "Newuser123");
    const info = (await client.get("/pamhkapi/account/info")).userInfo as Record<string, unknown>;
    expect(info).toMatchObject({
      loginName: "kayan",
      companyCode: "HBT",
      bookingAgent: true,
      ticketingAgent: false,
      customerAdmin: false,
      permissions: ["13", "26"],
    });
    expect(info.id).not.toBe("kayan");
  });

  it("refuses creation by non-admins (3/403), duplicates (3/120), weak or different passwords, bad phones", async () => {
    const agent = await as("agent", "Agent1234");
    expect(codeOf(await agent.post("/pamhkapi/account/create", newAccount("x1")))).toBe("3/403");
    const admin = await as("admin", "Admin1234");
    expect(codeOf(await admin.post("/pamhkapi/account/create", newAccount("AGENT")))).toBe("3/120");
    expect(
      codeOf(
        await admin.post(
          "/pamhkapi/account/create",
          newAccount("x2", { password: "weakpass", confirmPassword: "weakpass" }),
        ),
      ),
    ).toBe("3/121");
    expect(
      codeOf(
        await admin.post(
          "/pamhkapi/account/create",
          newAccount("x3", { confirmPassword: "Newuser124" }),
        ),
      ),
    ).toBe("3/122");
    expect(
      codeOf(
        await admin.post(
          "/pamhkapi/account/create",
          newAccount("x4", { telephones: [{ phoneNumber: "12a45" }] }),
        ),
      ),
    ).toBe("3/123");
    expect(
      codeOf(
        await admin.post(
          "/pamhkapi/account/create",
          newAccount("x5", { securityGroups: ["SITE_ADMIN"] }),
        ),
      ),
    ).toBe("3/124");
    const missing = await admin.post(
      "/pamhkapi/account/create",
      newAccount("x6", { surname: "", emails: [] }),
    );
    expect(codeOf(missing)).toBe("3/100");
    expect(missing.errorCode.errorMsgField).toEqual(["surname", "emails"]);
  });

  it("shows details with roles and the company block; other companies' accounts are not found", async () => {
    const admin = await as("admin", "Admin1234");
    const info = await admin.get("/pamhkapi/account/managerUserInfo?id=U10001&lang=zh_HK");
    expect(info.accountInfo).toMatchObject({
      loginId: "agent",
      companyName: "Harbour Travel Ltd",
      roles: "機票預訂,自助出票,一般用戶",
      enabled: true,
    });
    expect(codeOf(await admin.get("/pamhkapi/account/managerUserInfo?id=U10005"))).toBe("3/404");
  });

  it("modifies names, contacts, status and (admins only) roles; an Inactive account cannot sign in", async () => {
    const admin = await as("admin", "Admin1234");
    await admin.post("/pamhkapi/account/create", newAccount("kayan"));
    const id = (
      (
        await admin.post("/pamhkapi/account/managerUserlist", {
          loginName: "kayan",
          offset: 0,
          limit: 10,
        })
      ).accountInfos as { id: string }[]
    )[0].id;
    const modify = {
      id,
      surname: "Fung",
      givenName: "Ka Yan",
      emails: [{ emailAddress: "new@harbourtravel.hk" }],
      telephones: [{ phoneNumber: "98765432" }],
      securityGroups: ["TICKETING"],
      enabled: false,
    };
    expect(codeOf(await admin.post("/pamhkapi/account/modifyInfo", modify))).toBe("0/0");
    const info = (await admin.get(`/pamhkapi/account/managerUserInfo?id=${id}`))
      .accountInfo as Record<string, unknown>;
    expect(info).toMatchObject({
      enabled: false,
      securityGroups: ["TICKETING"],
      emails: [{ emailAddress: "new@harbourtravel.hk", emailType: "BUSINESS" }],
    });
    expect(codeOf(await new UpstreamClient().login("kayan", "Newuser123"))).toBe("3/237");

    const agent = await as("agent", "Agent1234");
    const self = {
      id: "U10001",
      surname: "CHAN",
      givenName: "TAI MAN",
      emails: [{ emailAddress: "agent@harbourtravel.hk" }],
      telephones: [{ phoneNumber: "91234567" }],
    };
    expect(codeOf(await agent.post("/pamhkapi/account/modifyInfo", self))).toBe("0/0");
    expect(
      codeOf(
        await agent.post("/pamhkapi/account/modifyInfo", {
          ...self,
          securityGroups: ["ACCOUNT_ADMIN"],
        }),
      ),
    ).toBe("3/403");
    expect(
      codeOf(await agent.post("/pamhkapi/account/modifyInfo", { ...self, id: "U10002" })),
    ).toBe("3/404");
  });

  it("changes a password by admin with the strength rule", async () => {
    const admin = await as("admin", "Admin1234");
    expect(
      codeOf(
        await admin.post("/pamhkapi/account/changePasswordByAdmin", {
          id: "U10004",
          password: "short",
          confirmPassword: "short",
        }),
      ),
    ).toBe("3/121");
    expect(
      codeOf(
        await admin.post("/pamhkapi/account/changePasswordByAdmin", {
          id: "U10004",
          password: "Viewer5678",
          confirmPassword: "Viewer5679",
        }),
      ),
    ).toBe("3/122");
    expect(
      codeOf(
        await admin.post("/pamhkapi/account/changePasswordByAdmin", {
          id: "U10004",
          password: "Viewer5678",
          confirmPassword: "Viewer5678",
        }),
      ),
    ).toBe("0/0");
    expect(codeOf(await new UpstreamClient().login("viewer", "Viewer5678"))).toBe("0/0");
  });

  it("changes one's own password only with the current one, never through the admin call", async () => {
    const agent = await as("agent", "Agent1234");
    const change = (body: Record<string, string>) =>
      agent.post("/pamhkapi/account/changePassword", body).then(codeOf);
    expect(
      await change({ oldPassword: "", password: "Agent5678", confirmPassword: "Agent5678" }),
    ).toBe("3/100");
    expect(
      await change({
        oldPassword: "Wrong1234",
        password: "Agent5678",
        confirmPassword: "Agent5678",
      }),
    ).toBe("3/125");
    expect(
      await change({
        oldPassword: "Agent1234",
        password: "Agent5678",
        confirmPassword: "Agent5679",
      }),
    ).toBe("3/122");
    const admin = await as("admin", "Admin1234");
    expect(
      codeOf(
        await admin.post("/pamhkapi/account/changePasswordByAdmin", {
          id: "U10002",
          password: "Admin5678",
          confirmPassword: "Admin5678",
        }),
      ),
    ).toBe("3/403");
    expect(
      await change({
        oldPassword: "Agent1234",
        password: "Agent5678",
        confirmPassword: "Agent5678",
      }),
    ).toBe("0/0");
    expect(codeOf(await new UpstreamClient().login("agent", "Agent5678"))).toBe("0/0");
  });

  it("refuses to deactivate one's own account", async () => {
    const admin = await as("admin", "Admin1234");
    const own = await admin.get("/pamhkapi/account/managerUserInfo?id=U10002");
    const info = own.accountInfo as Record<string, unknown>;
    expect(
      codeOf(await admin.post("/pamhkapi/account/modifyInfo", { ...info, enabled: false })),
    ).toBe("3/126");
    expect(
      codeOf(await admin.post("/pamhkapi/account/modifyInfo", { ...info, enabled: true })),
    ).toBe("0/0");
  });

  it("returns the security groups of a user type in the requested language", async () => {
    const client = new UpstreamClient();
    const agentGroups = await client.get("/pamhkapi/codes/b2bSecurityGroups?type=AGENT&lang=zh_CN");
    expect(
      (agentGroups.securityGroups as { code: string; name: string }[]).find(
        (g) => g.code === "ACCOUNT_ADMIN",
      )?.name,
    ).toBe("账户管理员");
    const system = await client.get("/pamhkapi/codes/b2bSecurityGroups?type=SYSTEM");
    expect((system.securityGroups as { code: string }[]).map((g) => g.code)).toEqual([
      "SITE_ADMIN",
      "SUPPORT_DESK",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { SEED_USERS } from "../seed/users";
import { codeOf, UpstreamClient, useSimulator } from "../test-support";

const sim = useSimulator();

describe("POST /pamhkapi/account/userLogin", () => {
  it("answers 3/175 for a wrong verification code", async () => {
    const client = new UpstreamClient();
    const body = await client.login("agent", "Agent1234", "ABCD");
    expect(codeOf(body)).toBe("3/175");
    expect(body.errorCode.errorMsg).toBe("Verification code wrong");
  });

  it("answers 3/175 when no image was loaded in this session, or the code is missing", async () => {
    const client = new UpstreamClient();
    expect(
      codeOf(
        await client.post("/pamhkapi/account/userLogin", {
          id: "agent",
          password: "Agent1234",
          verifyCodeActual: "TEST",
        }),
      ),
    ).toBe("3/175");
    await client.fetch("/pamhkapi/verificationCode?t=1");
    expect(
      codeOf(
        await client.post("/pamhkapi/account/userLogin", { id: "agent", password: "Agent1234" }),
      ),
    ).toBe("3/175");
  });

  it("answers 3/237 for a bad password or an unknown login", async () => {
    const client = new UpstreamClient();
    const bad = await client.login("agent", "agent1234");
    expect(codeOf(bad)).toBe("3/237");
    expect(bad.errorCode.errorMsg).toBe("Bad user id or password");
    expect(codeOf(await client.login("nobody", "Agent1234"))).toBe("3/237");
  });

  it("invalidates the code after any attempt: the next one needs a new image", async () => {
    const client = new UpstreamClient();
    expect(codeOf(await client.login("agent", "wrong"))).toBe("3/237");
    const retry = await client.post("/pamhkapi/account/userLogin", {
      id: "agent",
      password: "Agent1234",
      verifyCodeActual: "TEST",
    });
    expect(codeOf(retry)).toBe("3/175");
    expect(codeOf(await client.login("agent", "Agent1234"))).toBe("0/0");
  });

  it("logs in, compares the code case-insensitively, and /account/info returns the user", async () => {
    const client = new UpstreamClient();
    const login = await client.login("agent", "Agent1234", "test");
    expect(login.errorCode).toEqual({
      errorType: "0",
      errorCode: "0",
      errorMsg: "",
      errorMsgField: [],
      serialno: "",
    });
    const info = await client.get("/pamhkapi/account/info");
    expect(codeOf(info)).toBe("0/0");
    expect(info.userInfo).toMatchObject({
      id: "U10001",
      loginName: "agent",
      companyName: "Harbour Travel Ltd",
      companyCode: "HBT",
      bookingAgent: true,
      ticketingAgent: true,
      customerAdmin: false,
      systemAdmin: false,
      pnrOrderAgent: false,
      permissions: ["13", "15", "20", "22", "26"],
      userType: "AGENT",
      emails: expect.arrayContaining([
        { emailAddress: "agent@harbourtravel.hk", emailType: "BUSINESS" },
      ]),
      telephones: expect.arrayContaining([
        expect.objectContaining({
          countryAccessCode: "852",
          phoneNumber: expect.stringMatching(/^\d{8}$/),
        }),
      ]),
    });
    expect((info.userInfo as { unReadMessageCount: number }).unReadMessageCount).toBeGreaterThan(0);
  });

  it("accepts any of the user's e-mail addresses as the id, case-insensitively", async () => {
    const client = new UpstreamClient();
    expect(codeOf(await client.login("Bookings@HarbourTravel.HK", "Agent1234"))).toBe("0/0");
    expect((await client.get("/pamhkapi/account/info")).userInfo).toMatchObject({
      loginName: "agent",
    });
  });

  it.each(SEED_USERS.map((user) => [user.loginName, user.password] as const))(
    "logs in the seeded user %s",
    async (login, password) => {
      const client = new UpstreamClient();
      expect(codeOf(await client.login(login, password))).toBe("0/0");
      expect((await client.get("/pamhkapi/account/info")).userInfo).toMatchObject({
        loginName: login,
      });
    },
  );

  it("binds the login to one session only: another client stays logged out", async () => {
    const agent = new UpstreamClient();
    await agent.login("agent", "Agent1234");
    const stranger = new UpstreamClient();
    expect(codeOf(await stranger.get("/pamhkapi/account/info"))).toBe("5/4");
    expect(stranger.sessionId).toBeDefined();
    expect(stranger.sessionId).not.toBe(agent.sessionId);
    expect(sim.state.sessions.get(agent.sessionId ?? "")?.userId).toBe("U10001");
  });
});

describe("session-only account calls", () => {
  it("answers 5/4 'no login' without a login", async () => {
    const client = new UpstreamClient();
    const info = await client.get("/pamhkapi/account/info");
    expect(codeOf(info)).toBe("5/4");
    expect(info.errorCode.errorMsg).toBe("no login");
    expect(codeOf(await client.get("/pamhkapi/account/availablecredits"))).toBe("5/4");
  });

  it("logs out (0/0), after which info is 5/4 and a second logout is 5/4", async () => {
    const client = new UpstreamClient();
    await client.login("admin", "Admin1234");
    expect(codeOf(await client.get("/pamhkapi/account/userLogout"))).toBe("0/0");
    expect(codeOf(await client.get("/pamhkapi/account/info"))).toBe("5/4");
    expect(codeOf(await client.get("/pamhkapi/account/userLogout"))).toBe("5/4");
  });

  it("returns the company's available credit in HKD", async () => {
    const agent = new UpstreamClient();
    await agent.login("agent", "Agent1234");
    expect((await agent.get("/pamhkapi/account/availablecredits")).availableCredits).toEqual({
      currencyCode: "HKD",
      amount: 250000,
    });
    const pnr = new UpstreamClient();
    await pnr.login("pnragent", "Pnragent1234");
    expect((await pnr.get("/pamhkapi/account/availablecredits")).availableCredits).toEqual({
      currencyCode: "HKD",
      amount: 85000.5,
    });
  });
});

describe("POST /pamhkapi/account/ssologin", () => {
  it("binds a seeded login name without a verification code", async () => {
    const client = new UpstreamClient();
    expect(
      codeOf(
        await client.post("/pamhkapi/account/ssologin", {
          userName: "sysadmin",
          openSessionId: "abc",
        }),
      ),
    ).toBe("0/0");
    expect((await client.get("/pamhkapi/account/info")).userInfo).toMatchObject({
      id: "U10003",
      systemAdmin: true,
      userType: "SYSTEM",
      permissions: ["10"],
    });
  });

  it("answers 3/237 for an Inactive account, whatever the identity provider says", async () => {
    const profile = sim.state.accountProfiles.find((p) => p.userId === "U10004");
    expect(profile).toBeDefined();
    profile!.enabled = false;
    const client = new UpstreamClient();
    expect(
      codeOf(
        await client.post("/pamhkapi/account/ssologin", {
          userName: "viewer",
          openSessionId: "abc",
        }),
      ),
    ).toBe("3/237");
  });

  it("answers 3/237 for an unknown user name", async () => {
    const client = new UpstreamClient();
    expect(
      codeOf(
        await client.post("/pamhkapi/account/ssologin", {
          userName: "ghost",
          openSessionId: "abc",
        }),
      ),
    ).toBe("3/237");
    expect(codeOf(await client.get("/pamhkapi/account/info"))).toBe("5/4");
  });
});

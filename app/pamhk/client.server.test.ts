import { describe, expect, it, vi } from "vitest";
import * as z from "zod";
import { isNoLogin, messageFor } from "~/domain/upstream-error";
import { createLogger, withRequestLog } from "~/log.server";
import { jarCaller, useSimulator } from "../../mocks/test-support";
import { userInfo, userLogin, userLogout } from "./account.server";
import { callUpstream, sendUpstream, upstreamUrl } from "./client.server";
import { airportsByKeyword } from "./codes.server";
import { contactUs, forgetPassword } from "./email.server";

const simulator = useSimulator();

const context = async () => jarCaller();

async function signedIn(id = "agent", password = "Agent1234") {
  const ctx = await context();
  await sendUpstream(ctx, { path: "/verificationCode" });
  const login = await userLogin(ctx, { id, password, verifyCodeActual: "TEST" });
  expect(login.ok).toBe(true);
  return ctx;
}

describe("upstream client", () => {
  it("builds URLs under the API family with the query", () => {
    expect(
      upstreamUrl({ path: "/email/forgetPassword", query: { accountId: "a b", skip: undefined } }),
    ).toBe("http://pamhk.test/pamhkapi/email/forgetPassword?accountId=a+b");
    expect(upstreamUrl({ api: "gallopapi", path: "/x" })).toBe("http://pamhk.test/gallopapi/x");
  });

  it("keeps the upstream session cookie in the caller's jar and forwards it", async () => {
    const ctx = await signedIn();
    expect(Object.keys(ctx.jar.cookies())).toContain("JSESSIONID");
    const info = await userInfo(ctx);
    expect(info.ok && info.data).toMatchObject({
      id: "U10001",
      loginName: "agent",
      bookingAgent: true,
      companyName: "Harbour Travel Ltd",
    });
  });

  it("decodes envelope errors into typed results: 3/175, 3/237, 5/4", async () => {
    const ctx = await context();
    await sendUpstream(ctx, { path: "/verificationCode" });
    const wrongCode = await userLogin(ctx, {
      id: "agent",
      password: "Agent1234",
      verifyCodeActual: "NOPE",
    });
    expect(wrongCode).toMatchObject({
      ok: false,
      error: { kind: "envelope", errorType: 3, errorCode: 175 },
    });
    await sendUpstream(ctx, { path: "/verificationCode" });
    const wrongPassword = await userLogin(ctx, {
      id: "agent",
      password: "Nope12345",
      verifyCodeActual: "TEST",
    });
    expect(wrongPassword).toMatchObject({
      ok: false,
      error: { kind: "envelope", errorType: 3, errorCode: 237 },
    });
    const anonymous = await userInfo(ctx);
    expect(!anonymous.ok && isNoLogin(anonymous.error)).toBe(true);
    expect(!anonymous.ok && messageFor(anonymous.error)).toEqual({ key: "error.NO_LOGIN" });
  });

  it("sends the request id upstream; its log lines carry the id and never the password", async () => {
    const ctx = await context();
    await sendUpstream(ctx, { path: "/verificationCode" });
    const lines: string[] = [];
    const logger = createLogger({ write: (line: string) => void lines.push(line) });
    const sent = vi.spyOn(globalThis, "fetch");
    const refused = await new Promise((resolve) =>
      withRequestLog({ log: logger.child({ reqId: "0a1b2c3d" }), id: "0a1b2c3d" }, () =>
        resolve(userLogin(ctx, { id: "agent", password: "Wrong12345", verifyCodeActual: "TEST" })),
      ),
    );
    const init = sent.mock.calls.at(-1)?.[1];
    sent.mockRestore();
    expect(refused).toMatchObject({ ok: false, error: { errorType: 3, errorCode: 237 } });
    const headers = new Headers(init?.headers);
    expect(headers.get("x-request-id")).toBe("0a1b2c3d");
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: "warn", reqId: "0a1b2c3d", errorCode: 237 }),
    );
    expect(lines.join("\n")).not.toContain("Wrong12345");
  });

  it("logout ends the upstream session", async () => {
    const ctx = await signedIn();
    expect((await userLogout(ctx)).ok).toBe(true);
    const after = await userInfo(ctx);
    expect(!after.ok && isNoLogin(after.error)).toBe(true);
  });

  it.each([
    ["500", { kind: "http", status: 500 }, "http.500"],
    ["504", { kind: "http", status: 504 }, "http.504"],
    ["reset", { kind: "communication", reason: "network" }, "error.COMMUNICATION_FAILURE"],
    ["noenvelope", { kind: "noEnvelope" }, "error.RESPONSE_ERROR"],
  ] as const)("fault %s maps to %o", async (fault, error, key) => {
    const ctx = await context();
    simulator.control.set({ fault });
    const result = await forgetPassword(ctx, "agent");
    expect(result).toMatchObject({ ok: false, error });
    expect(!result.ok && messageFor(result.error).key).toBe(key);
  });

  it("a timeout is a COMMUNICATION_FAILURE", async () => {
    const ctx = await context();
    simulator.control.set({ latencyMs: 400 });
    const { env } = await import("~/env.server");
    const settings = env();
    const original = settings.PAMHK_TIMEOUT_MS;
    settings.PAMHK_TIMEOUT_MS = 50;
    try {
      const result = await forgetPassword(ctx, "agent");
      expect(result).toEqual({ ok: false, error: { kind: "communication", reason: "timeout" } });
    } finally {
      settings.PAMHK_TIMEOUT_MS = original;
    }
  });

  it("parses payloads instead of casting them: a wrong shape is a response error", async () => {
    const ctx = await signedIn();
    const result = await callUpstream(
      ctx,
      { path: "/account/info" },
      z.object({ userInfo: z.object({ id: z.number() }) }),
    );
    expect(result).toEqual({ ok: false, error: { kind: "noEnvelope" } });
  });

  it("email and code services speak the simulator's contract", async () => {
    const ctx = await context();
    expect((await forgetPassword(ctx, "nobody@example.com")).ok).toBe(false);
    expect((await forgetPassword(ctx, "agent@harbourtravel.hk")).ok).toBe(true);
    const sent = await contactUs(ctx, {
      name: "Chan",
      phone: "85291234567",
      email: "c@x.hk",
      company: "Sunrise",
      suggestion: "Hello",
    });
    expect(sent.ok).toBe(true);
    expect(simulator.state.contactMessages.at(-1)).toMatchObject({
      name: "Chan",
      suggestion: "Hello",
    });
    expect((await airportsByKeyword(ctx, "香港", "zh-HK"))[0]).toMatchObject({ code: "HKG" });
    expect((await airportsByKeyword(ctx, "london", "en-US")).map((a) => a.code)).toContain("LHR");
  });
});

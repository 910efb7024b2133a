import * as z from "zod";
import { UserInfoSchema } from "~/contracts/user";
import { callUpstream, Empty, type UpstreamContext } from "./client.server";

// Built once, not per call: every page asks for the user.
const UserInfoAnswer = z.object({ userInfo: UserInfoSchema });

export function userLogin(
  ctx: UpstreamContext,
  credentials: { id: string; password: string; verifyCodeActual: string },
) {
  return callUpstream(
    ctx,
    { method: "POST", path: "/account/userLogin", json: credentials },
    Empty,
  );
}

export function ssoLogin(ctx: UpstreamContext, body: { userName: string; openSessionId: string }) {
  return callUpstream(ctx, { method: "POST", path: "/account/ssologin", json: body }, Empty);
}

export async function userInfo(ctx: UpstreamContext) {
  const result = await callUpstream(ctx, { path: "/account/info" }, UserInfoAnswer);
  return result.ok ? { ok: true as const, data: result.data.userInfo } : result;
}

export function userLogout(ctx: UpstreamContext) {
  return callUpstream(ctx, { path: "/account/userLogout" }, Empty);
}

import * as z from "zod";
import { str, flag } from "./lenient";
import { callUpstream, Empty, type UpstreamContext } from "./client.server";

export const UserInfoSchema = z.object({
  id: z.coerce.string(),
  loginName: str,
  surname: str,
  givenName: str,
  companyName: str,
  companyCode: str,
  unReadMessageCount: z.coerce
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  // Extension (issue 14): airline schedule changes not accepted yet (the bell shows them).
  pendingScheduleChangeCount: z.coerce
    .number()
    .nullish()
    .transform((v) => v ?? 0),
  bookingAgent: flag,
  ticketingAgent: flag,
  customerAdmin: flag,
  systemAdmin: flag,
  pnrOrderAgent: flag,
  permissions: z
    .array(z.coerce.string())
    .nullish()
    .transform((v) => v ?? []),
  userType: str,
  bookingFromPartyId: str,
  rph: str,
  emails: z
    .array(z.object({ emailAddress: z.string(), emailType: z.string().nullish() }))
    .nullish()
    .transform((v) => v ?? []),
  telephones: z
    .array(
      z.object({
        phoneNumber: z.coerce.string(),
        phoneType: z.string().nullish(),
        countryAccessCode: z.coerce.string().nullish(),
        areaCityCode: z.coerce.string().nullish(),
      }),
    )
    .nullish()
    .transform((v) => v ?? []),
});

/** The signed-in user as the back office describes them (spec 01 §3 "User info"). */
export type UserInfo = z.output<typeof UserInfoSchema>;

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

import { http, type HttpHandler } from "msw";
import * as z from "zod";
import { errors, ok, readJson } from "../envelope";
import type { SeedEmail, SeedTelephone, SeedUser, UserType } from "../seed/users";
import { findCompany, findUserByLogin, type SimContext } from "../state";
import { loggedInRoute, sessionRoute, sessionUser } from "../upstream-session";
import { isAccountEnabled } from "./account-admin";
import { pendingScheduleChanges, unreadCount } from "./notification";

/** `userInfo` of GET /account/info, as the portal's session reads it. */
export interface UpstreamUserInfo {
  id: string;
  loginName: string;
  surname: string;
  givenName: string;
  companyName: string;
  companyCode: string;
  unReadMessageCount: number;
  /** Extension (mocks/README.md "Schedule changes"): changes not accepted yet. */
  pendingScheduleChangeCount: number;
  bookingAgent: boolean;
  ticketingAgent: boolean;
  customerAdmin: boolean;
  systemAdmin: boolean;
  pnrOrderAgent: boolean;
  permissions: string[];
  userType: UserType;
  bookingFromPartyId: string;
  rph: string;
  emails: SeedEmail[];
  telephones: SeedTelephone[];
}

// Fields of the wrong type read as empty: the back office answers with an envelope, never a 400.
const text = z.string().catch("");
const LoginBody = z
  .object({ id: text, password: text, verifyCodeActual: text })
  .catch({ id: "", password: "", verifyCodeActual: "" });
const SsoBody = z
  .object({ userName: text, openSessionId: text })
  .catch({ userName: "", openSessionId: "" });

export function toUserInfo(ctx: SimContext, user: SeedUser): UpstreamUserInfo {
  const company = findCompany(ctx.state, user.companyCode);
  return {
    id: user.id,
    loginName: user.loginName,
    surname: user.surname,
    givenName: user.givenName,
    companyName: company?.companyName ?? "",
    companyCode: user.companyCode,
    // Derived from the airline queue (notification.ts), so reading a message lowers it.
    unReadMessageCount: unreadCount(ctx.state, user.id),
    pendingScheduleChangeCount: pendingScheduleChanges(ctx.state, user.id, ctx.config.now()),
    bookingAgent: user.bookingAgent,
    ticketingAgent: user.ticketingAgent,
    customerAdmin: user.customerAdmin,
    systemAdmin: user.systemAdmin,
    pnrOrderAgent: user.pnrOrderAgent,
    permissions: [...user.permissions],
    userType: user.userType,
    bookingFromPartyId: company?.bookingFromPartyId ?? "",
    rph: user.rph,
    emails: user.emails.map((email) => ({ ...email })),
    telephones: user.telephones.map((phone) => ({ ...phone })),
  };
}

export function accountHandlers(ctx: SimContext): HttpHandler[] {
  return [
    http.post(
      "*/pamhkapi/account/userLogin",
      sessionRoute(ctx, async ({ request, session }) => {
        const body = LoginBody.parse(await readJson(request));
        // One attempt per image, whatever the outcome: guessing needs a fresh image each time.
        const expected = session.captcha;
        session.captcha = null;
        if (
          expected === null ||
          body.verifyCodeActual.trim().toUpperCase() !== expected.toUpperCase()
        ) {
          return errors.wrongCaptcha();
        }
        const user = findUserByLogin(ctx.state, body.id);
        // An Inactive account (account management) signs in no more than a wrong password does.
        if (!user || user.password !== body.password || !isAccountEnabled(ctx.state, user.id))
          return errors.badCredentials();
        session.userId = user.id;
        return ok();
      }),
    ),

    // The identity provider has already authenticated the person; the back office only maps the
    // user name onto an account (the open session id is the provider's, not checked here).
    http.post(
      "*/pamhkapi/account/ssologin",
      sessionRoute(ctx, async ({ request, session }) => {
        const body = SsoBody.parse(await readJson(request));
        const user = findUserByLogin(ctx.state, body.userName);
        // The identity provider vouches for the person, not for the account: Inactive stays out.
        if (!user || !isAccountEnabled(ctx.state, user.id)) return errors.badCredentials();
        session.userId = user.id;
        session.captcha = null;
        return ok();
      }),
    ),

    http.get(
      "*/pamhkapi/account/info",
      loggedInRoute(ctx, ({ user }) => ok({ userInfo: toUserInfo(ctx, user) })),
    ),

    // 5/4 when nobody was logged in; the portal treats that as a successful logout too.
    http.get(
      "*/pamhkapi/account/userLogout",
      sessionRoute(ctx, ({ session }) => {
        const user = sessionUser(ctx, session);
        session.userId = null;
        return user ? ok() : errors.noLogin();
      }),
    ),

    http.get(
      "*/pamhkapi/account/availablecredits",
      loggedInRoute(ctx, ({ user }) => {
        const amount = findCompany(ctx.state, user.companyCode)?.availableCredit ?? 0;
        return ok({ availableCredits: { currencyCode: "HKD", amount } });
      }),
    ),
  ];
}

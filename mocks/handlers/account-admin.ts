import { http, type HttpHandler } from "msw";
import * as z from "zod";
import { err, errors, ok, readJson } from "../envelope";
import { parseLang, type Lang } from "../lang";
import {
  COMPANY_CONTACTS,
  findSecurityGroup,
  SECURITY_GROUPS,
  type AccountProfile,
} from "../seed/accounts";
import type { SeedUser } from "../seed/users";
import {
  findCompany,
  findUserById,
  findUserByLogin,
  type SimContext,
  type SimState,
} from "../state";
import { loggedInRoute, sessionRoute } from "../upstream-session";

/**
 * Account management (docs/behaviour.md#accounts; its calls:
 * docs/back-office.md#the-families-of-calls). Who sees whom: a system admin every account, a
 * customer admin the accounts of their company, anybody else only their own. Only customer admins
 * create accounts or change roles. Roles are security groups; a user's flags and permission codes
 * follow from them.
 *
 * Business errors (type 3): 100 missing fields, 120 login taken, 121 weak password, 122 passwords
 * differ, 123 bad e-mail or telephone, 124 unknown role, 125 wrong current password, 126 own
 * account deactivated, 403 not allowed, 404 no such account. A user changes their own password
 * with the current one (/account/changePassword), never through the admin call.
 */

const text = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" || typeof v === "number" ? String(v).trim() : ""));
const rawText = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" ? v : ""));
/** A list whose malformed entries are dropped (the back office ignores what it cannot read). */
const list = <T>(item: z.ZodType<T>) =>
  z
    .unknown()
    .optional()
    .transform((v) =>
      (Array.isArray(v) ? v : []).flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data] : [];
      }),
    );
const emailItem = z.object({ emailAddress: text, emailType: text });
const phoneItem = z.object({
  phoneNumber: text,
  phoneType: text,
  countryAccessCode: text,
  areaCityCode: text,
});
const codes = z
  .unknown()
  .optional()
  .transform((v) => (Array.isArray(v) ? v.filter((c): c is string => typeof c === "string") : []));
const enabledFlag = z
  .unknown()
  .optional()
  .transform((v) =>
    v === undefined || v === null ? undefined : v === true || v === "true" || v === "Y",
  );

const ListBody = z.object({
  name: text,
  loginName: text,
  status: text,
  offset: z.coerce.number().int().min(0).catch(0),
  limit: z.coerce.number().int().min(1).max(100).catch(10),
});
const CreateBody = z.object({
  id: text,
  nameTitle: text,
  surname: text,
  givenName: text,
  password: rawText,
  confirmPassword: rawText,
  emails: list(emailItem),
  telephones: list(phoneItem),
  securityGroups: codes,
  enabled: enabledFlag,
});
const ModifyBody = z.object({
  id: text,
  rph: text,
  loginId: text,
  surname: text,
  givenName: text,
  emails: list(emailItem),
  telephones: list(phoneItem),
  securityGroups: z
    .unknown()
    .optional()
    .transform((v) =>
      Array.isArray(v) ? v.filter((c): c is string => typeof c === "string") : undefined,
    ),
  enabled: enabledFlag,
});
const PasswordBody = z.object({ id: text, password: rawText, confirmPassword: rawText });
const OwnPasswordBody = z.object({
  oldPassword: rawText,
  password: rawText,
  confirmPassword: rawText,
});

const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{6,}$/;

const denied = () => err(3, 403, "Permission denied");
const noAccount = () => err(3, 404, "Account not found");

export function accountProfile(state: SimState, userId: string): AccountProfile | undefined {
  return state.accountProfiles.find((profile) => profile.userId === userId);
}

/** A disabled (Inactive) account cannot sign in. */
export function isAccountEnabled(state: SimState, userId: string): boolean {
  return accountProfile(state, userId)?.enabled ?? true;
}

function canSee(viewer: SeedUser, target: SeedUser): boolean {
  if (viewer.systemAdmin) return true;
  if (viewer.customerAdmin) return viewer.companyCode === target.companyCode;
  return viewer.id === target.id;
}

/** Flags and permission codes are what the user's roles grant. */
function applyRoles(user: SeedUser, groups: string[]): void {
  const granted = groups.map((code) => findSecurityGroup(code)).filter((g) => g !== undefined);
  user.permissions = [...new Set(granted.flatMap((g) => g.permissions))].sort(
    (a, b) => Number(a) - Number(b),
  );
  for (const flag of [
    "bookingAgent",
    "ticketingAgent",
    "customerAdmin",
    "systemAdmin",
    "pnrOrderAgent",
  ] as const) {
    user[flag] = granted.some((g) => g.flags[flag] === true);
  }
}

const groupName = (code: string, lang: Lang) => findSecurityGroup(code)?.name[lang] ?? code;

function summary(state: SimState, user: SeedUser) {
  const profile = accountProfile(state, user.id);
  return {
    id: user.id,
    loginId: user.loginName,
    partyShortName: profile?.partyShortName ?? `${user.givenName} ${user.surname}`,
    surname: user.surname,
    givenName: user.givenName,
    enabled: profile?.enabled ?? true,
    rph: user.rph,
  };
}

function details(state: SimState, user: SeedUser, lang: Lang) {
  const profile = accountProfile(state, user.id);
  const company = findCompany(state, user.companyCode);
  const contact = COMPANY_CONTACTS.find((c) => c.companyCode === user.companyCode);
  const groups = profile?.securityGroups ?? [];
  return {
    ...summary(state, user),
    nameTitle: profile?.nameTitle ?? "",
    userType: user.userType,
    emails: user.emails.map((e) => ({ ...e })),
    telephones: user.telephones.map((t) => ({ ...t })),
    securityGroups: [...groups],
    roles: groups.map((code) => groupName(code, lang)).join(","),
    companyName: company?.companyName ?? "",
    companyAddress: contact?.companyAddress ?? "",
    companyEmail: contact?.companyEmail ?? "",
    companyPhone: contact?.companyPhone ?? "",
  };
}

/** The checks shared by create and modify: formats of e-mails and telephones, known roles. */
function contactAndRoleError(
  user: Pick<SeedUser, "userType">,
  emails: { emailAddress: string }[],
  phones: { phoneNumber: string }[],
  groups: string[] | undefined,
) {
  if (emails.some((e) => !EMAIL.test(e.emailAddress)))
    return err(3, 123, "Email format is incorrect", { fields: ["emails"] });
  if (phones.some((t) => !PHONE.test(t.phoneNumber)))
    return err(3, 123, "Telephone format is incorrect", { fields: ["telephones"] });
  if (groups?.some((code) => findSecurityGroup(code)?.type !== user.userType))
    return err(3, 124, "Unknown security group", { fields: ["securityGroups"] });
  return null;
}

function passwordError(password: string, confirm: string) {
  if (!STRONG.test(password))
    return err(3, 121, "Password is not strong enough", { fields: ["password"] });
  if (password !== confirm)
    return err(3, 122, "Confirm password does not match", { fields: ["confirmPassword"] });
  return null;
}

export function accountAdminHandlers(ctx: SimContext): HttpHandler[] {
  const { state } = ctx;
  const visibleTarget = (viewer: SeedUser, id: string) => {
    const target = findUserById(state, id);
    return target && canSee(viewer, target) ? target : undefined;
  };

  return [
    http.post(
      "*/pamhkapi/account/managerUserlist",
      loggedInRoute(ctx, async ({ request, user }) => {
        const body = ListBody.parse((await readJson(request)) ?? {});
        const name = body.name.toLowerCase();
        const login = body.loginName.toLowerCase();
        const status = body.status.toUpperCase();
        const found = state.users
          .filter((candidate) => canSee(user, candidate))
          .map((candidate) => summary(state, candidate))
          .filter(
            (a) =>
              name === "" ||
              [
                a.surname,
                a.givenName,
                a.partyShortName,
                `${a.givenName} ${a.surname}`,
                `${a.surname} ${a.givenName}`,
              ].some((n) => n.toLowerCase().includes(name)),
          )
          .filter((a) => login === "" || a.loginId.toLowerCase().includes(login))
          .filter(
            (a) =>
              status === "" ||
              (status === "ACTIVE" ? a.enabled : status === "INACTIVE" ? !a.enabled : true),
          )
          .sort((a, b) => a.loginId.localeCompare(b.loginId));
        return ok({
          accountInfos: found.slice(body.offset, body.offset + body.limit),
          totalElements: found.length,
        });
      }),
    ),

    http.post(
      "*/pamhkapi/account/create",
      loggedInRoute(ctx, async ({ request, user }) => {
        if (!user.customerAdmin) return denied();
        const body = CreateBody.parse((await readJson(request)) ?? {});
        const emails = body.emails.filter((e) => e.emailAddress !== "");
        const phones = body.telephones.filter((t) => t.phoneNumber !== "");
        const missing = Object.entries({
          id: body.id,
          nameTitle: body.nameTitle,
          surname: body.surname,
          givenName: body.givenName,
          password: body.password,
          confirmPassword: body.confirmPassword,
          emails: emails[0]?.emailAddress ?? "",
          telephones: phones[0]?.phoneNumber ?? "",
        })
          .filter(([, value]) => value === "")
          .map(([field]) => field);
        if (missing.length) return errors.requiredFields(missing);
        if (findUserByLogin(state, body.id))
          return err(3, 120, "Login name already exists", { fields: ["id"] });
        const refused =
          passwordError(body.password, body.confirmPassword) ??
          contactAndRoleError(user, emails, phones, body.securityGroups);
        if (refused) return refused;
        const created: SeedUser = {
          id: `U${state.nextUserSeq++}`,
          loginName: body.id,
          password: body.password,
          surname: body.surname.toUpperCase(),
          givenName: body.givenName.toUpperCase(),
          companyCode: user.companyCode,
          bookingAgent: false,
          ticketingAgent: false,
          customerAdmin: false,
          systemAdmin: false,
          pnrOrderAgent: false,
          permissions: [],
          userType: user.userType,
          rph: String(state.users.length + 1),
          unReadMessageCount: 0,
          emails: emails.map((e) => ({
            emailAddress: e.emailAddress,
            emailType: e.emailType || "BUSINESS",
          })),
          telephones: phones.map((t) => ({
            phoneNumber: t.phoneNumber,
            phoneType: t.phoneType || "MOBILE",
            countryAccessCode: t.countryAccessCode || "852",
            areaCityCode: t.areaCityCode,
          })),
        };
        applyRoles(created, body.securityGroups);
        state.users.push(created);
        state.accountProfiles.push({
          userId: created.id,
          nameTitle: body.nameTitle.toUpperCase(),
          partyShortName: `${created.givenName} ${created.surname}`.slice(0, 40),
          securityGroups: [...new Set(body.securityGroups)],
          enabled: body.enabled ?? true,
        });
        return ok({ accountInfo: summary(state, created) });
      }),
    ),

    http.get(
      "*/pamhkapi/account/managerUserInfo",
      loggedInRoute(ctx, ({ url, user }) => {
        const target = visibleTarget(user, url.searchParams.get("id") ?? "");
        return target
          ? ok({ accountInfo: details(state, target, parseLang(url.searchParams.get("lang"))) })
          : noAccount();
      }),
    ),

    http.post(
      "*/pamhkapi/account/modifyInfo",
      loggedInRoute(ctx, async ({ request, user }) => {
        const body = ModifyBody.parse((await readJson(request)) ?? {});
        const target = visibleTarget(user, body.id);
        if (!target) return noAccount();
        const profile = accountProfile(state, target.id);
        const emails = body.emails.filter((e) => e.emailAddress !== "");
        const phones = body.telephones.filter((t) => t.phoneNumber !== "");
        const missing = Object.entries({
          surname: body.surname,
          givenName: body.givenName,
          emails: emails[0]?.emailAddress ?? "",
          telephones: phones[0]?.phoneNumber ?? "",
        })
          .filter(([, value]) => value === "")
          .map(([field]) => field);
        if (missing.length) return errors.requiredFields(missing);
        const current = [...(profile?.securityGroups ?? [])].sort();
        const wanted = body.securityGroups ? [...new Set(body.securityGroups)].sort() : current;
        if (wanted.join() !== current.join() && !user.customerAdmin) return denied();
        const refused = contactAndRoleError(target, emails, phones, wanted);
        if (refused) return refused;
        if (target.id === user.id && body.enabled === false)
          return err(3, 126, "You cannot deactivate your own account", { fields: ["enabled"] });
        target.surname = body.surname.toUpperCase();
        target.givenName = body.givenName.toUpperCase();
        target.emails = emails.map((e, i) => ({
          emailAddress: e.emailAddress,
          emailType: e.emailType || target.emails[i]?.emailType || "BUSINESS",
        }));
        target.telephones = phones.map((t, i) => ({
          phoneNumber: t.phoneNumber,
          phoneType: t.phoneType || target.telephones[i]?.phoneType || "MOBILE",
          countryAccessCode:
            t.countryAccessCode || target.telephones[i]?.countryAccessCode || "852",
          areaCityCode: t.areaCityCode || target.telephones[i]?.areaCityCode || "",
        }));
        if (profile) {
          profile.securityGroups = wanted;
          if (body.enabled !== undefined) profile.enabled = body.enabled;
        }
        applyRoles(target, wanted);
        return ok();
      }),
    ),

    http.post(
      "*/pamhkapi/account/changePasswordByAdmin",
      loggedInRoute(ctx, async ({ request, user }) => {
        const body = PasswordBody.parse((await readJson(request)) ?? {});
        const target = visibleTarget(user, body.id);
        if (!target) return noAccount();
        if (target.id === user.id) return denied();
        if (body.password === "" || body.confirmPassword === "")
          return errors.requiredFields(
            ["password", "confirmPassword"].filter((f) => body[f as "password"] === ""),
          );
        const refused = passwordError(body.password, body.confirmPassword);
        if (refused) return refused;
        target.password = body.password;
        return ok();
      }),
    ),

    http.post(
      "*/pamhkapi/account/changePassword",
      loggedInRoute(ctx, async ({ request, user }) => {
        const body = OwnPasswordBody.parse((await readJson(request)) ?? {});
        const missing = (["oldPassword", "password", "confirmPassword"] as const).filter(
          (field) => body[field] === "",
        );
        if (missing.length) return errors.requiredFields([...missing]);
        if (body.oldPassword !== user.password)
          return err(3, 125, "Old password is incorrect", { fields: ["oldPassword"] });
        const refused = passwordError(body.password, body.confirmPassword);
        if (refused) return refused;
        user.password = body.password;
        return ok();
      }),
    ),

    // A code table like the others: no login needed, English unless lang says otherwise.
    http.get(
      "*/pamhkapi/codes/b2bSecurityGroups",
      sessionRoute(ctx, ({ url }) => {
        const type = (url.searchParams.get("type") ?? "").toUpperCase();
        const lang = parseLang(url.searchParams.get("lang"));
        return ok({
          securityGroups: SECURITY_GROUPS.filter((g) => g.type === type).map((g) => ({
            code: g.code,
            name: g.name[lang],
          })),
        });
      }),
    ),
  ];
}

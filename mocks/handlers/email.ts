import { http, type HttpHandler } from "msw";
import { errors, ok } from "../envelope";
import { findUserByLogin, type SimContext } from "../state";
import { sessionRoute } from "../upstream-session";

/** Contact-form fields in the order the back office reports them missing. */
const CONTACT_FIELDS = ["name", "phone", "email", "company", "suggestion"] as const;

export function emailHandlers(ctx: SimContext): HttpHandler[] {
  return [
    // POST /email/forgetPassword?accountId=: the real back office mails a new password. The
    // simulator only records the request: changing a seeded password would break every later
    // login of that account in the same run.
    http.post(
      "*/pamhkapi/email/forgetPassword",
      sessionRoute(ctx, ({ url }) => {
        const accountId = url.searchParams.get("accountId") ?? "";
        const user = findUserByLogin(ctx.state, accountId);
        if (!user) return errors.badCredentials();
        ctx.state.passwordResets.push({
          userId: user.id,
          accountId,
          requestedAt: new Date(ctx.config.now()).toISOString(),
        });
        return ok();
      }),
    ),

    // POST /email/contactUs?name&phone&email&company with the suggestion as a text/plain body.
    http.post(
      "*/pamhkapi/email/contactUs",
      sessionRoute(ctx, async ({ request, url, session }) => {
        const values: Record<(typeof CONTACT_FIELDS)[number], string> = {
          name: (url.searchParams.get("name") ?? "").trim(),
          phone: (url.searchParams.get("phone") ?? "").trim(),
          email: (url.searchParams.get("email") ?? "").trim(),
          company: (url.searchParams.get("company") ?? "").trim(),
          suggestion: (await request.text()).trim(),
        };
        const missing = CONTACT_FIELDS.filter((field) => values[field] === "");
        if (missing.length > 0) return errors.requiredFields(missing);
        ctx.state.contactMessages.push({
          id: ctx.state.contactMessages.length + 1,
          ...values,
          receivedAt: new Date(ctx.config.now()).toISOString(),
          userId: session.userId,
        });
        return ok();
      }),
    ),
  ];
}

import { pageError } from "./page-error.server";
import { csrfMatches, getSession, type PortalSession } from "./session.server";
import { statelessCsrfMatches } from "./stateless.server";

export const CSRF_FIELD = "csrf";

/** The submitted form; a body no form would send (broken multipart, wrong encoding) is a 400. */
export function readForm(request: Request): Promise<FormData> {
  return request.formData().catch(() => {
    throw pageError(request, { key: "http.400" }, 400);
  });
}

/**
 * Refuses a missing or foreign CSRF token with 403: the session's own token, or the signed token
 * of an anonymous page bound to its `__csrf` cookie.
 */
export function requireCsrf(request: Request, session: PortalSession, formData: FormData): void {
  const submitted = formData.get(CSRF_FIELD);
  if (!csrfMatches(session, submitted) && !statelessCsrfMatches(request, submitted))
    throw pageError(request, { key: "error.CSRF_FAILED" }, 403);
}

/**
 * Every anonymous action starts here: reads the session and the form once, checks the token.
 * The Origin check runs earlier, in the HTTP server; why both: docs/decisions/0004.
 */
export async function readProtectedForm(
  request: Request,
): Promise<{ formData: FormData; session: PortalSession }> {
  const [session, formData] = await Promise.all([getSession(request), readForm(request)]);
  requireCsrf(request, session, formData);
  return { formData, session };
}

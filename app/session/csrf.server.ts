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
 * Refuses a missing or foreign CSRF token with 403. A signed-in session accepts only its own
 * token (rotated at sign-in): neither the login page's token nor a planted `__csrf` cookie's.
 * An anonymous one also accepts the signed token bound to its `__csrf` cookie.
 */
export function requireCsrf(request: Request, session: PortalSession, formData: FormData): void {
  const submitted = formData.get(CSRF_FIELD);
  if (csrfMatches(session, submitted)) return;
  if (!session.get("user") && statelessCsrfMatches(request, submitted)) return;
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

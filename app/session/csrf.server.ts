import { data } from "@remix-run/node";
import { csrfMatches, getSession, type PortalSession } from "./session.server";

export const CSRF_FIELD = "csrf";

/**
 * Every action starts here: reads the form once, refuses a missing or foreign token with 403.
 * (The Origin check runs earlier, in the HTTP server, for every non-GET request.)
 */
export async function readProtectedForm(request: Request): Promise<{ formData: FormData; session: PortalSession }> {
  const [session, formData] = await Promise.all([getSession(request), request.formData()]);
  if (!csrfMatches(session, formData.get(CSRF_FIELD))) {
    throw data({ message: { key: "error.CSRF_FAILED" } }, { status: 403 });
  }
  return { formData, session };
}

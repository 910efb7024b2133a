import type { UpstreamJar } from "~/pamhk/client.server";
import { saveSession, type PortalSession } from "./session.server";

/**
 * The back office's cookies kept in our server session, as the gateway wants them. A session
 * without an id yet is persisted by the route that commits it.
 */
export function upstreamJar(request: Request, session: PortalSession): UpstreamJar {
  return {
    cookies: () => session.get("upstreamCookies") ?? {},
    keep: (cookies) => saveSession(request, session, { upstreamCookies: cookies }),
  };
}

/**
 * One request's view of its session: what every upstream call and session write needs, and the
 * company its back-office calls are counted for (none before sign-in).
 */
export type RequestContext = {
  request: Request;
  session: PortalSession;
  jar: UpstreamJar;
  company?: string;
};

export function requestContext(request: Request, session: PortalSession): RequestContext {
  const company = session.get("user")?.companyCode;
  return { request, session, jar: upstreamJar(request, session), company };
}

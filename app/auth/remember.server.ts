import { createCookie, type Cookie } from "@remix-run/node";
import { env } from "~/env.server";
import { overHttps } from "~/session/host-cookie.server";

// Remember-me keeps the login id only, signed. The password never goes into a cookie. Over HTTPS
// it is Secure like the session cookie, and `__Host-` (Path=/, no Domain: this host only).
const cookies = new Map<boolean, Cookie>();
function rememberedLogin(request: Request): Cookie {
  const secure = overHttps(request);
  let cookie = cookies.get(secure);
  if (!cookie) {
    cookie = createCookie(secure ? "__Host-remembered_login" : "remembered_login", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure,
      maxAge: 60 * 60 * 24 * 30,
      secrets: [env().SESSION_SECRET],
    });
    cookies.set(secure, cookie);
  }
  return cookie;
}

export async function readRememberedLogin(request: Request): Promise<string | null> {
  const value: unknown = await rememberedLogin(request).parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

/** Set-Cookie value that remembers `loginId`, or forgets it when null. */
export function rememberLogin(request: Request, loginId: string | null): Promise<string> {
  return loginId
    ? rememberedLogin(request).serialize(loginId)
    : rememberedLogin(request).serialize("", { maxAge: 0 });
}

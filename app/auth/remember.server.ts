import { createCookie, type Cookie } from "@remix-run/node";
import { env } from "~/env.server";

// Remember-me keeps the login id only, signed. The password never goes into a cookie.
let cookie: Cookie | undefined;
function rememberedLogin(): Cookie {
  cookie ??= createCookie("remembered_login", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    maxAge: 60 * 60 * 24 * 30,
    secrets: [env().SESSION_SECRET],
  });
  return cookie;
}

export async function readRememberedLogin(request: Request): Promise<string | null> {
  const value: unknown = await rememberedLogin().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

/** Set-Cookie value that remembers `loginId`, or forgets it when null. */
export function rememberLogin(loginId: string | null): Promise<string> {
  return loginId
    ? rememberedLogin().serialize(loginId)
    : rememberedLogin().serialize("", { maxAge: 0 });
}

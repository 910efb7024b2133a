import { env } from "~/env.server";

/** Whether the browser reached us over HTTPS (directly or through a proxy), per COOKIE_SECURE. */
export function overHttps(request: Request): boolean {
  const setting = env().COOKIE_SECURE;
  return (
    setting === "always" ||
    (setting === "auto" &&
      (new URL(request.url).protocol === "https:" ||
        request.headers.get("x-forwarded-proto") === "https"))
  );
}

/**
 * A Path=/ cookie's name: `__Host-<base>` over HTTPS (Secure, no Domain: this host only, so a
 * sibling subdomain cannot plant it); `plain` over HTTP, where browsers refuse the prefix.
 */
export const hostCookieName = (request: Request, base: string, plain: string) =>
  overHttps(request) ? `__Host-${base}` : plain;

/** The value of cookie `name` in the request, as sent (not decoded). */
export function cookieValue(request: Request, name: string): string | undefined {
  const match = new RegExp(`(?:^|;\\s*)${name}=([^;]*)`).exec(request.headers.get("Cookie") ?? "");
  return match?.[1];
}

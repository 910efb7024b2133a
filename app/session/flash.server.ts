import { redirect } from "@remix-run/node";
import type { Toast } from "./toast";
import { commitSession, getSession, type PortalSession } from "./session.server";

/** Redirect carrying a one-shot toast (shown on the next page, with or without JS). */
export async function redirectWithToast(
  request: Request,
  to: string,
  toast: Toast,
  options: { session?: PortalSession; headers?: HeadersInit } = {},
) {
  const session = options.session ?? (await getSession(request));
  session.flash("toast", toast);
  const headers = new Headers(options.headers);
  headers.append("Set-Cookie", await commitSession(request, session));
  return redirect(to, { headers });
}

/** Only same-site relative paths: "/x" but never "//evil" or "/\evil" or "https://...". */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/secured/air/airLowFareSearch"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  try {
    const url = new URL(to, "http://portal.local");
    if (url.origin !== "http://portal.local") return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

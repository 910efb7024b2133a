import { redirect } from "@remix-run/node";
import { HOME } from "~/paths";
import { commitSession, getSession, type PortalSession } from "./session.server";
import type { Toast } from "./toast";

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

// Control characters (browsers drop tabs and newlines from URLs) and backslashes (read as "/").
// eslint-disable-next-line no-control-regex -- control characters are exactly what it looks for
const UNSAFE = /[\u0000-\u001f\u007f\\]/;
const BASE = "http://portal.local";

/** A same-origin path starting with exactly one "/"; false for anything a browser could leave by. */
function isLocalPath(path: string): boolean {
  return path.startsWith("/") && !path.startsWith("//") && !UNSAFE.test(path);
}

/**
 * Only same-site relative paths: "/x" but never "//evil", "/\\evil", "/.//evil" (which
 * normalises to "//evil"), "%2F%2Fevil", "https://...", "javascript:..." or a path with tabs or
 * newlines. Checked before and after decoding and normalisation.
 */
export function safeRedirect(
  to: FormDataEntryValue | string | null | undefined,
  fallback = HOME,
): string {
  if (typeof to !== "string" || !isLocalPath(to)) return fallback;
  let decoded = to;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (!isLocalPath(next)) return fallback;
    if (next === decoded) break;
    decoded = next;
  }
  try {
    const url = new URL(to, BASE);
    if (url.origin !== BASE) return fallback;
    const path = url.pathname + url.search + url.hash;
    return isLocalPath(path) && new URL(path, BASE).origin === BASE ? path : fallback;
  } catch {
    return fallback;
  }
}

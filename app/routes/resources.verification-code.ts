import type { LoaderFunctionArgs } from "@remix-run/node";
import { trustedDevice } from "~/auth/device-cookie.server";
import { getLocale } from "~/i18n/i18next.server";
import { serverT } from "~/i18n/translations.server";
import { verificationImage } from "~/services/public.server";
import { commitSession, getSession, mayCreateRecord } from "~/session/session.server";

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

// A refused image says so in the image's place, instead of a broken picture and a "code wrong"
// after the sign-in (docs/decisions/0080-device-cookies-for-sign-in-limits.md).
async function refusedImage(request: Request): Promise<Response> {
  const text = escapeXml(serverT(await getLocale(request), "messages")("limits.IMAGE_REFUSED"));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="360" height="60" role="img" aria-label="${text}"><foreignObject width="360" height="60"><p xmlns="http://www.w3.org/1999/xhtml" style="margin:0;font:12px sans-serif;color:#b91c1c">${text}</p></foreignObject></svg>`;
  return new Response(svg, {
    status: 429,
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "no-store",
      "Retry-After": "60",
    },
  });
}

// Streams the back office's verification image; the code is bound to the upstream session cookie
// we keep in the visitor's server session, so the session must exist before the image is fetched.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  // Counted before the back office is asked: a refused image costs it nothing. A browser that
  // signed in before counts on its own budget, never its address's
  // (docs/decisions/0080-device-cookies-for-sign-in-limits.md).
  if (!session.id && !(await mayCreateRecord(request, "captcha", await trustedDevice(request))))
    return refusedImage(request);
  const image = await verificationImage(request, session);
  if (!image)
    return new Response("Verification image unavailable", {
      status: 503,
      headers: { "Cache-Control": "no-store" },
    });
  const headers = new Headers({ "Content-Type": image.type, "Cache-Control": "no-store" });
  if (!session.id)
    headers.append("Set-Cookie", await commitSession(request, session, { counted: true }));
  return new Response(image.body, { headers });
}

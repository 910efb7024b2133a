import type { LoaderFunctionArgs } from "@remix-run/node";
import { verificationImage } from "~/services/public.server";
import { commitSession, getSession } from "~/session/session.server";

// Streams the back office's verification image; the code is bound to the upstream session cookie
// we keep in the visitor's server session, so the session must exist before the image is fetched.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const image = await verificationImage(request, session);
  if (!image)
    return new Response("Verification image unavailable", {
      status: 503,
      headers: { "Cache-Control": "no-store" },
    });
  const headers = new Headers({ "Content-Type": image.type, "Cache-Control": "no-store" });
  if (!session.id) headers.append("Set-Cookie", await commitSession(request, session));
  return new Response(image.body, { headers });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { sendUpstream } from "~/pamhk/client.server";
import { commitSession, getSession } from "~/session/session.server";

// Streams the back office's verification image; the code is bound to the upstream session cookie
// we keep in the visitor's server session, so the session must exist before the image is fetched.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const sent = await sendUpstream({ request, session }, { path: "/verificationCode", query: { t: Date.now() } });
  if (!sent.ok || !sent.response.ok) return new Response("Verification image unavailable", { status: 503 });
  const headers = new Headers({
    "Content-Type": sent.response.headers.get("Content-Type") ?? "image/png",
    "Cache-Control": "no-store",
  });
  if (!session.id) headers.append("Set-Cookie", await commitSession(request, session));
  return new Response(sent.response.body, { headers });
}

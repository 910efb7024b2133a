import type { LoaderFunctionArgs } from "@remix-run/node";
import { sendUpstream } from "~/pamhk/client.server";
import { commitSession, getSession } from "~/session/session.server";
import { requestContext } from "~/session/upstream-jar.server";

// Streams the back office's verification image; the code is bound to the upstream session cookie
// we keep in the visitor's server session, so the session must exist before the image is fetched.
export async function loader({ request }: LoaderFunctionArgs) {
  const session = await getSession(request);
  const sent = await sendUpstream(requestContext(request, session), {
    path: "/verificationCode",
    query: { t: Date.now() },
  });
  // Only an image is an image: a fault answering 200 with JSON (no envelope) is no captcha.
  const type = sent.ok ? (sent.response.headers.get("Content-Type") ?? "") : "";
  if (!sent.ok || !sent.response.ok || !type.startsWith("image/")) {
    if (sent.ok) await sent.response.body?.cancel();
    return new Response("Verification image unavailable", {
      status: 503,
      headers: { "Cache-Control": "no-store" },
    });
  }
  const headers = new Headers({
    "Content-Type": type,
    "Cache-Control": "no-store",
  });
  if (!session.id) headers.append("Set-Cookie", await commitSession(request, session));
  return new Response(sent.response.body, { headers });
}

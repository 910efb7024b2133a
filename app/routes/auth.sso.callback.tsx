import type { LoaderFunctionArgs } from "@remix-run/node";
import { completeSso } from "~/auth/sso.server";
import { signInEvents } from "~/services/activity.server";

// The identity provider returns here (authorization code, state). Always answers with a redirect:
// the flight search or the deep link on success, /login with a message on any failure.
export async function loader({ request }: LoaderFunctionArgs) {
  return completeSso(request, signInEvents);
}

import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { safeRedirect } from "~/session/flash.server";

// The public hand-over path (docs/behaviour.md#sign-in-and-public-pages): forwards to a same-site
// path, never elsewhere.
export function loader({ request }: LoaderFunctionArgs) {
  return redirect(safeRedirect(new URL(request.url).searchParams.get("to"), "/login"));
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { startSso } from "~/auth/sso.server";

// Start of single sign-on: a plain GET (a link works without JavaScript). It only remembers the
// flow in the session and redirects to the identity provider; `redirectTo` is a relative path.
export async function loader({ request }: LoaderFunctionArgs) {
  return startSso(request);
}

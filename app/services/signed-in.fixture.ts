// For service tests: an agent signed in at the simulator as the sign-in page does it, with a real
// portal session in the test store, so a service meets the same context a route hands it.
import { requireUser, type SignedIn } from "~/auth/guard.server";
import { signedIn } from "../../tests/support/signed-in";

const PASSWORDS: Record<string, string> = {
  agent: "Agent1234",
  admin: "Admin1234",
  viewer: "Viewer1234",
  pnragent: "Pnragent1234",
};

/** A signed-in context for `login`'s requests to `path` (the page a service serves). */
export async function signedInAs(login: string, path = "/secured/booking/list"): Promise<SignedIn> {
  const { cookie } = await signedIn(login, PASSWORDS[login]!);
  return requireUser(new Request(`http://portal.test${path}`, { headers: { Cookie: cookie } }));
}

/** What a service threw: a redirect's target, or a page error's status and message. */
export async function thrownBy(work: Promise<unknown>) {
  try {
    await work;
  } catch (thrown) {
    if (thrown instanceof Response)
      return { status: thrown.status, location: thrown.headers.get("Location") };
    const { data, init } = thrown as { data?: { message?: unknown }; init?: { status?: number } };
    if (init?.status) return { status: init.status, message: data?.message };
    throw thrown;
  }
  throw new Error("expected the service to throw");
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, useMatches, type ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { refreshUser, requireUser } from "~/auth/session.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SideNav } from "~/components/shell/side-nav";
import { TopBar } from "~/components/shell/top-bar";

// Every /secured path: a session, then the back office's current view of the user (spec 01 §4
// "Session check"): a 5/4 there ends our session too; the bell count comes from it.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const user = await refreshUser(ctx);
  return { user };
}

// Re-read the user after every submission and navigation, so the bell count stays true.
export function shouldRevalidate({ defaultShouldRevalidate, formMethod, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || Boolean(formMethod) || currentUrl.pathname !== nextUrl.pathname;
}

export default function SecuredLayout() {
  const { user } = useLoaderData<typeof loader>();
  // A page that changed the unread count (reading a notification) hands over the newer figure.
  const newer = useMatches()
    .map((m) => (m.data as { unReadMessageCount?: unknown } | undefined)?.unReadMessageCount)
    .findLast((count): count is number => typeof count === "number");
  return (
    <div className="flex min-h-full flex-col">
      <TopBar user={newer === undefined ? user : { ...user, unReadMessageCount: newer }} />
      <div className="flex flex-1 flex-col md:flex-row">
        <SideNav />
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

export function ErrorBoundary() {
  return (
    <main className="p-6">
      <GeneralErrorBoundary />
    </main>
  );
}

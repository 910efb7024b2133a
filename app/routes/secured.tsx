import type { LoaderFunctionArgs } from "@remix-run/node";
import {
  Outlet,
  useRouteLoaderData,
  useLoaderData,
  useMatches,
  type ShouldRevalidateFunctionArgs,
} from "@remix-run/react";
import { requireUser } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { SideNav } from "~/components/shell/side-nav";
import { TopBar } from "~/components/shell/top-bar";
import { myQueueCount } from "~/services/queue.server";
import { shellUser } from "~/services/user.server";

// Every /secured path: a session, then the back office's current view of the user
// (docs/behaviour.md#session-check-and-navigation "Session check"): a 5/4 there ends our session
// too; the bell count comes from it.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  // The shell (top bar, menu) stays on an upstream fault: the page's own error view shows it,
  // with the user as the session knows them. A 5/4 still ends the session (a redirect).
  const [user, queueCount] = await Promise.all([
    shellUser(ctx).catch((error: unknown) => {
      if (error instanceof Response) throw error;
      return ctx.user;
    }),
    myQueueCount(ctx),
  ]);
  return { user, queueCount };
}

// Re-read the user after every submission and navigation, so the bell count stays true.
export function shouldRevalidate({
  defaultShouldRevalidate,
  formMethod,
  currentUrl,
  nextUrl,
}: ShouldRevalidateFunctionArgs) {
  return defaultShouldRevalidate || Boolean(formMethod) || currentUrl.pathname !== nextUrl.pathname;
}

export default function SecuredLayout() {
  const { user } = useLoaderData<typeof loader>();
  // A page that changed the unread count (reading a notification) hands over the newer figure.
  const newer = useMatches()
    .map((m) => (m.data as { unReadMessageCount?: unknown } | undefined)?.unReadMessageCount)
    .findLast((count): count is number => typeof count === "number");
  // data-shell*: the frame a page's streamed parts find without JavaScript (components/streamed).
  return (
    <div className="flex min-h-full flex-col" data-shell>
      <TopBar user={newer === undefined ? user : { ...user, unReadMessageCount: newer }} />
      <div className="flex flex-1 flex-col md:flex-row" data-shell-row>
        <SideNav admin={user.systemAdmin || user.customerAdmin} />
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

// A page without its own error view keeps the shell (top bar, menu) around this one.
export function ErrorBoundary() {
  const data = useRouteLoaderData<typeof loader>("routes/secured");
  if (!data)
    return (
      <main className="p-6">
        <GeneralErrorBoundary />
      </main>
    );
  return (
    <div className="flex min-h-full flex-col">
      <TopBar user={data.user} />
      <div className="flex flex-1 flex-col md:flex-row">
        <SideNav admin={data.user.systemAdmin || data.user.customerAdmin} />
        <main id="main" className="min-w-0 flex-1 p-4 md:p-6">
          <GeneralErrorBoundary />
        </main>
      </div>
    </div>
  );
}

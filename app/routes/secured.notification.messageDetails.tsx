import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import {
  Link,
  useActionData,
  useLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import {
  NotificationPassengers,
  NotificationSegments,
} from "~/components/notification/notification-segments";
import { ScheduleChangePanel } from "~/components/notification/schedule-change";
import { AcceptScheduleChangeSchema, NotificationRefId } from "~/forms/notification-details";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { readNotification } from "~/services/notifications.server";
import { acceptScheduleChange, scheduleChangeView } from "~/services/schedule-change.server";
import { refreshUser } from "~/services/user.server";
import { redirectWithToast, safeRedirect } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";

export const handle = { titleKey: "notification:details.title" };

const LIST = paths.notificationList();

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const refId = NotificationRefId.safeParse(params.get("refId") ?? "");
  if (!refId.success) throw pageError(request, { key: "http.404" }, 404);
  // Reading the details is what marks the message read upstream.
  const notification = await readNotification(ctx, refId.data);
  // The layout's user was read alongside this loader, maybe before the message was marked read:
  // hand the top bar the count as it is now, so the bell falls on this very page (with or without JS).
  const { unReadMessageCount } = await refreshUser(ctx);
  // Back returns to the search the reader came from, and only to the notification list.
  const back = safeRedirect(params.get("back"), LIST);
  return {
    notification,
    // A schedule change shows its before/after, connections and actions.
    change: await scheduleChangeView(ctx, notification),
    unReadMessageCount,
    back: back.startsWith(`${LIST}?`) || back === LIST ? back : LIST,
  };
}

/** Accept a schedule change (mark it handled): a POST with CSRF, refused to viewers. */
export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  requireAbility(ctx, "handleScheduleChange");
  const form = AcceptScheduleChangeSchema.safeParse(Object.fromEntries(formData));
  if (!form.success) throw pageError(request, { key: "http.400" }, 400);
  const outcome = await acceptScheduleChange(ctx, form.data.refId);
  if (outcome.kind === "notFound") throw pageError(request, { key: "http.404" }, 404);
  if (outcome.kind === "failed") return data({ failure: outcome.message }, { status: 502 });
  const url = new URL(request.url);
  return redirectWithToast(
    request,
    `${url.pathname}${url.search}`,
    outcome.kind === "accepted"
      ? { type: "success", key: "notification:toast.ACCEPTED" }
      : { type: "info", key: "notification:toast.ALREADY_ACCEPTED" },
    { session: ctx.session },
  );
}

// Revalidation after mount only needs the layout (the bell); the message itself does not change.
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (!formMethod && currentUrl.href === nextUrl.href) return false;
  return defaultShouldRevalidate;
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="py-2 sm:grid sm:grid-cols-4 sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="text-sm text-slate-900 sm:col-span-3">{children || "—"}</dd>
    </div>
  );
}

export default function NotificationDetailsPage() {
  const { notification, change, back } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const text = useMessageText();
  const { t } = useTranslation("notification");
  const { moment } = useFormatter();
  const system = notification.system
    ? `${notification.system} ${t(`codes:sourceSystem.${notification.system}`, { defaultValue: "" })}`.trim()
    : "";
  return (
    <section aria-labelledby="notification-title" className="max-w-4xl space-y-4">
      <h1 id="notification-title" className="text-xl font-semibold">
        {t("details.title")}
      </h1>
      {actionData?.failure ? (
        <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
      ) : null}
      <div className="card">
        <dl className="divide-y divide-slate-100">
          <Item label={t("details.date")}>{moment(notification.createDate)}</Item>
          <Item label={t("details.system")}>{system}</Item>
          <Item label={t("details.recordLocator")}>{notification.recordLocator}</Item>
          <Item label={t("details.airlineLocator")}>{notification.airlineLocator}</Item>
          <Item label={t("details.message")}>{notification.message}</Item>
          <Item label={t("details.remarks")}>{notification.comment}</Item>
        </dl>
      </div>
      {change ? <ScheduleChangePanel refId={notification.refId} change={change} /> : null}
      <section aria-labelledby="segments-title" className="card">
        <h2 id="segments-title" className="mb-2 font-semibold">
          {t("details.segments")}
        </h2>
        <NotificationSegments segments={notification.segments} />
      </section>
      <section aria-labelledby="passengers-title" className="card">
        <h2 id="passengers-title" className="mb-2 font-semibold">
          {t("details.passengers")}
        </h2>
        <NotificationPassengers travelers={notification.travelers} />
      </section>
      <div className="flex flex-wrap gap-2">
        <Link to={back} className="btn-secondary">
          {t("details.back")}
        </Link>
        {notification.bookingId ? (
          <Link to={paths.bookingDetails(notification.bookingId)} className="btn-primary">
            {t("details.goToBooking")}
          </Link>
        ) : null}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

// A reminder on a booking is set here (POST, from booking details); the page itself shows only a
// refused reminder again, with what was typed, when the browser could not check it first.
import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ReminderForm } from "~/components/queue/reminder-form";
import { parseForm } from "~/forms/parse-form";
import { ReminderSchema } from "~/forms/queue";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { loadBooking } from "~/services/booking-details.server";
import { reminderFormFor, setReminder } from "~/services/queue-booking.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";
import { queueClock } from "~/session/test-clock.server";

export const handle = { titleKey: "activity:queue.reminder.title" };

// Not a redirect: after a refused POST, Remix runs this loader too.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

const REFUSALS: Record<"past" | "owner" | "duplicate", Record<string, string[]>> = {
  past: { day: ["validation.QUEUE_REMINDER_PAST"] },
  owner: { owner: ["validation.QUEUE_OWNER"] },
  duplicate: { time: ["validation.QUEUE_REMINDER_TAKEN"] },
};

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const now = queueClock(request);
  // Only on a booking this user may open (another company's is a 404, as on its page).
  const booking = await loadBooking(ctx, String(formData.get("bookingId") ?? ""));
  const form = await reminderFormFor(ctx, now);
  if (!form) throw pageError(request, { key: "http.503" }, 503);
  const submission = parseForm(formData, ReminderSchema);
  const typed = {
    day: String(formData.get("day") ?? ""),
    time: String(formData.get("time") ?? ""),
    text: String(formData.get("text") ?? ""),
    owner: String(formData.get("owner") ?? ""),
  };
  const refused = (result: ReturnType<typeof submission.reply>) =>
    data({ bookingId: booking.bookingId.id, typed, result, form }, { status: 400 });
  if (submission.status !== "success") return refused(submission.reply());
  const outcome = await setReminder(ctx, booking, submission.value, now);
  if (outcome !== "set") return refused(submission.reply({ fieldErrors: REFUSALS[outcome] }));
  return redirectWithToast(
    request,
    paths.bookingDetails(booking.bookingId.id),
    { type: "success", key: "activity:queue.reminder.set" },
    { session: ctx.session },
  );
}

export default function ReminderPage() {
  const refused = useActionData<typeof action>();
  const { t } = useTranslation("activity");
  if (!refused)
    return (
      <Link to={paths.queue()} className="link">
        {t("queue.title")}
      </Link>
    );
  return (
    <div className="max-w-3xl space-y-3">
      <ReminderForm
        bookingId={refused.bookingId}
        data={refused.form}
        lastResult={refused.result}
        typed={refused.typed}
      />
      <Link to={paths.bookingDetails(refused.bookingId)} className="link">
        {t("queue.reminder.back")}
      </Link>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

// A booking's internal notes are added and edited here (POST); the page itself shows
// only a refused note again, with what was typed, when the browser could not check it first.
import { type ActionFunctionArgs, type LoaderFunctionArgs, data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { NoteForm } from "~/components/activity/note-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { NoteSchema } from "~/forms/activity";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { saveNote } from "~/services/activity-pages.server";
import { loadBooking } from "~/services/booking-details.server";
import { redirectWithToast } from "~/session/flash.server";

export const handle = { titleKey: "activity:notes.title" };

// Not a redirect: after a refused POST, Remix runs this loader too, and the page must show the
// refusal with what was typed.
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const submission = parseForm(formData, NoteSchema);
  const bookingId = String(formData.get("bookingId") ?? "");
  // Only on a booking this user may open (another company's is a 404, as on its page).
  const booking = await loadBooking(ctx, bookingId);
  const back = `${paths.bookingDetails(booking.bookingId.id)}#activity`;
  if (submission.status !== "success")
    return data(
      {
        bookingId: booking.bookingId.id,
        noteId: String(formData.get("noteId") ?? ""),
        typed: String(formData.get("body") ?? ""),
        result: submission.reply(),
        rules: fieldRules(NoteSchema),
      },
      { status: 400 },
    );
  // The note's booking is the one checked above; an edit of a note on another booking changes nothing.
  const saved = await saveNote(ctx, booking, submission.value);
  return redirectWithToast(
    request,
    back,
    saved
      ? {
          type: "success",
          key: submission.value.noteId ? "activity:notes.saved" : "activity:notes.added",
        }
      : { type: "error", key: "activity:notes.tooLate" },
    { session: ctx.session },
  );
}

export default function NotesPage() {
  const refused = useActionData<typeof action>();
  const { t } = useTranslation("activity");
  if (!refused)
    return (
      <Link to={paths.bookingList()} className="link">
        {t("notes.cancel")}
      </Link>
    );
  return (
    <section aria-labelledby="notes-page-title" className="card max-w-2xl space-y-3">
      <h1 id="notes-page-title" className="text-lg font-semibold">
        {t("notes.title")}
      </h1>
      <NoteForm
        bookingId={refused.bookingId}
        rules={refused.rules}
        note={
          refused.noteId
            ? {
                id: refused.noteId,
                author: "",
                operator: null,
                at: "",
                editedAt: null,
                body: "",
                editable: true,
              }
            : null
        }
        lastResult={refused.result}
        typed={refused.typed}
      />
      <Link to={`${paths.bookingDetails(refused.bookingId)}#activity`} className="link">
        {t("notes.cancel")}
      </Link>
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

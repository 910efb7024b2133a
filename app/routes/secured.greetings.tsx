import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/guard.server";
import { ActionForm } from "~/components/booking/action-form";
import { DeadlineBoard } from "~/components/booking/deadline-board";
import { DialogFrame } from "~/components/dialog-frame";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import type { SessionUser } from "~/contracts/user";
import { IssueTicketSchema } from "~/forms/booking-actions";
import { parseForm } from "~/forms/parse-form";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { deadlineBoard, issueConfirmation, issueFromBoard } from "~/services/deadline-board.server";
import { failureMessage } from "~/services/upstream.server";
import { redirectWithToast } from "~/session/flash.server";
import { pageError } from "~/session/page-error.server";

export const handle = { titleKey: "greetings.pageTitle" };

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  // One clock for the whole page: the time left is computed from it on the server and printed
  // from the same number in the browser.
  const now = Date.now();
  const issue = new URL(request.url).searchParams.get("issue");
  const [board, confirm] = await Promise.all([
    deadlineBoard(ctx, now),
    issue ? issueConfirmation(ctx, issue) : null,
  ]);
  return { board, confirm };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  // Viewers see the board but may not act: refused here whatever the page showed.
  requireAbility(ctx, "issueTicket");
  const parsed = parseForm(formData, IssueTicketSchema);
  if (parsed.status !== "success") throw pageError(request, { key: "http.400" }, 400);
  const outcome = await issueFromBoard(ctx, parsed.value.bookingId, parsed.value.stamp);
  const toast = (key: string, type: "success" | "info") =>
    redirectWithToast(request, paths.greetings(), { type, key }, { session: ctx.session });
  if (outcome.kind === "issued") return toast("success.ISSUE_TICKET_SUCCESS", "success");
  if (outcome.kind === "alreadyDone") return toast("booking:toast.ALREADY_DONE", "info");
  return data({ failure: await failureMessage(ctx, outcome.error) }, { status: 502 });
}

export default function GreetingsPage() {
  const { t } = useTranslation();
  const { board, confirm } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const text = useMessageText();
  const { day } = useFormatter();
  const user = useRouteLoaderData<{ user: SessionUser }>("routes/secured")?.user;
  const closeTo = paths.greetings();
  return (
    <div className="space-y-4">
      <section className="card max-w-xl" aria-labelledby="greet-title">
        <h1 id="greet-title" className="text-xl font-semibold">
          {t("greetings.title", {
            name: [user?.givenName, user?.surname].filter(Boolean).join(" ") || user?.id,
          })}
        </h1>
        <p className="mt-2 text-slate-600">{t("greetings.text", { company: user?.companyName })}</p>
        <Link to={paths.flightSearch()} className="btn-primary mt-4">
          {t("greetings.searchFlights")}
        </Link>
      </section>
      {actionData?.failure ? (
        <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
      ) : null}
      <DeadlineBoard {...board} />
      {confirm ? (
        <DialogFrame id="board-issue" title={t("booking:issue.title")} closeTo={closeTo}>
          <p className="mb-3 text-sm">
            {t("booking:board.issueQuestion", { number: confirm.bookingNumber })}
          </p>
          <p className="mb-3 text-sm text-slate-600">
            {t("booking:issue.deadline", { date: day(confirm.fareDeadline) })}
          </p>
          <ActionForm
            intent="issueTicket"
            bookingId={confirm.bookingId}
            stamp={confirm.stamp}
            submitLabel={t("booking:issue.submit")}
            cancelTo={closeTo}
          />
        </DialogFrame>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

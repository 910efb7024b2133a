import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { BookingActivity } from "~/components/activity/booking-activity";
import { FlightCard } from "~/components/air/flight-card";
import { ActionForm } from "~/components/booking/action-form";
import { BookingActionsBar, InvoicesTable } from "~/components/booking/booking-actions-bar";
import { BookingPenalties } from "~/components/booking/booking-penalties";
import { BookingDocumentWarnings } from "~/components/booking/document-warnings";
import {
  PassengerTabs,
  PriceSummaryTable,
  TicketTable,
  VersionTabs,
} from "~/components/booking/version-view";
import { DialogFrame } from "~/components/dialog-frame";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { loadOnUse } from "~/components/load-on-use";
import { Alert, useMessageText } from "~/components/message";
import { SaveBookedTravellers } from "~/components/travellers/save-booked-travellers";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { bookingDetailsAction } from "./action.server";
import { bookingDetailsLoader } from "./loader.server";

// The dialogs open through the URL, after a click: their code is fetched when one first renders.
const RefundDialog = loadOnUse(() =>
  import("~/components/booking/refund-dialog").then((m) => m.RefundDialog),
);
const PnrDialog = loadOnUse(() =>
  import("~/components/booking/pnr-dialog").then((m) => m.PnrDialog),
);
const ModifyTravellerDialog = loadOnUse(() =>
  import("~/components/booking/modify-traveller-dialog").then((m) => m.ModifyTravellerDialog),
);
const SendDocumentsDialog = loadOnUse(() =>
  import("~/components/booking/send-documents-dialog").then((m) => m.SendDocumentsDialog),
);
const ReminderForm = loadOnUse(() =>
  import("~/components/queue/reminder-form").then((m) => m.ReminderForm),
);

export const handle = { titleKey: "booking:details.title" };

export const loader = ({ request }: LoaderFunctionArgs) => bookingDetailsLoader(request);
export const action = ({ request }: ActionFunctionArgs) => bookingDetailsAction(request);

export default function BookingDetailsPage() {
  const {
    booking,
    item,
    names,
    latestVersion,
    visibility,
    traveller,
    travellerRules,
    dialog,
    refundQuote,
    pnr,
    stamp,
    today,
    scheduleChanges,
    changeMarks,
    sendDocuments,
    penalties,
    activity,
    reminder,
    remindable,
    directoryOffers,
    documentWarnings,
    nameWarnings,
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("booking");
  const text = useMessageText();
  const { moment } = useFormatter();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("dialog");
  const closeTo = `${location.pathname}?${params}`;
  const dialogUrl = (name: string) => {
    const open = new URLSearchParams(params);
    open.set("dialog", name);
    return `${location.pathname}?${open}`;
  };
  const bookingId = booking.bookingId.id;
  const failure = actionData && "failure" in actionData ? actionData.failure : null;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  return (
    <section aria-labelledby="details-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="details-title" className="text-xl font-semibold">
          {t("details.heading", { number: booking.bookingNumber })}
        </h1>
        <Link to={paths.bookingList()} className="link text-sm">
          {t("details.backToList")}
        </Link>
      </div>
      {failure ? <Alert title={t("messages:error.ERROR")}>{text(failure)}</Alert> : null}
      {scheduleChanges.map((change) => (
        <div
          key={change.refId}
          role="status"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p className="font-semibold">
            <span aria-hidden="true">⚠ </span>
            {t("changeBanner.title")}
          </p>
          {/* The airline's sentence sits in brackets: its own full stop would end up before them. */}
          <p>{t("changeBanner.text", { message: change.message.replace(/[.。!！\s]+$/u, "") })}</p>
          <Link to={paths.notificationDetails(change.refId)} className="link">
            {t("changeBanner.open")}
          </Link>
        </div>
      ))}
      <div className="card min-w-0 space-y-4">
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm md:grid-cols-4">
          <dt className="text-slate-600">{t("details.status")}</dt>
          <dd>
            <strong>
              {t(`codes:bookingStatus.${booking.bookStatus}`, {
                defaultValue: booking.bookStatus || "—",
              })}
            </strong>
          </dd>
          <dt className="text-slate-600">{t("details.bookingDate")}</dt>
          <dd>{moment(booking.bookingDate)}</dd>
          <dt className="text-slate-600">{t("details.recordLocator")}</dt>
          <dd className="font-mono">{booking.bookingRecordLocator.id}</dd>
          <dt className="text-slate-600">{t("details.airlineLocator")}</dt>
          <dd className="font-mono">{booking.bookingAirRecordLocator.id}</dd>
          <dt className="text-slate-600">{t("details.source")}</dt>
          <dd>{booking.bookingSource}</dd>
          <dt className="text-slate-600">{t("details.createdBy")}</dt>
          <dd>{booking.createBy}</dd>
          <dt className="text-slate-600">{t("details.bookingDeadline")}</dt>
          <dd>{booking.bookingDeadline ? moment(booking.bookingDeadline) : "—"}</dd>
          <dt className="text-slate-600">{t("details.fareDeadline")}</dt>
          <dd>{booking.fareDeadline ? moment(booking.fareDeadline) : "—"}</dd>
        </dl>
        <BookingActionsBar booking={booking} visibility={visibility} />
        {item.versionNum !== latestVersion ? (
          <p className="text-sm text-slate-600">
            {t("details.olderVersion", { n: latestVersion })}
          </p>
        ) : null}
      </div>
      <BookingDocumentWarnings travellers={documentWarnings} names={nameWarnings} />
      <VersionTabs booking={booking} current={item.versionNum} />
      <div className="card min-w-0 space-y-6">
        <section aria-labelledby="itinerary-heading" className="space-y-3">
          <h2 id="itinerary-heading" className="font-semibold">
            {t("details.itinerary")}
          </h2>
          {item.airLowFare.airOptions.map((option, i) => (
            <FlightCard
              key={`${option.equalsKey}-${i}`}
              option={option}
              names={names}
              changeMarks={changeMarks}
            />
          ))}
          <BookingPenalties view={penalties} />
        </section>
        <PassengerTabs
          item={item}
          current={traveller}
          canModify={item.versionNum === latestVersion && visibility.pnrStatus}
        />
        <div className="relative overflow-x-auto">
          <TicketTable item={item} />
        </div>
        {item.baggageInfos.length ? (
          <p className="text-sm">
            {t("details.baggage", { count: item.baggageInfos.length })}:{" "}
            {item.baggageInfos.map((b) => b.description).join(", ")}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <div className="card relative min-w-0 overflow-x-auto">
          <InvoicesTable booking={booking} />
        </div>
        {/* On a phone: less padding and smaller figures, so the five columns fit the card. */}
        <div className="card relative min-w-0 overflow-x-auto p-3 max-sm:[&_table]:text-xs sm:p-6">
          <PriceSummaryTable booking={booking} />
        </div>
      </div>
      <SaveBookedTravellers bookingId={booking.bookingId.id} offers={directoryOffers} />
      <BookingActivity data={activity} />
      {remindable ? (
        <section aria-labelledby="reminder-heading" className="card space-y-2">
          <h2 id="reminder-heading" className="font-semibold">
            {t("activity:queue.reminder.title")}
          </h2>
          <Link to={dialogUrl("reminder")} className="btn-secondary" preventScrollReset>
            {t("activity:queue.reminder.open")}
          </Link>
        </section>
      ) : null}

      {dialog === "cancel" ? (
        <DialogFrame id="cancel" title={t("cancel.title")} closeTo={closeTo}>
          <p className="mb-3 text-sm">{t("cancel.question")}</p>
          <ActionForm
            intent="cancel"
            bookingId={bookingId}
            stamp={stamp}
            submitLabel={t("cancel.submit")}
            cancelTo={closeTo}
            danger
          />
        </DialogFrame>
      ) : null}
      {dialog === "issueTicket" ? (
        <DialogFrame id="issue" title={t("issue.title")} closeTo={closeTo}>
          <p className="mb-3 text-sm">{t("issue.question")}</p>
          <p className="mb-3 text-sm text-slate-600">
            {t("issue.deadline", { date: moment(booking.fareDeadline) })}
          </p>
          <ActionForm
            intent="issueTicket"
            bookingId={bookingId}
            stamp={stamp}
            submitLabel={t("issue.submit")}
            cancelTo={closeTo}
          />
        </DialogFrame>
      ) : null}
      {dialog === "refund" && refundQuote ? (
        <RefundDialog
          quote={refundQuote}
          bookingId={bookingId}
          stamp={stamp}
          closeTo={closeTo}
          errors={result?.error?.confirm ?? undefined}
          penalties={penalties}
        />
      ) : null}
      {dialog === "pnrStatus" && pnr ? (
        <PnrDialog pnr={pnr} locator={booking.bookingRecordLocator.id} closeTo={closeTo} />
      ) : null}
      {dialog === "modifyTraveller" && traveller && travellerRules ? (
        <ModifyTravellerDialog
          rules={travellerRules}
          traveller={traveller}
          first={traveller.refIndex === item.travelerInfos[0]?.refIndex}
          bookingId={bookingId}
          stamp={stamp}
          today={today}
          closeTo={closeTo}
          lastResult={
            actionData && "dialog" in actionData && actionData.dialog === "modifyTraveller"
              ? result
              : undefined
          }
        />
      ) : null}
      {reminder ? (
        <DialogFrame
          id="reminder"
          title={t("activity:queue.reminder.title")}
          closeTo={closeTo}
          wide
          startOnField
        >
          <ReminderForm bookingId={bookingId} data={reminder} inDialog />
        </DialogFrame>
      ) : null}
      {sendDocuments ? (
        <SendDocumentsDialog
          data={sendDocuments}
          bookingId={bookingId}
          closeTo={closeTo}
          openChange={scheduleChanges.length > 0}
        />
      ) : null}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

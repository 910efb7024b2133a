import { Form, Link, useNavigation } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { DataTable } from "~/components/data-table";
import type {
  ChangeType,
  Connection,
  ScheduleSegment,
  SegmentChange,
} from "~/domain/notification/schedule-change";
import { hoursAndMinutes } from "~/format";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

export type ScheduleChangeModel = {
  changes: SegmentChange[];
  connectionsBefore: Connection[];
  connectionsAfter: Connection[];
  booking: {
    bookingId: string;
    bookingNumber: string;
    rebookTo: string | null;
    refundTo: string | null;
  } | null;
  handled: boolean;
  handledDate: string;
  canAccept: boolean;
  changeType: ChangeType;
};

function useDuration() {
  const { t } = useTranslation("notification");
  return (minutes: number) => {
    const { h, m } = hoursAndMinutes(Math.abs(minutes));
    return h > 0 ? t("change.hoursMinutes", { h, m }) : t("change.minutesOnly", { m });
  };
}

/** A value the airline changed: the new value with a "changed" tag (text, not colour alone). */
function Changed({ on, children }: { on: boolean; children: React.ReactNode }) {
  const { t } = useTranslation("notification");
  if (!on) return <>{children}</>;
  return (
    <>
      <strong className="rounded bg-amber-100 px-1 text-amber-950">{children}</strong>{" "}
      <span className="whitespace-nowrap text-xs font-semibold uppercase text-amber-900">
        <span aria-hidden="true">▲ </span>
        {t("change.changed")}
      </span>
    </>
  );
}

function Itinerary({
  caption,
  side,
  changes,
}: {
  caption: string;
  side: "before" | "after";
  changes: SegmentChange[];
}) {
  const { t } = useTranslation("notification");
  const { localDateTime, day } = useFormatter();
  const time = (d: string, hm: string) => (hm ? localDateTime(`${d}T${hm}`) : day(d));
  const mark = (on: boolean) => side === "after" && on;
  return (
    <DataTable
      caption={caption}
      captionVisible
      compact
      labelledCards
      headers={[
        t("details.flightNumber"),
        t("change.route"),
        t("details.departure"),
        t("details.arrival"),
      ]}
    >
      {changes.map((change, index) => {
        const s: ScheduleSegment | null = change[side];
        if (!s)
          return (
            <tr key={index} className="border-t border-slate-100">
              <td colSpan={4} className="py-1 pr-2 text-slate-600 max-sm:col-span-2">
                {t("details.none")}
              </td>
            </tr>
          );
        return (
          <tr key={index} className="border-t border-slate-100 align-top">
            <td className="py-1 pr-2 whitespace-nowrap" data-label={t("details.flightNumber")}>
              <Changed on={mark(change.changed.flight)}>
                {s.airlineCode} {s.flightNumber}
              </Changed>
              {side === "after" && change.cancelled ? (
                <strong className="ml-1 rounded bg-red-100 px-1 text-red-900">
                  {t("involuntary.cancelledTag")}
                </strong>
              ) : null}
            </td>
            <td className="py-1 pr-2 whitespace-nowrap" data-label={t("change.route")}>
              <Changed on={mark(change.changed.route)}>
                {s.oriLoc}–{s.desLoc}
              </Changed>
            </td>
            <td className="py-1 pr-2" data-label={t("details.departure")}>
              <Changed on={mark(change.changed.departure)}>
                {time(s.departureDateStr, s.departureTimeStr)}
              </Changed>
            </td>
            <td className="py-1 pr-2" data-label={t("details.arrival")}>
              <Changed on={mark(change.changed.arrival)}>
                {time(s.arrivelDateStr, s.arrivelTimeStr)}
              </Changed>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}

function Connections({ before, after }: { before: Connection[]; after: Connection[] }) {
  const { t } = useTranslation("notification");
  const duration = useDuration();
  if (after.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label={t("change.connections")}>
      {after.map((c, i) => {
        const was = before.find((b) => b.airport === c.airport);
        const text = c.missed
          ? t("change.connectionMissed", { airport: c.airport, time: duration(c.minutes) })
          : t("change.connection", { airport: c.airport, time: duration(c.minutes) });
        return (
          <li
            key={`${c.airport}-${i}`}
            className={
              c.tooShort
                ? "rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
                : "text-sm"
            }
          >
            {c.tooShort ? (
              <strong className="mr-1">
                <span aria-hidden="true">⚠ </span>
                {t("change.warning")}
              </strong>
            ) : null}
            {text} {was ? t("change.connectionWas", { time: duration(was.minutes) }) : null}{" "}
            {c.tooShort
              ? t("change.underMct", { mct: duration(c.mct) })
              : t("change.meetsMct", { mct: duration(c.mct) })}
          </li>
        );
      })}
    </ul>
  );
}

/** Each changed value in words: "CX 251: departure 10 Dec 09:40 → 10 Dec 11:15". */
function WhatChanged({ changes }: { changes: SegmentChange[] }) {
  const { t } = useTranslation("notification");
  const { localDateTime, day } = useFormatter();
  const time = (d: string, hm: string) => (hm ? localDateTime(`${d}T${hm}`) : day(d));
  const lines: string[] = [];
  for (const c of changes) {
    if (!c.any || !c.before || !c.after) continue;
    const b = c.before;
    const a = c.after;
    const flight = `${b.airlineCode} ${b.flightNumber} ${b.oriLoc}–${b.desLoc}`;
    if (c.cancelled) {
      lines.push(t("involuntary.cancelled", { flight }));
      continue;
    }
    const field = (name: string, before: string, after: string) =>
      lines.push(
        t("involuntary.field", { flight, field: t(`involuntary.fields.${name}`), before, after }),
      );
    if (c.changed.flight)
      field("flight", `${b.airlineCode} ${b.flightNumber}`, `${a.airlineCode} ${a.flightNumber}`);
    if (c.changed.route) field("route", `${b.oriLoc}–${b.desLoc}`, `${a.oriLoc}–${a.desLoc}`);
    if (c.changed.departure)
      field(
        "departure",
        time(b.departureDateStr, b.departureTimeStr),
        time(a.departureDateStr, a.departureTimeStr),
      );
    if (c.changed.arrival)
      field(
        "arrival",
        time(b.arrivelDateStr, b.arrivelTimeStr),
        time(a.arrivelDateStr, a.arrivelTimeStr),
      );
    if (c.equipment) field("equipment", b.equimentCode ?? "", a.equimentCode ?? "");
  }
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 id="what-changed" className="text-sm font-semibold">
        {t("involuntary.whatChanged")}
      </h3>
      <ul aria-labelledby="what-changed" className="list-disc pl-5 text-sm">
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** The schedule change section of notification details: before/after, connections, actions. */
export function ScheduleChangePanel({
  refId,
  change,
}: {
  refId: string;
  change: ScheduleChangeModel;
}) {
  const { t } = useTranslation("notification");
  const { moment } = useFormatter();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <section aria-labelledby="change-title" className="card space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="change-title" className="font-semibold">
          {t("change.title")}
        </h2>
        <p className="text-sm">
          {change.handled
            ? t("change.handledOn", { date: change.handledDate ? moment(change.handledDate) : "" })
            : t("change.pending")}
        </p>
      </div>
      <p className="text-sm">
        {t("involuntary.kindLabel", { kind: t(`involuntary.kind.${change.changeType}`) })}
      </p>
      {change.booking ? (
        <p className="text-sm">{t("change.affects", { number: change.booking.bookingNumber })}</p>
      ) : null}
      <WhatChanged changes={change.changes} />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <div className="min-w-0">
          <Itinerary caption={t("change.before")} side="before" changes={change.changes} />
        </div>
        <div className="min-w-0">
          <Itinerary caption={t("change.after")} side="after" changes={change.changes} />
        </div>
      </div>
      <Connections before={change.connectionsBefore} after={change.connectionsAfter} />
      <div className="flex flex-wrap gap-2">
        {change.booking ? (
          <Link to={paths.bookingDetails(change.booking.bookingId)} className="btn-secondary">
            {t("change.openBooking")}
          </Link>
        ) : null}
        {change.booking?.rebookTo ? (
          <Link to={change.booking.rebookTo} className="btn-secondary">
            {t("change.rebook")}
          </Link>
        ) : null}
        {change.booking?.refundTo ? (
          <Link to={change.booking.refundTo} className="btn-secondary">
            {t("involuntary.refund")}
          </Link>
        ) : null}
        {change.canAccept ? (
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="accept" />
            <input type="hidden" name="refId" value={refId} />
            <button type="submit" className="btn-primary" disabled={busy}>
              {t("change.accept")}
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}

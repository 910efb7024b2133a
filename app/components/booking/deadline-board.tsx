import { Link } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import { Truncated } from "~/components/truncated";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import type { BoardEntry } from "~/services/deadline-board.server";
import { useTimeLeft } from "./time-left";

/** The link that opens the board's Issue ticket confirmation (a URL, so it works without JS). */
export const boardIssueHref = (bookingId: string) => paths.greetings({ issue: bookingId });

function BoardTable({
  id,
  caption,
  entries,
  now,
  overdue,
}: {
  id: string;
  caption: string;
  entries: BoardEntry[];
  now: number;
  overdue?: boolean;
}) {
  const { t } = useTranslation("booking");
  const { moment } = useFormatter();
  const left = useTimeLeft();
  // On a phone each row is a card: number and time left on top, then the deadline, passengers,
  // status and the buttons, each a line of its own (labels for the eye; the headers still speak).
  const cell = "px-2 py-2 max-sm:p-0";
  const line = `${cell} max-sm:col-span-2`;
  const label = (text: string) => (
    <span aria-hidden="true" className="text-xs text-slate-600 sm:hidden">
      {text}:{" "}
    </span>
  );
  return (
    <DataTable
      caption={caption}
      cardsOnPhones
      headers={[
        t("list.bookingNumber"),
        t("list.passengers"),
        t("board.deadline"),
        overdue ? t("board.overdueBy") : t("board.timeLeft"),
        t("list.status"),
        { label: t("board.actions"), hidden: true },
      ]}
    >
      {entries.map(({ row, at, kind, text, canIssue }) => (
        <tr
          key={row.bookingId}
          data-testid={`${id}-row`}
          className="max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-3"
        >
          <td className={`${cell} font-mono`}>{row.bookingNumber}</td>
          <td className={`${line} max-sm:order-2`}>
            {label(t("list.passengers"))}
            {/* A phone has no hover to show the rest: it gets every name. */}
            <span className="[overflow-wrap:anywhere] sm:hidden">{row.passengerNames}</span>
            <span className="max-sm:hidden">
              <Truncated text={row.passengerNames} max={24} />
            </span>
          </td>
          <td className={`${line} max-sm:order-1`}>
            <span className="block text-xs text-slate-600 max-sm:inline">
              {t(`deadline.kind.${kind}`)}
              <span className="sm:hidden">: </span>
            </span>
            <span className="whitespace-nowrap">{moment(text)}</span>
          </td>
          <td
            className={`${cell} font-semibold max-sm:text-right ${overdue ? "text-red-800" : ""}`}
          >
            {left(at, now)}
          </td>
          <td className={`${line} max-sm:order-3`}>
            {label(t("list.status"))}
            {t(`codes:bookingStatus.${row.bookStatus}`, { defaultValue: row.bookStatus })}
          </td>
          <td className={`${line} max-sm:order-4 max-sm:pt-1`}>
            <div className="flex flex-wrap gap-2">
              <Link
                to={paths.bookingDetails(row.bookingId)}
                className="btn-secondary"
                aria-label={t("list.openBooking", { number: row.bookingNumber })}
              >
                {t("list.open")}
              </Link>
              {canIssue ? (
                <Link
                  to={boardIssueHref(row.bookingId)}
                  className="btn-primary"
                  preventScrollReset
                  aria-label={t("board.issueFor", { number: row.bookingNumber })}
                >
                  {t("actions.issueTicket")}
                </Link>
              ) : null}
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Bookings whose ticketing or fare deadline is near (soonest first), and the overdue ones apart. */
export function DeadlineBoard({
  now,
  soon,
  overdue,
  soonTotal,
  overdueTotal,
}: {
  now: number;
  soon: BoardEntry[];
  overdue: BoardEntry[];
  soonTotal: number;
  overdueTotal: number;
}) {
  const { t } = useTranslation("booking");
  const { moment } = useFormatter();
  return (
    <div className="space-y-4">
      <section aria-labelledby="board-soon-title" className="card min-w-0 space-y-2 p-0 sm:p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2 p-4 sm:p-0">
          <h2 id="board-soon-title" className="text-lg font-semibold">
            {t("board.soonTitle", { count: soonTotal })}
          </h2>
          <p className="text-xs text-slate-600">
            {t("board.asOf", { time: moment(new Date(now).toISOString()) })}
          </p>
        </div>
        {soon.length === 0 ? (
          <p className="p-4 text-slate-600 sm:p-0">{t("board.noneSoon")}</p>
        ) : (
          <BoardTable id="board-soon" caption={t("board.soonCaption")} entries={soon} now={now} />
        )}
        <p className="p-4 text-sm sm:p-0">
          <Link to={paths.bookingList({ deadline: "72h", sort: "deadline" })} className="link">
            {t("board.seeInList")}
          </Link>
        </p>
      </section>
      <section aria-labelledby="board-overdue-title" className="card min-w-0 space-y-2 p-0 sm:p-4">
        <h2 id="board-overdue-title" className="p-4 text-lg font-semibold sm:p-0">
          {t("board.overdueTitle", { count: overdueTotal })}
        </h2>
        {overdue.length === 0 ? (
          <p className="p-4 text-slate-600 sm:p-0">{t("board.noneOverdue")}</p>
        ) : (
          <BoardTable
            id="board-overdue"
            caption={t("board.overdueCaption")}
            entries={overdue}
            now={now}
            overdue
          />
        )}
        {overdueTotal > overdue.length ? (
          <p className="p-4 text-sm text-slate-600 sm:p-0">
            {t("board.overdueMore", { shown: overdue.length, count: overdueTotal })}
          </p>
        ) : null}
      </section>
    </div>
  );
}

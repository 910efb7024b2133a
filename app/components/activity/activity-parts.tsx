// How one activity event reads (booking details' timeline and the audit log).
import { Link } from "@remix-run/react";
import type { ActivityEvent } from "~/domain/activity";
import { decodeChange, type OutsideChange } from "~/domain/queue/outside-change";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

export function useActivityText() {
  const { t } = useTranslation("activity");
  return {
    t,
    action: (e: ActivityEvent) => t(`actions.${e.action}`),
    outcome: (e: ActivityEvent) =>
      e.ending.outcome === "done"
        ? t("outcomes.done")
        : t("refusedCode", {
            code: e.ending.errorCode,
            serial: e.ending.serialNo ? t("serial", { serial: e.ending.serialNo }) : "",
          }),
    /** Who acted; an operator of another company is named as such; outside: nobody of the portal. */
    who: (e: {
      user: { name: string; login: string };
      operator: string | null;
      action?: string;
    }) =>
      e.action === "changedOutside"
        ? t("outside.who")
        : e.operator
          ? t("byOperator", { name: e.user.name || e.user.login, company: e.operator })
          : e.user.name || e.user.login,
    sent: (e: ActivityEvent) =>
      e.sent
        ? t("sentTo", {
            documents: e.sent.documents
              .map((d) => t(`documentKinds.${d}`, { defaultValue: d }))
              .join(", "),
            count: e.sent.recipients,
            domains: e.sent.domains.join(", "),
          })
        : "",
    /** A change made outside the portal: one line per difference, before → after. */
    changes: (e: ActivityEvent) =>
      e.changes
        .map(decodeChange)
        .filter((c): c is OutsideChange => c !== null)
        .map((c) => {
          const word = (v: string) =>
            !v
              ? t("outside.none")
              : c.kind === "status"
                ? t(`codes:bookingStatus.${v}`, { defaultValue: v })
                : c.kind === "ticket"
                  ? t(`booking:details.ticketStatuses.${v}`, { defaultValue: v })
                  : v;
          return t(`outside.${c.kind}`, {
            subject: c.subject,
            before: word(c.before),
            after: word(c.after),
          });
        }),
    fields: (e: ActivityEvent) =>
      e.fields.length
        ? t("section.fields", {
            fields: e.fields.map((f) => t(`fieldNames.${f}`, { defaultValue: f })).join(", "),
          })
        : "",
  };
}

/** The event's booking, order or account, as a link where the portal has a page for it. */
export function TargetLink({ event }: { event: ActivityEvent }) {
  const { t } = useTranslation("activity");
  const { kind, id } = event.target;
  if (!id) return <span>—</span>;
  // Sign-in and sign-out name the user's own account; a refused sign-in only the name typed.
  const own = kind === "account" && id === event.user.id;
  const label = own
    ? t("targets.ownAccount", { name: event.user.name || event.user.login })
    : event.action === "signInFailed"
      ? t("targets.signInName", { id })
      : t(`targets.${kind}`, { id });
  const to =
    kind === "booking"
      ? paths.bookingDetails(id)
      : kind === "order"
        ? paths.orderDetails(id)
        : kind === "credit"
          ? paths.credits()
          : kind === "quote"
            ? paths.quote(id)
            : /^\d+$/.test(id) && !own
              ? paths.accountDetails(id)
              : null;
  return to ? (
    <Link to={to} className="link">
      {label}
    </Link>
  ) : (
    <span>{label}</span>
  );
}

/** The note form's submit (add or save) and, while editing, the way back. */
export function NoteButtons({ bookingId, editing }: { bookingId: string; editing: boolean }) {
  const { t } = useActivityText();
  return (
    <div className="flex gap-2">
      <button type="submit" className="btn-primary">
        {editing ? t("notes.save") : t("notes.add")}
      </button>
      {editing ? (
        <Link to={`${paths.bookingDetails(bookingId)}#activity`} className="btn-secondary">
          {t("notes.cancel")}
        </Link>
      ) : null}
    </div>
  );
}

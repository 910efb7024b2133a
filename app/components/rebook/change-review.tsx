import { Link, useLocation } from "@remix-run/react";
import type { ComponentProps, ReactNode } from "react";
import { Alert, useMessageText } from "~/components/message";
import type { Message } from "~/domain/upstream-error";
import { BookingFacts, ChangeHeading, type BookingFactsData } from "./booking-facts";
import { ConfirmChangeDialog } from "./confirm-dialog";

type Props = {
  heading: ComponentProps<typeof ChangeHeading>;
  facts: BookingFactsData;
  failure: { title: string; message: Message | null | undefined };
  /** Links beside the one that opens the confirmation (e.g. back to the choice). */
  otherActions?: ReactNode;
  confirmLabel: string;
  /** The confirmation, open when the URL says ?dialog=confirm (works without JS). */
  confirm: { open: boolean } & Omit<
    ComponentProps<typeof ConfirmChangeDialog>,
    "bookingId" | "closeTo"
  >;
  children: ReactNode;
};

/**
 * The review page of a change of a booking (a rebook, an ancillary purchase): heading, the
 * back office's refusal, the booking, what changes (children), then the confirmation.
 */
export function ChangeReview({
  heading,
  facts,
  failure,
  otherActions,
  confirmLabel,
  confirm: { open, ...dialog },
  children,
}: Props) {
  const text = useMessageText();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete("dialog");
  const closeTo = `${location.pathname}?${params}`;
  params.set("dialog", "confirm");
  return (
    <section aria-labelledby={heading.id} className="space-y-4">
      <ChangeHeading {...heading} />
      {failure.message ? <Alert title={failure.title}>{text(failure.message)}</Alert> : null}
      <BookingFacts facts={facts} />
      {children}
      <div className="flex justify-end gap-2">
        {otherActions}
        <Link to={`${location.pathname}?${params}`} className="btn-primary" preventScrollReset>
          {confirmLabel}
        </Link>
      </div>
      {open ? (
        <ConfirmChangeDialog {...dialog} bookingId={facts.bookingId} closeTo={closeTo} />
      ) : null}
    </section>
  );
}

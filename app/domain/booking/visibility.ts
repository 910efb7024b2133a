// The button-visibility rules of the booking details page
// (docs/behaviour.md#booking-statuses-and-buttons, newer variant), as one pure function: the page
// shows what it returns and every action re-checks the same answer.

export type ServicingAction =
  | "cancel"
  | "issueTicket"
  | "refund"
  | "rebook"
  | "ancillary"
  | "printTicket"
  | "printItinerary"
  | "pnrStatus";

export type VisibilityInput = {
  bookStatus: string | null | undefined;
  item: {
    latestVersion: boolean;
    ticketed: boolean;
    allowRefund: boolean;
    appliedReFund: boolean;
    refundDate: string | null | undefined;
    infoSource: string | null | undefined;
  };
  /** The user's ticketingAgent flag (through can(user, ...)). */
  ticketingAgent: boolean;
  /** Whether the user may book (can(user, "book")): buying ancillaries is booking. */
  mayBook: boolean;
  /** Whether the fare deadline has passed at the time of asking. */
  fareDeadlinePassed: boolean;
  infoSourceSupported: boolean;
};

export type Visibility = Record<ServicingAction, boolean> & {
  /** Set when a refund was applied: a disabled button shows this date instead of Refund. */
  refundAppliedOn: string | null;
};

/** docs/behaviour.md#booking-statuses-and-buttons: no status at all counts as cancelled. */
export const isCancelledStatus = (status: string | null | undefined) =>
  !status || status === "BOOKING_CANCELLED";

export function bookingButtons(input: VisibilityInput): Visibility {
  const cancelled = isCancelledStatus(input.bookStatus);
  const { item } = input;
  // Operations appear only on the latest version of an air item; older tabs are read-only.
  const live = item.latestVersion;
  const rebook =
    live &&
    input.ticketingAgent &&
    input.infoSourceSupported &&
    !cancelled &&
    item.ticketed &&
    !item.appliedReFund;
  return {
    cancel: live && !item.ticketed && !cancelled,
    issueTicket:
      live && !input.fareDeadlinePassed && input.ticketingAgent && !item.ticketed && !cancelled,
    refund: rebook && item.allowRefund,
    rebook,
    // The old product hid this always "as coded"; we apply the written rule (supported source),
    // and, like every other operation, only on a live latest version that still flies.
    ancillary:
      live && input.mayBook && input.infoSourceSupported && !cancelled && !item.appliedReFund,
    printTicket: !cancelled && item.ticketed,
    printItinerary: !cancelled,
    pnrStatus: !cancelled,
    refundAppliedOn: live && item.appliedReFund ? (item.refundDate ?? "") : null,
  };
}

import { PenaltyLine } from "~/components/air/penalty-line";
import { loadOnUse } from "~/components/load-on-use";
import type { AirRules } from "~/contracts/air";
import type { PenaltySummary } from "~/domain/air/penalties";
import type { Message } from "~/domain/upstream-error";

// Opened through the URL after a click: its code is fetched when it first renders.
const FareRulesDialog = loadOnUse(() =>
  import("~/components/air/fare-rules-dialog").then((m) => m.FareRulesDialog),
);

export type BookingPenaltiesView = {
  summaries: PenaltySummary[] | null;
  rulesHref: string;
  dialog: { rules: AirRules | null; failure: Message | null; closeTo: string } | null;
};

/** Booking details, per version: the penalties at a glance and the full fare rules dialog. */
export function BookingPenalties({
  view,
  asReference,
}: {
  view: BookingPenaltiesView;
  /** Beside a back-office quote (the rebook review). */
  asReference?: boolean;
}) {
  return (
    <>
      <PenaltyLine
        summaries={view.summaries}
        rulesHref={view.rulesHref}
        asReference={asReference}
      />
      {view.dialog ? <FareRulesDialog {...view.dialog} /> : null}
    </>
  );
}

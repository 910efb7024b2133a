import { loadOnUse } from "~/components/load-on-use";
import type { AirOption, AirRules } from "~/contracts/air";
import type { Traveller } from "~/domain/air/passengers";
import type { PenaltySummary } from "~/domain/air/penalties";
import type { Message } from "~/domain/upstream-error";
import { useTranslation } from "~/i18n/use-translation";
import type { FareFacts, Names } from "~/services/air-select.server";
import type { ChosenBaggage } from "~/session/flow.server";
import { FlightCard } from "./flight-card";
import { PenaltyLine } from "./penalty-line";
import { PriceSummary } from "./price-summary";
import { RulesLink } from "./rules-link";

// Opened through the URL after a click: its code is fetched when it first renders.
const FareRulesDialog = loadOnUse(() =>
  import("./fare-rules-dialog").then((m) => m.FareRulesDialog),
);

export type FareOverviewData = {
  options: AirOption[];
  facts: FareFacts;
  travellers: Traveller[];
  baggage: ChosenBaggage[];
  names: Names;
  dialog: { rules: AirRules | null; failure: Message | null; closeTo: string } | null;
  rulesHref: string;
  penalties: PenaltySummary[] | null;
};

/** The chosen fare: a card per leg, the price summary and the fare-rule link and dialog. */
export function FareOverview({
  data,
  compact = false,
  formId,
  headingLevel = "h3",
}: {
  data: FareOverviewData;
  compact?: boolean;
  /** The flights' heading: h2 right under the page's h1, h3 inside a titled section. */
  headingLevel?: "h2" | "h3";
  /** The page's form, kept when the rules are opened without JS (see RulesLink). */
  formId?: string;
}) {
  const { t } = useTranslation("air");
  return (
    <div className="space-y-3">
      {data.options.map((o, i) => (
        <FlightCard
          key={`${o.equalsKey}-${i}`}
          option={o}
          fare={data.facts}
          names={data.names}
          headingLevel={headingLevel}
        />
      ))}
      {compact ? null : (
        <PriceSummary
          prices={data.facts.airFarePrices}
          currency={data.facts.currencyCode}
          travellers={data.travellers}
          baggage={data.baggage}
          segments={data.options.flatMap((o) => o.airFlightSegments)}
        />
      )}
      <PenaltyLine summaries={data.penalties} rulesHref={data.rulesHref} formId={formId} />
      <RulesLink href={data.rulesHref} formId={formId} className="link text-sm">
        {t("rules.open")}
      </RulesLink>
      {data.dialog ? <FareRulesDialog {...data.dialog} /> : null}
    </div>
  );
}

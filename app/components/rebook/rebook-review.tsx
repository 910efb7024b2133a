import { FlightCard } from "~/components/air/flight-card";
import { useFormat } from "~/components/air/format";
import type { AirOption } from "~/contracts/air";
import type { ChangeMarks } from "~/domain/booking/airline-changes";
import { useTranslation } from "~/i18n/use-translation";
import type { Names } from "~/services/air-select.server";

/** Original and new itinerary side by side, leg by leg, each leg marked changed or kept. */
export function ItineraryComparison({
  before,
  after,
  changed,
  names,
  changeMarks,
}: {
  before: AirOption[];
  after: AirOption[];
  changed: boolean[];
  names: Names;
  /** Flights the airline cancelled or changed: marked on either side. */
  changeMarks?: ChangeMarks;
}) {
  const { t } = useTranslation("rebook");
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <section aria-labelledby="original-title" className="space-y-2">
        <h2 id="original-title" className="text-base font-semibold">
          {t("review.original")}
        </h2>
        {before.map((option, i) => (
          <FlightCard
            key={`${option.equalsKey}-${i}`}
            option={option}
            names={names}
            changeMarks={changeMarks}
          >
            <p className="text-xs text-slate-600">{t("review.leg", { n: i + 1 })}</p>
          </FlightCard>
        ))}
      </section>
      <section aria-labelledby="new-title" className="space-y-2">
        <h2 id="new-title" className="text-base font-semibold">
          {t("review.new")}
        </h2>
        {after.map((option, i) => (
          <FlightCard
            key={`${option.equalsKey}-${i}`}
            option={option}
            names={names}
            changeMarks={changeMarks}
          >
            <p
              className={`text-xs font-semibold ${changed[i] ? "text-amber-700" : "text-slate-600"}`}
            >
              {t("review.leg", { n: i + 1 })} · {t(changed[i] ? "review.changed" : "review.kept")}
            </p>
          </FlightCard>
        ))}
      </section>
    </div>
  );
}

/**
 * The change's notes: hold and void conditions of the new fare (flight change review,
 * docs/behaviour.md#rebook-flow).
 */
export function ChangeNotes({
  holdBooking,
  voidTicket,
  total,
}: {
  holdBooking: boolean;
  voidTicket: boolean;
  total: number;
}) {
  const { t } = useTranslation("rebook");
  const f = useFormat();
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
      <dt className="text-slate-600">{t("review.extraCharge")}</dt>
      <dd className="font-semibold">{f.money(total, "HKD")}</dd>
      <dt className="text-slate-600">{t("review.hold")}</dt>
      <dd>{t(holdBooking ? "common.yes" : "common.no")}</dd>
      <dt className="text-slate-600">{t("review.void")}</dt>
      <dd>{t(voidTicket ? "common.yes" : "common.no")}</dd>
    </dl>
  );
}

import { Form, Link } from "@remix-run/react";
import { DataTable } from "~/components/data-table";
import { FieldErrors } from "~/components/field";
import { wizardHref } from "~/forms/order-wizard-steps";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import type { OrderByLocator } from "~/pamhk/order.server";
import { CarriedState } from "./wizard-parts";

type Props = {
  record: OrderByLocator;
  state: { gdsCode: string; pseudoCityCode: string; recordLocator: string };
  pax: number[];
  seg: number[];
  errors?: { pax?: string[]; seg?: string[] };
};

const cell = "px-3 py-2";

/** Step 1: the record as the GDS holds it; tick the segments and passengers to ticket. */
export function SelectionStep({ record, state, pax, seg, errors }: Props) {
  const { t } = useTranslation("order");
  const segments = record.airOptions.airFlightSegments;
  const { localDateTime, day } = useFormatter();
  return (
    <Form method="get" className="card space-y-4" aria-labelledby="selection-title">
      <h2 id="selection-title" className="sr-only">
        {t("wizard.step1")}
      </h2>
      <input type="hidden" name="step" value="2" />
      <CarriedState state={state} />
      <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-slate-500">{t("field.recordLocator")}</dt>
          <dd className="font-mono font-semibold">{record.recordLocator}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-slate-500">{t("wizard.airlineRecordLocator")}</dt>
          <dd className="font-mono font-semibold">{record.airlineRecordLocator}</dd>
        </div>
      </dl>
      <fieldset aria-describedby="seg-errors" className="min-w-0 overflow-x-auto">
        <legend className="mb-1 font-semibold">{t("details.segments")}</legend>
        <DataTable
          caption={t("details.segments")}
          labelledCards
          headers={[
            t("wizard.include"),
            t("segment.flight"),
            t("segment.from"),
            t("segment.to"),
            t("segment.departure"),
            t("segment.arrival"),
            t("segment.class"),
          ]}
        >
          {segments.map((s) => {
            const flight = `${s.airlineCode}${s.flightNumber}`;
            return (
              <tr key={s.rph}>
                <td className={cell} data-label={t("wizard.include")}>
                  <input
                    type="checkbox"
                    name="seg"
                    value={s.rph}
                    defaultChecked={seg.includes(s.rph)}
                    id={`seg-${s.rph}`}
                    aria-label={t("wizard.includeSegment", {
                      flight,
                      from: s.oriLoc,
                      to: s.desLoc,
                    })}
                  />
                </td>
                <td className={cell} data-label={t("segment.flight")}>
                  {flight}
                </td>
                <td className={cell} data-label={t("segment.from")}>
                  {s.oriLoc}
                </td>
                <td className={cell} data-label={t("segment.to")}>
                  {s.desLoc}
                </td>
                <td className={cell} data-label={t("segment.departure")}>
                  {s.departureTimeStr
                    ? localDateTime(`${s.departureDateStr}T${s.departureTimeStr}`)
                    : day(s.departureDateStr)}
                </td>
                <td className={cell} data-label={t("segment.arrival")}>
                  {s.arrivelTimeStr}
                </td>
                <td className={cell} data-label={t("segment.class")}>
                  {s.classCode}
                </td>
              </tr>
            );
          })}
        </DataTable>
        <FieldErrors id="seg-errors" errors={errors?.seg} />
      </fieldset>
      <fieldset aria-describedby="pax-errors" className="min-w-0 overflow-x-auto">
        <legend className="mb-1 font-semibold">{t("details.passengers")}</legend>
        <DataTable
          caption={t("details.passengers")}
          labelledCards
          headers={[
            t("wizard.include"),
            t("passenger.name"),
            t("passenger.passengerType"),
            t("passenger.birthDate"),
          ]}
        >
          {record.travelerInfoList.map((p) => {
            const name = `${p.surname}/${p.givenName} ${t(`codes:nameTitle.${p.nameTitle}`, { defaultValue: p.nameTitle })}`;
            return (
              <tr key={p.rph}>
                <td className={cell} data-label={t("wizard.include")}>
                  <input
                    type="checkbox"
                    name="pax"
                    value={p.rph}
                    defaultChecked={pax.includes(p.rph)}
                    aria-label={t("wizard.includePassenger", { name })}
                  />
                </td>
                <td className={cell} data-label={t("passenger.name")}>
                  {name}
                </td>
                <td className={cell} data-label={t("passenger.passengerType")}>
                  {t(`codes:paxType.${p.passengerType}`, { defaultValue: p.passengerType })}
                </td>
                <td className={cell} data-label={t("passenger.birthDate")}>
                  {p.birthDate ? day(p.birthDate) : "—"}
                </td>
              </tr>
            );
          })}
        </DataTable>
        <FieldErrors id="pax-errors" errors={errors?.pax} />
      </fieldset>
      <div className="flex justify-between">
        <Link to={wizardHref(0, state)} className="btn-secondary">
          {t("wizard.back")}
        </Link>
        <button type="submit" className="btn-primary">
          {t("wizard.next")}
        </button>
      </div>
    </Form>
  );
}

import { DialogFrame } from "~/components/dialog-frame";
import { Alert, useMessageText } from "~/components/message";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import type { PnrAnswer } from "~/services/booking-details.server";

type Pnr = PnrAnswer;

/** Latest PNR status read back from the reservation system (resRetrieve). */
export function PnrDialog({
  pnr,
  locator,
  closeTo,
}: {
  pnr: Pnr;
  locator: string;
  closeTo: string;
}) {
  const { t } = useTranslation("booking");
  const text = useMessageText();
  const { localDateTime, day } = useFormatter();
  const code = (value: string) => <span className="text-xs text-slate-500">({value})</span>;
  return (
    <DialogFrame id="pnr" title={t("pnr.title", { locator })} closeTo={closeTo}>
      {pnr.ok ? (
        <div className="space-y-3 text-sm">
          <p>
            {t("pnr.status")}:{" "}
            <strong>{t(`codes:bookingStatus.${pnr.status}`, { defaultValue: pnr.status })}</strong>
          </p>
          {/* In words and the portal's formats; the airline's codes stay in small text. */}
          <table className="w-full text-left">
            <caption className="text-left font-semibold">{t("pnr.segments")}</caption>
            <thead>
              <tr className="text-xs text-slate-600">
                <th scope="col">{t("pnrView.flight")}</th>
                <th scope="col">{t("pnrView.route")}</th>
                <th scope="col">{t("pnrView.departs")}</th>
                <th scope="col">{t("pnrView.status")}</th>
              </tr>
            </thead>
            <tbody>
              {pnr.segments.map((s) => (
                <tr key={`${s.flight}-${s.departs}`}>
                  <td>{s.flight}</td>
                  <td>
                    {s.from} → {s.to}
                  </td>
                  <td>{s.departs.includes("T") ? localDateTime(s.departs) : day(s.departs)}</td>
                  <td>
                    {s.status ? (
                      <>
                        {t(`pnrView.segmentStatus.${s.status}`, { defaultValue: s.status })}{" "}
                        {code(s.status)}
                      </>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <h3 className="font-semibold">{t("pnr.passengers")}</h3>
          <ul className="list-inside list-disc">
            {pnr.passengers.map((p) => (
              <li key={`${p.surname}/${p.givenName}`}>
                {/* As Add order writes names: SURNAME/GIVEN and the title in words. */}
                {`${p.surname}/${p.givenName}`}
                {p.nameTitle
                  ? ` ${t(`codes:nameTitle.${p.nameTitle}`, { defaultValue: p.nameTitle })}`
                  : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <Alert title={t("messages:error.ERROR")}>
          {pnr.message ? text(pnr.message) : pnr.text}
        </Alert>
      )}
    </DialogFrame>
  );
}

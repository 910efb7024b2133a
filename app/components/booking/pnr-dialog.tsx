import { DialogFrame } from "~/components/dialog-frame";
import { Alert, useMessageText } from "~/components/message";
import type { Message } from "~/domain/upstream-error";
import { useTranslation } from "~/i18n/use-translation";

type Pnr =
  | { ok: true; status: string; segments: string[]; passengers: string[] }
  | { ok: false; text: string; message: Message | null };

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
  return (
    <DialogFrame id="pnr" title={t("pnr.title", { locator })} closeTo={closeTo}>
      {pnr.ok ? (
        <div className="space-y-3 text-sm">
          <p>
            {t("pnr.status")}:{" "}
            <strong>{t(`codes:bookingStatus.${pnr.status}`, { defaultValue: pnr.status })}</strong>
          </p>
          <h3 className="font-semibold">{t("pnr.segments")}</h3>
          <ul className="list-inside list-disc font-mono">
            {pnr.segments.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
          <h3 className="font-semibold">{t("pnr.passengers")}</h3>
          <ul className="list-inside list-disc">
            {pnr.passengers.map((p) => (
              <li key={p}>{p}</li>
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

import type { DocumentWarning } from "~/domain/air/travel-documents";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";

/** A document warning in words; apart from the form code, which booking details need none of. */
export function useDocumentWarningText() {
  const { t } = useTranslation("travel");
  const { day } = useFormatter();
  return (w: DocumentWarning) =>
    w.kind === "expiresSoon"
      ? t("documents.expiresSoon", { expiry: day(w.expiry), validUntil: day(w.validUntil) })
      : t(`documents.${w.kind}`);
}

import { Alert } from "~/components/message";
import { useTranslation } from "~/i18n/use-translation";

/** Why the directory is switched off (docs/decisions/0101-traveller-directory.md). */
export function DirectoryOffNotice({ reason }: { reason: "off.noKey" | "off.badKey" }) {
  const { t } = useTranslation("travellers");
  return (
    <Alert tone="info" title={t("off.title")}>
      {t(reason, { name: "TRAVELLER_DATA_KEY" })}
    </Alert>
  );
}

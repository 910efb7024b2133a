import { useTranslation } from "~/i18n/use-translation";
import { Alert } from "./message";

/**
 * Hotel, transfer and package: listed in the menu, not yet supported
 * (docs/behaviour.md#screens-and-routes).
 */
export function NotSupported({ section }: { section: "hotel" | "transfer" | "package" }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="ns-title" className="max-w-xl">
      <h1 id="ns-title" className="mb-4 text-xl font-semibold">
        {t(`nav.${section}`)}
      </h1>
      <Alert tone="info">{t("notSupported.text")}</Alert>
    </section>
  );
}

import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";

// The air pages' formatter: the portal's one (useFormatter) plus flight durations in their words.
export { dateOf, timeOf } from "~/format";

export function useFormat() {
  const { t } = useTranslation("air");
  const f = useFormatter();
  return { ...f, duration: (h: number, m: number) => t("card.duration", { h, m }) };
}

import type { TravellerLabel } from "~/domain/air/traveller-labels";
import { useTranslation } from "~/i18n/use-translation";

/** "Adult 1", "Child 2" ... in the user's language, from the one labelling rule. */
export function useTravellerLabel() {
  const { t } = useTranslation("air");
  return (label: TravellerLabel | undefined, fallback = "") =>
    label
      ? t("pax.travellerLabel", {
          type: t(`codes:paxType.${label.passengerType}`, { defaultValue: label.passengerType }),
          n: label.ordinal,
        })
      : fallback;
}

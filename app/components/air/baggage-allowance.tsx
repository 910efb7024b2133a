import type { FlightSegment } from "~/contracts/air";
import { allowanceOf } from "~/domain/air/baggage-allowance";
import { useTranslation } from "~/i18n/use-translation";

/** A segment's checked-baggage allowance in words; the back office's code only as the hover title. */
export function BaggageAllowance({ segment }: { segment: FlightSegment | undefined }) {
  const { t } = useTranslation("air");
  const a = allowanceOf(segment?.unitOfMeasure);
  const words =
    a.kind === "none"
      ? t("baggageAllowance.none")
      : a.kind === "other"
        ? a.code
        : t(`baggageAllowance.${a.kind}`, { count: a.count });
  return <span title={a.code}>{words}</span>;
}

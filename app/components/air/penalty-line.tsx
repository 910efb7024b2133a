import type { Penalty, PenaltySummary } from "~/domain/air/penalties";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { RulesLink } from "./rules-link";

type Part = "change" | "refund" | "noShow";

const same = (a: Penalty, b: Penalty) =>
  a.kind === b.kind &&
  a.amount === b.amount &&
  a.currency === b.currency &&
  a.percent === b.percent &&
  a.per === b.per;

const pairKey = (s: PenaltySummary) =>
  JSON.stringify([s.change, s.refund, s.noShow].map((p) => JSON.stringify(p)));

function usePenaltyText() {
  const { t } = useTranslation("air");
  const { money } = useFormatter();
  const value = (part: Part, p: Penalty): string => {
    if (p.kind === "free") return t("penalties.free");
    if (p.kind === "notPermitted") return t(`penalties.notPermitted.${part}`);
    const cost =
      p.percent !== undefined
        ? t("penalties.percent", { percent: p.percent })
        : money(p.amount ?? 0, p.currency ?? "");
    return p.per ? t(`penalties.per.${p.per}`, { cost }) : cost;
  };
  const asNoShow = (summary: PenaltySummary) =>
    summary.noShow.kind === "unknown"
      ? t("penalties.asNoShow")
      : t("penalties.asNoShowCost", { cost: value("noShow", summary.noShow) });
  return (part: Part, summary: PenaltySummary): string => {
    if (part === "noShow")
      return summary.noShow.kind === "unknown"
        ? t("penalties.unknown")
        : value(part, summary.noShow);
    const { beforeDeparture: before, afterDeparture: after } = summary[part];
    if (before.kind === "unknown" || after.kind === "unknown") return t("penalties.unknown");
    const shown = (p: Penalty) => (p.kind === "asNoShow" ? asNoShow(summary) : value(part, p));
    if (same(before, after)) return shown(before);
    return t("penalties.split", { before: shown(before), after: shown(after) });
  };
}

/**
 * "Change / Refund / No-show" at a glance, read from the filed rules; a part not understood says
 * so and points at the full rules. One line per city pair when the pairs differ.
 */
export function PenaltyLine({
  summaries,
  rulesHref,
  formId,
  asReference,
}: {
  summaries: PenaltySummary[] | null;
  /** The full rules; none beside a quote's option (its rules were the search's). */
  rulesHref?: string;
  /** Beside a back-office quote: say these are the rules' figures, not this booking's. */
  asReference?: boolean;
  /** The form the rules link keeps (see RulesLink). */
  formId?: string;
}) {
  const { t } = useTranslation("air");
  const text = usePenaltyText();
  if (!summaries || summaries.length === 0) return null;
  const distinct = summaries.filter(
    (s, i) => summaries.findIndex((o) => pairKey(o) === pairKey(s)) === i,
  );
  return (
    <section
      aria-label={t("penalties.title")}
      className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
    >
      {asReference ? <p className="mb-1 font-medium">{t("penalties.ruleCaption")}</p> : null}
      <ul className="space-y-1">
        {distinct.map((s) => (
          <li key={`${s.departureAirportCode}-${s.arrivalAirportCode}`}>
            {distinct.length > 1 ? (
              <span className="mr-2 font-medium">
                {s.departureAirportCode}–{s.arrivalAirportCode}
              </span>
            ) : null}
            {(["change", "refund", "noShow"] as const).map((part, i) => (
              <span key={part}>
                {i > 0 ? <span aria-hidden="true"> · </span> : null}
                <span className="font-medium">{t(`penalties.${part}`)}</span>{" "}
                <span>{text(part, s)}</span>
                {i < 2 ? <span className="sr-only">;</span> : null}
              </span>
            ))}
          </li>
        ))}
      </ul>
      {rulesHref ? (
        <RulesLink href={rulesHref} formId={formId} className="link">
          {t("penalties.fullRules")}
        </RulesLink>
      ) : null}
    </section>
  );
}

import type { WizardStep } from "~/forms/order-wizard-steps";
import { useTranslation } from "~/i18n/use-translation";

/** Where the agent is in the three steps; the current one is announced as such. */
export function WizardSteps({ step }: { step: WizardStep }) {
  const { t } = useTranslation("order");
  const names = [t("wizard.step0"), t("wizard.step1"), t("wizard.step2")];
  return (
    <ol aria-label={t("wizard.progress")} className="flex flex-wrap gap-2 text-sm">
      {names.map((name, i) => (
        <li
          key={name}
          aria-current={i === step ? "step" : undefined}
          className={`rounded-full border px-3 py-1 ${i === step ? "border-brand-600 bg-brand-600 text-white" : i < step ? "border-brand-300 text-brand-700" : "border-slate-300 text-slate-500"}`}
        >
          {t("wizard.stepOf", { step: i + 1, total: names.length })} · {name}
        </li>
      ))}
    </ol>
  );
}

/** Hidden copies of the choices made in earlier steps, so each form carries the whole state. */
export function CarriedState({
  state,
}: {
  state: {
    gdsCode: string;
    pseudoCityCode: string;
    recordLocator: string;
    pax?: number[];
    seg?: number[];
  };
}) {
  return (
    <>
      <input type="hidden" name="gdsCode" value={state.gdsCode} />
      <input type="hidden" name="pseudoCityCode" value={state.pseudoCityCode} />
      <input type="hidden" name="recordLocator" value={state.recordLocator} />
      {state.pax?.map((rph) => (
        <input key={`pax-${rph}`} type="hidden" name="pax" value={rph} />
      ))}
      {state.seg?.map((rph) => (
        <input key={`seg-${rph}`} type="hidden" name="seg" value={rph} />
      ))}
    </>
  );
}

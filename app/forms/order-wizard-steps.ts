import { paths } from "~/paths";

// The add-order wizard (docs/behaviour.md#orders): each step's fields travel in the URL, so a
// reload or the browser's back button lands on the same step with the same choices. No zod here:
// the pages use it (the schemas are in order-wizard.ts).

/**
 * The only GDS offered (docs/behaviour.md#constants-and-limits) and the agency's one pseudo city in
 * it.
 */
export const GDS_CODES = ["ZIR"] as const;
export const PSEUDO_CITY_CODES = ["7H2K"] as const;
export const WIZARD_STEPS = [0, 1, 2] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function stepFrom(value: string | null): WizardStep {
  const n = Number(value);
  return n === 1 || n === 2 ? n : 0;
}

/** The URL of a wizard step carrying the choices made so far. */
export function wizardHref(
  step: WizardStep,
  state: {
    gdsCode?: string;
    pseudoCityCode?: string;
    recordLocator?: string;
    pax?: number[];
    seg?: number[];
    quote?: string;
  },
): string {
  const params = new URLSearchParams({ step: String(step) });
  if (state.gdsCode) params.set("gdsCode", state.gdsCode);
  if (state.pseudoCityCode) params.set("pseudoCityCode", state.pseudoCityCode);
  if (state.recordLocator) params.set("recordLocator", state.recordLocator);
  for (const rph of state.pax ?? []) params.append("pax", String(rph));
  for (const rph of state.seg ?? []) params.append("seg", String(rph));
  if (state.quote) params.set("quote", state.quote);
  return paths.addOrder(params);
}

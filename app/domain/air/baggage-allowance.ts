// The checked-baggage allowance of a segment in words
// (docs/behaviour.md#review-baggage-and-the-passenger-form): the back office sends a quantity and a
// unit code ("20 K", "1 P"); agents read "20 kg", "1 piece", "No checked bag".

export type Allowance =
  | { kind: "none"; code: string }
  | { kind: "kg" | "lb" | "piece"; count: number; code: string }
  | { kind: "other"; code: string };

const units: Record<string, "kg" | "lb" | "piece"> = {
  K: "kg",
  KG: "kg",
  KGS: "kg",
  L: "lb",
  LB: "lb",
  LBS: "lb",
  P: "piece",
  PC: "piece",
  PCS: "piece",
};

export function allowanceOf(
  unit: { quantity?: number | null; measureCode?: string | null } | null | undefined,
): Allowance {
  const quantity = Number(unit?.quantity ?? 0) || 0;
  const measure = (unit?.measureCode ?? "").trim().toUpperCase();
  const code = `${quantity} ${measure || "P"}`;
  if (quantity <= 0) return { kind: "none", code };
  const kind = units[measure];
  return kind ? { kind, count: quantity, code } : { kind: "other", code };
}

import { useFormat } from "./format";

/** A selectable card's price: the total, or "+" the increment over the earlier legs' choice. */
export function CardPrice({
  price,
  currency,
  label,
}: {
  price: { amount: number; increment: boolean };
  currency: string;
  label: string;
}) {
  const f = useFormat();
  return (
    <>
      <p className="text-lg font-semibold">
        {price.increment ? "+" : ""}
        {f.money(price.amount, currency)}
      </p>
      <p className="mb-2 text-xs text-slate-500">{label}</p>
    </>
  );
}

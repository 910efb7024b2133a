import type { PriceClass } from "~/contracts/air";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The price-class (branded fare) items: item id and description
 * (docs/behaviour.md#flight-selection).
 */
export function PriceClassTable({
  bundles,
  caption,
}: {
  bundles: (PriceClass | null | undefined)[];
  caption?: string;
}) {
  const { t } = useTranslation("air");
  const rows = bundles
    .filter((b): b is PriceClass => Boolean(b))
    .flatMap((b) => b.items.map((item) => ({ ...item, bundle: b.name })));
  return (
    <table className="mt-2 text-left text-xs [&_tr>:first-child]:pr-3">
      {caption ? <caption className="text-left font-medium">{caption}</caption> : null}
      <thead>
        <tr className="text-slate-500">
          <th scope="col">{t("card.itemId")}</th>
          <th scope="col">{t("card.itemDescription")}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r, i) => (
          <tr key={`${r.itemId}-${i}`}>
            <td>{r.itemId}</td>
            <td>{r.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

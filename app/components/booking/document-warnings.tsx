import { useDocumentWarningText } from "~/components/air/document-warning-text";
import { useTranslation } from "~/i18n/use-translation";
import type { TravellerDocumentWarnings } from "~/services/travel-documents.server";
import type { BookedNameDiffers } from "~/services/travellers/booked-names.server";

/** Booking details: the travellers whose documents will not fly as booked. */
export function BookingDocumentWarnings({
  travellers,
  names = [],
}: {
  travellers: TravellerDocumentWarnings[];
  /** Computed by the loader: markup only here, nothing more for the page's script. */
  names?: BookedNameDiffers[];
}) {
  const { t } = useTranslation("travel");
  const text = useDocumentWarningText();
  if (!travellers.length && !names.length) return null;
  return (
    <section
      aria-labelledby="documents-heading"
      className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <h2 id="documents-heading" className="font-semibold">
        <span aria-hidden="true">⚠ </span>
        {t("documents.heading")}
      </h2>
      <ul className="mt-1 space-y-1">
        {travellers.map((traveller) => (
          <li key={traveller.refIndex}>
            <span className="font-medium">{traveller.name}</span>:{" "}
            {traveller.warnings.map((w) => text(w)).join(" ")}
          </li>
        ))}
        {names.map((n) => (
          <li key={`name-${n.refIndex}`}>
            <span className="font-medium">{n.name}</span>:{" "}
            {t("documents.nameDiffers", { kept: n.kept })}
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";

export type BookingFactsData = {
  bookingId: string;
  bookingNumber: string;
  recordLocator: string;
  bookStatus: string;
};

/**
 * The booking a rebook or ancillary change applies to (docs/behaviour.md#rebook-and-ancillaries).
 */
export function BookingFacts({ facts }: { facts: BookingFactsData }) {
  const { t } = useTranslation("rebook");
  return (
    <dl
      aria-label={t("common.bookingInfo")}
      className="card grid grid-cols-2 gap-x-4 gap-y-1 text-sm md:grid-cols-6"
    >
      <dt className="text-slate-600">{t("common.bookingNumber")}</dt>
      <dd className="font-mono">{facts.bookingNumber}</dd>
      <dt className="text-slate-600">{t("common.recordLocator")}</dt>
      <dd className="font-mono">{facts.recordLocator}</dd>
      <dt className="text-slate-600">{t("common.status")}</dt>
      <dd>
        {t(`codes:bookingStatus.${facts.bookStatus}`, { defaultValue: facts.bookStatus || "—" })}
      </dd>
    </dl>
  );
}

/** The heading of a rebook or ancillary-change page, with its way back (details, choice...). */
export function ChangeHeading({
  id,
  title,
  backTo,
  backLabel,
}: {
  id: string;
  title: string;
  backTo: string;
  backLabel: string;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <h1 id={id} className="text-xl font-semibold">
        {title}
      </h1>
      <Link to={backTo} className="link text-sm">
        {backLabel}
      </Link>
    </div>
  );
}

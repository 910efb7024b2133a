import { Form } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

/**
 * After a booking, its travellers typed by hand: one button each saves one of them to the
 * directory (docs/decisions/0101-traveller-directory.md); nothing is saved without it.
 */
export function SaveBookedTravellers({
  bookingId,
  offers,
}: {
  bookingId: string;
  offers: { index: number; name: string }[];
}) {
  const { t } = useTranslation("travellers");
  if (!offers.length) return null;
  return (
    <section aria-labelledby="save-travellers-title" className="card space-y-2 p-4">
      <h2 id="save-travellers-title" className="text-base font-semibold">
        {t("afterBooking.title")}
      </h2>
      <p className="text-sm text-slate-600">{t("afterBooking.lead")}</p>
      <ul className="flex flex-wrap gap-2">
        {offers.map((o) => (
          <li key={o.index}>
            <Form method="post" action={paths.travellerSaveBooked()}>
              <CsrfInput />
              <input type="hidden" name="bookingId" value={bookingId} />
              <input type="hidden" name="index" value={o.index} />
              <button type="submit" className="btn-secondary">
                {t("afterBooking.save", { name: o.name })}
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}

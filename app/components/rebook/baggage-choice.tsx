import { Form, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useFormat } from "~/components/air/format";
import { CsrfInput } from "~/components/csrf-input";
import { DataTable } from "~/components/data-table";
import { FieldErrors } from "~/components/field";
import type { BaggageGroup } from "~/domain/rebook/ancillary";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The baggage choice of an ancillary change (docs/behaviour.md#rebook-and-ancillaries): one select
 * per leg and traveller. Continue needs at least one choice: with JavaScript the button stays
 * disabled until then; without it the server refuses and says why (the button cannot know before
 * the submit).
 */
export function BaggageChoice({
  bookingId,
  groups,
  chosen,
  errors,
}: {
  bookingId: string;
  groups: BaggageGroup[];
  chosen: string[];
  errors?: string[];
}) {
  const { t } = useTranslation("rebook");
  const f = useFormat();
  const navigation = useNavigation();
  const [hydrated, setHydrated] = useState(false);
  const [count, setCount] = useState(chosen.length);
  useEffect(() => setHydrated(true), []);
  const busy = navigation.state === "submitting";
  return (
    <Form
      method="post"
      noValidate
      className="space-y-4"
      onChange={(e) =>
        setCount(new FormData(e.currentTarget).getAll("priceId").filter(Boolean).length)
      }
    >
      <CsrfInput />
      <input type="hidden" name="bookingId" value={bookingId} />
      <div className="card overflow-x-auto">
        <DataTable
          caption={t("ancillary.options")}
          captionVisible
          compact
          headers={[t("ancillary.segment"), t("ancillary.passenger"), t("ancillary.baggage")]}
        >
          {groups.map((g) => {
            const id = `bag-${g.leg}-${g.travellerRef}`;
            const preset =
              g.offers.find((o) => chosen.includes(o.priceOfferId))?.priceOfferId ?? "";
            return (
              <tr key={g.key} className="border-t border-slate-100">
                <td className="py-2 pr-2 font-mono">{g.segment}</td>
                <td className="py-2 pr-2">{g.traveller}</td>
                <td className="py-2 pr-2">
                  <label htmlFor={id} className="sr-only">
                    {t("ancillary.selectLabel", { passenger: g.traveller, segment: g.segment })}
                  </label>
                  <select
                    id={id}
                    name="priceId"
                    defaultValue={preset}
                    className="input"
                    aria-describedby="baggage-error"
                  >
                    <option value="">{t("ancillary.none")}</option>
                    {g.offers.map((o) => (
                      <option key={o.priceOfferId} value={o.priceOfferId}>
                        {t("ancillary.offer", {
                          name: o.name,
                          price: f.money(o.amount, o.currency || "HKD"),
                        })}
                      </option>
                    ))}
                  </select>
                </td>
              </tr>
            );
          })}
        </DataTable>
        <FieldErrors id="baggage-error" errors={errors} />
      </div>
      <div className="flex justify-end">
        <button type="submit" className="btn-primary" disabled={busy || (hydrated && count === 0)}>
          {t("ancillary.continue")}
        </button>
      </div>
    </Form>
  );
}

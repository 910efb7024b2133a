import { PenaltyLine } from "~/components/air/penalty-line";
import { DialogFrame } from "~/components/dialog-frame";
import { FieldErrors } from "~/components/field";
import type { RefundQuote } from "~/contracts/booking";
import { useFormatter } from "~/i18n/use-formatter";
import { useTranslation } from "~/i18n/use-translation";
import { ActionForm } from "./action-form";

/**
 * The refund quote (airRefund, docs/behaviour.md#entities) and the required confirmation box
 * (docs/behaviour.md#refund).
 */
export function RefundDialog({
  quote,
  bookingId,
  stamp,
  closeTo,
  errors,
  penalties,
}: {
  quote: RefundQuote;
  bookingId: string;
  stamp: string;
  closeTo: string;
  errors?: string[];
  /** What the fare's rules say a refund costs, beside the quote. */
  penalties?: Pick<React.ComponentProps<typeof PenaltyLine>, "summaries" | "rulesHref">;
}) {
  const { t } = useTranslation("booking");
  const { money: formatIn } = useFormatter();
  const money = (n: number) => formatIn(n, quote.currency);
  return (
    <DialogFrame id="refund" title={t("refund.title")} closeTo={closeTo}>
      <p className="mb-1 text-sm font-medium">{t("refund.quoteCaption")}</p>
      <dl className="mb-4 grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">{t("refund.currency")}</dt>
        <dd>{quote.currency}</dd>
        <dt className="text-slate-600">{t("refund.bookingAmount")}</dt>
        <dd>{money(quote.bookingAmount)}</dd>
        <dt className="text-slate-600">{t("refund.deductAmount")}</dt>
        <dd>{money(quote.deductAmount)}</dd>
        <dt className="font-semibold">{t("refund.refundableAmount")}</dt>
        <dd className="font-semibold">{money(quote.refundableAmount)}</dd>
      </dl>
      {penalties?.summaries?.length ? (
        <>
          <PenaltyLine {...penalties} asReference />
          <p className="mt-2 text-xs text-slate-600">{t("refund.whyDiffer")}</p>
        </>
      ) : null}
      <ActionForm
        intent="refund"
        bookingId={bookingId}
        stamp={stamp}
        submitLabel={t("refund.submit")}
        cancelTo={closeTo}
      >
        <div>
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              name="confirm"
              className="mt-1"
              aria-invalid={errors?.length ? true : undefined}
              aria-describedby="refund-confirm-error"
            />
            <span>{t("refund.confirm")}</span>
          </label>
          <FieldErrors id="refund-confirm-error" errors={errors} />
        </div>
      </ActionForm>
    </DialogFrame>
  );
}

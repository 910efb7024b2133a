import { Form, Link } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { MAX_QUOTE_OPTIONS } from "~/domain/quote/limits";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

export type Building = { id: string; count: number; clientName: string } | null;

/** "Add to quote" for one whole fare (docs/quotes.md#what-an-option-is): a form of its own. */
export function AddToQuoteButton({ fareRef, label }: { fareRef: string; label?: string }) {
  const { t } = useTranslation("quotes");
  return (
    <Form method="post" className="inline">
      <CsrfInput />
      <input type="hidden" name="intent" value="addToQuote" />
      <button type="submit" name="airFareRefIndex" value={fareRef} className="btn-secondary">
        {label ?? t("add.button")}
      </button>
    </Form>
  );
}

/** The quote this session is building for the search: its options and where to open it. */
export function QuoteBar({ building }: { building: Building }) {
  const { t } = useTranslation("quotes");
  if (!building) return null;
  return (
    <section
      aria-label={t("bar.label")}
      className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-md border border-brand-200 bg-brand-50 px-3 py-2 text-sm"
    >
      <p>
        {building.clientName
          ? t("bar.forClient", { name: building.clientName })
          : t("bar.untitled")}{" "}
        <span className="font-semibold">
          {t("bar.count", { count: building.count, max: MAX_QUOTE_OPTIONS })}
        </span>
      </p>
      <Link to={paths.quote(building.id)} className="link">
        {t("bar.open")}
      </Link>
      <Form method="post" className="inline">
        <CsrfInput />
        <button type="submit" name="intent" value="newQuote" className="link">
          {t("bar.startNew")}
        </button>
      </Form>
    </section>
  );
}

// The quote page's steps towards the client (docs/decisions/0104-quotes-sent-to-clients.md):
// "Send to the client" on a draft and "Book this option" once sent. Plain POST forms (JS off too).
import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { CsrfInput } from "../csrf-input";

export function SendQuoteForm({ quoteId, email }: { quoteId: string; email: string }) {
  const { t } = useTranslation("clientQuote");
  if (!email) return <p className="text-sm text-slate-600">{t("send.errors.NO_EMAIL")}</p>;
  return (
    <Form method="post" action={paths.quoteSend(quoteId)} className="card space-y-2">
      <CsrfInput />
      <p className="text-sm">{t("send.title", { email })}</p>
      <button type="submit" className="btn-primary">
        {t("send.button")}
      </button>
    </Form>
  );
}

export function BookOptionForm({ quoteId, optionId }: { quoteId: string; optionId: string }) {
  const { t } = useTranslation("clientQuote");
  return (
    <Form method="post" action={paths.quoteBook(quoteId)}>
      <CsrfInput />
      <input type="hidden" name="optionId" value={optionId} />
      <button type="submit" name="intent" value="start" className="btn-primary">
        {t("book.button")}
      </button>
    </Form>
  );
}

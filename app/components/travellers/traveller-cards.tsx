import { Form, Link } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import type { TravellerCard } from "~/services/travellers/directory.server";

type Shown = { travellerId: string; documentId: string; number: string };

/**
 * The directory's travellers as stacked cards at every width (no sideways scroll at 375 px).
 * Documents show their last 4 characters; "Show number" asks the server (POST, logged).
 */
export function TravellerCards({ cards, shown }: { cards: TravellerCard[]; shown: Shown | null }) {
  const { t } = useTranslation("travellers");
  return (
    <ul className="grid gap-3 lg:grid-cols-2" aria-label={t("title")}>
      {cards.map((c) => (
        <li key={c.id} className="card min-w-0 space-y-2 p-4">
          <h2 className="break-words text-base font-semibold">{c.name}</h2>
          {c.details ? <Details card={c} shown={shown} /> : null}
        </li>
      ))}
    </ul>
  );
}

function Details({ card, shown }: { card: TravellerCard; shown: Shown | null }) {
  const { t } = useTranslation("travellers");
  const d = card.details!;
  return (
    <>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {d.email ? (
          <>
            <dt className="text-slate-600">{t("field.email")}</dt>
            <dd className="break-all">{d.email}</dd>
          </>
        ) : null}
        {d.telephone ? (
          <>
            <dt className="text-slate-600">{t("field.telephone")}</dt>
            <dd>{d.telephone}</dd>
          </>
        ) : null}
        {d.frequentFlyer.length ? (
          <>
            <dt className="text-slate-600">{t("field.frequentFlyer")}</dt>
            <dd>{d.frequentFlyer.map((f) => `${f.airline} ${f.number}`).join(", ")}</dd>
          </>
        ) : null}
      </dl>
      {d.documents.length ? (
        <ul className="space-y-2 text-sm" aria-label={t("field.documents")}>
          {d.documents.map((doc) => {
            const type = t(`docType.${doc.type}`);
            const open = shown?.travellerId === card.id && shown.documentId === doc.id;
            return (
              <li key={doc.id} className="flex flex-wrap items-center gap-2">
                <span>
                  {t("masked", { type, last4: doc.last4 })}
                  {doc.issuingCountry ? ` · ${doc.issuingCountry}` : ""}
                  {doc.expiry ? ` · ${t("expires", { date: doc.expiry })}` : ""}
                </span>
                {open ? (
                  <span role="status" className="font-mono">
                    {t("revealed", { type, number: shown.number })}{" "}
                    <span className="font-sans text-xs text-slate-600">{t("revealLogged")}</span>
                  </span>
                ) : (
                  <Form method="post">
                    <CsrfInput />
                    <input type="hidden" name="id" value={card.id} />
                    <input type="hidden" name="documentId" value={doc.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="reveal"
                      className="btn-secondary py-1"
                      aria-label={t("revealNamed", { name: card.name, type })}
                    >
                      {t("reveal")}
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-start gap-2 pt-1">
        <Link
          to={paths.travellerEdit(card.id)}
          className="btn-secondary py-1"
          aria-label={t("editNamed", { name: card.name })}
        >
          {t("edit")}
        </Link>
        {/* A file answer: the browser downloads it, with or without JS. */}
        <Form method="post" action={paths.travellerExport()} reloadDocument>
          <CsrfInput />
          <input type="hidden" name="id" value={card.id} />
          <button
            type="submit"
            name="intent"
            value="export"
            className="btn-secondary py-1"
            aria-label={t("exportNamed", { name: card.name })}
          >
            {t("export")}
          </button>
        </Form>
        <details className="min-w-0">
          <summary
            className="btn-secondary cursor-pointer py-1"
            aria-label={t("eraseNamed", { name: card.name })}
          >
            {t("erase")}
          </summary>
          <Form method="post" className="mt-2 space-y-2">
            <CsrfInput />
            <input type="hidden" name="id" value={card.id} />
            <p className="text-sm">{t("eraseQuestion", { name: card.name })}</p>
            <button type="submit" name="intent" value="delete" className="btn-primary py-1">
              {t("eraseConfirm")}
            </button>
          </Form>
        </details>
      </div>
    </>
  );
}

// The client's page of a sent quote (docs/decisions/0104-quotes-sent-to-clients.md): no sign-in,
// the signed link in the address names the quote. Its forms carry the anonymous CSRF token bound
// to the `__csrf` cookie (docs/decisions/0009-anonymous-pages-write-no-session-record.md), on top
// of the HTTP server's Origin check and SameSite=Lax cookies.
import { getFormProps } from "@conform-to/react";
import {
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  data,
  redirect,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { FieldErrors, TextareaField } from "~/components/field";
import { Alert } from "~/components/message";
import { useRulesForm } from "~/components/use-rules-form";
import { isLocale, locales } from "~/domain/locales";
import { AskNewQuoteSchema, ChooseOptionSchema } from "~/forms/client-quote";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { getLocale } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import {
  askForNewQuote,
  chooseOption,
  clientPage,
  clientPageAllowed,
  clientLanguageOf,
  type ClientPage,
} from "~/services/quote-client.server";
import { readProtectedForm } from "~/session/csrf.server";

const LANGUAGE_NAMES = { "en-US": "English", "zh-CN": "简体中文", "zh-HK": "繁體中文" } as const;

export const handle = { titleKey: "clientQuote:title" };

// Nothing of a client's quote belongs in a search engine or a shared cache. Its same-origin
// referrer policy is the HTTP server's (server/app.ts), which holds the one Referrer-Policy header.
const PRIVATE = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
};
// A refused request's wait (429) goes out too: a route's headers are only what this returns.
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const wait = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return wait ? { ...PRIVATE, "Retry-After": wait } : PRIVATE;
};
export const meta: MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** Per client address (CLIENT_PAGE_PER_MINUTE): null, or the 429's seconds to wait. */
async function waitFor(request: Request) {
  const allowed = await clientPageAllowed(request);
  return allowed === true ? null : allowed;
}

/** A refused request: 429, in the client's language, with the wait (no quote is read). */
const tooMany = (seconds: number) => ({
  status: 429,
  headers: { ...PRIVATE, "Retry-After": String(seconds) },
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = params.token ?? "";
  const rules = { choose: fieldRules(ChooseOptionSchema), ask: fieldRules(AskNewQuoteSchema) };
  const wait = await waitFor(request);
  if (wait !== null) {
    const page: BusyPage = { kind: "busy", seconds: wait };
    return data({ page, token, language: await getLocale(request), rules }, tooMany(wait));
  }
  const url = new URL(request.url);
  // The link's language first; without one, the client's language the quote was sent in.
  if (!isLocale(url.searchParams.get("lng"))) {
    const language = await clientLanguageOf(token);
    if (language) throw redirect(paths.clientQuote(token, language), { headers: PRIVATE });
  }
  const language = await getLocale(request);
  const page: ClientPage | BusyPage = await clientPage(token, language);
  return data(
    { page, token, language, rules },
    { status: page.kind === "unknown" ? 404 : 200, headers: PRIVATE },
  );
}

export async function action({ request, params }: ActionFunctionArgs) {
  const wait = await waitFor(request);
  if (wait !== null)
    return data({ result: null, form: "busy" as const, seconds: wait }, tooMany(wait));
  const token = params.token ?? "";
  const { formData } = await readProtectedForm(request);
  const back = `${new URL(request.url).pathname}${new URL(request.url).search}`;
  if (formData.get("intent") === "ask") {
    const submission = parseForm(formData, AskNewQuoteSchema);
    if (submission.status !== "success")
      return data({ result: submission.reply(), form: "ask" as const }, { status: 400 });
    const outcome = await askForNewQuote(token, submission.value.message);
    if (outcome === "unknown") return data({ result: null, form: "ask" as const }, { status: 404 });
    throw redirect(back, { status: 303, headers: PRIVATE });
  }
  const submission = parseForm(formData, ChooseOptionSchema);
  if (submission.status !== "success")
    return data({ result: submission.reply(), form: "choose" as const }, { status: 400 });
  const outcome = await chooseOption(token, {
    optionId: submission.value.choice,
    message: submission.value.message,
  });
  if (outcome === "unknown")
    return data({ result: null, form: "choose" as const }, { status: 404 });
  // Accepted, expired or already answered: the page shows which.
  throw redirect(back, { status: 303, headers: PRIVATE });
}

function Header({ agency, token }: { agency: string; token: string }) {
  const { t, i18n } = useTranslation("clientQuote");
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-3xl flex-wrap items-center justify-between gap-2 px-4 py-3">
        <p className="text-lg font-semibold text-brand-900">{agency}</p>
        <nav aria-label={t("page.language")} className="flex gap-3 text-sm">
          {locales.map((l) => (
            // A document load: one page holds one language's texts (components/language-switch.tsx).
            <a
              key={l}
              href={paths.clientQuote(token, l)}
              lang={l}
              aria-current={i18n.language === l ? "true" : undefined}
              className={i18n.language === l ? "font-semibold" : "link"}
            >
              {LANGUAGE_NAMES[l]}
            </a>
          ))}
        </nav>
      </div>
    </header>
  );
}

function ChooseForm({ page, rules }: { page: OpenPage; rules: ChooseRules }) {
  const { t } = useTranslation("clientQuote");
  const actionData = useActionData<typeof action>();
  const [form, fields] = useRulesForm(rules, {
    lastResult: actionData?.form === "choose" ? actionData.result : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <CsrfInput />
      <fieldset className="space-y-3">
        <legend className="text-lg font-semibold">{t("page.chooseHeading")}</legend>
        {page.options.map((o) => (
          <section key={o.id} aria-labelledby={`option-${o.id}`} className="card space-y-1 text-sm">
            <label
              id={`option-${o.id}`}
              className="flex items-center gap-2 text-base font-semibold"
            >
              <input
                type="radio"
                name={fields.choice.name}
                value={o.id}
                required
                aria-describedby={`option-${o.id}-details`}
              />
              {t("page.option", { number: o.position })}
            </label>
            <OptionDetails id={`option-${o.id}-details`} blocks={o.blocks} />
          </section>
        ))}
        <FieldErrors id={fields.choice.errorId} errors={fields.choice.errors} />
      </fieldset>
      <TextareaField meta={fields.message} label={t("page.message", { agency: page.agencyName })} />
      <button type="submit" name="intent" value="choose" className="btn-primary">
        {t("page.submit")}
      </button>
    </Form>
  );
}

function OptionDetails({ id, blocks }: { id: string; blocks: { kind: string; text: string }[] }) {
  return (
    <div id={id}>
      {blocks.map((b, i) =>
        b.kind === "item" ? (
          <p key={i} className="pl-4">
            {b.text}
          </p>
        ) : (
          <p key={i} className={i === 0 ? "font-medium" : undefined}>
            {b.text}
          </p>
        ),
      )}
    </div>
  );
}

function AskForm({ agency, rules }: { agency: string; rules: AskRules }) {
  const { t } = useTranslation("clientQuote");
  const actionData = useActionData<typeof action>();
  const [form, fields] = useRulesForm(rules, {
    lastResult: actionData?.form === "ask" ? actionData.result : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-3">
      <h2 className="text-lg font-semibold">{t("page.askHeading", { agency })}</h2>
      <CsrfInput />
      <TextareaField meta={fields.message} label={t("page.message", { agency })} />
      <button type="submit" name="intent" value="ask" className="btn-primary">
        {t("page.askSubmit")}
      </button>
    </Form>
  );
}

type BusyPage = { kind: "busy"; seconds: number };
type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;
type OpenPage = Extract<ClientPage, { kind: "open" | "accepted" | "booked" }>;
type ChooseRules = LoaderData["rules"]["choose"];
type AskRules = LoaderData["rules"]["ask"];

export default function ClientQuotePage() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation("clientQuote");
  const { page, token, rules } = loaded;
  const answer = useActionData<typeof action>();
  const agency: string = ("agencyName" in page && page.agencyName) || "";
  const busy = page.kind === "busy" ? page.seconds : answer?.form === "busy" ? answer.seconds : 0;
  return (
    <div className="flex min-h-full flex-col">
      <Header agency={agency} token={token} />
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 space-y-4 px-4 py-6">
        {busy ? <Alert>{t("page.tooMany", { seconds: busy })}</Alert> : null}
        {page.kind === "busy" ? null : page.kind === "unknown" ? (
          <Alert>{t("page.unknown")}</Alert>
        ) : page.kind === "expired" ? (
          <>
            <h1 className="text-xl font-semibold">{t("page.title", { agency })}</h1>
            <Alert tone="info">{t("page.expired")}</Alert>
            {page.renewalAsked ? (
              <Alert tone="success">{t("page.asked", { agency })}</Alert>
            ) : (
              <AskForm agency={agency} rules={rules.ask} />
            )}
          </>
        ) : (
          <>
            <h1 className="text-xl font-semibold">{t("page.title", { agency })}</h1>
            {page.clientName ? <p>{t("page.for", { name: page.clientName })}</p> : null}
            <p className="text-sm text-slate-700">{page.route}</p>
            {page.validUntil ? (
              <p className="text-sm">{t("page.validUntil", { until: page.validUntil })}</p>
            ) : null}
            {page.note ? (
              <section className="card text-sm" aria-label={t("page.noteHeading", { agency })}>
                <p className="font-medium">{t("page.noteHeading", { agency })}</p>
                <p className="whitespace-pre-line">{page.note}</p>
              </section>
            ) : null}
            {page.kind === "open" ? (
              <ChooseForm page={page} rules={rules.choose} />
            ) : (
              <Chosen page={page} agency={agency} />
            )}
          </>
        )}
      </main>
    </div>
  );
}

function Chosen({
  page,
  agency,
}: {
  page: Omit<OpenPage, "kind"> & { kind: string };
  agency: string;
}) {
  const { t } = useTranslation("clientQuote");
  const chosen = page.options.find((o) => o.id === page.chosenOptionId);
  return (
    <>
      <Alert tone="success">
        {chosen
          ? t(page.kind === "booked" ? "page.booked" : "page.accepted", {
              agency,
              number: chosen.position,
            })
          : t("page.closed")}
      </Alert>
      {chosen ? (
        <section
          className="card text-sm"
          aria-label={t("page.option", { number: chosen.position })}
        >
          <p className="font-semibold">{t("page.option", { number: chosen.position })}</p>
          <OptionDetails id={`chosen-${chosen.id}`} blocks={chosen.blocks} />
        </section>
      ) : null}
    </>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { getFormProps } from "@conform-to/react";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import { PassengerBlock } from "~/components/air/passenger-block";
import { PaxListPanel } from "~/components/air/pax-list-panel";
import { useTravellerLabel } from "~/components/air/traveller-label";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useValidationText } from "~/components/field";
import { KeptHtml } from "~/components/kept-html";
import type { LanguageFormHandle } from "~/components/language-switch";
import { loadOnUse } from "~/components/load-on-use";
import { Alert } from "~/components/message";
import { TravellerChooser } from "~/components/travellers/traveller-chooser";
import { useKeptOverReload } from "~/components/use-kept-over-reload";
import { useRulesForm } from "~/components/use-rules-form";
import { birthDateBounds } from "~/domain/air/passengers";
import { travellerLabels } from "~/domain/air/traveller-labels";
import { countryList } from "~/domain/countries";
import {
  birthDateBlurBounds,
  passengerFormSchema,
  type PassengerDraft,
} from "~/forms/air-passengers";
import { withDayBounds } from "~/forms/field-rules";
import { fieldRules } from "~/forms/field-rules.server";
import { getLocale, localeCookie } from "~/i18n/i18next.server";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import {
  departureOf,
  formPassengers,
  travellersOf,
  passengerLabels,
  programmeList,
} from "~/services/air-book.server";
import { farePageData, requireReviewedFlow } from "~/services/air-pages.server";
import { openCreditsForForm, validatingAirline } from "~/services/credits.server";
import { submitPassengerForm } from "~/services/passenger-form.server";
import { documentTripOf } from "~/services/travel-documents.server";
import { savedTravellersFor } from "~/services/travellers/passenger-fill.server";
import { redirectWithToast } from "~/session/flash.server";
import { readPaxList } from "~/session/flow.server";

// Shown only after a refused submit: its code is fetched then.
const ValidationSummary = loadOnUse(() =>
  import("~/components/validation-summary").then((m) => m.ValidationSummary),
);

// The trip stays the server's HTML through hydration (decision record 0105); its code is fetched
// only when it renders live: the rules dialog opened, or a client navigation to this page.
const FareOverview = loadOnUse(() =>
  import("~/components/air/fare-overview").then((m) => m.FareOverview),
);

// Without JS only (with JS each block's "Choose a saved traveller" does the same): rendered inside
// <noscript>, which React never renders in the browser, so its code is never fetched there.
const SavedTravellersPanel = loadOnUse(() =>
  import("~/components/travellers/saved-travellers-panel").then((m) => m.SavedTravellersPanel),
);

const SELF = paths.passengers();

export const handle: LanguageFormHandle = {
  titleKey: "air:pax.title",
  // Without JS the language buttons submit this form, so nothing typed is lost.
  languageForm: (data) => ({ form: (data as { formId: string }).formId, action: SELF }),
};

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const flow = await requireReviewedFlow(ctx);
  if (!flow.bookForm) throw redirect(paths.reviewFlight());
  if (flow.booked) throw redirect(paths.bookingConfirmation());
  // The directory's travellers by name (docs/decisions/0101): the panel's "Find" puts the query
  // in the page's address.
  const travellerQuery = (new URL(request.url).searchParams.get("travellers") ?? "").slice(0, 60);
  const locale = await getLocale(request);
  const [list, overview, programmes, saved, documentTrip, credits] = await Promise.all([
    readPaxList(ctx.session),
    farePageData(ctx, flow),
    programmeList(ctx),
    can(ctx.user, "book")
      ? savedTravellersFor(ctx, travellerQuery)
      : { off: "off.noRight" as const, entries: [] },
    documentTripOf(ctx, flow.bookForm.airLowFare.airOptions, locale),
    openCreditsForForm(ctx, validatingAirline(flow.bookForm.airLowFare.airOptions)),
  ]);
  const departure = departureOf(flow);
  const passengers = formPassengers(flow, ctx.user);
  const draftVersion = flow.draftVersion ?? 0;
  return {
    departure,
    passengers,
    // A new id when the server fills the form (load, import): with JS the form starts over from it.
    // The version too: loading the same values again must still replace the agent's edits.
    formId: `passengers-${draftVersion}-${checksum(JSON.stringify(passengers))}`,
    bounds: travellersOf(flow).map((t) => birthDateBounds(t.passengerType, departure)),
    travellerLabels: travellerLabels(travellersOf(flow)),
    canBook: can(ctx.user, "book"),
    saved: { ...saved, query: travellerQuery },
    listCount: list.length,
    // The list's people, named for the panel (names and birth date only).
    listEntries: list.map((e) => ({
      name: [e.surname, e.givenName].filter(Boolean).join("/"),
      birthDate: e.birthDate,
    })),
    exportJson: JSON.stringify(list, null, 2),
    overview,
    programmes,
    documentTrip,
    credits,
    // Per block, the directory traveller chosen for it: his credits show whatever their spelling.
    directoryIds: travellersOf(flow).map((_, i) => flow.directoryIds?.[i] ?? null),
    // Named and sorted here: the browser would pay for the codes and Intl.DisplayNames.
    countries: countryList(locale),
    // The messages name the fields in the agent's language, as the action's do.
    rules: withDayBounds(
      fieldRules(
        passengerFormSchema(
          departure,
          await passengerLabels(request),
          programmes.map((p) => p.code),
        ),
      ),
      birthDateBlurBounds(
        travellersOf(flow).map((t) => t.passengerType),
        departure,
      ),
    ),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const outcome = await submitPassengerForm(ctx, formData);
  if (outcome.kind === "redirect") return redirect(outcome.to);
  if (outcome.kind === "reply") return data(outcome.reply, { status: outcome.status });
  if (outcome.kind === "language")
    return redirect(SELF, { headers: { "Set-Cookie": await localeCookie.serialize(outcome.lng) } });
  return redirectWithToast(
    request,
    SELF,
    { type: "success", key: outcome.toast },
    { session: ctx.session },
  );
}

export default function PassengerFormPage() {
  const {
    rules,
    passengers,
    bounds,
    canBook,
    listCount,
    exportJson,
    overview,
    programmes,
    ...loaded
  } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("air");
  // What was typed before the language switch reloaded the page comes back
  // (docs/decisions/0041-passenger-form-keeps-typing.md).
  const { id, kept } = useKeptOverReload(loaded.formId);
  const [form, fields] = useRulesForm<{ passengers: PassengerDraft[] }>(rules, {
    id,
    lastResult: actionData?.result,
    defaultValue: {
      ...((kept as { passengers: PassengerDraft[] } | null) ?? { passengers }),
      // The temporary list's block choices (form="…"): conform's reset of the form empties a
      // select it has no default for.
      ...Object.fromEntries(loaded.listEntries.map((_, i) => [`loadTarget-${i}`, "0"])),
    },
  });
  const blocks = fields.passengers.getFieldList();
  const validation = useValidationText();
  const travellerLabel = useTravellerLabel();
  const labels = summaryLabels(
    t,
    blocks.map((_, i) =>
      travellerLabel(loaded.travellerLabels[i], t("pax.passengerN", { n: i + 1 })),
    ),
  );
  return (
    <div className="grid grid-cols-1 gap-4 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="space-y-4">
        <h1 className="text-xl font-semibold">{t("pax.title")}</h1>
        {form.status === "error" ? (
          <ValidationSummary errors={form.allErrors} labels={labels} />
        ) : null}
        {form.errors?.length ? (
          <Alert title={t("messages:error.VALIDATION_FAILED")}>
            {form.errors.map((e) => validation(e)).join(" ")}
          </Alert>
        ) : null}
        <Form method="post" {...getFormProps(form)} className="space-y-4">
          <CsrfInput />
          <button
            type="submit"
            name="_action"
            value="submit"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            disabled={!canBook}
          />
          {blocks.map((b, i) => (
            <div key={b.key} className="space-y-2">
              {canBook && !loaded.saved.off ? (
                <TravellerChooser
                  formId={form.id}
                  index={i}
                  label={travellerLabel(
                    loaded.travellerLabels[i],
                    t("pax.passengerN", { n: i + 1 }),
                  )}
                />
              ) : null}
              <PassengerBlock
                key={b.key}
                form={form}
                meta={b}
                index={i}
                bounds={bounds[i] ?? { min: "", max: "" }}
                label={loaded.travellerLabels[i]}
                programmes={programmes}
                documentTrip={loaded.documentTrip}
                credits={loaded.credits}
                travellerId={loaded.directoryIds[i]}
                saveLabel={t("paxList.saveOne", {
                  traveller: travellerLabel(
                    loaded.travellerLabels[i],
                    t("pax.passengerN", { n: i + 1 }),
                  ),
                })}
              />
            </div>
          ))}
          <datalist id="countries">
            {loaded.countries.map((c) => (
              <option key={c.code} value={c.code} label={c.name} />
            ))}
          </datalist>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              name="_action"
              value="submit"
              className="btn-primary"
              disabled={!canBook}
              aria-describedby={canBook ? undefined : "no-book-right"}
            >
              {t("pax.submit")}
            </button>
          </div>
          {canBook ? null : (
            <p id="no-book-right" className="text-sm text-slate-600">
              {t("pax.noBookingRight")}
            </p>
          )}
        </Form>
      </div>
      <aside className="space-y-4">
        <section aria-labelledby="trip-title" className="space-y-2">
          <h2 id="trip-title" className="text-base font-semibold">
            {t("pax.trip")}
          </h2>
          <KeptHtml id="trip" version={`${overview.rulesHref}|${overview.dialog ? "rules" : ""}`}>
            <FareOverview data={overview} formId={form.id} />
          </KeptHtml>
        </section>
        {canBook ? (
          <noscript>
            <SavedTravellersPanel
              formId={form.id}
              off={loaded.saved.off}
              query={loaded.saved.query}
              entries={loaded.saved.entries}
              blocks={blocks.map((_, i) =>
                travellerLabel(loaded.travellerLabels[i], t("pax.passengerN", { n: i + 1 })),
              )}
            />
          </noscript>
        ) : null}
        <PaxListPanel
          formId={form.id}
          entries={loaded.listEntries}
          blocks={blocks.map((_, i) =>
            travellerLabel(loaded.travellerLabels[i], t("pax.passengerN", { n: i + 1 })),
          )}
          listFull={actionData?.listFull ?? null}
          count={listCount}
          exportJson={exportJson}
          importError={actionData?.importError ?? null}
          importText={actionData?.importText}
        />
      </aside>
    </div>
  );
}

function checksum(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i += 1) h = ((h << 5) + h + text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

function summaryLabels(t: (k: string, o?: Record<string, unknown>) => string, who: string[]) {
  const count = who.length;
  const labels: Record<string, string> = { "": t("pax.title") };
  const names = [
    "nameTitle",
    "surname",
    "givenName",
    "birthDate",
    "docId",
    "docExpiry",
    "nationality",
    "corpCode",
    "emails",
    "phones",
    "ffMembership",
    "ffNumber",
  ];
  for (let i = 0; i < count; i += 1) {
    for (const n of names) labels[`passengers[${i}].${n}`] = `${who[i]} ${t(`pax.${n}`)}`;
    for (let j = 0; j < 10; j += 1) {
      labels[`passengers[${i}].emails[${j}]`] = `${who[i]} ${t("pax.email")} ${j + 1}`;
      labels[`passengers[${i}].phones[${j}].phoneNumber`] =
        `${who[i]} ${t("pax.telephone")} ${j + 1}`;
      labels[`passengers[${i}].phones[${j}].countryAccessCode`] =
        `${who[i]} ${t("pax.countryCode")} ${j + 1}`;
    }
  }
  return labels;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { getFormProps } from "@conform-to/react";
import { fieldRules } from "~/forms/field-rules.server";
import { parseForm } from "~/forms/parse-form";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { can } from "~/auth/permissions";
import { requireAbility, requireUser, requireUserForm } from "~/auth/session.server";
import { FareOverview } from "~/components/air/fare-overview";
import { PassengerBlock } from "~/components/air/passenger-block";
import { PaxListPanel } from "~/components/air/pax-list-panel";
import { useTravellerLabel } from "~/components/air/traveller-label";
import { CsrfInput } from "~/components/csrf-input";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { useRulesForm } from "~/components/use-rules-form";
import { ValidationSummary } from "~/components/validation-summary";
import { useValidationText } from "~/components/field";
import { Alert } from "~/components/message";
import { birthDateBounds } from "~/domain/air/passengers";
import { travellerLabels } from "~/domain/air/traveller-labels";
import { msg } from "~/forms/messages";
import {
  passengerFormSchema,
  singlePassengerSchema,
  type PassengerDraft,
} from "~/forms/air-passengers";
import { countryList } from "~/domain/countries";
import {
  departureOf,
  draftFromForm,
  formPassengers,
  withPaxEntry,
  fromListEntry,
  parsePaxJson,
  travellersOf,
  toTravellerInfos,
  passengerLabels,
  programmeList,
} from "~/services/air-book.server";
import { farePageData, requireReviewedFlow } from "~/services/air-pages.server";
import { getLocale } from "~/i18n/i18next.server";
import { redirectWithToast } from "~/session/flash.server";
import {
  newConfirmToken,
  readFlow,
  readPaxList,
  writeFlow,
  writePaxList,
} from "~/session/flow.server";
import { paths } from "~/paths";

export const handle = { titleKey: "air:pax.title" };

const SELF = paths.passengers();

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const flow = await requireReviewedFlow(ctx);
  if (!flow.bookForm) throw redirect(paths.reviewFlight());
  if (flow.booked) throw redirect(paths.bookingConfirmation());
  const [list, overview, programmes] = await Promise.all([
    readPaxList(ctx.session),
    farePageData(ctx, flow),
    programmeList(ctx),
  ]);
  const departure = departureOf(flow);
  return {
    departure,
    passengers: formPassengers(flow, ctx.user),
    bounds: travellersOf(flow).map((t) => birthDateBounds(t.passengerType, departure)),
    travellerLabels: travellerLabels(travellersOf(flow)),
    canBook: can(ctx.user, "book"),
    listCount: list.length,
    // The list's people, named for the panel (names and birth date only).
    listEntries: list.map((e) => ({
      name: [e.surname, e.givenName].filter(Boolean).join("/"),
      birthDate: e.birthDate,
    })),
    draftVersion: flow.draftVersion ?? 0,
    exportJson: JSON.stringify(list, null, 2),
    overview,
    programmes,
    // Named and sorted here: the browser would pay for the codes and Intl.DisplayNames.
    countries: countryList(await getLocale(request)),
    // The messages name the fields in the agent's language, as the action's do.
    rules: fieldRules(
      passengerFormSchema(
        departure,
        await passengerLabels(request),
        programmes.map((p) => p.code),
      ),
    ),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const flow = await readFlow(ctx.session);
  if (!flow.bookForm || !flow.lastSearch) return redirect(paths.reviewFlight());
  if (flow.booked) return redirect(paths.bookingConfirmation());
  const travellers = travellersOf(flow);
  const intent = formData.get("_action");
  const current = formPassengers(flow, ctx.user);

  const version = (flow.draftVersion ?? 0) + 1;
  const [verb, first, second] = String(intent ?? "").split(":");
  const labels = await passengerLabels(request);
  const programmes = (await programmeList(ctx)).map((p) => p.code);

  // The temporary list's buttons submit the whole form: the other blocks keep their edits.
  if (verb === "load" || verb === "remove" || verb === "save" || verb === "replace") {
    const list = await readPaxList(ctx.session);
    const draft = draftFromForm(formData, travellers, ctx.user, current);
    const entry = Number(verb === "save" ? NaN : first);
    const block = Number(verb === "save" ? first : verb === "replace" ? second : NaN);
    if (verb === "load") {
      const target = Number(formData.get(`loadTarget-${entry}`));
      if (!list[entry] || !travellers[target])
        return data({ result: null, importError: null, listFull: null }, { status: 400 });
      draft[target] = fromListEntry(list[entry], travellers[target], ctx.user);
      await writeFlow(ctx.session, { ...flow, draft, draftVersion: version });
      return redirectWithToast(
        request,
        SELF,
        { type: "success", key: "success.PAX_LOADED" },
        { session: ctx.session },
      );
    }
    if (verb === "remove") {
      if (!list[entry])
        return data({ result: null, importError: null, listFull: null }, { status: 400 });
      await writePaxList(
        ctx.session,
        list.filter((_, i) => i !== entry),
      );
      await writeFlow(ctx.session, { ...flow, draft, draftVersion: version });
      return redirectWithToast(
        request,
        SELF,
        { type: "success", key: "success.PAX_REMOVED" },
        { session: ctx.session },
      );
    }
    // save / replace: this one traveller must be complete; the other blocks may be blank.
    if (!travellers[block])
      return data({ result: null, importError: null, listFull: null }, { status: 400 });
    const one = new FormData();
    const prefix = `passengers[${block}].`;
    for (const [k, v] of formData)
      if (k.startsWith(prefix)) one.append(`passenger.${k.slice(prefix.length)}`, v);
    const single = parseForm(one, singlePassengerSchema(departureOf(flow), labels, programmes));
    if (single.status !== "success") {
      const reply = parseForm(
        formData,
        passengerFormSchema(departureOf(flow), labels, programmes),
      ).reply();
      const error = Object.fromEntries(
        Object.entries(single.reply().error ?? {}).map(([k, v]) => [
          k.replace(/^passenger\./, prefix),
          v,
        ]),
      );
      return data(
        {
          result: { ...reply, status: "error" as const, error },
          importError: null,
          listFull: null,
        },
        { status: 400 },
      );
    }
    const saved = withPaxEntry(
      list,
      { ...single.value.passenger, ...pick(travellers[block]) },
      verb === "replace" ? entry : undefined,
    );
    draft[block] = { ...single.value.passenger, ...pick(travellers[block]) };
    if (saved === "full") {
      await writeFlow(ctx.session, { ...flow, draft, draftVersion: version });
      return data({ result: null, importError: null, listFull: { block } }, { status: 409 });
    }
    await writePaxList(ctx.session, saved);
    await writeFlow(ctx.session, { ...flow, draft, draftVersion: version });
    return redirectWithToast(
      request,
      SELF,
      { type: "success", key: "success.PAX_SAVED" },
      { session: ctx.session },
    );
  }

  if (intent === "import") {
    const parsed = parsePaxJson(String(formData.get("paxJson") ?? ""));
    if (parsed === null)
      return data(
        { result: null, importError: { key: "error.INVALID_PAX_LIST" }, listFull: null },
        { status: 400 },
      );
    if (parsed === "tooMany")
      return data(
        { result: null, importError: { key: "validation.MAX_10" }, listFull: null },
        { status: 400 },
      );
    // Only as many travellers as the list holds are replaced.
    const draft = travellers.map((t, i) =>
      parsed[i] ? fromListEntry(parsed[i], t, ctx.user) : current[i],
    );
    await writeFlow(ctx.session, { ...flow, draft, draftVersion: version });
    return redirectWithToast(
      request,
      SELF,
      { type: "success", key: "success.PAX_IMPORTED" },
      { session: ctx.session },
    );
  }

  // Submitting passengers needs the bookingAgent flag, whatever the page showed.
  if (intent === "submit") requireAbility(ctx, "book");
  const schema = passengerFormSchema(departureOf(flow), labels, programmes);
  const submission = parseForm(formData, schema);
  if (submission.status !== "success") {
    return data(
      { result: submission.reply(), importError: null, listFull: null },
      { status: submission.status === "error" ? 400 : 200 },
    );
  }
  // The blocks are the searched travellers: their types and order are not the browser's to choose.
  const passengers: PassengerDraft[] = submission.value.passengers.map((p, i) => ({
    ...p,
    refIndex: travellers[i]?.refIndex ?? 0,
    passengerType: travellers[i]?.passengerType ?? "",
  }));
  if (
    passengers.length !== travellers.length ||
    passengers.some((p, i) => p.passengerType !== submission.value.passengers[i].passengerType)
  ) {
    return data(
      {
        result: submission.reply({ formErrors: [msg("FIELD_REQUIRE")] }),
        importError: null,
        listFull: null,
      },
      { status: 400 },
    );
  }
  await writeFlow(ctx.session, {
    ...flow,
    step: "confirm",
    draft: passengers,
    travelerInfos: toTravellerInfos(passengers),
    confirmToken: newConfirmToken(),
  });
  return redirect(paths.bookingConfirmation());
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
  const [form, fields] = useRulesForm<{ passengers: PassengerDraft[] }>(rules, {
    // A new id when the server fills the form (load, import): with JS the form starts over from it.
    // The version too: loading the same values again must still replace the agent's edits.
    id: `passengers-${loaded.draftVersion}-${checksum(JSON.stringify(passengers))}`,
    lastResult: actionData?.result,
    defaultValue: { passengers },
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
            <PassengerBlock
              key={b.key}
              form={form}
              meta={b}
              index={i}
              bounds={bounds[i] ?? { min: "", max: "" }}
              label={loaded.travellerLabels[i]}
              programmes={programmes}
              saveLabel={t("paxList.saveOne", {
                traveller: travellerLabel(
                  loaded.travellerLabels[i],
                  t("pax.passengerN", { n: i + 1 }),
                ),
              })}
            />
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
          <FareOverview data={overview} />
        </section>
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
        />
      </aside>
    </div>
  );
}

/** The block's traveller decides type and index, never the browser. */
function pick(t: { refIndex: number; passengerType: string }) {
  return { refIndex: t.refIndex, passengerType: t.passengerType };
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

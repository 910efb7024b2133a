import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAbility, requireUser, requireUserForm } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { LocatorStep } from "~/components/order/locator-step";
import { QuoteStep } from "~/components/order/quote-step";
import { SelectionStep } from "~/components/order/selection-step";
import { WizardSteps } from "~/components/order/wizard-parts";
import type { Message } from "~/domain/upstream-error";
import { fieldRules } from "~/forms/field-rules.server";
import { IssueSchema, LocatorStepSchema, SelectionSchema } from "~/forms/order-wizard";
import { PSEUDO_CITY_CODES, stepFrom, wizardHref } from "~/forms/order-wizard-steps";
import { parseForm } from "~/forms/parse-form";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import {
  issueOrder,
  locateRecord,
  priceSelection,
  ticketedPassengers,
} from "~/services/orders.server";
import { redirectWithToast } from "~/session/flash.server";

export const handle = { titleKey: "order:wizard.title" };

const numbers = (values: string[]) =>
  values.map(Number).filter((n) => Number.isInteger(n) && n > 0);

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const params = new URL(request.url).searchParams;
  const step = stepFrom(params.get("step"));
  const typed = {
    gdsCode: params.get("gdsCode") ?? "ZIR",
    pseudoCityCode: params.get("pseudoCityCode") ?? PSEUDO_CITY_CODES[0],
    recordLocator: params.get("recordLocator") ?? "",
  };
  const atStart = {
    step: 0 as const,
    typed,
    canIssue: can(ctx.user, "issueOrderTicket"),
    rules: fieldRules(LocatorStepSchema),
  };
  if (step === 0) return atStart;

  const located = parseForm(params, LocatorStepSchema);
  if (located.status !== "success") return { ...atStart, result: located.reply() };
  const state = located.value;
  const record = await locateRecord(ctx, state);
  if (!record.ok) return { ...atStart, failure: record.failure };
  // Reported at the locator step: every passenger of the record already holds a ticket.
  const held = await ticketedPassengers(ctx, state.recordLocator, record.data.travelerInfoList);
  if (held.length > 0 && held.length === record.data.travelerInfoList.length)
    return { ...atStart, failure: { key: "order:wizard.alreadyTicketed" } as Message };

  // Arriving from step 0 every segment and passenger starts ticked; later the URL says which.
  const fromStart = step === 1 && !params.has("pax") && !params.has("seg");
  const everyone = record.data.travelerInfoList
    .map((p) => p.rph)
    .filter((rph) => !held.includes(rph));
  const allSegments = record.data.airOptions.airFlightSegments.map((s) => s.rph);
  const pax = fromStart ? everyone : numbers(params.getAll("pax"));
  const seg = fromStart ? allSegments : numbers(params.getAll("seg"));
  const selecting = { ...atStart, step: 1 as const, state, record: record.data, pax, seg };
  if (step === 1) return selecting;

  const selection = parseForm(params, SelectionSchema);
  if (selection.status !== "success") return { ...selecting, errors: selection.error ?? undefined };
  const priced = await priceSelection(ctx, {
    recordLocator: state.recordLocator,
    passengerRphs: pax,
    segmentRphs: seg,
  });
  if (!priced.ok) return { ...selecting, failure: priced.failure };
  const quotes = priced.data;
  // The first quote is preselected (docs/behaviour.md#add-order-wizard); a quote named in the URL
  // wins when it exists.
  const quoteId =
    quotes.find((q) => q.quoteId === params.get("quote"))?.quoteId ?? quotes[0]?.quoteId ?? "";
  return { ...selecting, step: 2 as const, quotes, quoteId };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const submission = parseForm(formData, IssueSchema);
  if (submission.status !== "success")
    return data({ failure: { key: "http.400" } as Message }, { status: 400 });
  const { intent, quoteId, pax, seg, ...state } = submission.value;
  if (intent === "show") return redirect(wizardHref(2, { ...state, pax, seg, quote: quoteId }));
  requireAbility(ctx, "issueOrderTicket");
  const issued = await issueOrder(ctx, {
    recordLocator: state.recordLocator,
    quoteId,
    passengerRphs: pax,
    segmentRphs: seg,
  });
  if (!issued.ok) return data({ failure: issued.failure }, { status: 409 });
  const list = paths.orderList({ recordLocator: state.recordLocator });
  return redirectWithToast(
    request,
    list,
    { type: "success", key: "success.ISSUE_TICKET_SUCCESS" },
    { session: ctx.session },
  );
}

export default function AddOrderPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useTranslation("order");
  const text = useMessageText();
  const failure = actionData?.failure ?? ("failure" in loaded ? loaded.failure : undefined);
  return (
    <section aria-labelledby="wizard-title" className="space-y-4">
      <h1 id="wizard-title" className="text-xl font-semibold">
        {t("wizard.title")}
      </h1>
      <WizardSteps step={loaded.step} />
      {failure ? <Alert title={t("messages:error.ERROR")}>{text(failure)}</Alert> : null}
      {loaded.step === 0 ? (
        <LocatorStep
          rules={loaded.rules}
          values={loaded.typed}
          result={"result" in loaded ? loaded.result : undefined}
        />
      ) : loaded.step === 1 ? (
        <SelectionStep
          record={loaded.record}
          state={loaded.state}
          pax={loaded.pax}
          seg={loaded.seg}
          errors={"errors" in loaded ? loaded.errors : undefined}
        />
      ) : (
        <QuoteStep
          state={{ ...loaded.state, pax: loaded.pax, seg: loaded.seg }}
          quotes={loaded.quotes}
          quoteId={loaded.quoteId}
          canIssue={loaded.canIssue}
          pending={navigation.state !== "idle"}
        />
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { requireUser, requireUserForm } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { Alert, useMessageText } from "~/components/message";
import { BaggageChoice } from "~/components/rebook/baggage-choice";
import { BookingFacts, ChangeHeading } from "~/components/rebook/booking-facts";
import { ValidationSummary } from "~/components/validation-summary";
import { baggageGroups } from "~/domain/rebook/ancillary";
import { parseForm } from "~/forms/parse-form";
import { AncillaryChoiceSchema } from "~/forms/rebook-ancillary";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import {
  baggageOffers,
  factsOf,
  requireAncillaryChange,
  reviewBaggageChoice,
} from "~/services/rebook-pages.server";

export const handle = { titleKey: "rebook:ancillary.title" };

// Ancillary change, step 1 (docs/behaviour.md#screens-and-routes): choose extra baggage per leg and
// traveller.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const { booking, latest } = await requireAncillaryChange(ctx, url.searchParams.get("bookingId"));
  const offers = await baggageOffers(ctx, booking);
  const travellers = offers.travelerInfos.length ? offers.travelerInfos : latest.travelerInfos;
  return {
    facts: factsOf(booking),
    groups: baggageGroups(offers.ancillaryBaggageOptions, travellers, latest.airLowFare.airOptions),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const { ctx, formData } = await requireUserForm(request);
  const url = new URL(request.url);
  const { booking } = await requireAncillaryChange(ctx, url.searchParams.get("bookingId"));
  const bookingId = booking.bookingId.id;
  const parsed = parseForm(formData, AncillaryChoiceSchema);
  const chosen = formData.getAll("priceId").map(String).filter(Boolean);
  if (parsed.status !== "success")
    return data({ result: parsed.reply(), chosen, failure: null }, { status: 400 });
  const reviewed = await reviewBaggageChoice(ctx, bookingId, parsed.value.priceId);
  if (!reviewed.ok)
    return data({ result: undefined, chosen, failure: reviewed.failure }, { status: 502 });
  return redirect(paths.ancillaryChangeReview(bookingId));
}

export default function FlightAncillaryReshopPage() {
  const { facts, groups } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation("rebook");
  const text = useMessageText();
  const errors = actionData?.result?.error?.priceId ?? undefined;
  return (
    <section aria-labelledby="ancillary-title" className="space-y-4">
      <ChangeHeading
        id="ancillary-title"
        title={t("ancillary.heading", { number: facts.bookingNumber })}
        backTo={paths.bookingDetails(facts.bookingId)}
        backLabel={t("common.backToDetails")}
      />
      <BookingFacts facts={facts} />
      <ValidationSummary
        errors={errors ? { priceId: errors } : undefined}
        labels={{ priceId: t("ancillary.baggage") }}
      />
      {actionData?.failure ? (
        <Alert title={t("messages:error.ERROR")}>{text(actionData.failure)}</Alert>
      ) : null}
      {groups.length === 0 ? (
        <Alert tone="info">{t("ancillary.noOptions")}</Alert>
      ) : (
        <BaggageChoice
          bookingId={facts.bookingId}
          groups={groups}
          chosen={actionData?.chosen ?? []}
          errors={errors}
        />
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

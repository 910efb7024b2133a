import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guard.server";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { BookingFacts, ChangeHeading } from "~/components/rebook/booking-facts";
import { ReshopForm } from "~/components/rebook/reshop-form";
import { todayIn } from "~/domain/air/dates";
import { choiceFromQuery, choiceQuery, toggleLeg } from "~/domain/rebook/selection";
import { env } from "~/env.server";
import { parseForm } from "~/forms/parse-form";
import { rebookSearchSchema } from "~/forms/rebook-search";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { cardNames, requireRebookable } from "~/services/rebook-pages.server";
import { airlineChangesOf } from "~/services/schedule-change.server";

export const handle = { titleKey: "rebook:reshop.title" };

// Step 1 of rebook (docs/behaviour.md#screens-and-routes): choose the flights to change, their
// dates and one cabin.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const { booking, legs } = await requireRebookable(ctx, url.searchParams.get("bookingId"));
  const choice = choiceFromQuery(url.searchParams, legs);
  const toggle = url.searchParams.get("toggle");
  if (toggle !== null)
    throw redirect(
      paths.rebook(
        choiceQuery({ ...choice, legs: toggleLeg(choice.legs, Number(toggle), legs.length) }),
      ),
    );
  const today = todayIn(env().AGENCY_TIME_ZONE);
  let result;
  if (url.searchParams.get("intent") === "search") {
    // The server refuses a search without a flight or cabin, whatever the page allowed.
    const submission = parseForm(url.searchParams, rebookSearchSchema(today, legs.length));
    if (submission.status === "success") throw redirect(paths.rebookSearch(choiceQuery(choice)));
    result = submission.reply();
  }
  return {
    facts: {
      bookingId: booking.bookingId.id,
      bookingNumber: booking.bookingNumber,
      recordLocator: booking.bookingRecordLocator.id,
      bookStatus: booking.bookStatus,
    },
    legs: legs.map(({ index, from, to, date, option }) => ({ index, from, to, date, option })),
    choice,
    result,
    today,
    // The flight the airline cancelled or changed is marked where the agent picks what to change.
    changeMarks: (await airlineChangesOf(ctx, booking)).marks,
    names: await cardNames(
      ctx,
      legs.map((l) => l.option),
    ),
  };
}

export default function FlightReshopPage() {
  const { facts, legs, choice, result, today, names, changeMarks } = useLoaderData<typeof loader>();
  const { t } = useTranslation("rebook");
  return (
    <section aria-labelledby="reshop-title" className="space-y-4">
      <ChangeHeading
        id="reshop-title"
        title={t("reshop.heading", { number: facts.bookingNumber })}
        backTo={paths.bookingDetails(facts.bookingId)}
        backLabel={t("common.backToDetails")}
      />
      <BookingFacts facts={facts} />
      <p className="text-sm text-slate-700">{t("reshop.intro")}</p>
      <ReshopForm
        key={JSON.stringify(choice)}
        legs={legs}
        choice={choice}
        lastResult={result}
        today={today}
        names={names}
        changeMarks={changeMarks}
      />
    </section>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

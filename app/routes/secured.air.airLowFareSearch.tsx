import { type LoaderFunctionArgs, redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/auth/guard.server";
import { Ads } from "~/components/air/ads";
import { CommandLine } from "~/components/air/command-line";
import { SearchForm } from "~/components/air/search-form";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { todayIn } from "~/domain/air/dates";
import { formValuesOfSearch } from "~/domain/air/search-query";
import { env } from "~/env.server";
import { airSearchSchema, searchDayBounds } from "~/forms/air-search";
import { withDayBounds } from "~/forms/field-rules";
import { fieldRules } from "~/forms/field-rules.server";
import { getLocale } from "~/i18n/i18next.server";
import { submitCommand, submitSearch } from "~/services/air-search.server";
import { enterSearch } from "~/session/flow.server";

export const handle = { titleKey: "air:search.title" };

// Home after login. Entering sets the booking step to search
// (docs/behaviour.md#the-booking-flows-steps); a submitted search (a GET form) is validated here
// and leads to the selection page's URL.
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await requireUser(request);
  const url = new URL(request.url);
  const today = todayIn(env().AGENCY_TIME_ZONE);
  const flow = await enterSearch(ctx.session);
  const hasPrevious = Boolean(flow.lastSearch);
  const page = {
    today,
    rules: withDayBounds(fieldRules(airSearchSchema(today)), searchDayBounds(today)),
    hasPrevious,
    command: "",
    problems: null,
    result: null,
    defaultValue: null,
    airportChoices: null as Record<string, { code: string; name: string }[]> | null,
  };
  if (url.searchParams.has("previous") && flow.lastSearch) {
    return { ...page, defaultValue: formValuesOfSearch(flow.lastSearch) };
  }
  // The command line (docs/behaviour.md#command-line-search): the same search as the form; a
  // refused line fills the form with what was understood.
  const command = url.searchParams.get("command");
  if (command !== null) {
    const text = command.slice(0, 300);
    const outcome = await submitCommand(ctx, text, today, await getLocale(request));
    if (outcome.kind === "search") throw redirect(outcome.location);
    if (outcome.kind === "refused")
      return {
        ...page,
        command: text,
        problems: outcome.problems,
        defaultValue: outcome.defaultValue,
      };
    return { ...page, command: text, result: outcome.result };
  }
  if (!url.searchParams.has("searchType")) return page;
  const outcome = await submitSearch(ctx, url.searchParams, today, await getLocale(request));
  if (outcome.kind === "search") throw redirect(outcome.location);
  return { ...page, result: outcome.result, airportChoices: outcome.choices ?? null };
}

export default function FlightSearchPage() {
  const { today, rules, hasPrevious, result, defaultValue, command, problems, airportChoices } =
    useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <CommandLine key={command} command={command} problems={problems} />
      <SearchForm
        // A new form when the loader fills it (Previous search): with JS, a mounted form keeps the
        // values of a mounted form whatever its new defaults say.
        key={defaultValue ? JSON.stringify(defaultValue) : command ? `command:${command}` : "blank"}
        rules={rules}
        today={today}
        lastResult={result}
        defaultValue={defaultValue ?? undefined}
        hasPrevious={hasPrevious}
        airportChoices={airportChoices}
      />
      <Ads />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}

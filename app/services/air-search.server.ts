// The search form's submission (a GET form: search state lives in the URL): conform intents
// (add/remove a segment, switch tab) re-render the form; a valid search resolves the airports
// typed (code or full name) and leads to the selection page's URL.
import type { SubmissionResult } from "@conform-to/react";
import type { AirSearch } from "~/contracts/air-search";
import {
  commandLimits,
  formQuery,
  parseCommand,
  type CommandFormValues,
  type CommandProblem,
} from "~/domain/air/command-line";
import { queryOfSearch } from "~/domain/air/search-query";
import { toSearchRQ } from "~/domain/air/search-request";
import type { Locale } from "~/domain/locales";
import { airSearchSchema } from "~/forms/air-search";
import { multiCityWithTwoLegs } from "~/forms/air-search-legs";
import { msg } from "~/forms/messages";
import { parseForm } from "~/forms/parse-form";
import type { UpstreamContext } from "~/pamhk/client.server";
import { paths } from "~/paths";
import { resolveAirport, type AirportChoice } from "./air-lookups.server";

export type SearchSubmission =
  | {
      kind: "reply";
      result: SubmissionResult<string[]>;
      /**
       * The airports an ambiguous name may mean, by field name
       * (docs/behaviour.md#the-flight-search-form).
       */
      choices?: Record<string, AirportChoice[]>;
    }
  | { kind: "search"; location: string };

export async function submitSearch(
  ctx: UpstreamContext,
  params: URLSearchParams,
  today: string,
  locale: Locale,
): Promise<SearchSubmission> {
  const submission = parseForm(params, airSearchSchema(today));
  if (submission.status !== "success")
    return { kind: "reply", result: multiCityWithTwoLegs(submission.reply()) };
  const form: AirSearch = submission.value;
  const used = form.searchType === "multiCity" ? form.segments : form.segments.slice(0, 1);
  const fieldErrors: Record<string, string[]> = {};
  const choices: Record<string, AirportChoice[]> = {};
  const codes = await Promise.all(
    used.map(async (segment, i) => {
      const [origin, destination] = await Promise.all([
        resolveAirport(ctx, segment.origin, locale),
        resolveAirport(ctx, segment.destination, locale),
      ]);
      if ("error" in origin)
        fieldErrors[`segments[${i}].origin`] = [msg(origin.error, { value: segment.origin })];
      if ("error" in destination)
        fieldErrors[`segments[${i}].destination`] = [
          msg(destination.error, { value: segment.destination }),
        ];
      if ("matches" in origin) choices[`segments[${i}].origin`] = origin.matches;
      if ("matches" in destination) choices[`segments[${i}].destination`] = destination.matches;
      return {
        origin: "code" in origin ? origin.code : "",
        destination: "code" in destination ? destination.code : "",
      };
    }),
  );
  if (Object.keys(fieldErrors).length)
    return { kind: "reply", result: submission.reply({ fieldErrors }), choices };
  const rq = toSearchRQ(form, codes);
  return { kind: "search", location: paths.flightSelect(queryOfSearch(rq)) };
}

export type CommandSubmission =
  | SearchSubmission
  | { kind: "refused"; problems: CommandProblem[]; defaultValue: CommandFormValues };

/**
 * The command line (docs/behaviour.md#command-line-search): read into the search form's values,
 * then submitted exactly as the form would be (same schema, airport look-up and search request). A
 * refused line comes back with its problems and what was understood, for the form.
 */
export async function submitCommand(
  ctx: UpstreamContext,
  command: string,
  today: string,
  locale: Locale,
): Promise<CommandSubmission> {
  const parsed = parseCommand(command, today);
  const problems = parsed.ok ? commandLimits(parsed, today) : parsed.problems;
  if (problems.length) return { kind: "refused", problems, defaultValue: parsed.values };
  return submitSearch(ctx, formQuery(parsed.values), today, locale);
}

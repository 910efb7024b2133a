import type { SubmissionResult } from "@conform-to/react";

const emptyLeg = { origin: "", destination: "", departureDate: "" };

/**
 * Without JavaScript the trip-type switch is a server round trip: switching to multi-city answers
 * with two flights, as the browser does with JavaScript (the trip-type button).
 */
export function multiCityWithTwoLegs<T extends SubmissionResult<string[]>>(result: T): T {
  const value = result.initialValue as Record<string, unknown> | null | undefined;
  if (!value || value.searchType !== "multiCity" || result.status === "error") return result;
  const legs = Array.isArray(value.segments) ? value.segments : [];
  if (legs.length >= 2) return result;
  const segments = [...legs, ...Array.from({ length: 2 - legs.length }, () => ({ ...emptyLeg }))];
  return { ...result, initialValue: { ...value, segments } };
}

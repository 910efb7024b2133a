// The booking list (docs/behaviour.md#booking-list): one page of the agent's bookings, and the
// destination field, which takes what the agent typed as the flight search does: an airport code,
// or a name or city typed in full without picking a suggestion ("London" is resolved, or explained
// when it names several airports). The back office matches codes only.
import type { SignedIn } from "~/auth/guard.server";
import type { Locale } from "~/domain/locales";
import { msg } from "~/forms/messages";
import { searchBookings } from "~/pamhk/booking.server";
import type { UpstreamContext } from "~/pamhk/client.server";
import { resolveAirport } from "~/services/air-lookups.server";
import { unwrap } from "./upstream.server";

export type DestinationOutcome = { code: string } | { fieldErrors: Record<string, string[]> };

export async function resolveBookingDestination(
  ctx: UpstreamContext,
  typed: string | undefined,
  locale: Locale,
): Promise<DestinationOutcome> {
  const text = typed?.trim() ?? "";
  if (!text) return { code: "" };
  const found = await resolveAirport(ctx, text, locale);
  if ("code" in found) return { code: found.code };
  return { fieldErrors: { arrivalAirport: [msg(found.error, { value: text })] } };
}

/**
 * One page of the agent's bookings. A failure hands `keep` (the form's values) to the error
 * boundary, which keeps the form above the error.
 */
export async function findBookings(
  ctx: SignedIn,
  search: Parameters<typeof searchBookings>[1],
  keep: Record<string, unknown>,
) {
  return unwrap(ctx, await searchBookings(ctx, search), keep);
}

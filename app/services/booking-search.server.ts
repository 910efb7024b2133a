// The booking list's destination field takes what the agent typed as the flight search does: an
// airport code, or a name or city typed in full without picking a suggestion ("London" is
// resolved, or explained when it names several airports). The back office matches codes only.
import { msg } from "~/forms/messages";
import type { Locale } from "~/domain/locales";
import { resolveAirport } from "~/services/air-lookups.server";
import type { UpstreamContext } from "~/pamhk/client.server";

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

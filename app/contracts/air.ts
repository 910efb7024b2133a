// Zod schemas of the air entities (docs/behaviour.md#entities), with the spec's field names and
// spellings (arrivelDateTime, equimentCode). Shared by the server (parsing upstream answers) and
// the components (types only). Lenient on absent optional values, strict on what we compute with.
import * as z from "zod";
import { str, num, flag, list } from "./lenient";

export const FlightSegmentSchema = z.object({
  airlineCode: str,
  flightNumber: str,
  classCode: str,
  cabinType: str,
  oriLoc: str,
  desLoc: str,
  departureDateStr: str,
  departureTimeStr: str,
  arrivelDateStr: str,
  arrivelTimeStr: str,
  useHour: num,
  useMinute: num,
  equimentCode: str,
  operatingAirLineCode: str,
  stopAt: str,
  status: str,
  unitOfMeasure: z
    .object({ quantity: num, measureCode: str })
    .nullish()
    .transform((v) => v ?? null),
  rph: str,
});
export type FlightSegment = z.infer<typeof FlightSegmentSchema>;

export const AirOptionSchema = z.object({
  equalsKey: z.coerce.string(),
  priceClass: str,
  priceClassLabel: str,
  airFlightSegments: list(FlightSegmentSchema),
  airItineraries: list(z.coerce.string()),
  flightSegmentStops: list(z.object({ stopHour: num, stopMinute: num, overnight: flag })),
  departureDateTime: str,
  arrivelDateTime: str,
  departureDateStr: str,
  useHour: num,
  useMinute: num,
  stopAt: str,
  flightNumbers: z
    .union([z.string(), z.array(z.coerce.string())])
    .nullish()
    .transform((v) => (Array.isArray(v) ? v.join(", ") : (v ?? ""))),
});
export type AirOption = z.infer<typeof AirOptionSchema>;

export const FarePriceSchema = z.object({
  rph: str,
  passengerType: z.coerce.string(),
  currencyCode: str,
  baseAmount: num,
  taxesAmount: num,
  feesAmount: num,
  totalAmount: num,
});
export type FarePrice = z.infer<typeof FarePriceSchema>;

export const AirLowFareSchema = z.object({
  airFareRefIndex: z.coerce.string(),
  totalAmount: num,
  baseAmount: num,
  currencyCode: str,
  estimated: flag,
  holdBooking: flag,
  voidTicket: flag,
  fareType: str,
  specialType: str,
  stock: num,
  infoSource: str,
  airFareIncludeBundleId: str,
  airFareChargesBundleId: str,
  airFarePrices: list(FarePriceSchema),
  airOptions: z.array(AirOptionSchema),
});
export type AirLowFare = z.infer<typeof AirLowFareSchema>;

export const PriceClassSchema = z.object({
  bundleId: z.coerce.string(),
  name: str,
  items: list(z.object({ itemId: str, description: str })),
});
export type PriceClass = z.infer<typeof PriceClassSchema>;

export const SearchResultSchema = z.object({
  airLowFares: list(AirLowFareSchema),
  priceClasses: list(PriceClassSchema),
  airLowFareSearchFilter: z
    .object({
      airOptionFilters: list(
        z.object({
          stopTimes: list(z.coerce.number()),
          airlines: list(z.coerce.string()),
          departuretimes: list(z.coerce.string()),
          arrivalTimes: list(z.coerce.string()),
        }),
      ),
    })
    .nullish()
    .transform((v) => v ?? { airOptionFilters: [] }),
  traceId: str,
});
export type SearchResult = z.infer<typeof SearchResultSchema>;

export const ReviewSchema = z.object({
  airLowFare: AirLowFareSchema,
  airItineraryRPH: z.coerce.string(),
  airPriceRPH: z.coerce.string(),
  priceClasses: list(PriceClassSchema),
});
export type Review = z.infer<typeof ReviewSchema>;

export const BaggageOptionSchema = z.object({
  amount: num,
  rph: z.coerce.string(),
  name: str,
  currency: z.coerce
    .string()
    .nullish()
    .transform((v) => v || "HKD"),
  passenger: z.coerce.string(),
  flightSegmentRPH: z
    .union([z.array(z.coerce.string()), z.coerce.string()])
    .nullish()
    .transform((v) => (Array.isArray(v) ? v : v ? [v] : [])),
  travelerRph: str,
});
export type BaggageOption = z.infer<typeof BaggageOptionSchema>;

export const AncillariesSchema = z.object({
  hasAirAncillariesOption: flag,
  ancillaryOption: z
    .object({ ancillaryBaggageOptions: list(BaggageOptionSchema) })
    .nullish()
    .transform((v) => v ?? { ancillaryBaggageOptions: [] }),
  airLowFare: AirLowFareSchema.nullish(),
});

export const BaggageInfoSchema = z.object({
  amount: num,
  travelerRPH: str,
  priceOfferId: str,
  flightSegmentRPH: z
    .union([z.array(z.coerce.string()), z.coerce.string()])
    .nullish()
    .transform((v) => (Array.isArray(v) ? v.join(",") : (v ?? ""))),
  description: str,
});

export const BookFormSchema = z.object({
  airLowFare: AirLowFareSchema,
  airItineraryRPH: z.coerce.string(),
  airPriceRPH: z.coerce.string(),
  baggageInfos: list(BaggageInfoSchema),
  priceClasses: list(PriceClassSchema),
});
export type BookForm = z.infer<typeof BookFormSchema>;

export const BookResultSchema = z.object({
  bookingIdType: z.object({ id: z.coerce.string(), type: str }),
});

export const RulesSchema = z.object({
  airRules: list(
    z.object({
      departureAirportCode: str,
      arrivalAirportCode: str,
      rules: list(z.object({ title: str, paragraphs: list(z.coerce.string()) })),
    }),
  ),
});
export type AirRules = z.infer<typeof RulesSchema>["airRules"];

/** commonSearchRQ (docs/behaviour.md#entities), as sent upstream. */
export type CommonSearchRQ = {
  searchType: "oneWay" | "return" | "multiCity";
  paxTypeSelected: "ordinary" | "others";
  origin: string;
  destination: string;
  oriLocs: string[];
  desLocs: string[];
  departureDate: string[];
  adultCount: number;
  childCount: number;
  youngAdultCount: number;
  infantCount: number;
  seamanCount: number;
  studentCount: number;
  labourCount: number;
  specialPaxType: string;
  specialCount: number;
  corpCode: string;
  airlineCode: string;
  fareType: string[];
  cabinType: string;
};

/** Traveller info (docs/behaviour.md#entities) as the book call sends it. */
export type TravellerInfo = {
  refIndex: number;
  passengerType: string;
  surname: string;
  givenName: string;
  nameTitle: string;
  birthDate: string;
  emails: { emailAddress: string; emailType: string }[];
  telephones: {
    phoneNumber: string;
    phoneType: string;
    countryAccessCode: string;
    areaCityCode: string;
  }[];
  documents: {
    id: string;
    type: string;
    expireDate: string;
    issueCountry: string;
    holderNationality: string;
  }[];
  frequentCode: string;
  frequentNumber: string;
  corpCode: string;
};

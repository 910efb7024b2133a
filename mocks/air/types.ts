/**
 * The air entities as the back office sends them (docs/behaviour.md#entities), with the spec's
 * field names and spellings (arrivelDateTime, equimentCode). These are the simulator's own types;
 * the portal parses the same JSON with its own schemas in app/pamhk. Type aliases rather than
 * interfaces: they are assignable to the booking store's open record types
 * (mocks/booking-types.ts).
 */

export type FareSource = "NDC" | "GDS" | "DC";
export type CabinCode = "Y" | "W" | "C" | "F";
/** Passenger type codes used on price lines and traveller infos. */
export type PassengerType = "ADT" | "CNN" | "INF" | "STU" | "SEA" | "LBR";
export type SpecialPaxType = "STU" | "SEA" | "LBR";

export type UnitOfMeasure = {
  quantity: number;
  measureCode: "P" | "K";
};

export type FlightSegment = {
  airlineCode: string;
  flightNumber: string;
  classCode: string;
  cabinType: CabinCode;
  oriLoc: string;
  desLoc: string;
  departureDateStr: string;
  departureTimeStr: string;
  arrivelDateStr: string;
  arrivelTimeStr: string;
  useHour: number;
  useMinute: number;
  equimentCode: string;
  operatingAirLineCode: string;
  stopAt: string;
  status: string;
  unitOfMeasure: UnitOfMeasure;
  rph: string;
};

export type SegmentStop = {
  stopHour: number;
  stopMinute: number;
  /** The connecting flight leaves on a later local date than the inbound one arrived. */
  overnight: boolean;
};

export type AirOption = {
  equalsKey: string;
  priceClass: string;
  priceClassLabel: string;
  airFlightSegments: FlightSegment[];
  airItineraries: string[];
  flightSegmentStops: SegmentStop[];
  departureDateTime: string;
  arrivelDateTime: string;
  departureDateStr: string;
  useHour: number;
  useMinute: number;
  stopAt: string;
  flightNumbers: string;
};

export type FarePrice = {
  rph: string;
  passengerType: PassengerType;
  currencyCode: string;
  baseAmount: number;
  taxesAmount: number;
  feesAmount: number;
  totalAmount: number;
};

export type AirLowFare = {
  airFareRefIndex: string;
  totalAmount: number;
  baseAmount: number;
  currencyCode: string;
  estimated: boolean;
  holdBooking: boolean;
  voidTicket: boolean;
  fareType: FareSource;
  specialType: string;
  stock: number;
  infoSource: string;
  airFareIncludeBundleId: string;
  airFareChargesBundleId: string;
  airFarePrices: FarePrice[];
  airOptions: AirOption[];
};

export type PriceClassEntry = {
  bundleId: string;
  name: string;
  items: { itemId: string; description: string }[];
};

export type AirOptionFilter = {
  stopTimes: number[];
  airlines: string[];
  departuretimes: string[];
  arrivalTimes: string[];
};

export type AirSearchResult = {
  airLowFares: AirLowFare[];
  priceClasses: PriceClassEntry[];
  airLowFareSearchFilter: { airOptionFilters: AirOptionFilter[] };
};

export type AncillaryBaggageOption = {
  amount: number;
  rph: string;
  name: string;
  currency: string;
  passenger: string;
  flightSegmentRPH: string[];
  travelerRph: string;
};

export type BaggageInfo = {
  amount: number;
  travelerRPH: string;
  priceOfferId: string;
  flightSegmentRPH: string[];
  description: string;
};

/** Passengers of a search, by the type their price line carries. */
export type PassengerCounts = Partial<Record<PassengerType, number>>;

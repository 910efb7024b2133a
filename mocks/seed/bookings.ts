import { DateTime } from "luxon";
import {
  addRebookedVersion,
  applyRefund,
  latestItem,
  locatorFor,
  ticketItem,
  fareTotal,
  type BookingCollections,
} from "../booking-store";
import type {
  BookedAirLowFare,
  BookedSegment,
  BookingStatus,
  SimBooking,
  TravellerInfo,
} from "../booking-types";
import { findAirline } from "./airlines";
import { findAirport, greatCircleKm } from "./airports";

/**
 * The bookings agents find on their first visit: every status, fare source, one- and two-version
 * items, tickets, invoices and refunds. Dates are relative to the simulator's start day so the
 * deadlines stay meaningful; everything else is fixed, so two starts on one day look the same.
 */

const DAY = 86_400_000;
export const FIRST_BOOKING_SEQ = 200101;

export type Trip = [carrier: string, from: string, to: string, roundTrip: boolean];
const TRIPS: Trip[] = [
  ["CX", "HKG", "LHR", true],
  ["SQ", "HKG", "SIN", false],
  ["BA", "HKG", "LHR", false],
  ["JL", "HKG", "HND", true],
  ["EK", "HKG", "DXB", true],
  ["QR", "HKG", "DOH", false],
  ["LH", "HKG", "FRA", true],
  ["KE", "HKG", "ICN", false],
  ["CI", "HKG", "TPE", true],
  ["AA", "HKG", "DFW", false],
  ["CX", "HKG", "NRT", true],
  ["TG", "HKG", "BKK", false],
  ["QF", "HKG", "SYD", true],
  ["SQ", "HKG", "SIN", true],
  ["CX", "HKG", "PEK", false],
  ["A3", "HKG", "ATH", false],
];

const NAMES: Array<[title: string, surname: string, given: string, type: string, birth: string]> = [
  ["MR", "WONG", "KA LOK", "ADT", "1984-03-12"],
  ["MS", "CHAN", "MEI LING", "ADT", "1990-07-25"],
  ["MR", "LEE", "CHI MING", "ADT", "1975-11-02"],
  ["MS", "CHEUNG", "HOI YAN", "ADT", "1988-01-30"],
  ["MR", "SMITH", "OLIVER JAMES", "ADT", "1979-05-18"],
  ["MSTR", "WONG", "TSZ HIN", "CNN", "2016-09-09"],
  ["MS", "NG", "WING SZE", "ADT", "1993-12-14"],
  ["MR", "TANAKA", "HIROSHI", "ADT", "1969-04-04"],
  ["MISS", "LAU", "SUM YI", "CNN", "2018-02-21"],
  ["MR", "HO", "KWOK WAI", "ADT", "1982-08-08"],
  ["MS", "GARCIA", "MARIA ELENA", "ADT", "1986-10-10"],
  ["MR", "CHOW", "YUN FAT", "ADT", "1971-06-30"],
];

/** Status, how many days ago it was made, days from booking to departure, versions, refunded. */
type Plan = [
  status: BookingStatus,
  daysAgo: number,
  daysToDeparture: number,
  versions: 1 | 2,
  refunded: boolean,
];
const PLANS: Plan[] = [
  ["BOOKING_IN_PROCESS", 0, 21, 1, false],
  ["BOOKING_IN_PROCESS", 1, 30, 1, false],
  ["BOOKING_COMPLETED", 2, 40, 1, false],
  ["BOOKING_CANCELLED", 3, 25, 1, false],
  ["BOOKING_CONFIRMED", 4, 18, 1, false],
  ["BOOKING_PAID", 6, 35, 2, false],
  ["BOOKING_IN_PROCESS", 12, 10, 1, false],
  ["BOOKING_CLOSED", 15, 45, 1, true],
  ["BOOKING_COMPLETED", 20, 28, 2, false],
  ["BOOKING_RECEIVED", 25, 60, 1, false],
  ["BOOKING_ORDER_SUBMITTED", 33, 50, 1, false],
  ["BOOKING_CANCELLED", 40, 14, 1, false],
  ["BOOKING_PAID", 52, 70, 1, false],
  ["BOOKING_COMPLETED", 61, 90, 1, false],
  ["BOOKING_IN_PROCESS", 75, 100, 1, false],
  ["BOOKING_CLOSED", 88, 30, 2, true],
  ["BOOKING_COMPLETED", 100, 120, 1, false],
  ["BOOKING_CONFIRMED", 120, 140, 1, false],
  ["BOOKING_CANCELLED", 150, 20, 1, false],
  ["BOOKING_PAID", 180, 200, 1, false],
  ["BOOKING_COMPLETED", 210, 230, 2, false],
  ["BOOKING_CLOSED", 240, 40, 1, true],
  ["BOOKING_IN_PROCESS", 280, 300, 1, false],
  ["BOOKING_COMPLETED", 300, 320, 1, false],
  ["BOOKING_PAID", 330, 345, 1, false],
  ["BOOKING_CANCELLED", 365, 30, 1, false],
  ["BOOKING_COMPLETED", 400, 420, 1, false],
  ["BOOKING_COMPLETED", 9, 33, 1, false],
  ["BOOKING_IN_PROCESS", 5, 12, 1, false],
  ["BOOKING_PAID", 7, 19, 1, false],
];

/**
 * Minutes from "now" to the deadline of the in-process seeds, by seed index: a few within a day,
 * a few within three days, some beyond, so every window of the board and the list has rows.
 */
const LIVE_DEADLINES_MIN: Record<number, number> = {
  0: 320,
  1: 29 * 60,
  14: 2 * 24 * 60 + 600,
  28: 95,
};
const LIVE_DEADLINES_DEFAULT_MIN = 5 * 24 * 60;

/** Which seeded bookings get a locator ending in X: the rebook-search failure trigger. */
const X_LOCATOR = new Set([2, 13, 27]);

function segment(
  carrier: string,
  from: string,
  to: string,
  departUtc: number,
  index: number,
  cabin: string,
): BookedSegment {
  const a = findAirport(from)!;
  const b = findAirport(to)!;
  const minutes = Math.round((greatCircleKm(a, b) / 820) * 60 + 35);
  const dep = DateTime.fromMillis(departUtc, { zone: a.timeZone });
  const arr = DateTime.fromMillis(departUtc + minutes * 60_000, { zone: b.timeZone });
  return {
    airlineCode: carrier,
    flightNumber: String(100 + ((from.charCodeAt(0) * 7 + to.charCodeAt(1) * 3 + index) % 800)),
    classCode: cabin === "C" ? "J" : "K",
    cabinType: cabin,
    oriLoc: from,
    desLoc: to,
    departureDateStr: dep.toFormat("yyyy-MM-dd"),
    departureTimeStr: dep.toFormat("HH:mm"),
    arrivelDateStr: arr.toFormat("yyyy-MM-dd"),
    arrivelTimeStr: arr.toFormat("HH:mm"),
    useHour: Math.floor(minutes / 60),
    useMinute: minutes % 60,
    equimentCode: minutes > 300 ? "77W" : "321",
    operatingAirLineCode: carrier,
    stopAt: "",
    status: "HK",
    unitOfMeasure: { quantity: cabin === "C" ? 2 : 1, measureCode: "P" },
    rph: String(index + 1),
  };
}

export function fareFor(
  trip: Trip,
  departUtc: number,
  returnUtc: number,
  cabin: string,
  paxTypes: string[],
): BookedAirLowFare {
  const [carrier, from, to, roundTrip] = trip;
  const ndc = findAirline(carrier)?.ndc ?? false;
  const legs = roundTrip
    ? ([
        [from, to, departUtc],
        [to, from, returnUtc],
      ] as const)
    : ([[from, to, departUtc]] as const);
  const airOptions = legs.map(([o, d, when], i) => {
    const seg = segment(carrier, o, d, when, i, cabin);
    return {
      equalsKey: `${carrier}${seg.flightNumber}-${seg.departureDateStr}`,
      priceClass: cabin === "C" ? "BUSINESS FLEX" : "ECONOMY CLASSIC",
      priceClassLabel: cabin === "C" ? "Business Flex" : "Economy Classic",
      airFlightSegments: [seg],
      airItineraries: [o, d],
      flightSegmentStops: [],
      departureDateTime: `${seg.departureDateStr}T${seg.departureTimeStr}`,
      arrivelDateTime: `${seg.arrivelDateStr}T${seg.arrivelTimeStr}`,
      departureDateStr: seg.departureDateStr,
      useHour: seg.useHour,
      useMinute: seg.useMinute,
      stopAt: "",
      flightNumbers: [`${carrier}${seg.flightNumber}`],
    };
  });
  const km = greatCircleKm(findAirport(from)!, findAirport(to)!);
  const base =
    Math.round(((600 + km * 0.42) * (roundTrip ? 1.7 : 1) * (cabin === "C" ? 3.1 : 1)) / 10) * 10;
  const lines = [...new Set(paxTypes)].map((type, i) => {
    const baseAmount = type === "ADT" ? base : Math.round(base * 0.75);
    const taxesAmount = Math.round(baseAmount * 0.11 + 120);
    const feesAmount = 80;
    return {
      rph: String(i + 1),
      passengerType: type,
      currencyCode: "HKD",
      baseAmount,
      taxesAmount,
      feesAmount,
      totalAmount: baseAmount + taxesAmount + feesAmount,
    };
  });
  const count = (type: string) => paxTypes.filter((t) => t === type).length;
  const totalAmount = lines.reduce(
    (sum, line) => sum + line.totalAmount * count(line.passengerType),
    0,
  );
  return {
    airFareRefIndex: 1,
    totalAmount,
    baseAmount: lines.reduce((sum, line) => sum + line.baseAmount * count(line.passengerType), 0),
    currencyCode: "HKD",
    estimated: false,
    holdBooking: true,
    voidTicket: true,
    fareType: ndc ? "NDC" : "GDS",
    specialType: "",
    stock: 9,
    infoSource: ndc ? `NDC-${carrier}` : "1G",
    airFarePrices: lines,
    airOptions,
  };
}

/**
 * A fare whose outbound connects at `via` (two segments, a 2 h 10 min connection) and, for a
 * round trip, a non-stop return: the itinerary schedule changes can break (missed connection).
 */
export function connectingFare(
  trip: Trip,
  via: string,
  departUtc: number,
  returnUtc: number,
  paxTypes: string[],
): BookedAirLowFare {
  const fare = fareFor(trip, departUtc, returnUtc, "Y", paxTypes);
  const [carrier, from, to] = trip;
  const first = segment(carrier, from, via, departUtc, 0, "Y");
  const firstMinutes = Number(first.useHour) * 60 + Number(first.useMinute);
  const second = segment(carrier, via, to, departUtc + (firstMinutes + 130) * 60_000, 1, "Y");
  const totalMinutes = firstMinutes + 130 + Number(second.useHour) * 60 + Number(second.useMinute);
  const outbound = fare.airOptions[0]!;
  fare.airOptions[0] = {
    ...outbound,
    equalsKey: `${carrier}${first.flightNumber}-${carrier}${second.flightNumber}-${first.departureDateStr}`,
    airFlightSegments: [first, { ...second, rph: "2" }],
    airItineraries: [from, via, to],
    arrivelDateTime: `${second.arrivelDateStr}T${second.arrivelTimeStr}`,
    useHour: Math.floor(totalMinutes / 60),
    useMinute: totalMinutes % 60,
    stopAt: via,
    flightNumbers: [`${carrier}${first.flightNumber}`, `${carrier}${second.flightNumber}`],
  };
  if (fare.airOptions[1]) {
    const back = fare.airOptions[1].airFlightSegments[0]!;
    fare.airOptions[1].airFlightSegments = [{ ...back, rph: "3" }];
  }
  return fare;
}

function travellers(i: number): TravellerInfo[] {
  const count = 1 + (i % 3);
  return Array.from({ length: count }, (_, k) => {
    const [nameTitle, surname, givenName, passengerType, birthDate] =
      NAMES[(i * 5 + k * 7) % NAMES.length]!;
    return {
      refIndex: k + 1,
      passengerType,
      nameTitle,
      surname,
      givenName,
      birthDate,
      gender: nameTitle === "MR" || nameTitle === "MSTR" ? "M" : "F",
      emails: [
        { emailAddress: `${surname.toLowerCase()}.${k + 1}@example.com.hk`, emailType: "HOME" },
      ],
      telephones: [
        {
          phoneNumber: `9${String(1234567 + i * 31 + k).slice(0, 7)}`,
          phoneType: "MOBILE",
          countryAccessCode: "852",
          areaCityCode: "",
        },
      ],
      documents: [
        {
          id: `K${String(7654321 + i * 13 + k)}`,
          type: "PASSPORT",
          expireDate: "2031-05-31",
          issueCountry: "HK",
          holderNationality: "HK",
        },
      ],
    };
  });
}

function seedOne(
  now: number,
  i: number,
  owner: { id: string; login: string; company: string },
): SimBooking {
  const [status, daysAgo, toDeparture, versions, refunded] = PLANS[i % PLANS.length]!;
  const trip = TRIPS[i % TRIPS.length]!;
  const seq = FIRST_BOOKING_SEQ + i;
  // Bookings are made in office hours (Hong Kong), departures at varied times of day.
  const made = Math.floor(now / DAY) * DAY - daysAgo * DAY + (1 + (i % 8)) * 3_600_000;
  const departUtc = Math.floor(made / DAY) * DAY + toDeparture * DAY + ((i * 5) % 24) * 3_600_000;
  const cabin = i % 5 === 4 ? "C" : "Y";
  const pax = travellers(i);
  const fare = fareFor(
    trip,
    departUtc,
    departUtc + (7 + (i % 9)) * DAY,
    cabin,
    pax.map((p) => p.passengerType),
  );
  const locator = locatorFor(seq, 3);
  // In-process bookings keep a live deadline spread around "now" (the deadline board is never
  // empty), except plan 6 whose fare deadline passed days ago; one more passed a few hours ago.
  const deadline =
    status === "BOOKING_IN_PROCESS" && i % PLANS.length !== 6
      ? now + (LIVE_DEADLINES_MIN[i % PLANS.length] ?? LIVE_DEADLINES_DEFAULT_MIN) * 60_000
      : status === "BOOKING_RECEIVED"
        ? now - 3 * 3_600_000
        : made + 2 * DAY;
  const booking: SimBooking = {
    bookingId: String(seq),
    bookingNumber: `BK${String(seq).padStart(8, "0")}`,
    ownerUserId: owner.id,
    createBy: owner.login,
    companyCode: owner.company,
    bookingDate: new Date(made).toISOString(),
    bookStatus: status,
    bookingRecordLocator: {
      id: X_LOCATOR.has(i) ? `${locator.slice(0, 5)}X` : locator,
      idContext: "ZIR",
    },
    bookingAirRecordLocator: { id: locatorFor(seq, 11) },
    bookingSource: fare.fareType ?? "GDS",
    bookingDeadline: new Date(deadline).toISOString(),
    fareDeadline: new Date(deadline).toISOString(),
    items: [
      {
        versionNum: 1,
        latestVersion: true,
        ticketed: false,
        allowRefund: i % 7 !== 3,
        appliedReFund: false,
        refundDate: null,
        airLowFare: fare,
        travelerInfos: pax,
        ticketInfos: [],
        baggageInfos: [],
        priceClasses: [],
      },
    ],
    invoices: [],
    refunds: [],
    saleInvoiceId: null,
    salesInvoiceTemplateId: "18",
    creditNoteTemplateId: "21",
    ticketTemplateId: "31",
    itinTemplateId: "32",
  };
  const ticketedStatuses: BookingStatus[] = ["BOOKING_COMPLETED", "BOOKING_PAID", "BOOKING_CLOSED"];
  if (ticketedStatuses.includes(status)) {
    const item = latestItem(booking);
    ticketItem(booking, item, fareTotal(item.airLowFare, pax.length), made + DAY / 2);
    if (versions === 2) {
      const later = fareFor(
        trip,
        departUtc + 2 * DAY,
        departUtc + (9 + (i % 9)) * DAY,
        cabin,
        pax.map((p) => p.passengerType),
      );
      addRebookedVersion(booking, later, 380 * pax.length, made + 3 * DAY);
    }
    if (refunded) {
      booking.bookStatus = "BOOKING_COMPLETED";
      latestItem(booking).allowRefund = true;
      applyRefund(booking, made + 4 * DAY);
    }
    booking.bookStatus = status;
  }
  return booking;
}

/** 30 bookings for `agent`, 6 for `admin` (same company) and 4 for `pnragent`. */
export function seedBookings(now: number): BookingCollections {
  const owners = [
    ...Array.from({ length: 30 }, () => ({ id: "U10001", login: "agent", company: "HBT" })),
    ...Array.from({ length: 6 }, () => ({ id: "U10002", login: "admin", company: "HBT" })),
    ...Array.from({ length: 4 }, () => ({ id: "U10005", login: "pnragent", company: "KLT" })),
  ];
  const bookings = owners.map((owner, i) => seedOne(now, i, owner));
  return { bookings, nextBookingSeq: FIRST_BOOKING_SEQ + owners.length + 100 };
}

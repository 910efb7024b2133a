/**
 * Record locators held in the GDS (Galileo, code ZIR) that the add-order wizard retrieves: each
 * has segments, passengers and the fare quotes the back office prices for it. Departure dates are
 * relative to the day the state is created (so the records stay in the future); everything else
 * is fixed, so the same locator always answers the same way.
 */

export const GDS_CODE = "ZIR";
export const PSEUDO_CITY_CODE = "7H2K";

export type PnrPaxType = "ADT" | "CNN" | "INF";

export interface PnrSegment {
  rph: number;
  oriLoc: string;
  desLoc: string;
  /** Local times, "YYYY-MM-DDTHH:mm:00". */
  departureDateTime: string;
  arrivalDateTime: string;
  airlineCode: string;
  flightNumber: string;
  classCode: string;
}

export interface PnrPassenger {
  rph: number;
  nameTitle: string;
  surname: string;
  givenName: string;
  passengerType: PnrPaxType;
  birthDate: string;
}

/** A branded fare the GDS can price the record at. */
export interface PnrFare {
  priceClassName: string;
  /** Seats left at this fare. */
  stock: number;
  quoteCode: "PUBLISHED" | "NEGOTIATED";
  /** Adult base fare for the whole itinerary; children pay 75 %, infants 10 %. */
  adultBase: number;
  /** Taxes per passenger (infants pay a fifth). */
  adultTax: number;
  baggage: string;
}

export interface PnrRecord {
  recordLocator: string;
  airlineRecordLocator: string;
  gdsCode: string;
  pseudoCityCode: string;
  currencyCode: string;
  segments: PnrSegment[];
  passengers: PnrPassenger[];
  fares: PnrFare[];
}

// [from, to, airline, flight, class, days from today, departure HH:mm, minutes in the air]
type Leg = [string, string, string, string, string, number, string, number];
// [title, surname, given name, type, birth date]
type Pax = [string, string, string, PnrPaxType, string];
type Row = {
  rloc: string;
  airline: string;
  currency?: string;
  legs: Leg[];
  pax: Pax[];
  fares: PnrFare[];
};

const saver = (adultBase: number, adultTax: number, stock = 9): PnrFare => ({
  priceClassName: "Economy Saver",
  stock,
  quoteCode: "NEGOTIATED",
  adultBase,
  adultTax,
  baggage: "1PC",
});
const flex = (adultBase: number, adultTax: number, stock = 4): PnrFare => ({
  priceClassName: "Economy Flex",
  stock,
  quoteCode: "PUBLISHED",
  adultBase,
  adultTax,
  baggage: "2PC",
});
const business = (adultBase: number, adultTax: number, stock = 2): PnrFare => ({
  priceClassName: "Business Classic",
  stock,
  quoteCode: "PUBLISHED",
  adultBase,
  adultTax,
  baggage: "40K",
});

const ROWS: Row[] = [
  // Used by the seeded orders (already ticketed in the back office's history).
  {
    rloc: "K3XQ7M",
    airline: "CX5T2Q",
    legs: [
      ["HKG", "SIN", "CX", "735", "V", 12, "09:25", 235],
      ["SIN", "HKG", "CX", "710", "V", 17, "14:40", 230],
    ],
    pax: [["MR", "CHAN", "SIU MING", "ADT", "1982-04-11"]],
    fares: [saver(2380, 612), flex(3560, 612)],
  },
  {
    rloc: "L8PW2D",
    airline: "SQ9KD4",
    legs: [["HKG", "SIN", "SQ", "883", "K", 20, "10:05", 240]],
    pax: [
      ["MS", "LEE", "WAI YEE", "ADT", "1990-09-30"],
      ["MSTR", "LEE", "HO YIN", "CNN", "2016-02-14"],
    ],
    fares: [saver(1650, 404), flex(2450, 404)],
  },
  {
    rloc: "M4RT9B",
    airline: "BA3LP8",
    legs: [
      ["HKG", "LHR", "BA", "32", "Q", 30, "23:35", 835],
      ["LHR", "HKG", "BA", "31", "Q", 44, "18:40", 765],
    ],
    pax: [
      ["MR", "WONG", "KA HO", "ADT", "1975-12-02"],
      ["MRS", "WONG", "MEI KUEN", "ADT", "1977-06-19"],
    ],
    fares: [saver(7820, 1480), flex(10950, 1480), business(38600, 1480)],
  },
  {
    rloc: "N6DV3H",
    airline: "JL7RW2",
    legs: [
      ["HKG", "NRT", "JL", "26", "S", 9, "08:45", 265],
      ["NRT", "HKG", "JL", "29", "S", 14, "18:55", 300],
    ],
    pax: [["MR", "CHEUNG", "CHI KEUNG", "ADT", "1969-03-08"]],
    fares: [saver(3120, 720), flex(4380, 720)],
  },
  {
    rloc: "P2JC8K",
    airline: "KE4MZ1",
    legs: [["HKG", "ICN", "KE", "608", "M", 6, "13:30", 215]],
    pax: [["MS", "HO", "KA YAN", "ADT", "1994-11-23"]],
    fares: [saver(1880, 389), flex(2640, 389)],
  },
  {
    rloc: "Q9FN4S",
    airline: "EK8BX6",
    legs: [
      ["HKG", "DXB", "EK", "381", "U", 25, "00:35", 505],
      ["DXB", "HKG", "EK", "380", "U", 33, "03:45", 470],
    ],
    pax: [
      ["MR", "NG", "WING KIT", "ADT", "1981-07-15"],
      ["MRS", "NG", "SUK YIN", "ADT", "1983-01-27"],
      ["MISS", "NG", "HOI LAM", "CNN", "2015-05-05"],
    ],
    fares: [saver(5460, 980), flex(7240, 980), business(26800, 980)],
  },
  {
    rloc: "R5WB6T",
    airline: "TG2YH7",
    legs: [["HKG", "BKK", "TG", "601", "W", 4, "10:20", 170]],
    pax: [["MR", "LAU", "TAK WAH", "ADT", "1958-10-01"]],
    fares: [saver(1420, 356), flex(2090, 356)],
  },
  {
    rloc: "S7KM1V",
    airline: "QF6TN3",
    legs: [["HKG", "SYD", "QF", "118", "N", 40, "20:50", 545]],
    pax: [
      ["MS", "TSANG", "PUI SHAN", "ADT", "1988-08-08"],
      ["MSTR", "TSANG", "CHUN HEI", "CNN", "2017-12-12"],
      ["MISS", "TSANG", "YAN TUNG", "INF", "2024-10-03"],
    ],
    fares: [saver(4980, 830), flex(6920, 830)],
  },
  {
    rloc: "T3HZ5W",
    airline: "LH1QS9",
    legs: [["HKG", "FRA", "LH", "797", "T", 35, "23:55", 780]],
    pax: [["DR", "YIP", "KWOK WAI", "ADT", "1966-02-20"]],
    fares: [saver(5980, 1320), flex(8410, 1320), business(31200, 1320)],
  },
  {
    rloc: "U8GL2X",
    airline: "CI5PV4",
    legs: [
      ["HKG", "TPE", "CI", "916", "H", 3, "16:10", 105],
      ["TPE", "HKG", "CI", "909", "H", 6, "08:10", 120],
    ],
    pax: [
      ["MR", "CHOW", "YIU FAI", "ADT", "1979-04-04"],
      ["MS", "CHOW", "LAI PING", "ADT", "1980-05-21"],
    ],
    fares: [saver(1290, 265), flex(1880, 265)],
  },
  {
    rloc: "V4NS7Y",
    airline: "QR3DK8",
    legs: [
      ["HKG", "DOH", "QR", "817", "L", 28, "02:20", 555],
      ["DOH", "CDG", "QR", "39", "L", 28, "08:05", 420],
    ],
    pax: [["MS", "KWOK", "HIU TUNG", "ADT", "1992-03-17"]],
    fares: [saver(6340, 1190), flex(8820, 1190)],
  },
  {
    rloc: "W6CT3Z",
    airline: "AA7FJ5",
    currency: "USD",
    legs: [["HKG", "DFW", "AA", "138", "O", 50, "11:25", 855]],
    pax: [["MR", "SZETO", "MAN KIT", "ADT", "1985-09-09"]],
    fares: [saver(842, 118), flex(1190, 118)],
  },
  {
    rloc: "X2BR8C",
    airline: "MH6WG1",
    legs: [["HKG", "KUL", "MH", "79", "Q", 15, "15:35", 230]],
    pax: [["MS", "FUNG", "WING YAN", "ADT", "1996-06-06"]],
    fares: [saver(1360, 298), flex(1990, 298)],
  },
  {
    rloc: "Y9DH4F",
    airline: "CX8NR3",
    legs: [
      ["HKG", "PVG", "CX", "364", "K", 8, "07:55", 160],
      ["PVG", "HKG", "CX", "367", "K", 11, "19:30", 170],
    ],
    pax: [["MR", "TAM", "CHI HO", "ADT", "1971-11-30"]],
    fares: [saver(2140, 342), flex(3050, 342)],
  },
  {
    rloc: "Z5QK9G",
    airline: "NH2SB6",
    legs: [["HKG", "HND", "NH", "860", "V", 22, "15:20", 255]],
    pax: [
      ["MRS", "POON", "SAU LING", "ADT", "1962-01-16"],
      ["MR", "POON", "KIN WAH", "ADT", "1960-07-02"],
    ],
    fares: [saver(2760, 684), flex(3980, 684)],
  },
  {
    rloc: "A7MV2J",
    airline: "VN4HT8",
    legs: [["HKG", "SGN", "VN", "595", "R", 10, "11:55", 165]],
    pax: [["MR", "LO", "KWAN YU", "ADT", "1987-12-25"]],
    fares: [saver(1180, 310), flex(1730, 310)],
  },
  // Open records for new orders (the end-to-end tests each retrieve a locator of their own).
  {
    rloc: "B4WK6N",
    airline: "CX3VM7",
    legs: [
      ["HKG", "SIN", "CX", "715", "V", 18, "16:15", 235],
      ["SIN", "HKG", "CX", "734", "V", 24, "19:05", 230],
    ],
    pax: [
      ["MR", "MAK", "HON KIT", "ADT", "1984-05-13"],
      ["MRS", "MAK", "YUK LAN", "ADT", "1986-08-24"],
    ],
    fares: [saver(2380, 612), flex(3560, 612), business(14200, 612)],
  },
  {
    rloc: "C8RD3P",
    airline: "SQ2JX9",
    legs: [["HKG", "SIN", "SQ", "891", "Q", 26, "16:00", 240]],
    pax: [["MS", "SIU", "MAN YEE", "ADT", "1991-02-08"]],
    fares: [saver(1650, 404), flex(2450, 404)],
  },
  {
    rloc: "D3TF7Q",
    airline: "JL5KC2",
    legs: [["HKG", "NRT", "JL", "736", "S", 31, "14:55", 260]],
    pax: [
      ["MR", "YEUNG", "SHING", "ADT", "1978-09-19"],
      ["MISS", "YEUNG", "SZE WING", "CNN", "2018-03-03"],
    ],
    fares: [saver(2980, 720), flex(4210, 720)],
  },
  {
    rloc: "E6GH1R",
    airline: "BR8LN4",
    legs: [
      ["HKG", "TPE", "BR", "870", "K", 13, "09:00", 110],
      ["TPE", "HKG", "BR", "857", "K", 16, "20:20", 120],
    ],
    pax: [["MR", "KONG", "WAI LUN", "ADT", "1974-10-10"]],
    fares: [saver(1340, 265), flex(1920, 265)],
  },
  {
    rloc: "F9JL5S",
    airline: "EK6PR1",
    legs: [["HKG", "DXB", "EK", "383", "U", 45, "18:25", 510]],
    pax: [["MS", "AU", "KA MAN", "ADT", "1989-04-28"]],
    fares: [saver(3960, 780), flex(5480, 780)],
  },
  {
    rloc: "G2NP8T",
    airline: "KE9TD5",
    legs: [
      ["HKG", "ICN", "KE", "172", "M", 7, "01:05", 205],
      ["ICN", "HKG", "KE", "171", "M", 12, "21:45", 235],
    ],
    pax: [
      ["MR", "SHUM", "KAI MING", "ADT", "1983-06-30"],
      ["MSTR", "SHUM", "TSZ HIN", "CNN", "2014-07-07"],
    ],
    fares: [saver(2870, 540), flex(3990, 540)],
  },
  {
    rloc: "H5QR2V",
    airline: "TG7CW3",
    legs: [["HKG", "BKK", "TG", "639", "W", 19, "19:40", 175]],
    pax: [["MS", "CHU", "LOK YI", "ADT", "1997-01-12"]],
    fares: [saver(1420, 356), flex(2090, 356)],
  },
  {
    rloc: "J8SV6W",
    airline: "BA6HF2",
    legs: [["HKG", "LHR", "BA", "28", "Q", 38, "10:00", 850]],
    pax: [["MR", "HUI", "CHUN WAI", "ADT", "1970-08-18"]],
    fares: [saver(5120, 1480), flex(7340, 1480), business(27400, 1480)],
  },
  {
    rloc: "K2TX9Y",
    airline: "QF3BS7",
    legs: [["HKG", "MEL", "QF", "30", "N", 42, "19:35", 540]],
    pax: [["MS", "LAM", "KA WAI", "ADT", "1993-10-24"]],
    fares: [saver(4420, 830), flex(6180, 830)],
  },
  {
    rloc: "L6VZ4A",
    airline: "LH5GT8",
    legs: [
      ["HKG", "FRA", "LH", "797", "T", 48, "23:55", 780],
      ["FRA", "HKG", "LH", "796", "T", 60, "22:05", 690],
    ],
    pax: [["MR", "TONG", "SAI KIT", "ADT", "1965-05-29"]],
    fares: [saver(7980, 1320), flex(10840, 1320)],
  },
  {
    rloc: "M9XB7C",
    airline: "CI2RK6",
    legs: [["HKG", "KHH", "CI", "924", "H", 21, "12:50", 85]],
    pax: [["MS", "CHIU", "SUET YING", "ADT", "1999-12-31"]],
    fares: [saver(980, 265), flex(1460, 265)],
  },
  {
    rloc: "N3ZD2E",
    airline: "SQ4WM3",
    legs: [
      ["HKG", "SIN", "SQ", "861", "K", 34, "08:20", 240],
      ["SIN", "HKG", "SQ", "862", "K", 39, "13:40", 235],
    ],
    pax: [
      ["MR", "LAI", "WING HONG", "ADT", "1977-03-14"],
      ["MRS", "LAI", "OI LING", "ADT", "1979-09-02"],
    ],
    fares: [saver(2580, 612), flex(3760, 612)],
  },
  {
    rloc: "P7BF5G",
    airline: "CX9PN1",
    legs: [["HKG", "NRT", "CX", "500", "K", 27, "09:05", 260]],
    pax: [["MS", "MA", "CHING YEE", "ADT", "1990-02-02"]],
    fares: [saver(2890, 720), flex(4080, 720)],
  },
  {
    rloc: "Q4DG8H",
    airline: "NH7YK2",
    legs: [["HKG", "HND", "NH", "822", "V", 29, "01:15", 245]],
    pax: [["MR", "FONG", "KWOK LEUNG", "ADT", "1968-11-11"]],
    fares: [saver(2640, 684), flex(3880, 684)],
  },
];

const pad = (n: number) => String(n).padStart(2, "0");

/** "YYYY-MM-DD" of the day `days` after `today` (a "YYYY-MM-DD" string), by the calendar. */
export function addDays(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

function localDateTime(day: string, time: string, plusMinutes = 0): string {
  const at = new Date(`${day}T${time}:00Z`);
  at.setUTCMinutes(at.getUTCMinutes() + plusMinutes);
  return `${at.toISOString().slice(0, 10)}T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}:00`;
}

/** The GDS's records, with departures counted from `today` ("YYYY-MM-DD", Hong Kong). */
export function seedPnrs(today: string): PnrRecord[] {
  return ROWS.map((row) => ({
    recordLocator: row.rloc,
    airlineRecordLocator: row.airline,
    gdsCode: GDS_CODE,
    pseudoCityCode: PSEUDO_CITY_CODE,
    currencyCode: row.currency ?? "HKD",
    segments: row.legs.map(
      ([oriLoc, desLoc, airlineCode, flightNumber, classCode, days, time, minutes], i) => {
        const day = addDays(today, days);
        return {
          rph: i + 1,
          oriLoc,
          desLoc,
          departureDateTime: localDateTime(day, time),
          arrivalDateTime: localDateTime(day, time, minutes),
          airlineCode,
          flightNumber,
          classCode,
        };
      },
    ),
    passengers: row.pax.map(([nameTitle, surname, givenName, passengerType, birthDate], i) => ({
      rph: i + 1,
      nameTitle,
      surname,
      givenName,
      passengerType,
      birthDate,
    })),
    fares: row.fares.map((fare) => ({ ...fare })),
  }));
}

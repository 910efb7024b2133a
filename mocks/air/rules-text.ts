import { findBrand } from "./price-classes";

/**
 * Fare rules as the back office returns them: per origin-destination pair, numbered categories
 * with HTML paragraphs (the airlines' filed texts are HTML). The first pair of every itinerary
 * also carries markup a filed text should never contain (an image with an event handler and a
 * script): the portal must sanitise what it renders, and this keeps that honest.
 */
export interface RuleCategory {
  title: string;
  paragraphs: string[];
}

export interface PairRules {
  departureAirportCode: string;
  arrivalAirportCode: string;
  rules: RuleCategory[];
}

const UNSAFE_MARKUP =
  '<p>Please read the conditions below before ticketing.<img src=x onerror="alert(1)"></p><script>alert("fare rules")</script>';

const money = (amount: number) => `HKD ${amount.toLocaleString("en-US")}`;
const gdsMoney = (currency: string, amount: number) => `${currency} ${amount.toFixed(2)}`;

/** What fares (searched or booked) carry that the rule texts quote. */
export type RulesFare = {
  holdBooking?: unknown;
  voidTicket?: unknown;
  fareType?: unknown;
  airOptions: {
    priceClass?: unknown;
    priceClassLabel?: unknown;
    airItineraries?: unknown;
    airFlightSegments: {
      airlineCode: string;
      classCode?: string;
      oriLoc: string;
      desLoc: string;
      unitOfMeasure?: unknown;
    }[];
  }[];
};

type Terms = {
  refundable: boolean;
  /** HKD; 0 free, null not permitted. */
  changeFee: number | null;
  /** HKD; 0 free. */
  cancelFee: number;
  /** HKD; what a no-show forfeits (never free). */
  noShowFee: number;
};

/** The brand's terms; a booking filed before brands existed reads "FLEX" from its label. */
function termsOf(priceClass: string, label: string): Terms {
  const brand =
    findBrand(priceClass) ??
    (/FLEX/i.test(`${priceClass} ${label}`)
      ? { refundable: true, changeFee: 0 }
      : { refundable: true, changeFee: 600 });
  const changeFee = brand.changeFee;
  const cancelFee = changeFee === 0 ? 0 : Math.max(changeFee ?? 0, 800);
  return {
    refundable: brand.refundable,
    changeFee,
    cancelFee,
    noShowFee: Math.max(cancelFee * 2, 500),
  };
}

/** Several filings per brand: which one a carrier uses is fixed by its code. */
const variantOf = (carrier: string, count: number) =>
  [...carrier].reduce((sum, c) => sum + c.charCodeAt(0), 0) % count;

/** Category 16 as a GDS displays it: upper case, headings scoping the lines below. */
function gdsPenalties(t: Terms, carrier: string, from: string, to: string): string[] {
  const lines: string[] = [];
  const variant = variantOf(carrier, 4);
  const cancel = (currency: string, amount: number) =>
    !t.refundable
      ? ["TICKET IS NON-REFUNDABLE."]
      : amount === 0
        ? ["CANCELLATIONS PERMITTED WITHOUT CHARGE."]
        : variant === 2
          ? [
              `CHARGE ${gdsMoney(currency, amount)} FOR CANCEL/REFUND.`,
              "CHILD/INFANT DISCOUNTS APPLY.",
            ]
          : [`CHARGE ${gdsMoney(currency, amount)} FOR CANCEL/REFUND.`];
  const change = (currency: string, amount: number | null) =>
    amount === null
      ? ["CHANGES NOT PERMITTED."]
      : amount === 0
        ? ["CHANGES PERMITTED FREE OF CHARGE."]
        : variant === 2
          ? [
              `ADULT - CHARGE ${gdsMoney(currency, amount)} PER PASSENGER FOR REISSUE.`,
              `CHILD - CHARGE ${gdsMoney(currency, amount / 2)} PER PASSENGER FOR REISSUE.`,
            ]
          : [`CHARGE ${gdsMoney(currency, amount)} FOR REISSUE/REVALIDATION.`];
  const block = (currency: string, rate: number) => {
    const out = ["CANCELLATIONS", "BEFORE DEPARTURE"];
    if (variant === 3 && t.refundable && t.cancelFee > 0)
      // A window the summary cannot see: the portal must say "read the rules".
      out.push(
        `CHARGE ${gdsMoney(currency, t.cancelFee * rate)} FOR CANCEL/REFUND WITHIN 7 DAYS OF DEPARTURE.`,
      );
    else out.push(...cancel(currency, t.cancelFee * rate));
    out.push("WAIVED FOR DEATH OF PASSENGER OR FAMILY MEMBER.");
    out.push("AFTER DEPARTURE", "TICKET IS NON-REFUNDABLE.");
    out.push(
      "CHANGES",
      "ANY TIME",
      ...change(currency, t.changeFee === null ? null : t.changeFee * rate),
    );
    out.push("NOTE -", "ANY FARE DIFFERENCE MUST BE COLLECTED AT REISSUE.");
    out.push("NO-SHOW");
    out.push(
      t.refundable
        ? `CHARGE ${gdsMoney(currency, t.noShowFee * rate)} FOR NO-SHOW.`
        : "TICKET IS NON-REFUNDABLE IN CASE OF NO-SHOW.",
    );
    return out;
  };
  if (variant === 1) {
    // Per direction: each pair reads the block of its own origin.
    lines.push(`FOR TRAVEL ORIGINATING ${from} -`, ...block("HKD", 1));
    lines.push(`FOR TRAVEL ORIGINATING ${to} -`, ...block("USD", 0.13));
  } else {
    lines.push(...block("HKD", 1));
  }
  if (variant === 2) lines.push("WHEN COMBINING FARES THE HIGHEST PENALTY APPLIES.");
  return [`<p>${lines.join("<br>")}</p>`];
}

/** The sentence style of NDC carriers (and the direct connects): one statement a sentence. */
function ndcPenalties(t: Terms, carrier: string): RuleCategory[] {
  const variant = variantOf(carrier, 2);
  const changes =
    t.changeFee === null
      ? "<p>Changes are <b>not permitted</b>.</p>"
      : t.changeFee === 0
        ? "<p>Changes are permitted <b>free of charge</b>. Fare difference applies.</p>"
        : variant === 0
          ? `<p>Changes are permitted for a fee of <b>${money(t.changeFee)}</b> per passenger.</p><ul><li>Fare difference applies.</li><li>Changes after departure are treated as a no-show.</li></ul>`
          : `<p>Changes before departure cost <b>${money(t.changeFee)}</b> per passenger.</p><p>Changes after departure are not permitted.</p>`;
  const refunds = !t.refundable
    ? "<p>Tickets are <b>non-refundable</b>. Unused airport taxes may be refunded on request.</p>"
    : t.cancelFee === 0
      ? "<p>The ticket is fully refundable before departure. Refunds after departure are not permitted.</p>"
      : `<p>Cancellation before departure: fee of <b>${money(t.cancelFee)}</b>. Refunds after departure are not permitted.</p>`;
  const noShow = t.refundable
    ? `<p>No-show: a fee of <b>${money(t.noShowFee)}</b> applies.</p><p>Failure to board any flight cancels all onward and return flights of the booking.</p>`
    : "<p>In case of no-show the ticket is non-refundable.</p><p>Failure to board any flight cancels all onward and return flights of the booking.</p>";
  return [
    { title: "Changes", paragraphs: [changes] },
    { title: "Cancellations and refunds", paragraphs: [refunds] },
    { title: "No-show", paragraphs: [noShow] },
  ];
}

function categories(fare: RulesFare, leg: number): RuleCategory[] {
  const option = fare.airOptions[leg]!;
  const segments = option.airFlightSegments;
  const priceClass = typeof option.priceClass === "string" ? option.priceClass : "";
  const label = typeof option.priceClassLabel === "string" ? option.priceClassLabel : "";
  const itinerary = Array.isArray(option.airItineraries)
    ? (option.airItineraries as string[])
    : [segments[0]?.oriLoc ?? "", segments.at(-1)?.desLoc ?? ""];
  const from = itinerary[0] ?? "";
  const to = itinerary[itinerary.length - 1] ?? "";
  const carrier = segments[0]?.airlineCode ?? "";
  const classCode = segments[0]?.classCode ?? "";
  const terms = termsOf(priceClass, label);
  const baggage = segments[0]?.unitOfMeasure as
    { quantity: number; measureCode: string } | undefined;
  const voidParagraph = fare.voidTicket
    ? "<p>Void is permitted on the day of issue until 23:00.</p>"
    : "<p>Void is <b>not</b> permitted.</p>";
  const penalties: RuleCategory[] =
    fare.fareType === "GDS"
      ? [
          { title: "16. PENALTIES", paragraphs: gdsPenalties(terms, carrier, from, to) },
          { title: "Cancellations and refunds", paragraphs: [voidParagraph] },
        ]
      : ndcPenalties(terms, carrier).map((c) =>
          c.title === "Cancellations and refunds"
            ? { ...c, paragraphs: [...c.paragraphs, voidParagraph] }
            : c,
        );
  return [
    {
      title: "Application and other conditions",
      paragraphs: [
        `<p>Fares apply for travel on <b>${carrier}</b> in booking class <b>${classCode}</b> (${label}), from ${from} to ${to}.</p>`,
        fare.holdBooking
          ? "<p>Reservations may be held for <b>20 minutes</b> before ticketing.</p>"
          : "<p>Reservations must be ticketed <b>immediately</b> after booking.</p>",
      ],
    },
    ...penalties,
    {
      title: "Baggage",
      paragraphs: [
        baggage && baggage.quantity > 0
          ? `<p>Free checked baggage: <b>${baggage.quantity} ${baggage.measureCode === "P" ? "piece(s)" : "kg"}</b> per passenger.<br>Infants: 1 piece up to 10kg.</p>`
          : "<p>No free checked baggage. Baggage may be purchased as an ancillary.</p>",
      ],
    },
  ];
}

/** Per origin-destination pair (one per leg); the first carries the markup to sanitise. */
export function fareRules(fare: RulesFare): PairRules[] {
  return fare.airOptions.map((option, leg) => {
    const rules = categories(fare, leg);
    if (leg === 0)
      rules[0] = { ...rules[0]!, paragraphs: [...rules[0]!.paragraphs, UNSAFE_MARKUP] };
    const segments = option.airFlightSegments;
    const itinerary = Array.isArray(option.airItineraries)
      ? (option.airItineraries as string[])
      : [segments[0]?.oriLoc ?? "", segments.at(-1)?.desLoc ?? ""];
    return {
      departureAirportCode: itinerary[0] ?? "",
      arrivalAirportCode: itinerary[itinerary.length - 1] ?? "",
      rules,
    };
  });
}

import { findBrand } from "./price-classes";
import type { AirLowFare } from "./types";

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

function categories(fare: AirLowFare, leg: number): RuleCategory[] {
  const option = fare.airOptions[leg];
  const brand = findBrand(option.priceClass);
  const carrier = option.airFlightSegments[0]?.airlineCode ?? "";
  const classCode = option.airFlightSegments[0]?.classCode ?? "";
  const changeFee = brand?.changeFee ?? null;
  const refundable = brand?.refundable ?? false;
  const baggage = option.airFlightSegments[0]?.unitOfMeasure;
  return [
    {
      title: "Application and other conditions",
      paragraphs: [
        `<p>Fares apply for travel on <b>${carrier}</b> in booking class <b>${classCode}</b> (${option.priceClassLabel}), from ${option.airItineraries[0]} to ${option.airItineraries[option.airItineraries.length - 1]}.</p>`,
        fare.holdBooking
          ? "<p>Reservations may be held for <b>20 minutes</b> before ticketing.</p>"
          : "<p>Reservations must be ticketed <b>immediately</b> after booking.</p>",
      ],
    },
    {
      title: "Changes",
      paragraphs: [
        changeFee === null
          ? "<p>Changes are <b>not permitted</b>.</p>"
          : changeFee === 0
            ? "<p>Changes are permitted <b>free of charge</b> before departure. Fare difference applies.</p>"
            : `<p>Changes are permitted for a fee of <b>${money(changeFee)}</b> per passenger per change.</p><ul><li>Fare difference applies.</li><li>Changes after departure are treated as a no-show.</li></ul>`,
      ],
    },
    {
      title: "Cancellations and refunds",
      paragraphs: [
        refundable
          ? `<p>Refundable before departure. Cancellation fee: <b>${changeFee === 0 ? "none" : money(Math.max(changeFee ?? 0, 800))}</b>.</p>`
          : "<p>Tickets are <b>non-refundable</b>. Unused airport taxes may be refunded on request.</p>",
        fare.voidTicket
          ? "<p>Void is permitted on the day of issue until 23:00.</p>"
          : "<p>Void is <b>not</b> permitted.</p>",
      ],
    },
    {
      title: "Baggage",
      paragraphs: [
        baggage && baggage.quantity > 0
          ? `<p>Free checked baggage: <b>${baggage.quantity} ${baggage.measureCode === "P" ? "piece(s)" : "kg"}</b> per passenger.<br>Infants: 1 piece up to 10kg.</p>`
          : "<p>No free checked baggage. Baggage may be purchased as an ancillary.</p>",
      ],
    },
    {
      title: "No-show",
      paragraphs: [
        "<p>Failure to board any flight cancels all onward and return flights of the booking.</p>",
      ],
    },
  ];
}

export function fareRules(fare: AirLowFare): PairRules[] {
  return fare.airOptions.map((option, leg) => {
    const rules = categories(fare, leg);
    if (leg === 0) rules[0] = { ...rules[0], paragraphs: [...rules[0].paragraphs, UNSAFE_MARKUP] };
    return {
      departureAirportCode: option.airItineraries[0],
      arrivalAirportCode: option.airItineraries[option.airItineraries.length - 1],
      rules,
    };
  });
}

import { describe, expect, it } from "vitest";
import type { AirRules } from "~/contracts/air";
import { fullySummarised, summarisePenalties, type Penalty } from "./penalties";

// The filing conventions of ATPCO category 16 as GDSs display them (upper-case headings that
// scope the lines below), and the sentence style of NDC carriers. Written for this table after
// the public descriptions of those conventions; no airline's text is copied.

const code = (p: Penalty): string => {
  if (p.kind === "unknown") return "?";
  if (p.kind === "free") return "free";
  if (p.kind === "notPermitted") return "no";
  if (p.kind === "asNoShow") return "as no-show";
  const value = p.percent !== undefined ? `${p.percent}%` : `${p.currency} ${p.amount}`;
  return p.per ? `${value}/${p.per}` : value;
};

/** [change before, change after, refund before, refund after, no-show] */
type Row = [string, string, string, string, string];

function summary(paragraphs: string[], title = "16. PENALTIES", from = "HKG"): Row {
  const rules: AirRules = [
    {
      departureAirportCode: from,
      arrivalAirportCode: "LHR",
      rules: [
        { title: "APPLICATION AND OTHER CONDITIONS", paragraphs: ["<p>CHARGE USD 999.00</p>"] },
        { title, paragraphs },
      ],
    },
  ];
  const [s] = summarisePenalties(rules);
  return [
    code(s!.change.beforeDeparture),
    code(s!.change.afterDeparture),
    code(s!.refund.beforeDeparture),
    code(s!.refund.afterDeparture),
    code(s!.noShow),
  ];
}

/** GDS display: one filed line per <br>. */
const gds = (...lines: string[]) => [`<p>${lines.join("<br>")}</p>`];

const NS_FEE = "NO-SHOW<br>CHARGE HKD 500.00 FOR NO-SHOW.";

type Case = [name: string, paragraphs: string[], expected: Row, title?: string, from?: string];

const CASES: Case[] = [
  // ---- ATPCO category 16, GDS display
  [
    "cancel fee before, non-refundable after, reissue any time, no-show fee",
    gds(
      "CANCELLATIONS",
      "BEFORE DEPARTURE",
      "CHARGE HKD 800.00 FOR CANCEL/REFUND.",
      "WAIVED FOR DEATH OF PASSENGER OR FAMILY MEMBER.",
      "AFTER DEPARTURE",
      "TICKET IS NON-REFUNDABLE.",
      "CHANGES",
      "ANY TIME",
      "CHARGE USD 150.00 FOR REISSUE/REVALIDATION.",
      NS_FEE,
    ),
    ["USD 150", "USD 150", "HKD 800", "no", "HKD 500"],
  ],
  [
    "changes any time on one line",
    gds(
      "CHANGES ANY TIME CHARGE USD 150.00 FOR REISSUE.",
      "CANCELLATIONS ANY TIME",
      "TICKET IS NON-REFUNDABLE.",
      NS_FEE,
    ),
    ["USD 150", "USD 150", "no", "no", "HKD 500"],
  ],
  [
    "non-refundable any time without a time heading",
    gds(
      "CANCELLATIONS",
      "TICKET IS NON-REFUNDABLE.",
      "CHANGES",
      "CHANGES NOT PERMITTED.",
      "NO-SHOW",
      "TICKET IS NON-REFUNDABLE IN CASE OF NO-SHOW.",
    ),
    ["no", "no", "no", "no", "no"],
  ],
  [
    "free changes before, fee after",
    gds(
      "CHANGES",
      "BEFORE DEPARTURE",
      "CHANGES PERMITTED FREE OF CHARGE.",
      "AFTER DEPARTURE",
      "CHARGE EUR 120.00 FOR REISSUE.",
      NS_FEE,
    ),
    ["free", "EUR 120", "?", "?", "HKD 500"],
  ],
  [
    "percent of the fare",
    gds(
      "CANCELLATIONS",
      "BEFORE DEPARTURE",
      "CHARGE 10 PERCENT OF THE FARE FOR CANCEL/REFUND.",
      "AFTER DEPARTURE",
      "TICKET IS NON-REFUNDABLE.",
    ),
    ["?", "?", "10%", "no", "?"],
  ],
  [
    "percent sign",
    gds("CANCELLATIONS ANY TIME", "CHARGE 25% OF FARE FOR REFUND."),
    ["?", "?", "25%", "25%", "?"],
  ],
  [
    "percent of something unnamed is not read",
    gds("CANCELLATIONS ANY TIME", "CHARGE 25 PERCENT FOR REFUND."),
    ["?", "?", "?", "?", "?"],
  ],
  [
    "per passenger and per transaction",
    gds(
      "CHANGES",
      "ANY TIME",
      "CHARGE HKD 600.00 PER PASSENGER FOR REISSUE.",
      "CANCELLATIONS",
      "BEFORE DEPARTURE",
      "CHARGE HKD 900.00 PER TICKET FOR CANCEL/REFUND.",
    ),
    ["HKD 600/passenger", "HKD 600/passenger", "HKD 900/ticket", "?", "?"],
  ],
  [
    "per transaction",
    gds("CHANGES BEFORE DEPARTURE", "CHARGE SGD 50.00 PER TRANSACTION FOR REISSUE."),
    ["SGD 50/change", "?", "?", "?", "?"],
  ],
  [
    "thousands separators",
    gds("CANCELLATIONS", "BEFORE DEPARTURE", "CHARGE JPY 12,000 FOR CANCEL/REFUND."),
    ["?", "?", "JPY 12000", "?", "?"],
  ],
  [
    "prior to departure",
    gds(
      "CHANGES",
      "PRIOR TO DEPARTURE",
      "CHARGE AUD 75.00 FOR REISSUE.",
      "AFTER DEPARTURE",
      "CHANGES NOT PERMITTED.",
    ),
    ["AUD 75", "no", "?", "?", "?"],
  ],
  [
    "waiver and note lines leave the charge as filed",
    gds(
      "CHANGES",
      "ANY TIME",
      "CHARGE USD 100.00 FOR REISSUE.",
      "WAIVED FOR DEATH OF PASSENGER OR FAMILY MEMBER.",
      "NOTE -",
      "WAIVER MUST BE EVIDENCED BY A DEATH CERTIFICATE.",
      "ANY FARE DIFFERENCE MUST BE COLLECTED.",
    ),
    ["USD 100", "USD 100", "?", "?", "?"],
  ],
  [
    "a time heading ends a note block",
    gds(
      "CANCELLATIONS",
      "BEFORE DEPARTURE",
      "CHARGE HKD 800.00 FOR CANCEL/REFUND.",
      "NOTE -",
      "UNUSED TAXES ARE REFUNDABLE ON REQUEST.",
      "AFTER DEPARTURE",
      "TICKET IS NON-REFUNDABLE.",
    ),
    ["?", "?", "HKD 800", "no", "?"],
  ],
  [
    "reissue or revalidation is one act",
    gds("CHANGES ANY TIME", "CHARGE GBP 60.00 FOR REISSUE OR REVALIDATION."),
    ["GBP 60", "GBP 60", "?", "?", "?"],
  ],
  [
    "highest penalty applies: the higher fee",
    gds(
      "CANCELLATIONS",
      "ANY TIME",
      "CHARGE HKD 800.00 FOR CANCEL/REFUND.",
      "CHARGE HKD 1200.00 FOR CANCEL/REFUND.",
      "WHEN COMBINING FARES THE HIGHEST PENALTY APPLIES.",
    ),
    ["?", "?", "HKD 1200", "HKD 1200", "?"],
  ],
  [
    "highest penalty applies: non-refundable wins",
    gds(
      "CANCELLATIONS",
      "ANY TIME",
      "CHARGE HKD 800.00 FOR CANCEL/REFUND.",
      "TICKET IS NON-REFUNDABLE.",
      "HIGHEST PENALTY APPLIES.",
    ),
    ["?", "?", "no", "no", "?"],
  ],
  [
    "highest penalty applies: two currencies cannot be compared",
    gds(
      "CANCELLATIONS",
      "ANY TIME",
      "CHARGE HKD 800.00 FOR CANCEL/REFUND.",
      "CHARGE USD 100.00 FOR CANCEL/REFUND.",
      "HIGHEST PENALTY APPLIES.",
    ),
    ["?", "?", "?", "?", "?"],
  ],
  [
    "two different charges without a rule between them",
    gds(
      "CANCELLATIONS",
      "ANY TIME",
      "CHARGE HKD 800.00 FOR CANCEL/REFUND.",
      "CHARGE HKD 1200.00 FOR CANCEL/REFUND.",
    ),
    ["?", "?", "?", "?", "?"],
  ],
  [
    "per direction: our direction is read",
    gds(
      "FOR TRAVEL ORIGINATING HKG -",
      "CHANGES ANY TIME",
      "CHARGE HKD 500.00 FOR REISSUE.",
      "FOR TRAVEL ORIGINATING LHR -",
      "CHANGES ANY TIME",
      "CHARGE GBP 50.00 FOR REISSUE.",
    ),
    ["HKD 500", "HKD 500", "?", "?", "?"],
  ],
  [
    "per direction: the other direction's pair",
    gds(
      "FOR TRAVEL ORIGINATING HKG -",
      "CHANGES ANY TIME",
      "CHARGE HKD 500.00 FOR REISSUE.",
      "FOR TRAVEL ORIGINATING LHR -",
      "CHANGES ANY TIME",
      "CHARGE GBP 50.00 FOR REISSUE.",
    ),
    ["GBP 50", "GBP 50", "?", "?", "?"],
    "16. PENALTIES",
    "LHR",
  ],
  [
    "per direction inline",
    gds(
      "CHANGES",
      "ANY TIME",
      "FROM HKG - CHARGE HKD 400.00 FOR REISSUE.",
      "FROM SIN - CHARGE SGD 70.00 FOR REISSUE.",
    ),
    ["HKD 400", "HKD 400", "?", "?", "?"],
  ],
  [
    "direction by area is not read",
    gds("FOR TRAVEL ORIGINATING AREA 3 -", "CHANGES ANY TIME", "CHARGE HKD 500.00 FOR REISSUE."),
    ["?", "?", "?", "?", "?"],
  ],
  [
    "outbound/inbound is not read",
    gds("CHANGES ANY TIME", "OUTBOUND - CHARGE HKD 500.00 FOR REISSUE."),
    ["?", "?", "?", "?", "?"],
  ],
  [
    "per passenger type: the adult's line",
    gds(
      "CHANGES",
      "ANY TIME",
      "ADULT - CHARGE USD 200.00 FOR REISSUE.",
      "CHILD - CHARGE USD 150.00 FOR REISSUE.",
      "INFANT WITHOUT A SEAT - FREE OF CHARGE.",
    ),
    ["USD 200", "USD 200", "?", "?", "?"],
  ],
  [
    "per passenger type headings",
    gds(
      "CANCELLATIONS",
      "BEFORE DEPARTURE",
      "FOR ADT",
      "CHARGE HKD 1000.00 FOR CANCEL/REFUND.",
      "FOR CHD/INF",
      "CHARGE HKD 750.00 FOR CANCEL/REFUND.",
    ),
    ["?", "?", "HKD 1000", "?", "?"],
  ],
  [
    "child discounts apply is informative",
    gds("CHANGES ANY TIME", "CHARGE USD 90.00 FOR REISSUE.", "CHILD/INFANT DISCOUNTS APPLY."),
    ["USD 90", "USD 90", "?", "?", "?"],
  ],
  [
    "no-show under cancellations",
    gds(
      "CANCELLATIONS",
      "BEFORE DEPARTURE",
      "CHARGE HKD 800.00 FOR CANCEL/REFUND.",
      "CHARGE HKD 1600.00 FOR NO-SHOW.",
      "AFTER DEPARTURE",
      "TICKET IS NON-REFUNDABLE.",
    ),
    ["?", "?", "HKD 800", "no", "HKD 1600"],
  ],
  ["no show without hyphen", gds("NO SHOW", "CHARGE USD 300.00."), ["?", "?", "?", "?", "USD 300"]],
  [
    "failure to board",
    gds("IN CASE OF FAILURE TO BOARD TICKET IS NON-REFUNDABLE."),
    ["?", "?", "?", "?", "no"],
  ],
  [
    "no-show means no refund",
    gds("NO-SHOW", "TICKET HAS NO VALUE - NO REFUNDS."),
    ["?", "?", "?", "?", "no"],
  ],
  [
    "free cancellation",
    gds("CANCELLATIONS", "ANY TIME", "CANCELLATIONS PERMITTED WITHOUT CHARGE."),
    ["?", "?", "free", "free", "?"],
  ],
  [
    "full refund",
    gds(
      "CANCELLATIONS",
      "BEFORE DEPARTURE",
      "FULL REFUND.",
      "AFTER DEPARTURE",
      "CHARGE HKD 300.00 FOR CANCEL/REFUND.",
    ),
    ["?", "?", "free", "HKD 300", "?"],
  ],
  [
    "no charge",
    gds(
      "CHANGES",
      "BEFORE DEPARTURE",
      "NO CHARGE FOR REISSUE.",
      "AFTER DEPARTURE",
      "CHANGES NOT PERMITTED.",
    ),
    ["free", "no", "?", "?", "?"],
  ],
  [
    "no change fee is free, not forbidden",
    gds("CHANGES ANY TIME", "NO CHANGE FEE."),
    ["free", "free", "?", "?", "?"],
  ],
  [
    "charge conditioned on days before departure",
    gds(
      "CANCELLATIONS",
      "BEFORE DEPARTURE",
      "CHARGE HKD 500.00 FOR CANCEL/REFUND WITHIN 7 DAYS OF DEPARTURE.",
    ),
    ["?", "?", "?", "?", "?"],
  ],
  [
    "whichever is higher",
    gds("CANCELLATIONS ANY TIME", "CHARGE USD 100.00 OR 10 PERCENT OF FARE WHICHEVER IS HIGHER."),
    ["?", "?", "?", "?", "?"],
  ],
  [
    "two currencies on one line",
    gds("CHANGES ANY TIME", "CHARGE USD 100.00/EUR 90.00 FOR REISSUE."),
    ["?", "?", "?", "?", "?"],
  ],
  [
    "a charge without an amount",
    gds("CHANGES ANY TIME", "CHARGE APPLIES FOR REISSUE."),
    ["?", "?", "?", "?", "?"],
  ],
  [
    "permitted without saying the cost",
    gds("CHANGES", "ANY TIME", "CHANGES PERMITTED."),
    ["?", "?", "?", "?", "?"],
  ],
  [
    "a cost before any heading",
    gds("CHARGE USD 100.00.", "CHANGES ANY TIME", "CHARGE USD 50.00 FOR REISSUE."),
    ["?", "?", "?", "?", "?"],
  ],
  [
    "per fare component preamble",
    gds(
      "THE FOLLOWING RULES APPLY PER FARE COMPONENT.",
      "CHANGES ANY TIME",
      "CHARGE USD 50.00 FOR REISSUE.",
    ),
    ["USD 50", "USD 50", "?", "?", "?"],
  ],
  [
    "taxes line under a non-refundable ticket",
    gds("CANCELLATIONS ANY TIME", "TICKET IS NON-REFUNDABLE.", "UNUSED TAXES MAY BE REFUNDED."),
    ["?", "?", "no", "no", "?"],
  ],
  [
    "void line is not a refund",
    gds(
      "CANCELLATIONS BEFORE DEPARTURE",
      "CHARGE HKD 800.00 FOR CANCEL/REFUND.",
      "VOID PERMITTED ON THE DAY OF ISSUE.",
    ),
    ["?", "?", "HKD 800", "?", "?"],
  ],
  [
    "entities and extra markup",
    [
      "<p><b>CANCELLATIONS</b></p><p>BEFORE&nbsp;DEPARTURE</p><p>CHARGE&nbsp;HKD&nbsp;800.00 FOR CANCEL/REFUND.</p>",
    ],
    ["?", "?", "HKD 800", "?", "?"],
  ],
  [
    "list items as lines",
    ["<ul><li>CHANGES</li><li>ANY TIME</li><li>CHARGE TWD 1500 FOR REISSUE.</li></ul>"],
    ["TWD 1500", "TWD 1500", "?", "?", "?"],
  ],
  [
    "cancellations/changes on one heading",
    gds("CHANGES/CANCELLATIONS", "ANY TIME", "CHARGE USD 200.00 FOR CHANGE/CANCEL."),
    ["USD 200", "USD 200", "USD 200", "USD 200", "?"],
  ],
  [
    "no penalty category at all",
    ["<p>TICKETING MUST BE COMPLETED WITHIN 24 HOURS.</p>"],
    ["?", "?", "?", "?", "?"],
    "5. ADVANCE RESERVATIONS/TICKETING",
  ],
  [
    "one currency code in the wrong place is not money",
    gds("CHANGES ANY TIME", "CHARGE FOR 2 CHANGES."),
    ["?", "?", "?", "?", "?"],
  ],
  [
    "cancellation after departure partly used",
    gds(
      "CANCELLATIONS",
      "BEFORE DEPARTURE",
      "CHARGE USD 250.00 FOR CANCEL/REFUND.",
      "PARTLY USED TICKET",
      "TICKET IS NON-REFUNDABLE.",
    ),
    ["?", "?", "USD 250", "no", "?"],
  ],
  [
    "nonref abbreviation",
    gds("CANCELLATIONS ANY TIME", "TICKET IS NONREF."),
    ["?", "?", "no", "no", "?"],
  ],
  ["forfeit", gds("NO-SHOW", "TICKET VALUE IS FORFEITED."), ["?", "?", "?", "?", "no"]],

  // ---- NDC carriers: sentences
  [
    "NDC: fee per passenger per change, no-show",
    [
      "<p>Changes are permitted for a fee of <b>HKD 600</b> per passenger.</p><p>Fare difference applies.</p>",
      "<p>Cancellation before departure: fee of HKD 800. Cancellation after departure is not permitted.</p>",
      "<p>No-show: a fee of HKD 1,000 applies.</p>",
    ],
    ["HKD 600/passenger", "HKD 600/passenger", "HKD 800", "no", "HKD 1000"],
    "Change and cancellation conditions",
  ],
  [
    "NDC: non-refundable, changes not permitted",
    [
      "<p>Tickets are non-refundable. Changes are not permitted. In case of no-show the ticket has no value and is non-refundable.</p>",
    ],
    ["no", "no", "no", "no", "no"],
    "Penalties",
  ],
  [
    "NDC: free before departure, not after",
    [
      "<p>Changes before departure are free of charge. Changes after departure are not permitted.</p>",
    ],
    ["free", "no", "?", "?", "?"],
    "Changes",
  ],
  [
    "NDC: title names the subject",
    ["<p>Permitted for a fee of USD 75 per passenger.</p>"],
    ["USD 75/passenger", "USD 75/passenger", "?", "?", "?"],
    "Changes",
  ],
  [
    "NDC: fully refundable",
    [
      "<p>The ticket is fully refundable before departure. After departure refunds are not permitted.</p>",
    ],
    ["?", "?", "free", "no", "?"],
    "Refunds",
  ],
  [
    "NDC: percent of the fare",
    ["<p>Cancellation before departure costs 20% of the fare.</p>"],
    ["?", "?", "20%", "?", "?"],
    "Cancellation",
  ],
  [
    "NDC: a sentence that does not stand alone is not read",
    ["<p>Refundable before departure. Cancellation fee: HKD 800 if cancelled within 3 days.</p>"],
    ["?", "?", "?", "?", "?"],
    "Cancellations and refunds",
  ],
  [
    "NDC: a time window",
    ["<p>Free changes up to 24 hours before departure.</p>"],
    ["?", "?", "?", "?", "?"],
    "Changes",
  ],
  [
    "NDC: changes after departure become a no-show",
    [
      "<p>Changes are permitted free of charge. Changes after departure are treated as a no-show.</p>",
    ],
    ["free", "as no-show", "?", "?", "?"],
    "Changes",
  ],
  [
    "NDC: a fee without a time, after departure as a no-show",
    [
      "<p>Date changes can be made for <b>GBP 75</b> per traveller.</p><ul><li>Any fare difference is collected.</li><li>A change after departure is regarded as a no-show.</li></ul>",
      "<p>No-show: the fee is GBP 150.</p>",
    ],
    ["GBP 75/passenger", "as no-show", "?", "?", "GBP 150"],
    "Changes and no-show",
  ],
  [
    "GDS: after departure as no-show under a change heading",
    gds(
      "CHANGES",
      "CHARGE AUD 90.00 FOR REISSUE.",
      "AFTER DEPARTURE",
      "CHANGES ARE TREATED AS NO-SHOW.",
      "NO-SHOW",
      "CHARGE AUD 250.00 FOR NO-SHOW.",
    ),
    ["AUD 90", "as no-show", "?", "?", "AUD 250"],
  ],
  [
    "NDC: a window inside before departure stays unknown",
    [
      "<p>Flights may be changed without fee up to 48 hours before departure.</p><p>Changes after departure are not permitted.</p>",
    ],
    ["?", "no", "?", "?", "?"],
    "Changes",
  ],
  [
    "NDC: free until some days before, then a fee",
    [
      "<p>Refunds are free of charge until 14 days before departure, then a fee of CAD 120 applies.</p>",
    ],
    ["?", "?", "?", "?", "?"],
    "Refunds",
  ],
  [
    "NDC: a fee after the free window, in its own sentence",
    [
      "<p>Refunds before departure are free of charge up to 7 days ahead. Thereafter a fee of CAD 80 is charged.</p>",
    ],
    ["?", "?", "?", "?", "?"],
    "Refunds",
  ],
  [
    "NDC: a name-change clause says nothing of date changes",
    [
      "<p>Name changes are not permitted.</p><p>Changes before departure cost NZD 60 per passenger.</p>",
    ],
    ["NZD 60/passenger", "?", "?", "?", "?"],
    "Changes",
  ],
  [
    "NDC: only a name-change clause",
    ["<p>Changes to the passenger name are not allowed.</p>"],
    ["?", "?", "?", "?", "?"],
    "Penalties",
  ],
  [
    "GDS: a name-change heading does not scope date changes",
    gds(
      "NAME CHANGES",
      "NOT PERMITTED.",
      "CHANGES",
      "BEFORE DEPARTURE",
      "CHARGE CHF 70.00 FOR REISSUE.",
    ),
    ["CHF 70", "?", "?", "?", "?"],
  ],
  [
    "NDC: names and dates in one clause are not read",
    ["<p>Changes of name or flight date are not permitted.</p>"],
    ["?", "?", "?", "?", "?"],
    "Changes",
  ],
  [
    "NDC: a sentence without a time holds until a timed one overrides it",
    [
      "<p>Refunds are permitted for a fee of SGD 200.</p><p>After departure the ticket is not refundable.</p>",
    ],
    ["?", "?", "SGD 200", "no", "?"],
    "Refunds",
  ],
  [
    "NDC: a cost sentence without a time or an amount",
    ["<p>Changes are subject to a fee.</p>"],
    ["?", "?", "?", "?", "?"],
    "Changes",
  ],
  [
    "NDC: free changes, fare difference, no-show fee",
    [
      "<p>Changes are free of charge. The fare difference applies. A no-show costs EUR 150 per passenger.</p>",
    ],
    ["free", "free", "?", "?", "EUR 150/passenger"],
    "Change and cancellation",
  ],
  [
    "NDC: child fee is not the adult's",
    ["<p>Changes cost GBP 40 per passenger. For children the change fee is GBP 20.</p>"],
    ["GBP 40/passenger", "GBP 40/passenger", "?", "?", "?"],
    "Changes",
  ],
  [
    "NDC: no refunds",
    ["<p>No refunds. Unused taxes may be refunded on request.</p>"],
    ["?", "?", "no", "no", "?"],
    "Refunds",
  ],
  [
    "NDC: cancellation fee none",
    ["<p>Cancellations are permitted without fee before departure.</p>"],
    ["?", "?", "free", "?", "?"],
    "Cancellations",
  ],
  [
    "NDC: cost with no subject anywhere",
    ["<p>A service fee of USD 25 applies.</p>"],
    ["?", "?", "?", "?", "?"],
    "Penalties",
  ],
  [
    "NDC: contradictory sentences",
    ["<p>Changes are free of charge. Changes cost USD 50.</p>"],
    ["?", "?", "?", "?", "?"],
    "Changes",
  ],
  [
    "NDC: either/or is not read",
    ["<p>Refunds are permitted for a fee of USD 100 or a travel voucher.</p>"],
    ["?", "?", "?", "?", "?"],
    "Refunds",
  ],
];

describe("summarisePenalties", () => {
  it("has a table of at least 60 texts", () => {
    expect(CASES.length).toBeGreaterThanOrEqual(60);
  });

  it.each(CASES)("%s", (_name, paragraphs, expected, title, from) => {
    expect(summary(paragraphs, title, from)).toEqual(expected);
  });

  it("keeps each pair apart and names it", () => {
    const rules: AirRules = [
      {
        departureAirportCode: "HKG",
        arrivalAirportCode: "SIN",
        rules: [{ title: "16. PENALTIES", paragraphs: gds("CHANGES ANY TIME", "FREE OF CHARGE.") }],
      },
      {
        departureAirportCode: "SIN",
        arrivalAirportCode: "HKG",
        rules: [{ title: "Penalties", paragraphs: ["<p>Changes are not permitted.</p>"] }],
      },
    ];
    const [out, back] = summarisePenalties(rules);
    expect(out).toMatchObject({ departureAirportCode: "HKG", arrivalAirportCode: "SIN" });
    expect(out!.change.afterDeparture.kind).toBe("free");
    expect(back!.change.beforeDeparture.kind).toBe("notPermitted");
    expect(fullySummarised([out!, back!])).toBe(false);
  });

  it("keeps the waiver as a note on the penalty it follows", () => {
    const [s] = summarisePenalties([
      {
        departureAirportCode: "HKG",
        arrivalAirportCode: "LHR",
        rules: [
          {
            title: "PENALTIES",
            paragraphs: gds(
              "CANCELLATIONS BEFORE DEPARTURE",
              "CHARGE HKD 800.00 FOR CANCEL/REFUND.",
              "WAIVED FOR DEATH OF PASSENGER.",
            ),
          },
        ],
      },
    ]);
    expect(s!.refund.beforeDeparture).toEqual({
      kind: "fee",
      amount: 800,
      currency: "HKD",
      note: "WAIVED FOR DEATH OF PASSENGER.",
    });
  });

  it("is fully summarised only when nothing is unknown", () => {
    const rules: AirRules = [
      {
        departureAirportCode: "HKG",
        arrivalAirportCode: "LHR",
        rules: [
          {
            title: "16. PENALTIES",
            paragraphs: gds(
              "CHANGES ANY TIME",
              "FREE OF CHARGE.",
              "CANCELLATIONS ANY TIME",
              "TICKET IS NON-REFUNDABLE.",
              NS_FEE,
            ),
          },
        ],
      },
    ];
    expect(fullySummarised(summarisePenalties(rules))).toBe(true);
    expect(fullySummarised([])).toBe(false);
  });
});

// Penalties at a glance (docs/decisions/0065-penalties-read-from-filed-rules.md): the change,
// refund and no-show conditions of a fare read out of its filed rule texts. Two filing styles are
// understood: ATPCO category 16 as GDSs show it (upper case, headings such as CANCELLATIONS /
// BEFORE DEPARTURE that scope the lines below them) and the sentence style of NDC carriers (each
// sentence stands alone). Anything not understood is "unknown": a misread penalty becomes an
// airline debit memo, so this never guesses.
import type { AirRules } from "~/contracts/air";

/** `asNoShow`: the text says the act is treated as a no-show (its cost is the no-show's). */
export type PenaltyKind = "free" | "fee" | "notPermitted" | "asNoShow" | "unknown";

export type Penalty = {
  kind: PenaltyKind;
  amount?: number;
  currency?: string;
  percent?: number;
  per?: "passenger" | "ticket" | "change";
  note?: string;
};

export type PenaltySummary = {
  departureAirportCode: string;
  arrivalAirportCode: string;
  change: { beforeDeparture: Penalty; afterDeparture: Penalty };
  refund: { beforeDeparture: Penalty; afterDeparture: Penalty };
  noShow: Penalty;
};

type Subject = "change" | "refund" | "noShow";
// "any" is stated ("ANY TIME"); "unstated" is a clause without a time, which a clause for the
// same act that names a time overrides in that slot (decision 0065).
type Time = "before" | "after" | "any" | "unstated";
type Slot = "changeBefore" | "changeAfter" | "refundBefore" | "refundAfter" | "noShow";

const UNKNOWN: Penalty = { kind: "unknown" };

// Category titles that hold penalties (category 16 and the NDC carriers' own headings).
const PENALTY_TITLE = /PENALT|\b16\b|CHANG|CANCEL|REFUND|NO.?SHOW|REISSUE/i;

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));

const SUBJECTS: [Subject, RegExp][] = [
  ["noShow", /\bNO[- ]?SHOWS?\b|\bFAIL(?:S|URE)? TO (?:BOARD|SHOW)/],
  [
    "refund",
    /\bCANCEL(?:L?ATIONS?|LED|S)?\b|\bREFUND(?:S|ED|ABLE|ABILITY)?\b|NON-?REFUNDABLE|\bNONREF\b/,
  ],
  [
    "change",
    /\bCHANG(?:E|ES|ED|ING)\b|\bREISSUE[SD]?\b|\bREVALIDATION\b|\bREBOOK(?:ING|ED)?\b|\bREROUT(?:E|ING)\b/,
  ],
];

const TIMES: [Time, RegExp][] = [
  ["before", /\b(?:BEFORE|PRIOR TO) (?:THE )?(?:DEPARTURE|TRAVEL)\b/],
  ["after", /\bAFTER (?:THE )?(?:DEPARTURE|TRAVEL (?:HAS )?COMMENCED)\b|\bPARTLY USED\b/],
  ["any", /\bANY ?TIME\b/],
];

// A clause that makes its statement depend on something we cannot see: never summarised.
// "THEN", "THEREAFTER", "AFTER THAT" continue a window the clause before opened.
const CONDITIONAL =
  /\b(?:IF|UNLESS|EXCEPT|ONLY|WITHIN|WHICHEVER|DAYS?|HOURS?|OR LESS|OR MORE|UP TO|UNTIL|AREA|SEGMENT|FARE COMPONENT|OR|THEN|THEREAFTER|AFTER THAT|AFTERWARDS|OTHERWISE|LATER)\b/;

// "Treated as a no-show": the act costs what the no-show costs.
const AS_NO_SHOW = /\b(?:TREATED|CONSIDERED|REGARDED|HANDLED) AS (?:A )?NO[- ]?SHOWS?\b/;

// A name change or correction is not a change of flight or date: it says nothing of our slots.
const NAME_CHANGE =
  /\bNAME (?:CHANGES?|CORRECTIONS?)\b|\bCHANGES? (?:OF|TO|IN) (?:THE )?(?:PASSENGER(?:'S)? |TRAVELL?ER(?:'S)? )?NAMES?\b/;
const FLIGHT_CHANGE = /\bDATES?\b|\bFLIGHTS?\b|\bROUT(?:E|ING)\b|\bREISSUE|\bREBOOK/;

// Lines that inform without changing what a change, refund or no-show costs.
const INFORMATIVE = [
  /^WAIVED\b/,
  /\bWAIVER/,
  /\bFARE DIFFERENCE\b|\bHIGHER FARE\b|\bADDITIONAL COLLECTION\b|\bDIFFERENCE IN FARE\b/,
  /\bTAX(?:ES)?\b|\bSURCHARGES?\b|\bYQ\b|\bYR\b/,
  /\bVOID\b/,
  /\bDISCOUNTS? APPL/,
  /\bTHE FOLLOWING\b|\bRULES APPLY PER\b|\bPER FARE COMPONENT\b/,
  /\bCOMMISSION\b/,
  /\bHIGHEST PENALTY\b|\bMOST RESTRICTIVE\b/,
];

const NOT_PERMITTED =
  /\bNON-?REFUNDABLE\b|\bNONREF\b|\bNOT (?:PERMITTED|ALLOWED|REFUNDABLE|CHANGEABLE)\b|\bNO REFUNDS?\b|\bCANNOT BE (?:CHANGED|REFUNDED|CANCELL?ED)\b|\bNO CHANGES?\b(?! FEE)|\bFORFEIT/;
const FREE =
  /\bFREE OF CHARGE\b|\bWITHOUT (?:CHARGE|PENALTY|FEE)\b|\bNO (?:CHARGE|FEE|PENALTY|CANCELL?ATION FEE|CHANGE FEE)\b|\bFREE\b|\bFULL(?:Y)? REFUND(?:ABLE)?\b|\bFEE: NONE\b/;
const CHARGE = /\bCHARGES?\b|\bFEES?\b|\bPENALTY\b|\bCOSTS?\b|\bCOLLECT\b/;
const MONEY = /\b([A-Z]{3}) ?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)\b/g;
const PERCENT =
  /(\d+(?:\.\d+)?) ?(?:PERCENT|PCT|%)(?: OF (?:THE )?(?:TICKETED |PUBLISHED |APPLICABLE )?(?:FARE|TICKET(?:ED)? AMOUNT|AMOUNT))?/g;
const PERS: [NonNullable<Penalty["per"]>, RegExp][] = [
  ["passenger", /\bPER (?:PASSENGER|PAX|PERSON|TRAVELL?ER)\b/],
  ["ticket", /\bPER (?:TICKET|COUPON)\b/],
  ["change", /\bPER (?:CHANGE|TRANSACTION|REISSUE)\b|\bFOR EACH CHANGE\b/],
];
const PAX_ADULT = /\bADULTS?\b|\bADT\b/;
const PAX_OTHER = /\bCHILD(?:REN)?\b|\bCHD\b|\bCNN\b|\bINFANTS?\b|\bINF\b|\bINS\b|\bYOUTH\b/;
const DIRECTION = /\b(?:FROM|ORIGINATING(?: IN| AT)?|DEPARTING) ([A-Z]{3})\b/;
const DIRECTION_UNREADABLE = /\bORIGINATING\b|\bOUTBOUND\b|\bINBOUND\b|\bRETURN TRAVEL\b/;

const decode = (s: string) =>
  s
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");

/** The rule's text line by line: block tags and <br> end a line; other tags vanish. */
function linesOf(html: string): string[] {
  return decode(
    html
      .replace(/<br\s*\/?>/gi, "\n")
      .replace(/<\/?(?:p|li|ul|ol|div)\b[^>]*>/gi, "\n")
      .replace(/<[^>]*>/g, ""),
  )
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** GDS texts are filed upper case; NDC carriers write sentences. */
const isUpperCaseFiling = (lines: string[]) => {
  const letters = lines.join("").replace(/[^A-Za-z]/g, "");
  return letters.length > 0 && letters.replace(/[^a-z]/g, "").length / letters.length < 0.05;
};

/** A sentence ends at ". " or ";" (amounts such as "800.00" keep their point). */
const sentencesOf = (line: string) =>
  line
    .split(/(?<=[.;!])\s+(?=[A-Z])|;\s*/)
    .map((s) => s.trim())
    .filter(Boolean);

type Statement =
  | { kind: "free" | "notPermitted" | "asNoShow" }
  | { kind: "fee"; amount?: number; currency?: string; percent?: number; per?: Penalty["per"] }
  | { kind: "unreadable" };

/** What one clause says a change/refund/no-show costs; null when it says nothing about cost. */
function statementOf(clause: string): Statement | null {
  if (AS_NO_SHOW.test(clause))
    return CONDITIONAL.test(clause.replace(AS_NO_SHOW, ""))
      ? { kind: "unreadable" }
      : { kind: "asNoShow" };
  const monies = [...clause.matchAll(MONEY)].filter((m) => CURRENCIES.has(m[1]!));
  const percents = [...clause.matchAll(PERCENT)];
  const notPermitted = NOT_PERMITTED.test(clause);
  const free = FREE.test(clause);
  const charge = CHARGE.test(clause) || monies.length > 0 || percents.length > 0;
  const said = [notPermitted, free, monies.length + percents.length > 0].filter(Boolean).length;
  if (said === 0) return charge ? { kind: "unreadable" } : null;
  if (said > 1 || monies.length + percents.length > 1) return { kind: "unreadable" };
  // "REISSUE OR REVALIDATION", "CANCEL OR REFUND" name one act, not a condition.
  const bare = clause.replace(
    /\b(?:REISSUE|CANCEL(?:L?ATION)?|REFUND|CHANGE|REBOOKING)S? OR (?:REVALIDATION|REFUND|CANCEL(?:L?ATION)?|REISSUE|CHANGE)S?\b/g,
    "",
  );
  if (CONDITIONAL.test(bare)) return { kind: "unreadable" };
  if (notPermitted) return { kind: "notPermitted" };
  if (free) return { kind: "free" };
  const per = PERS.find(([, re]) => re.test(clause))?.[0];
  if (monies.length === 1) {
    const [, currency, digits] = monies[0]!;
    return { kind: "fee", amount: Number(digits!.replace(/,/g, "")), currency, per };
  }
  const percent = Number(percents[0]![1]);
  if (!/\bOF\b/.test(percents[0]![0]) && !/\bFARE\b/.test(clause)) return { kind: "unreadable" };
  return { kind: "fee", percent, per };
}

/** The acts a clause names; "treated as a no-show" names the no-show only as its cost. */
const subjectsOf = (clause: string) => {
  const acts = clause.replace(AS_NO_SHOW, "");
  return SUBJECTS.filter(([, re]) => re.test(acts)).map(([subject]) => subject);
};

const timeOf = (clause: string): Time | null => {
  const found = TIMES.filter(([, re]) => re.test(clause)).map(([time]) => time);
  return found.length === 1 ? found[0]! : null;
};

function slotsFor(subject: Subject, time: Time): Slot[] {
  if (subject === "noShow") return ["noShow"];
  if (time === "before") return [`${subject}Before`];
  if (time === "after") return [`${subject}After`];
  return [`${subject}Before`, `${subject}After`];
}

type Entry = { penalty: Penalty; stated: boolean };

const samePenalty = (a: Penalty, b: Penalty) =>
  a.kind === b.kind &&
  a.amount === b.amount &&
  a.currency === b.currency &&
  a.percent === b.percent &&
  a.per === b.per;

/** Under "HIGHEST PENALTY APPLIES": the stricter of two, when they can be compared at all. */
function highest(a: Penalty, b: Penalty): Penalty {
  if (a.kind === "unknown" || b.kind === "unknown") return UNKNOWN;
  if (a.kind === "notPermitted" || b.kind === "notPermitted") return { kind: "notPermitted" };
  if (a.kind === "free") return b;
  if (b.kind === "free") return a;
  if (a.percent !== undefined && b.percent !== undefined) return a.percent >= b.percent ? a : b;
  if (a.currency && a.currency === b.currency && a.per === b.per)
    return (a.amount ?? 0) >= (b.amount ?? 0) ? a : b;
  return UNKNOWN;
}

type Found = Partial<Record<Slot, Entry[]>>;

const put = (found: Found, slot: Slot, penalty: Penalty, time: Time) =>
  (found[slot] ??= []).push({ penalty, stated: time !== "unstated" });

/** Read one city pair's penalty categories into the five slots. */
function readPair(
  pair: AirRules[number],
  found: Found,
  notes: Partial<Record<Slot, string[]>>,
): { highestApplies: boolean } {
  let highestApplies = false;
  for (const rule of pair.rules) {
    if (!PENALTY_TITLE.test(rule.title)) continue;
    const titleSubjects = subjectsOf(rule.title.toUpperCase());
    const lines = rule.paragraphs.flatMap(linesOf);
    const gds = isUpperCaseFiling(lines);
    // Headings scope what follows them in GDS texts; NDC sentences stand alone.
    // "name": under a name-change heading; what follows is not about our slots.
    let subject: Subject | "name" | null = titleSubjects.length === 1 ? titleSubjects[0]! : null;
    let time: Time = "unstated";
    let adult = true;
    let direction: "ours" | "other" | "unreadable" = "ours";
    let inNote = false;
    let last: Slot[] = [];
    const clauses = gds ? lines : lines.flatMap(sentencesOf);
    for (const raw of clauses) {
      const clause = raw
        .toUpperCase()
        .replace(/[.:]+$/, "")
        .replace(/\s*-\s*$/, "");
      if (/^[-=*. ]*$/.test(clause)) continue;
      if (/\bHIGHEST PENALTY\b|\bMOST RESTRICTIVE\b/.test(clause)) highestApplies = true;
      if (/^NOTE\b/.test(clause)) {
        inNote = true;
        continue;
      }
      const aboutName = NAME_CHANGE.test(clause);
      if (aboutName && FLIGHT_CHANGE.test(clause.replace(NAME_CHANGE, ""))) {
        // Names and dates in one clause: which one the cost is for is not clear.
        for (const slot of slotsFor("change", "any")) put(found, slot, UNKNOWN, "any");
        continue;
      }
      const subjects = aboutName ? [] : subjectsOf(clause);
      const said = statementOf(clause);
      const clauseTime = timeOf(clause);
      // A time heading closes a note block.
      if (inNote && clauseTime && !said) inNote = false;
      if (gds && inNote && subjects.length === 0 && said?.kind !== "fee") {
        for (const slot of last) (notes[slot] ??= []).push(raw);
        continue;
      }
      if (INFORMATIVE.some((re) => re.test(clause))) {
        for (const slot of last) (notes[slot] ??= []).push(raw);
        continue;
      }
      inNote = false;
      const pax = PAX_OTHER.test(clause) ? "other" : PAX_ADULT.test(clause) ? "adult" : null;
      const dir = DIRECTION.exec(clause);
      const clauseDirection = dir
        ? dir[1] === pair.departureAirportCode
          ? ("ours" as const)
          : ("other" as const)
        : DIRECTION_UNREADABLE.test(clause)
          ? ("unreadable" as const)
          : null;
      if (gds) {
        // A heading (or a line opening with its subject) scopes the lines below it.
        const leading = aboutName
          ? "name"
          : SUBJECTS.find(([, re]) => re.exec(clause)?.index === 0)?.[0];
        const heading = !said && subjects.length === 1 ? subjects[0] : leading;
        if (heading && heading !== subject) {
          subject = heading;
          time = "unstated";
          adult = true;
        }
        if (clauseTime) time = clauseTime;
        if (!said) {
          if (pax) adult = pax === "adult";
          if (clauseDirection) direction = clauseDirection;
          continue;
        }
      }
      if (!said) continue;
      if (aboutName || (subjects.length === 0 && subject === "name")) continue;
      // Under a NO-SHOW heading, "NO REFUNDS" is what the no-show costs.
      const targets: Subject[] =
        subjects.includes("noShow") || (gds && subject === "noShow")
          ? ["noShow"]
          : subjects.length
            ? subjects
            : subject && subject !== "name"
              ? [subject]
              : [];
      const when = clauseTime ?? (gds ? time : "unstated");
      const forAdult = pax ? pax === "adult" : gds ? adult : true;
      const towards = clauseDirection ?? (gds ? direction : "ours");
      if (!forAdult || towards === "other") continue;
      if (targets.length === 0) {
        // A cost we cannot place: nothing it might be about is known any more.
        for (const s of ["change", "refund", "noShow"] as const)
          for (const slot of slotsFor(s, "any")) put(found, slot, UNKNOWN, "any");
        continue;
      }
      const penalty: Penalty =
        said.kind === "unreadable" ||
        towards === "unreadable" ||
        (said.kind === "asNoShow" && targets.includes("noShow"))
          ? UNKNOWN
          : said.kind === "fee"
            ? (Object.fromEntries(
                Object.entries(said).filter(([, v]) => v !== undefined),
              ) as Penalty)
            : { kind: said.kind };
      last = targets.flatMap((target) => slotsFor(target, when));
      for (const slot of last) put(found, slot, penalty, when);
    }
  }
  return { highestApplies };
}

/** A clause naming the slot's time overrides one without a time ("changes ... after departure"). */
function settle(entries: Entry[] | undefined, highestApplies: boolean): Penalty {
  if (!entries?.length) return UNKNOWN;
  const stated = entries.filter((e) => e.stated);
  const penalties = (stated.length ? stated : entries).map((e) => e.penalty);
  const [first, ...rest] = penalties;
  if (rest.every((p) => samePenalty(p, first!))) return first!;
  return highestApplies ? rest.reduce(highest, first!) : UNKNOWN;
}

/**
 * Per city pair: change and refund before and after departure, and the no-show, as filed in the
 * pair's penalty categories (for an adult; other passenger types are in the full rules). A fee
 * given as a share of the fare keeps its percent; amounts keep the text's currency.
 */
export function summarisePenalties(airRules: AirRules): PenaltySummary[] {
  return airRules.map((pair) => {
    const found: Found = {};
    const notes: Partial<Record<Slot, string[]>> = {};
    const { highestApplies } = readPair(pair, found, notes);
    const at = (slot: Slot): Penalty => {
      const penalty = settle(found[slot], highestApplies);
      const note = notes[slot]?.join(" ");
      return note ? { ...penalty, note } : penalty;
    };
    return {
      departureAirportCode: pair.departureAirportCode,
      arrivalAirportCode: pair.arrivalAirportCode,
      change: { beforeDeparture: at("changeBefore"), afterDeparture: at("changeAfter") },
      refund: { beforeDeparture: at("refundBefore"), afterDeparture: at("refundAfter") },
      noShow: at("noShow"),
    };
  });
}

/** True when every part of every pair was understood. */
export const fullySummarised = (summaries: readonly PenaltySummary[]) =>
  summaries.length > 0 &&
  summaries.every((s) =>
    [
      s.change.beforeDeparture,
      s.change.afterDeparture,
      s.refund.beforeDeparture,
      s.refund.afterDeparture,
      s.noShow,
    ].every((p) => p.kind !== "unknown"),
  );

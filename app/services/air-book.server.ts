// The passenger form's server side (docs/behaviour.md#the-booking-flows-steps, "Temporary
// passenger list") and the booking itself, created at most once per confirmation.
import { type SignedIn } from "~/auth/guard.server";
import type { TravellerInfo } from "~/contracts/air";
import type { SessionUser } from "~/contracts/user";
import { travellersFor, upstreamPassengerType, type Traveller } from "~/domain/air/passengers";
import { nameTitles } from "~/domain/code-tables";
import { isEnvelopeError, messageFor, type Message } from "~/domain/upstream-error";
import {
  PaxListSchema,
  type PassengerDraft,
  type PassengerLabels,
  passengerLabelsWith,
  type PaxListItem,
} from "~/forms/air-passengers";
import { getLocale } from "~/i18n/i18next.server";
import { serverT } from "~/i18n/translations.server";
import { bookAir } from "~/pamhk/air.server";
import { frequentFlyerProgrammes, type CodeName } from "~/pamhk/codes.server";
import { recordActivity } from "~/services/activity.server";
import { quoteBooked } from "~/services/quote-book.server";
import { unwrap } from "~/services/upstream.server";
import { bookOnce, PAX_LIST_MAX, type AirFlow, type PaxListEntry } from "~/session/flow.server";
import { sharedStore } from "~/store/kv-store.server";

export async function passengerLabels(request: Request): Promise<PassengerLabels> {
  return passengerLabelsWith(serverT(await getLocale(request), "air"));
}

// The frequent-flyer programmes change rarely and are the same for every agent: one copy per
// language for an hour in the shared store, so every instance asks the back office once. A failed
// look-up is not kept (the next page asks again).
const PROGRAMME_TTL_SECONDS = 60 * 60;

/** The back office's frequent-flyer programmes (/codes/frequentCodes) in the agent's language. */
export async function programmeList(ctx: SignedIn): Promise<CodeName[]> {
  const locale = await getLocale(ctx.request);
  const key = `ff-programmes:${locale}`;
  const store = sharedStore();
  const cached = await store.get<CodeName[]>(key);
  if (cached) return cached;
  const list = await frequentFlyerProgrammes(ctx, locale);
  if (list.length) await store.set(key, list, PROGRAMME_TTL_SECONDS);
  return list;
}

/** The departure the birth-date bounds refer to: the first leg of the fare being booked. */
export function departureOf(flow: AirFlow): string {
  return (
    flow.bookForm?.airLowFare.airOptions[0]?.departureDateStr ||
    flow.lastSearch?.departureDate[0] ||
    ""
  );
}

export function travellersOf(flow: AirFlow): Traveller[] {
  return flow.lastSearch ? travellersFor(flow.lastSearch) : [];
}

const blank = (t: Traveller, user: SessionUser): PassengerDraft => ({
  refIndex: t.refIndex,
  passengerType: t.passengerType,
  nameTitle: undefined,
  surname: "",
  givenName: "",
  birthDate: "",
  docId: "",
  docExpiry: "",
  nationality: "",
  corpCode: "",
  // Emails and telephones default to the agent's first ones
  // (docs/behaviour.md#review-baggage-and-the-passenger-form).
  emails: user.emails[0] ? [user.emails[0].emailAddress] : [""],
  phones: user.telephones[0]
    ? [
        {
          countryAccessCode: user.telephones[0].countryAccessCode || "852",
          phoneNumber: user.telephones[0].phoneNumber,
        },
      ]
    : [],
  ffMembership: "",
  ffNumber: "",
});

/** What the form shows: the typed (or loaded) passengers, else blank blocks with the defaults. */
export function formPassengers(flow: AirFlow, user: SessionUser): PassengerDraft[] {
  const travellers = travellersOf(flow);
  return travellers.map((t, i) => flow.draft?.[i] ?? blank(t, user));
}

const str = (v: unknown) => (typeof v === "string" ? v : "");

/** A list entry placed on a traveller's block: only the person, never the type or index. */
export function fromListEntry(entry: PaxListItem, t: Traveller, user: SessionUser): PassengerDraft {
  const base = blank(t, user);
  return {
    ...base,
    nameTitle: undefined,
    surname: str(entry.surname).toUpperCase(),
    givenName: str(entry.givenName).toUpperCase(),
    birthDate: str(entry.birthDate),
    docId: str(entry.docId).toUpperCase(),
    docExpiry: str(entry.docExpiry),
    nationality: str(entry.nationality).toUpperCase(),
    corpCode: str(entry.corpCode).toUpperCase(),
    emails: entry.emails?.length ? entry.emails.slice(0, 10) : base.emails,
    phones: entry.phones?.length ? entry.phones.slice(0, 10) : base.phones,
    ffMembership: str(entry.ffMembership).toUpperCase(),
    ffNumber: str(entry.ffNumber).toUpperCase(),
  };
}

export const toListEntry = ({
  refIndex: _r,
  passengerType: _p,
  ...person
}: PassengerDraft): PaxListEntry => person;

/**
 * What the browser's passenger form holds now, read leniently (unfinished values stay as typed):
 * the temporary-list buttons submit the whole form, so loading into one block or changing the
 * list keeps the agent's edits in every other block
 * (docs/decisions/0041-passenger-form-keeps-typing.md).
 */
export function draftFromForm(
  formData: FormData,
  travellers: readonly Traveller[],
  user: SessionUser,
  current: readonly PassengerDraft[],
): PassengerDraft[] {
  return travellers.map((t, i) => {
    const prefix = `passengers[${i}].`;
    const keys = [...formData.keys()].filter((k) => k.startsWith(prefix));
    if (!keys.length) return current[i] ?? blank(t, user);
    const get = (name: string) => String(formData.get(prefix + name) ?? "").trim();
    const indexed = (pattern: RegExp) =>
      [...new Set(keys.map((k) => pattern.exec(k.slice(prefix.length))?.[1]).filter(Boolean))]
        .map(Number)
        .sort((a, b) => a - b);
    const title = get("nameTitle");
    return {
      ...fromListEntry(
        {
          surname: get("surname"),
          givenName: get("givenName"),
          birthDate: get("birthDate"),
          docId: get("docId"),
          docExpiry: get("docExpiry"),
          nationality: get("nationality"),
          corpCode: get("corpCode"),
          emails: indexed(/^emails\[(\d+)\]$/).map((j) => get(`emails[${j}]`)),
          phones: indexed(/^phones\[(\d+)\]\./).map((j) => ({
            countryAccessCode: get(`phones[${j}].countryAccessCode`),
            phoneNumber: get(`phones[${j}].phoneNumber`),
          })),
          ffMembership: get("ffMembership"),
          ffNumber: get("ffNumber"),
        },
        t,
        user,
      ),
      nameTitle: (nameTitles as readonly string[]).includes(title)
        ? (title as PassengerDraft["nameTitle"])
        : undefined,
    };
  });
}

const samePerson = (a: PaxListEntry, b: PaxListEntry) =>
  a.surname === b.surname && a.givenName === b.givenName && a.birthDate === b.birthDate;

/**
 * One traveller into the temporary list: the same person (names and birth date) is updated in
 * place; a new one is added, or "full" at 10 (the page then offers replace and remove), or put in
 * place of entry `replace`.
 */
export function withPaxEntry(
  list: readonly PaxListEntry[],
  passenger: PassengerDraft,
  replace?: number,
): PaxListEntry[] | "full" {
  const entry = toListEntry(passenger);
  const next = [...list];
  const at = next.findIndex((e) => samePerson(e, entry));
  if (at >= 0) next[at] = entry;
  else if (replace !== undefined && replace >= 0 && replace < next.length) next[replace] = entry;
  else if (next.length >= PAX_LIST_MAX) return "full";
  else next.push(entry);
  return next;
}

/** Parses a pasted list: null when it is not a JSON list of passengers; "tooMany" past 10. */
export function parsePaxJson(text: string): PaxListItem[] | null | "tooMany" {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = PaxListSchema.safeParse(json);
  if (!parsed.success) return null;
  return parsed.data.length > PAX_LIST_MAX ? "tooMany" : parsed.data;
}

export function toTravellerInfos(passengers: PassengerDraft[]): TravellerInfo[] {
  return passengers.map((p, i) => ({
    refIndex: i + 1,
    passengerType: upstreamPassengerType(p.passengerType),
    surname: p.surname,
    givenName: p.givenName,
    nameTitle: p.nameTitle ?? "",
    birthDate: p.birthDate,
    emails: p.emails.map((emailAddress) => ({ emailAddress, emailType: "HOME" })),
    telephones: p.phones.map((ph) => ({
      phoneNumber: ph.phoneNumber,
      phoneType: "MOBILE",
      countryAccessCode: ph.countryAccessCode,
      areaCityCode: "",
    })),
    documents: p.docId
      ? [
          {
            id: p.docId,
            type: "PASSPORT",
            expireDate: p.docExpiry,
            issueCountry: p.nationality,
            holderNationality: p.nationality,
          },
        ]
      : [],
    frequentCode: p.ffMembership,
    frequentNumber: p.ffNumber,
    corpCode: p.corpCode,
  }));
}

export type BookResult =
  | { ok: true; bookingId: string }
  | { ok: false; errorBox?: string; message?: Message; status: number };

/** The book call, once per confirmation token (double clicks, refreshes, back and confirm again). */
export async function bookOnceFor(
  ctx: SignedIn,
  flow: AirFlow,
  token: string,
): Promise<BookResult> {
  const form = flow.bookForm;
  if (!form || !flow.travelerInfos)
    return { ok: false, status: 409, message: { key: "error.BOOKING_SESSTION_TIMEOUT" } };
  const outcome = await bookOnce(token, async () => {
    const result = await bookAir(ctx, {
      airItineraryID: form.airItineraryRPH,
      priceInfoID: form.airPriceRPH,
      departureDateStr: departureOf(flow),
      travelerInfos: flow.travelerInfos!,
    });
    await recordActivity(ctx, {
      action: "book",
      target: { kind: "booking", id: result.ok ? result.data.bookingIdType.id : "" },
      error: result.ok ? null : result.error,
    });
    if (result.ok) {
      await quoteBooked(ctx, flow.upstreamSearchKey, result.data.bookingIdType.id);
      return { ok: true, bookingId: result.data.bookingIdType.id };
    }
    // 3/187 on book: the server's own words in a box titled Error
    // (docs/back-office.md#the-envelope-and-its-codes).
    if (isEnvelopeError(result.error, 3, 187))
      return {
        ok: false,
        status: 409,
        errorMsg: result.error.kind === "envelope" ? result.error.errorMsg : "",
      };
    if (
      result.error.kind === "envelope" &&
      result.error.errorType === 5 &&
      result.error.errorCode === 4
    )
      await unwrap(ctx, result);
    return { ok: false, status: 502, errorMsg: "", message: messageFor(result.error) };
  });
  if (outcome.ok) return outcome;
  return outcome.errorMsg
    ? { ok: false, status: outcome.status, errorBox: outcome.errorMsg }
    : { ok: false, status: outcome.status, message: outcome.message };
}

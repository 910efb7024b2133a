import { DateTime } from "luxon";
import * as z from "zod";
import type { TravellerInfo } from "../booking-types";
import type { ReviewedFare } from "./session";
import type { PassengerType } from "./types";

/**
 * Server-side checks of POST /air/book, as the real back office applies them whatever the
 * portal validated: the ids must be those of the loaded book form, the travellers must match
 * the searched passengers, and each traveller must be bookable.
 */
const text = z
  .string()
  .nullish()
  .transform((v) => (v ?? "").trim());
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .nullish()
    .transform((v) => v ?? []);

const TravellerSchema = z
  .object({
    refIndex: z.union([z.number(), z.string()]).nullish(),
    passengerType: text,
    surname: text,
    givenName: text,
    birthDate: text,
    emails: list(z.object({ emailAddress: text, emailType: text }).loose()),
    telephones: list(z.object({ phoneNumber: text, countryAccessCode: text }).loose()),
    documents: list(z.object({ id: text, expireDate: text, holderNationality: text }).loose()),
  })
  .loose();

export const BookRequestSchema = z.object({
  airItineraryID: text,
  priceInfoID: text,
  departureDateStr: text,
  travelerInfos: list(TravellerSchema),
});

export type BookRequest = z.infer<typeof BookRequestSchema>;

export type BookCheck =
  | { ok: true; travelerInfos: TravellerInfo[] }
  | { ok: false; type: 3; code: 100 | 187; message: string; fields: string[] };

export const REJECTED_SURNAME = "REJECT";

// Names as airlines accept them: Latin letters, spaces, hyphens and apostrophes.
const NAME = /^[A-Z][A-Z' -]*$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CHILD_TYPES = new Set(["CNN", "CHD", "INF"]);
const isDate = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) && DateTime.fromISO(value).isValid;
const shift = (date: string, years: number, days = 0) =>
  DateTime.fromISO(date).plus({ years, days }).toISODate() ?? "";

/** CHD is the older spelling of CNN; young adults are booked as adults. */
const priceType = (type: string): string =>
  type === "CHD" ? "CNN" : type === "YTH" ? "ADT" : type.toUpperCase();

function travellerFields(
  traveller: z.infer<typeof TravellerSchema>,
  index: number,
  departure: string,
): string[] {
  const at = (name: string) => `travelerInfos[${index}].${name}`;
  const fields: string[] = [];
  if (!NAME.test(traveller.surname)) fields.push(at("surname"));
  if (!NAME.test(traveller.givenName)) fields.push(at("givenName"));
  if (!isDate(traveller.birthDate)) fields.push(at("birthDate"));
  else {
    // docs/behaviour.md#passenger-details: children and infants up to 12 years before departure;
    // others 12 to 120 years.
    const child = CHILD_TYPES.has(traveller.passengerType.toUpperCase());
    const min = child ? shift(departure, -12, 1) : shift(departure, -120);
    const max = child ? shift(departure, 0, 1) : shift(departure, -12);
    if (traveller.birthDate < min || traveller.birthDate > max) fields.push(at("birthDate"));
  }
  traveller.emails.forEach(
    (email, i) => !EMAIL.test(email.emailAddress) && fields.push(at(`emails[${i}].emailAddress`)),
  );
  traveller.telephones.forEach(
    (phone, i) =>
      !/^\d{6,}$/.test(phone.phoneNumber) && fields.push(at(`telephones[${i}].phoneNumber`)),
  );
  traveller.documents.forEach((doc, i) => {
    const filled = [doc.id, doc.expireDate, doc.holderNationality].filter((v) => v !== "").length;
    if (filled > 0 && filled < 3) fields.push(at(`documents[${i}]`));
    if (doc.holderNationality !== "" && !/^[A-Z]{2}$/i.test(doc.holderNationality))
      fields.push(at(`documents[${i}].holderNationality`));
  });
  return fields;
}

export function checkBooking(body: BookRequest, reviewed: ReviewedFare): BookCheck {
  const fields: string[] = [];
  if (body.airItineraryID !== reviewed.airItineraryRPH) fields.push("airItineraryID");
  if (body.priceInfoID !== reviewed.airPriceRPH) fields.push("priceInfoID");
  const departure = reviewed.fare.airOptions[0].departureDateStr;
  if (body.departureDateStr !== departure) fields.push("departureDateStr");

  const travellers = body.travelerInfos;
  const wanted = reviewed.search.counts;
  const booked: Record<string, number> = {};
  for (const t of travellers)
    booked[priceType(t.passengerType)] = (booked[priceType(t.passengerType)] ?? 0) + 1;
  const types = new Set([...Object.keys(wanted), ...Object.keys(booked)]);
  if ([...types].some((type) => (wanted[type as PassengerType] ?? 0) !== (booked[type] ?? 0)))
    fields.push("travelerInfos");

  travellers.forEach((traveller, i) => fields.push(...travellerFields(traveller, i, departure)));
  const lead = travellers[0];
  if (lead && lead.emails.length === 0) fields.push("travelerInfos[0].emails");
  if (lead && lead.telephones.length === 0) fields.push("travelerInfos[0].telephones");
  if (fields.length > 0)
    return { ok: false, type: 3, code: 100, message: "Required field missing or invalid", fields };

  const rejected = travellers.find((t) => t.surname.toUpperCase() === REJECTED_SURNAME);
  if (rejected) {
    return {
      ok: false,
      type: 3,
      code: 187,
      message: `Passenger ${rejected.surname.toUpperCase()} rejected by airline: duplicate booking suspected`,
      fields: [],
    };
  }
  const travelerInfos: TravellerInfo[] = travellers.map((t, i) => ({
    ...t,
    refIndex: i + 1,
    passengerType: priceType(t.passengerType),
    surname: t.surname.toUpperCase(),
    givenName: t.givenName.toUpperCase(),
  }));
  return { ok: true, travelerInfos };
}

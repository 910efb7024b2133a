// The company's traveller directory (docs/decisions/0101-traveller-directory.md): the page model,
// add/edit/delete, the logged reveal of a document number, the record's export and erasure, and
// the look-ups other features use (getTraveller, findTravellersForForm). Every call names the
// signed-in user's company; the database module scopes every query by it.
import { randomUUID } from "node:crypto";
import type { SignedIn } from "~/auth/guard.server";
import { can } from "~/auth/permissions";
import type { SessionUser } from "~/contracts/user";
import { database } from "~/db/database.server";
import type { TravellerRow } from "~/db/schema";
import {
  deleteTravellers,
  saveTraveller,
  travellerOf,
  travellerPage,
  type TravellerWithDocuments,
} from "~/db/travellers.server";
import { TRAVELLERS_PER_PAGE } from "~/domain/travellers";
import type { TravellerInput } from "~/forms/travellers";
import { recordActivity } from "../activity.server";
import { open, seal, type KeyRing } from "./crypto.server";
import { directoryKeys } from "./keys.server";

/** The directory is off (no usable key): the page says why. */
export class DirectoryOff extends Error {
  constructor(readonly reason: "off.noKey" | "off.badKey") {
    super(`traveller directory off: ${reason}`);
    this.name = "DirectoryOff";
  }
}

function ring(): KeyRing {
  const keys = directoryKeys();
  if (!keys.on) throw new DirectoryOff(keys.reason);
  return keys.ring;
}

/** What the page may show: "full" for users who may book, names only for the others. */
export const directoryAccess = (user: SessionUser) => (can(user, "book") ? "full" : "names");

export const birthDateBinding = (travellerId: string) => `birthDate:${travellerId}`;
export const documentBinding = (documentId: string) => `document:${documentId}`;

export type TravellerCard = {
  id: string;
  name: string;
  /** Full access only. */
  details?: {
    email: string;
    telephone: string;
    nationality: string;
    documents: {
      id: string;
      type: string;
      last4: string;
      issuingCountry: string;
      expiry: string;
    }[];
    frequentFlyer: { airline: string; number: string }[];
  };
};

export const displayName = (t: Pick<TravellerRow, "surname" | "givenNames" | "title">) =>
  [[t.surname, t.givenNames].filter(Boolean).join("/"), t.title].filter(Boolean).join(" ");

const cardOf = (t: TravellerWithDocuments, full: boolean): TravellerCard => ({
  id: t.id,
  name: displayName(t),
  details: full
    ? {
        email: t.email,
        telephone: t.telephone,
        nationality: t.nationality,
        documents: t.documents.map((d) => ({
          id: d.id,
          type: d.type,
          last4: d.numberLast4,
          issuingCountry: d.issuingCountry,
          expiry: d.expiry,
        })),
        frequentFlyer: t.frequentFlyer,
      }
    : undefined,
});

export async function directoryPage(ctx: SignedIn, search: { q: string; page: number }) {
  ring();
  const access = directoryAccess(ctx.user);
  // Names only: a viewer's search never matches a document or an e-mail.
  const { rows, total, more } = await travellerPage(
    await database(),
    ctx.user.companyCode,
    search.q,
    (search.page - 1) * TRAVELLERS_PER_PAGE,
    TRAVELLERS_PER_PAGE,
    access === "full" ? "all" : "name",
  );
  return { cards: rows.map((r) => cardOf(r, access === "full")), total, more, access };
}

/** A traveller with his sealed values opened: for the edit form, the passenger form, exports. */
export type OpenedTraveller = Omit<
  TravellerRow,
  "birthDateSealed" | "searchName" | "searchGiven"
> & {
  birthDate: string;
  documents: {
    id: string;
    type: string;
    number: string;
    last4: string;
    issuingCountry: string;
    expiry: string;
  }[];
};

function opened(t: TravellerWithDocuments, keys: KeyRing): OpenedTraveller {
  const { birthDateSealed, searchName: _search, searchGiven: _given, documents, ...rest } = t;
  return {
    ...rest,
    birthDate: birthDateSealed ? open(keys, birthDateSealed, birthDateBinding(t.id)) : "",
    documents: documents.map((d) => ({
      id: d.id,
      type: d.type,
      number: open(keys, d.numberSealed, documentBinding(d.id)),
      last4: d.numberLast4,
      issuingCountry: d.issuingCountry,
      expiry: d.expiry,
    })),
  };
}

/** One of the company's travellers, opened; undefined if the company has no such traveller. */
export async function getTraveller(
  companyCode: string,
  id: string,
): Promise<OpenedTraveller | undefined> {
  const keys = ring();
  const row = await travellerOf(await database(), companyCode, id);
  return row && opened(row, keys);
}

/** The passenger form's look-up: up to 10 of the company's travellers by name. */
export async function findTravellersForForm(companyCode: string, query: string) {
  ring();
  const { rows } = await travellerPage(await database(), companyCode, query, 0, 10, "name");
  return rows.map((r) => ({ id: r.id, name: displayName(r) }));
}

/** The edit form's values: document numbers are not sent (blank keeps the stored one). */
export async function travellerForEdit(ctx: SignedIn, id: string) {
  const t = await getTraveller(ctx.user.companyCode, id);
  if (!t) return undefined;
  return {
    travellerId: t.id,
    nameTitle: t.title,
    surname: t.surname,
    givenNames: t.givenNames,
    birthDate: t.birthDate,
    gender: t.gender,
    nationality: t.nationality,
    email: t.email,
    telephone: t.telephone,
    documents: t.documents.map((d) => ({
      id: d.id,
      type: d.type,
      number: "",
      last4: d.last4,
      issuingCountry: d.issuingCountry,
      expiry: d.expiry,
    })),
    frequentFlyer: t.frequentFlyer,
    mealPreference: t.mealPreference,
    seatPreference: t.seatPreference,
    notes: t.notes,
  };
}

/** A new traveller's rows, sealed (the import writes many at once). */
export function newTravellerRows(
  companyCode: string,
  input: Omit<TravellerInput, "intent">,
  now: Date,
) {
  const keys = ring();
  const id = randomUUID();
  const documents = input.documents
    .filter((d): d is NonNullable<typeof d> => !!d?.number)
    .map((d, position) => {
      const docId = randomUUID();
      return {
        id: docId,
        travellerId: id,
        companyCode,
        position,
        type: d.type,
        numberSealed: seal(keys, d.number, documentBinding(docId)),
        numberLast4: d.number.slice(-4),
        issuingCountry: d.issuingCountry,
        expiry: d.expiry,
      };
    });
  return { row: travellerRow(keys, id, companyCode, input, now), documents };
}

/** The traveller's own row: searchable fields plain, the date of birth sealed to the row. */
function travellerRow(
  keys: ReturnType<typeof ring>,
  id: string,
  companyCode: string,
  input: Omit<TravellerInput, "intent">,
  now: Date,
) {
  return {
    id,
    companyCode,
    surname: input.surname,
    givenNames: input.givenNames,
    title: input.nameTitle,
    searchName: `${input.surname} ${input.givenNames}`.trim().toLowerCase(),
    searchGiven: input.givenNames.toLowerCase(),
    birthDateSealed: input.birthDate ? seal(keys, input.birthDate, birthDateBinding(id)) : null,
    gender: input.gender,
    nationality: input.nationality,
    email: input.email,
    telephone: input.telephone,
    frequentFlyer: input.frequentFlyer.filter(
      (f): f is { airline: string; number: string } => !!f?.airline && !!f.number,
    ),
    mealPreference: input.mealPreference,
    seatPreference: input.seatPreference,
    notes: input.notes,
    createdAt: now,
    updatedAt: now,
  };
}

/** Seals and writes; "notFound" when editing a traveller the company does not have. */
export async function saveTravellerFrom(
  user: Pick<SessionUser, "id" | "loginName" | "surname" | "givenName" | "companyCode">,
  input: Omit<TravellerInput, "intent">,
  now = new Date(),
): Promise<{ id: string } | "notFound"> {
  const keys = ring();
  const db = await database();
  const isNew = !input.travellerId;
  const id = input.travellerId || randomUUID();
  const stored = isNew ? undefined : await travellerOf(db, user.companyCode, id);
  if (!isNew && !stored) return "notFound";
  const documents = [];
  for (const [position, d] of input.documents.entries()) {
    if (!d || (!d.number && !d.id)) continue;
    const kept = d.id ? stored?.documents.find((s) => s.id === d.id) : undefined;
    if (!d.number && !kept) continue;
    const docId = kept?.id ?? randomUUID();
    documents.push({
      id: docId,
      travellerId: id,
      companyCode: user.companyCode,
      position,
      type: d.type,
      numberSealed: d.number ? seal(keys, d.number, documentBinding(docId)) : kept!.numberSealed,
      numberLast4: d.number ? d.number.slice(-4) : kept!.numberLast4,
      issuingCountry: d.issuingCountry,
      expiry: d.expiry,
    });
  }
  const saved = await saveTraveller(
    db,
    travellerRow(keys, id, user.companyCode, input, now),
    documents,
    isNew,
  );
  if (!saved) return "notFound";
  await recordActivity(
    { user },
    { action: isNew ? "travellerAdded" : "travellerEdited", target: { kind: "traveller", id } },
  );
  return { id };
}

/** Deletes (erases) one of the company's travellers; false if the company has none such. */
export async function removeTraveller(ctx: SignedIn, id: string): Promise<boolean> {
  ring();
  const [gone] = await deleteTravellers(await database(), ctx.user.companyCode, [id]);
  if (!gone) return false;
  await recordActivity(
    { user: ctx.user },
    { action: "travellerDeleted", target: { kind: "traveller", id } },
  );
  return true;
}

/** The whole number of one document, logged (who, when, which traveller). */
export async function revealDocument(ctx: SignedIn, id: string, documentId: string) {
  const t = await getTraveller(ctx.user.companyCode, id);
  const doc = t?.documents.find((d) => d.id === documentId);
  if (!doc) return undefined;
  await recordActivity(
    { user: ctx.user },
    {
      action: "travellerDocumentShown",
      target: { kind: "traveller", id },
      fields: [doc.type],
    },
  );
  return { documentId, number: doc.number };
}

/** The traveller's whole record (a data access request), logged. */
export async function exportTraveller(ctx: SignedIn, id: string) {
  const t = await getTraveller(ctx.user.companyCode, id);
  if (!t) return undefined;
  await recordActivity(
    { user: ctx.user },
    { action: "travellerExported", target: { kind: "traveller", id } },
  );
  return {
    travellerId: t.id,
    nameTitle: t.title,
    surname: t.surname,
    givenNames: t.givenNames,
    birthDate: t.birthDate,
    gender: t.gender,
    nationality: t.nationality,
    email: t.email,
    telephone: t.telephone,
    documents: t.documents.map(({ type, number, issuingCountry, expiry }) => ({
      type,
      number,
      issuingCountry,
      expiry,
    })),
    frequentFlyer: t.frequentFlyer,
    mealPreference: t.mealPreference,
    seatPreference: t.seatPreference,
    notes: t.notes,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
  };
}

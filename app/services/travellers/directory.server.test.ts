import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SignedIn } from "~/auth/guard.server";
import { closeDatabase, database } from "~/db/database.server";
import { activityEvents, travellerDocuments, travellers } from "~/db/schema";
import { activityWritten, stopActivityJobs } from "../activity.server";
import { dataKey, keyIdOf, keyRing } from "./crypto.server";
import {
  directoryPage,
  exportTraveller,
  findTravellersForForm,
  getTraveller,
  removeTraveller,
  revealDocument,
  saveTravellerFrom,
} from "./directory.server";
import { directoryKeys } from "./keys.server";
import { purgeUnusedTravellers, rekeyTravellers } from "./upkeep.server";

const agent = (companyCode: string, bookingAgent = true) =>
  ({
    user: {
      id: `u-${companyCode}`,
      loginName: `agent-${companyCode}`,
      surname: "Lee",
      givenName: "Amy",
      companyCode,
      bookingAgent,
    },
  }) as unknown as SignedIn;

const person = (surname: string, number: string, email = "") => ({
  travellerId: "",
  nameTitle: "MR" as const,
  surname,
  givenNames: "Tai Man",
  birthDate: "1980-02-03",
  gender: "M" as const,
  nationality: "HK",
  email,
  telephone: "",
  documents: [{ id: "", type: "PP" as const, number, issuingCountry: "HK", expiry: "2031-01-01" }],
  frequentFlyer: [{ airline: "CX", number: "1234567" }],
  mealPreference: "",
  seatPreference: "aisle",
  notes: "",
});

let chanId = "";

beforeAll(async () => {
  await database();
  const saved = await saveTravellerFrom(agent("C1").user, person("Chan", "K1234567"));
  if (saved === "notFound") throw new Error("not saved");
  chanId = saved.id;
  await saveTravellerFrom(agent("C1").user, person("Wong", "P9990001", "wong@example.com"));
  await saveTravellerFrom(agent("C2").user, person("Chan", "Z0004567"));
}, 120_000);

afterAll(async () => {
  await stopActivityJobs();
  await closeDatabase();
});

describe("the traveller directory", () => {
  it("keeps the document number and the birth date sealed, the last 4 in the clear", async () => {
    const db = await database();
    const [row] = await db.select().from(travellers).where(eq(travellers.id, chanId));
    const [doc] = await db
      .select()
      .from(travellerDocuments)
      .where(eq(travellerDocuments.travellerId, chanId));
    expect(row.birthDateSealed).not.toContain("1980");
    expect(doc.numberSealed).not.toContain("K1234567");
    expect(doc.numberLast4).toBe("4567");
    expect((await getTraveller("C1", chanId))?.documents[0].number).toBe("K1234567");
  });

  it("searches by name, last 4 and e-mail within the company only", async () => {
    const names = async (q: string, who = agent("C1")) =>
      (await directoryPage(who, { q, page: 1 })).cards.map((c) => c.name);
    expect(await names("chan")).toEqual(["Chan/Tai Man MR"]);
    expect(await names("4567")).toEqual(["Chan/Tai Man MR"]);
    expect(await names("wong@")).toEqual(["Wong/Tai Man MR"]);
    expect(await names("")).toHaveLength(2);
    expect(await names("chan", agent("C2"))).toEqual(["Chan/Tai Man MR"]);
    expect(await names("0001", agent("C2"))).toEqual([]);
    expect(await getTraveller("C2", chanId)).toBeUndefined();
    expect(await findTravellersForForm("C2", "wong")).toEqual([]);
  });

  it("shows viewers names only and never matches a document for them", async () => {
    const page = await directoryPage(agent("C1", false), { q: "", page: 1 });
    expect(page.access).toBe("names");
    expect(page.cards.every((c) => c.details === undefined)).toBe(true);
    expect((await directoryPage(agent("C1", false), { q: "4567", page: 1 })).cards).toEqual([]);
  });

  it("logs a reveal and an export, and refuses another company's", async () => {
    const t = await getTraveller("C1", chanId);
    const shown = await revealDocument(agent("C1"), chanId, t!.documents[0].id);
    expect(shown?.number).toBe("K1234567");
    expect(await revealDocument(agent("C2"), chanId, t!.documents[0].id)).toBeUndefined();
    expect((await exportTraveller(agent("C1"), chanId))?.documents[0].number).toBe("K1234567");
    expect(await exportTraveller(agent("C2"), chanId)).toBeUndefined();
    await activityWritten();
    const events = await (
      await database()
    )
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.targetId, chanId));
    expect(events.map((e) => [e.action, e.userLogin, e.companyCode])).toEqual(
      expect.arrayContaining([
        ["travellerDocumentShown", "agent-C1", "C1"],
        ["travellerExported", "agent-C1", "C1"],
      ]),
    );
    expect(events.some((e) => e.companyCode === "C2")).toBe(false);
  });

  it("keeps a document number left blank on edit, and refuses editing another company's", async () => {
    const t = await getTraveller("C1", chanId);
    const edit = {
      ...person("Chan", ""),
      travellerId: chanId,
      givenNames: "Siu Ming",
      documents: [{ ...t!.documents[0], type: "PP" as const, number: "" }],
    };
    expect(await saveTravellerFrom(agent("C2").user, edit)).toBe("notFound");
    expect(await saveTravellerFrom(agent("C1").user, edit)).toEqual({ id: chanId });
    const after = await getTraveller("C1", chanId);
    expect(after?.givenNames).toBe("Siu Ming");
    expect(after?.documents[0].number).toBe("K1234567");
  });

  it("deletes travellers unused for the retention period, with an event each", async () => {
    const db = await database();
    const saved = await saveTravellerFrom(
      agent("C1").user,
      person("Old", "OLD00001"),
      new Date(Date.now() - 1100 * 86_400_000),
    );
    if (saved === "notFound") throw new Error("not saved");
    expect(await purgeUnusedTravellers(db)).toBe(1);
    expect(await getTraveller("C1", saved.id)).toBeUndefined();
    expect(await getTraveller("C1", chanId)).toBeDefined();
    await activityWritten();
    const [event] = await db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.targetId, saved.id))
      .orderBy(activityEvents.occurredAt);
    expect(event).toBeDefined();
    const events = await db
      .select()
      .from(activityEvents)
      .where(eq(activityEvents.targetId, saved.id));
    expect(events.map((e) => e.action)).toContain("travellerExpired");
  });

  it("erases a traveller of the company only", async () => {
    expect(await removeTraveller(agent("C2"), chanId)).toBe(false);
    expect(await removeTraveller(agent("C1"), chanId)).toBe(true);
    expect(await getTraveller("C1", chanId)).toBeUndefined();
  });
  // Last: afterwards the environment's key no longer opens the rows.
  it("moves every sealed value to a new key while an agent keeps editing", async () => {
    const db = await database();
    const old = directoryKeys();
    if (!old.on) throw new Error("no key");
    const next = keyRing(dataKey(randomBytes(32).toString("base64")), [old.ring.current]);
    const editing = saveTravellerFrom(agent("C1").user, person("Ho", "H7654321"));
    const result = await rekeyTravellers(db, next);
    await editing;
    // The traveller saved during the rekey may still be under the old key: a second run moves it.
    await rekeyTravellers(db, next);
    const docs = await db.select().from(travellerDocuments);
    const people = await db.select().from(travellers);
    expect(result.moved).toBeGreaterThan(0);
    expect(docs.every((d) => keyIdOf(d.numberSealed) === next.current.id)).toBe(true);
    expect(
      people.every((p) => !p.birthDateSealed || keyIdOf(p.birthDateSealed) === next.current.id),
    ).toBe(true);
  });
});

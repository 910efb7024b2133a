import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingNotesOf, editNote, insertNote } from "./activity.server";
import { openDatabase, type Database } from "./database.server";
import { DatabaseFailure } from "./failure";
import type { NoteRow } from "./schema";

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openDatabase({ dir: "memory://" }));
}, 120_000);

afterAll(() => close());

const note = (over: Partial<NoteRow>): NoteRow => ({
  id: "n1",
  companyCode: "C1",
  bookingId: "B1",
  authorId: "u1",
  authorLogin: "agent",
  authorName: "CHAN TAI MAN",
  authorCompany: null,
  body: "first",
  createdAt: new Date(),
  editedAt: null,
  ...over,
});

describe("editing a note", () => {
  it("changes it only on the booking it was written on", async () => {
    await insertNote(db, note({ id: "n-own" }));
    const edit = { id: "n-own", companyCode: "C1", authorId: "u1", since: new Date(0) };
    expect(await editNote(db, { ...edit, bookingId: "B2", body: "moved?", at: new Date() })).toBe(
      false,
    );
    expect(await bookingNotesOf(db, "C1", "B2")).toEqual([]);
    const [kept] = await bookingNotesOf(db, "C1", "B1");
    expect(kept).toMatchObject({ id: "n-own", body: "first", editedAt: null });
    expect(await editNote(db, { ...edit, bookingId: "B1", body: "second", at: new Date() })).toBe(
      true,
    );
    expect((await bookingNotesOf(db, "C1", "B1"))[0]).toMatchObject({ body: "second" });
  });
});

describe("a failed query", () => {
  it("names the operation, the table and the code, never a value", async () => {
    const down = await openDatabase({ dir: "memory://" });
    await down.close();
    const secret = "Traveller asked for a wheelchair, passport E1234567";
    const failed = await insertNote(
      down.db,
      note({ id: "n-down", body: secret, authorLogin: "mei.login", authorName: "WONG MEI LING" }),
    ).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(DatabaseFailure);
    expect(failed).toMatchObject({ operation: "insert", table: "booking_notes" });
    // What pino writes for it, cause chain included.
    const lines: string[] = [];
    const logger = pino({}, { write: (line: string) => void lines.push(line) });
    logger.error({ err: failed }, (failed as Error).message);
    const written = lines.join("\n");
    expect(written).toContain("booking_notes");
    for (const value of [secret, "E1234567", "mei.login", "WONG MEI LING", "n-down"])
      expect(written).not.toContain(value);
  }, 120_000);
});

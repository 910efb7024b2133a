import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDatabase, database } from "~/db/database.server";
import { stopActivityJobs } from "../activity.server";
import { directoryPage, getTraveller } from "./directory.server";
import { importTravellers, parseCsv } from "./import.server";

const user = {
  id: "u1",
  loginName: "agent",
  surname: "Lee",
  givenName: "Amy",
  companyCode: "IMP",
  bookingAgent: true,
};

beforeAll(() => database(), 120_000);

afterAll(async () => {
  await stopActivityJobs();
  await closeDatabase();
});

describe("importing travellers", () => {
  it("reads quoted CSV fields, doubled quotes and CRLF", () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
    ]);
  });

  it("writes the good rows and reports each refused one with its problems", async () => {
    const rows = parseCsv(
      [
        "surname,givenNames,birthDate,email,docNumber,docCountry,docExpiry,ffAirline,ffNumber",
        "Chan,Tai Man,1980-02-03,chan@example.com,K1234567,HK,2031-01-01,CX,123",
        ",No Surname,1980-02-03,,,,,,",
        "Wong,Bad Mail,1980-02-03,not-an-email,,,,,",
        "Ho,Half FF,,,,,,CX,",
      ].join("\n"),
    );
    const report = await importTravellers({ user } as never, rows);
    expect(report).toMatchObject({ ok: true, imported: 1 });
    if (!report.ok) return;
    expect(report.refused.map((r) => r.row)).toEqual([3, 4, 5]);
    expect(report.refused[1].problems.join()).toContain("validation.EMAIL_FORMAT");
    const [card] = (await directoryPage({ user } as never, { q: "chan", page: 1 })).cards;
    expect(card.details?.documents[0].last4).toBe("4567");
    expect((await getTraveller("IMP", card.id))?.documents[0].number).toBe("K1234567");
  });

  it("refuses a file without a surname column", async () => {
    expect(await importTravellers({ user } as never, [["name"], ["x"]])).toEqual({
      ok: false,
      error: "badFile",
    });
  });
});

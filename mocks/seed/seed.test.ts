import { describe, expect, it } from "vitest";
import { findAirline, SEED_AIRLINES } from "./airlines";
import { findAirport, greatCircleKm, SEED_AIRPORTS } from "./airports";
import { SEED_COUNTRIES } from "./countries";
import { SEED_COMPANIES, SEED_USERS } from "./users";

const LANGS = ["en", "zhCN", "zhHK"] as const;

describe("airports", () => {
  it("has at least 80 unique airports, including the ones the spec names", () => {
    expect(SEED_AIRPORTS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(SEED_AIRPORTS.map((a) => a.code)).size).toBe(SEED_AIRPORTS.length);
    for (const code of [
      "HKG",
      "PEK",
      "PVG",
      "CAN",
      "TPE",
      "NRT",
      "ICN",
      "SIN",
      "BKK",
      "SYD",
      "LHR",
      "CDG",
      "FRA",
      "DXB",
      "DOH",
      "JFK",
      "LAX",
    ]) {
      expect(findAirport(code), code).toBeDefined();
    }
  });

  it("covers every region", () => {
    const zones = new Set(SEED_AIRPORTS.map((a) => a.timeZone.split("/")[0]));
    expect([...zones]).toEqual(
      expect.arrayContaining(["Asia", "Europe", "America", "Africa", "Australia", "Pacific"]),
    );
    expect(
      SEED_AIRPORTS.filter((a) => ["AE", "QA", "SA", "IL", "BH", "OM"].includes(a.countryCode))
        .length,
    ).toBeGreaterThan(3);
  });

  it("has valid coordinates, IANA zones, countries and names in three languages", () => {
    const countries = new Set(SEED_COUNTRIES.map((c) => c.code));
    for (const airport of SEED_AIRPORTS) {
      expect(Math.abs(airport.latitude)).toBeLessThanOrEqual(90);
      expect(Math.abs(airport.longitude)).toBeLessThanOrEqual(180);
      expect(
        () => new Intl.DateTimeFormat("en", { timeZone: airport.timeZone }),
        airport.code,
      ).not.toThrow();
      expect(countries.has(airport.countryCode), airport.code).toBe(true);
      for (const lang of LANGS) {
        expect(airport.name[lang], `${airport.code} ${lang}`).not.toBe("");
        expect(airport.cityName[lang], `${airport.code} ${lang}`).not.toBe("");
      }
      expect(airport.name.zhCN).toMatch(/\p{Script=Han}/u);
      expect(airport.name.zhHK).toMatch(/\p{Script=Han}/u);
    }
  });

  it("measures great-circle distances", () => {
    const km = (a: string, b: string) => greatCircleKm(findAirport(a)!, findAirport(b)!);
    expect(km("HKG", "LHR")).toBeGreaterThan(9550);
    expect(km("HKG", "LHR")).toBeLessThan(9700);
    expect(km("JFK", "LAX")).toBeGreaterThan(3950);
    expect(km("JFK", "LAX")).toBeLessThan(4000);
    expect(km("SYD", "SYD")).toBe(0);
    expect(km("HKG", "SIN")).toBeCloseTo(km("SIN", "HKG"), 6);
  });
});

describe("airlines", () => {
  it("has at least 24 unique airlines; exactly the spec's NDC sources are NDC", () => {
    expect(SEED_AIRLINES.length).toBeGreaterThanOrEqual(24);
    expect(new Set(SEED_AIRLINES.map((a) => a.code)).size).toBe(SEED_AIRLINES.length);
    const ndc = SEED_AIRLINES.filter((a) => a.ndc)
      .map((a) => a.code)
      .sort();
    expect(ndc).toEqual(["A3", "AA", "AM", "BA", "CX", "EK", "HA", "LH", "QR", "SQ"]);
    expect(SEED_AIRLINES.filter((a) => !a.ndc).length).toBeGreaterThanOrEqual(14);
  });

  it("has hubs that are seeded airports and names in three languages", () => {
    for (const airline of SEED_AIRLINES) {
      expect(findAirport(airline.hub), `${airline.code} hub ${airline.hub}`).toBeDefined();
      for (const lang of LANGS) expect(airline.name[lang]).not.toBe("");
    }
    expect(findAirline("cx")?.frequentFlyer).toBe("Asia Miles");
  });
});

describe("countries", () => {
  it("lists the 249 ISO 3166 codes with CLDR names", () => {
    expect(SEED_COUNTRIES).toHaveLength(249);
    const jp = SEED_COUNTRIES.find((c) => c.code === "JP");
    expect(jp?.name).toEqual({ en: "Japan", zhCN: "日本", zhHK: "日本" });
    for (const country of SEED_COUNTRIES) expect(country.name.en).not.toBe(country.code);
  });
});

describe("users", () => {
  const table = {
    agent: { password: "Agent1234", company: "HBT", permissions: ["13", "15", "20", "22", "26"] },
    admin: {
      password: "Admin1234",
      company: "HBT",
      permissions: ["11", "12", "13", "15", "20", "22", "24", "25"],
    },
    sysadmin: { password: "Sysadmin1234", company: "OPS", permissions: ["10"] },
    viewer: { password: "Viewer1234", company: "HBT", permissions: ["26"] },
    pnragent: {
      password: "Pnragent1234",
      company: "KLT",
      permissions: ["13", "15", "20", "22", "23"],
    },
  };

  it("matches the docs/back-office.md#what-the-simulator-lets-tests-provoke table", () => {
    expect(SEED_USERS.map((u) => u.loginName).sort()).toEqual(Object.keys(table).sort());
    for (const user of SEED_USERS) {
      const row = table[user.loginName as keyof typeof table];
      expect(user.password).toBe(row.password);
      expect(user.companyCode).toBe(row.company);
      expect(user.permissions).toEqual(row.permissions);
      expect(user.password).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/);
    }
    const flags = (login: string) => {
      const u = SEED_USERS.find((x) => x.loginName === login)!;
      return [u.bookingAgent, u.ticketingAgent, u.customerAdmin, u.systemAdmin, u.pnrOrderAgent];
    };
    expect(flags("agent")).toEqual([true, true, false, false, false]);
    expect(flags("admin")).toEqual([true, true, true, false, false]);
    expect(flags("sysadmin")).toEqual([true, true, true, true, true]);
    expect(flags("viewer")).toEqual([false, false, false, false, false]);
    expect(flags("pnragent")).toEqual([true, true, false, false, true]);
    const companies = Object.fromEntries(SEED_COMPANIES.map((c) => [c.companyCode, c.companyName]));
    expect(companies).toEqual({
      HBT: "Harbour Travel Ltd",
      KLT: "Kowloon Tours Co",
      OPS: "Portal Operations",
    });
  });

  it("gives every user a distinct id, an e-mail, a Hong Kong telephone; agent has unread messages", () => {
    expect(new Set(SEED_USERS.map((u) => u.id)).size).toBe(SEED_USERS.length);
    const emails = SEED_USERS.flatMap((u) => u.emails.map((e) => e.emailAddress.toLowerCase()));
    expect(new Set(emails).size).toBe(emails.length);
    for (const user of SEED_USERS) {
      expect(user.id).not.toBe(user.loginName);
      expect(user.emails.length).toBeGreaterThan(0);
      expect(user.telephones[0]).toMatchObject({
        countryAccessCode: "852",
        phoneNumber: expect.stringMatching(/^\d{8}$/),
      });
    }
    expect(SEED_USERS.find((u) => u.loginName === "agent")?.unReadMessageCount).toBeGreaterThan(0);
  });
});

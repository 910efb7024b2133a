import { describe, expect, it } from "vitest";
import { parseLang } from "../lang";
import { codeOf, UpstreamClient, useSimulator } from "../test-support";

useSimulator();

type Named = { code: string; name: string; cityName?: string; countryCode?: string };

async function list(path: string, field: string): Promise<Named[]> {
  const body = await new UpstreamClient().get(path);
  expect(codeOf(body)).toBe("0/0");
  return body[field] as Named[];
}

const airports = (keyword: string, lang?: string) =>
  list(
    `/pamhkapi/codes/airportCodesByKeyword?keyword=${encodeURIComponent(keyword)}${lang ? `&lang=${lang}` : ""}`,
    "airportCodes",
  );

describe("airport suggestions", () => {
  it("finds by city in English, best match first", async () => {
    const hong = await airports("hong");
    expect(hong[0]).toEqual({
      code: "HKG",
      name: "Hong Kong International Airport",
      cityName: "Hong Kong",
      countryCode: "HK",
    });
    const lon = await airports("lon", "en_us");
    expect(lon.slice(0, 2).map((airport) => airport.code)).toEqual(["LHR", "LGW"]);
  });

  it("finds by Chinese names and answers in the requested language", async () => {
    expect((await airports("香港", "zh_HK"))[0]).toMatchObject({
      code: "HKG",
      name: "香港國際機場",
      cityName: "香港",
    });
    expect((await airports("香港", "zh_CN"))[0]).toMatchObject({
      code: "HKG",
      name: "香港国际机场",
    });
    expect((await airports("伦敦", "zh_CN"))[0]).toMatchObject({ code: "LHR", cityName: "伦敦" });
    expect((await airports("倫敦", "zh_HK"))[0]).toMatchObject({
      code: "LHR",
      name: "倫敦希斯路機場",
    });
  });

  it("also matches English while answering in Chinese", async () => {
    expect((await airports("london", "zh_HK"))[0]).toMatchObject({ code: "LHR", cityName: "倫敦" });
  });

  it("puts the exact code first, folds diacritics, caps at 20, and ignores an empty keyword", async () => {
    expect((await airports("sin"))[0].code).toBe("SIN");
    expect((await airports("CAN"))[0].code).toBe("CAN");
    expect((await airports("sao paulo"))[0].code).toBe("GRU");
    expect(await airports("a")).toHaveLength(20);
    expect(await airports("  ")).toEqual([]);
    expect(await airports("zzzz")).toEqual([]);
  });
});

describe("airline suggestions", () => {
  it("matches code and names in both languages on both endpoints", async () => {
    expect(
      (await list("/pamhkapi/codes/airlineAutocomplete?keyword=cathay", "airlineCodes"))[0],
    ).toEqual({ code: "CX", name: "Cathay Pacific" });
    expect(
      (
        await list(
          "/pamhkapi/codes/airlineCodes?keyword=%E5%9B%BD%E6%B3%B0&lang=zh_CN",
          "airlineCodes",
        )
      )[0],
    ).toEqual({ code: "CX", name: "国泰航空" });
    expect(
      (await list("/pamhkapi/codes/airlineAutocomplete?keyword=sq&lang=zh_HK", "airlineCodes"))[0],
    ).toEqual({ code: "SQ", name: "新加坡航空" });
  });

  it("lists every airline without a keyword", async () => {
    const all = await list("/pamhkapi/codes/airlineCodes", "airlineCodes");
    expect(all.length).toBeGreaterThanOrEqual(24);
    expect(all.map((airline) => airline.code)).toEqual(
      expect.arrayContaining(["SQ", "CX", "BA", "LH", "EK", "AM", "HA", "QR", "A3", "AA"]),
    );
  });

  it("lists frequent-flyer programmes", async () => {
    expect(await list("/pamhkapi/codes/frequentCodes", "frequentCodes")).toContainEqual({
      code: "CX",
      name: "Asia Miles",
    });
  });
});

describe("country suggestions", () => {
  it("autocompletes in three languages", async () => {
    expect(
      (await list("/pamhkapi/codes/countryAutocomplete?keyword=japan", "countryCodes"))[0],
    ).toEqual({ code: "JP", name: "Japan" });
    expect(
      (
        await list(
          "/pamhkapi/codes/countryAutocomplete?keyword=%E6%97%A5%E6%9C%AC&lang=zh_CN",
          "countryCodes",
        )
      )[0],
    ).toEqual({ code: "JP", name: "日本" });
    expect(
      (
        await list("/pamhkapi/codes/countryAutocomplete?keyword=hong&lang=zh_HK", "countryCodes")
      )[0],
    ).toMatchObject({ code: "HK", name: expect.stringContaining("香港") });
    expect(
      (await list("/pamhkapi/codes/countryAutocomplete?keyword=gb", "countryCodes"))[0].code,
    ).toBe("GB");
  });

  it("lists all ISO countries sorted by name", async () => {
    const all = await list("/pamhkapi/codes/countryCodes?lang=en_us", "countryCodes");
    expect(all).toHaveLength(249);
    expect(all[0]).toEqual({ code: "AF", name: "Afghanistan" });
    expect(
      (await list("/pamhkapi/codes/countryCodes?lang=zh_HK", "countryCodes")).find(
        (c) => c.code === "GB",
      )?.name,
    ).toBe("英國");
  });
});

describe("lookups by code", () => {
  it("returns an airline and an airport in the requested language", async () => {
    const client = new UpstreamClient();
    expect(
      (await client.get("/pamhkapi/codes/getAirlineCodeByCode?code=cx&lang=zh_HK")).airline,
    ).toEqual({ code: "CX", name: "國泰航空" });
    expect((await client.get("/pamhkapi/codes/getAirportCodeByCode?code=NRT")).airport).toEqual({
      code: "NRT",
      name: "Narita International Airport",
      cityName: "Tokyo",
      countryCode: "JP",
    });
  });

  it("answers 3/404 'not found' for an unknown code", async () => {
    const client = new UpstreamClient();
    const airline = await client.get("/pamhkapi/codes/getAirlineCodeByCode?code=ZZ");
    expect(codeOf(airline)).toBe("3/404");
    expect(airline.errorCode.errorMsg).toBe("not found");
    expect(codeOf(await client.get("/pamhkapi/codes/getAirportCodeByCode?code=XXX"))).toBe("3/404");
  });
});

describe("parseLang", () => {
  it("maps the portal's lang values, English otherwise", () => {
    expect([
      parseLang("zh_CN"),
      parseLang("zh_HK"),
      parseLang("en_us"),
      parseLang(null),
      parseLang("fr"),
    ]).toEqual(["zhCN", "zhHK", "en", "en", "en"]);
  });
});

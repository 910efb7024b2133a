import { describe, expect, it } from "vitest";
import { AIRLINE_NAME_MAX, airlineTitle, bookedNameDiffers, toAirlineName } from "./airline-name";

const adult = (surname: string, givenName: string, title = "MR") =>
  toAirlineName({ surname, givenName, title, passengerType: "ADT" });

describe("the airline's form of a name", () => {
  it.each([
    // [surname, given names, title, passenger type, airline's form, changed beyond case/spaces]
    ["Szeto", "Tai Man Peter", "MR", "ADT", "SZETO/TAI MAN PETER MR", false],
    ["chan", "tai man", "MR", "ADT", "CHAN/TAI MAN MR", false],
    ["Au-Yeung", "Wing Sze", "MS", "ADT", "AUYEUNG/WING SZE MS", true],
    ["Au Yeung", "Ka Ho", "MR", "ADT", "AUYEUNG/KA HO MR", false],
    ["Sze-To", "Siu Ming", "MRS", "ADT", "SZETO/SIU MING MRS", true],
    ["Ou Yang", "Xiu", "MS", "ADT", "OUYANG/XIU MS", false],
    ["García López", "María José", "MS", "ADT", "GARCIALOPEZ/MARIA JOSE MS", true],
    ["Fernández de Córdoba", "Juan", "MR", "ADT", "FERNANDEZDECORDOBA/JUAN MR", true],
    ["O'Neil", "Mary-Jane", "MS", "ADT", "ONEIL/MARYJANE MS", true],
    ["D’Angelo", "Luca", "MR", "ADT", "DANGELO/LUCA MR", true],
    ["O", "Min", "MR", "ADT", "OO/MIN MR", true],
    ["Ng", "Wai", "MR", "ADT", "NG/WAI MR", false],
    ["Müller", "Jürgen", "DR", "ADT", "MULLER/JURGEN DR", true],
    ["Straße", "Jörg", "MR", "ADT", "STRASSE/JORG MR", true],
    ["Nguyễn", "Thị Minh Khai", "MS", "ADT", "NGUYEN/THI MINH KHAI MS", true],
    ["Łukasiewicz", "Paweł", "MR", "ADT", "LUKASIEWICZ/PAWEL MR", true],
    ["Søgaard", "Bjørn", "MR", "ADT", "SOGAARD/BJORN MR", true],
    ["van der Berg", "Anneke", "MRS", "ADT", "VANDERBERG/ANNEKE MRS", false],
    ["Lee", "Siu Fung", "MR", "CNN", "LEE/SIU FUNG MSTR", false],
    ["Lee", "Mei", "MS", "CHD", "LEE/MEI MISS", false],
    ["Lee", "Bo", "MSTR", "INF", "LEE/BO MSTR", false],
    ["Wong", "Anna", "MISS", "ADT", "WONG/ANNA MS", false],
    ["Smith", "John", "", "ADT", "SMITH/JOHN", false],
    ["Chan", "", "MR", "ADT", "CHAN/MR", false],
  ])("%s / %s (%s, %s) -> %s", (surname, givenName, title, passengerType, text, changed) => {
    const name = toAirlineName({ surname, givenName, title, passengerType });
    expect(name.text).toBe(text);
    expect(name.changed).toBe(changed);
    expect(name.shortened).toBe(false);
  });

  it("cuts very long given names first and keeps 49 characters with the title", () => {
    const name = adult(
      "Wolfeschlegelsteinhausen",
      "Hubert Blaine Adolph Charles David Earl Frederick",
    );
    expect(name.text).toBe("WOLFESCHLEGELSTEINHAUSEN/HUBERT BLAINE ADOLPH MR");
    expect(name.text.length).toBeLessThanOrEqual(AIRLINE_NAME_MAX);
    expect(name.shortened).toBe(true);
    expect(name.changed).toBe(true);
  });

  it("cuts the surname only when it alone passes the limit", () => {
    const surname = "A".repeat(60);
    const name = adult(surname, "Bo");
    expect(name.text).toBe(`${"A".repeat(46)}/MR`);
    expect(name.text.length).toBe(AIRLINE_NAME_MAX);
    expect(name.shortened).toBe(true);
  });

  it("a name exactly at the limit is not cut", () => {
    const name = adult("A".repeat(30), "B".repeat(15));
    expect(name.text.length).toBe(49);
    expect(name.shortened).toBe(false);
  });

  it("drops digits and marks the airline cannot take, and says so", () => {
    expect(adult("Chan 2", "Tai.Man")).toEqual({
      text: "CHAN/TAIMAN MR",
      changed: true,
      shortened: false,
    });
  });

  it("has nothing to show without a surname", () => {
    expect(adult("", "Tai Man").text).toBe("");
    expect(adult("'-", "Tai Man").text).toBe("");
  });

  it("gives children and adults the titles of their type", () => {
    expect(airlineTitle("MRS", "CNN")).toBe("MISS");
    expect(airlineTitle("DR", "INF")).toBe("");
    expect(airlineTitle("MSTR", "ADT")).toBe("MR");
    expect(airlineTitle("rev", "ADT")).toBe("REV");
    expect(airlineTitle(undefined, "ADT")).toBe("");
  });

  it("compares a booked name with a kept one in the airline's form", () => {
    const kept = { surname: "Au-Yeung", givenName: "Wing Sze" };
    expect(bookedNameDiffers({ surname: "AU YEUNG", givenName: "wing sze" }, kept)).toBe(false);
    expect(bookedNameDiffers({ surname: "AUYEUNG", givenName: "WING SZE" }, kept)).toBe(false);
    expect(bookedNameDiffers({ surname: "YEUNG", givenName: "WING SZE" }, kept)).toBe(true);
  });
});

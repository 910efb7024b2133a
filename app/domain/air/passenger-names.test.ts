import { describe, expect, it } from "vitest";
import { airlineName, nameIsAdjusted } from "./passenger-names";

describe("airline names (ICAO 9303)", () => {
  it("drops apostrophes and accents, turns hyphens into spaces, upper-cases", () => {
    expect(airlineName("O'Neil")).toBe("ONEIL");
    expect(airlineName("O’Neil")).toBe("ONEIL");
    expect(airlineName("Smith-Jones")).toBe("SMITH JONES");
    expect(airlineName("  José  María ")).toBe("JOSE MARIA");
    expect(airlineName("Chan")).toBe("CHAN");
  });

  it("says when the sent name differs from what was typed", () => {
    expect(nameIsAdjusted("O'Neil")).toBe(true);
    expect(nameIsAdjusted("chan tai man")).toBe(false);
  });
});

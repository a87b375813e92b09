import { describe, expect, it } from "vitest";
import { COUNTRY_CODES, countryNames, DEFAULT_COUNTRY_CODE, formatPhoneAnswer, isValidPhone, parsePhoneAnswer } from "./phone";

describe("COUNTRY_CODES", () => {
  it("starts with +1 United States and offers about 45 countries", () => {
    expect(COUNTRY_CODES[0]).toEqual({ iso: "US", name: "United States", dial: "+1" });
    expect(DEFAULT_COUNTRY_CODE).toBe(COUNTRY_CODES[0]);
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(40);
    expect(COUNTRY_CODES.length).toBeLessThanOrEqual(50);
  });

  it("has unique ISO codes and well-formed dial codes", () => {
    expect(new Set(COUNTRY_CODES.map((c) => c.iso)).size).toBe(COUNTRY_CODES.length);
    for (const c of COUNTRY_CODES) {
      expect(c.iso).toMatch(/^[A-Z]{2}$/);
      expect(c.dial).toMatch(/^\+\d{1,4}$/);
      expect(c.name.trim()).not.toBe("");
    }
  });
});

describe("countryNames", () => {
  it("names every country in the page's language by the runtime's region names", () => {
    const german = countryNames("de");
    expect(german.get("DE")).toBe("Deutschland");
    expect(german.get("US")).toBe("Vereinigte Staaten");
    expect(countryNames("es").get("MX")).toBe("México");
    expect(countryNames("fr").get("BR")).toBe("Brésil");
    expect(countryNames("pt").get("DE")).toBe("Alemanha");
    expect(countryNames("en").get("US")).toBe("United States");
    expect([...german.keys()]).toEqual(COUNTRY_CODES.map((c) => c.iso));
  });

  it("keeps the English names for a tag the runtime cannot read", () => {
    expect(countryNames("not a language").get("US")).toBe("United States");
  });
});

describe("isValidPhone", () => {
  it("us: exactly 10 digits, separators ignored", () => {
    expect(isValidPhone("us", "5551234567")).toBe(true);
    expect(isValidPhone("us", "(555) 123-4567")).toBe(true);
    expect(isValidPhone("us", "555123456")).toBe(false);
    expect(isValidPhone("us", "55512345678")).toBe(false);
  });

  it("international: 7 to 15 digits", () => {
    expect(isValidPhone("international", "123456")).toBe(false);
    expect(isValidPhone("international", "1234567")).toBe(true);
    expect(isValidPhone("international", "123 456 789 012 345")).toBe(true);
    expect(isValidPhone("international", "1234567890123456")).toBe(false);
  });

  it("any: at least one digit", () => {
    expect(isValidPhone("any", "1")).toBe(true);
    expect(isValidPhone("any", "")).toBe(false);
    expect(isValidPhone("any", "call me")).toBe(false);
  });
});

describe("formatPhoneAnswer / parsePhoneAnswer", () => {
  it("stores code, space, number digits", () => {
    expect(formatPhoneAnswer("+1", "5551234567")).toBe("+1 5551234567");
    expect(formatPhoneAnswer("+44", "(020) 7946-0958")).toBe("+44 02079460958");
    expect(formatPhoneAnswer("44", "1234567")).toBe("+44 1234567");
  });

  it("stores nothing when no digit was typed", () => {
    expect(formatPhoneAnswer("+1", "")).toBe("");
    expect(formatPhoneAnswer("+1", " - ")).toBe("");
  });

  it("splits a stored answer back, defaulting the code when it has none", () => {
    expect(parsePhoneAnswer("+44 2079460958")).toEqual({ dial: "+44", number: "2079460958" });
    expect(parsePhoneAnswer("+1")).toEqual({ dial: "+1", number: "" });
    expect(parsePhoneAnswer("555 1234")).toEqual({ dial: "+1", number: "555 1234" });
    expect(parsePhoneAnswer(formatPhoneAnswer("+353", "87 123 4567"))).toEqual({ dial: "+353", number: "871234567" });
  });
});

import { describe, expect, it } from "vitest";
import { MAX_HIDDEN_FIELD_VALUE_LENGTH } from "./hidden-values";
import { pickHiddenValues } from "./hidden-values";

describe("pickHiddenValues", () => {
  it("takes only the declared keys from the address, trimmed, leaving empty ones out", () => {
    const params = new URLSearchParams("?source=%20newsletter%20&campaign=&other=x&theme=dark&q1=Yes");
    expect(pickHiddenValues(["source", "campaign", "customer_id"], params)).toEqual({ source: "newsletter" });
  });

  it("takes the first of a repeated parameter, as URLSearchParams.get does", () => {
    expect(pickHiddenValues(["source"], new URLSearchParams("source=a&source=b"))).toEqual({ source: "a" });
  });

  it("cuts a long value to the limit without splitting a character in two", () => {
    const long = `${"a".repeat(MAX_HIDDEN_FIELD_VALUE_LENGTH - 1)}😀tail`;
    const picked = pickHiddenValues(["source"], { source: long }).source ?? "";
    expect(picked).toBe("a".repeat(MAX_HIDDEN_FIELD_VALUE_LENGTH - 1));
    expect(pickHiddenValues(["source"], { source: "b".repeat(5000) }).source).toHaveLength(MAX_HIDDEN_FIELD_VALUE_LENGTH);
  });

  it("reads a body's object: only text values of declared keys, own properties only", () => {
    const body = JSON.parse('{"source":"ad","count":3,"list":["x"],"extra":"y","__proto__":{"polluted":"z"}}') as Record<
      string,
      unknown
    >;
    expect(pickHiddenValues(["source", "count", "list", "constructor", "polluted"], body)).toEqual({ source: "ad" });
  });

  it("removes what the database cannot store and keeps markup as the text it is", () => {
    expect(pickHiddenValues(["a", "b"], { a: "x\u0000y\ud800", b: "<b>hi</b>" })).toEqual({ a: "xy", b: "<b>hi</b>" });
  });
});

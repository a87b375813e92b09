import { describe, expect, it } from "vitest";
import { gatherHiddenFilters, responseListRequestSchema } from "./response-list";

describe("the response list's query", () => {
  it("gathers hidden.<key> parameters as filters, beside the usual ones", () => {
    expect(gatherHiddenFilters({ status: "all", "hidden.source": "newsletter", "hidden.customer_id": "42" })).toEqual({
      status: "all",
      hidden: { source: "newsletter", customer_id: "42" },
    });
    const query = responseListRequestSchema.parse({ page: "2", "hidden.source": " newsletter " });
    expect(query).toMatchObject({ page: 2, status: "complete", hidden: { source: "newsletter" } });
    expect(responseListRequestSchema.parse({}).hidden).toEqual({});
  });

  it("refuses a filter on a name no hidden field can have, or with no value", () => {
    expect(responseListRequestSchema.safeParse({ "hidden.Bad-Key": "x" }).success).toBe(false);
    expect(responseListRequestSchema.safeParse({ "hidden.source": "  " }).success).toBe(false);
    // Zod leaves a "__proto__" key out: no filter, and no prototype touched.
    expect(responseListRequestSchema.parse({ "hidden.__proto__": "x" }).hidden).toEqual({});
  });
});

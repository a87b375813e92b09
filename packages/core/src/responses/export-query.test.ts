import { expect, it } from "vitest";
import { responseExportQuerySchema, responseExportRequestSchema } from "./export-query";

it("exports every response by default and one page only when a page is asked for", () => {
  expect(responseExportQuerySchema.parse({ format: "csv" })).toEqual({
    format: "csv",
    status: "complete",
    pageSize: 10,
    hidden: {},
  });
  expect(responseExportQuerySchema.parse({ format: "xlsx", status: "all", page: "2", pageSize: "25" })).toEqual({
    format: "xlsx",
    status: "all",
    page: 2,
    pageSize: 25,
    hidden: {},
  });
});

it("refuses unknown formats and filters and the list's page bounds", () => {
  expect(responseExportQuerySchema.safeParse({ format: "pdf" }).success).toBe(false);
  expect(responseExportQuerySchema.safeParse({ format: "csv", status: "deleted" }).success).toBe(false);
  expect(responseExportQuerySchema.safeParse({ format: "csv", page: "0" }).success).toBe(false);
  expect(responseExportQuerySchema.safeParse({ format: "csv", page: "1", pageSize: "101" }).success).toBe(false);
});

it("takes the list's hidden-value filters, as an object in a body or as hidden.<key> in the download's address", () => {
  expect(responseExportQuerySchema.parse({ format: "csv", hidden: { source: "ad" } }).hidden).toEqual({ source: "ad" });
  expect(responseExportRequestSchema.parse({ format: "json", "hidden.source": "ad", ticket: "t" }).hidden).toEqual({
    source: "ad",
  });
});

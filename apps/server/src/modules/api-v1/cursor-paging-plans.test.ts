import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../../../test/test-server";
import type { Database } from "../../db/database";
import { responsesAfterQuery } from "../responses/list-responses";
import { surveysAfterQuery } from "../surveys/list-surveys-after";

// The public API's cursor pages are index walks (docs/decisions/194-cursor-paging.md): with
// sorting priced out, the planner still finds a plan without a sort, which only an index in the
// page's order gives. An order no index can serve keeps its sort node whatever it costs.

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer();
});

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** Every node of the query's plan when sorting and whole-table scans are priced out. */
async function planOf(db: Database, query: SQL): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql`explain (format json) ${query}`)) as unknown as {
      rows: { "QUERY PLAN": string | [{ Plan: PlanNode }] }[];
    };
    const cell = result.rows[0]?.["QUERY PLAN"];
    const [explained] = typeof cell === "string" ? (JSON.parse(cell) as [{ Plan: PlanNode }]) : (cell ?? []);
    if (!explained) throw new Error("no plan");
    return nodes(explained.Plan);
  });
}

const after = { createdAt: "2026-03-01T10:00:00.123456Z", id: randomUUID() };

describe("cursor pages walk an index", () => {
  it("pages a survey's responses on (survey_id, created_at, id), with or without a status or time range", async () => {
    for (const query of [
      { status: "all" as const, after: null, limit: 50 },
      { status: "complete" as const, after, limit: 50, since: "2026-01-01T00:00:00Z", until: "2026-04-01T00:00:00Z" },
    ]) {
      const plan = await planOf(server.db, responsesAfterQuery(randomUUID(), query));
      expect(plan.map((n) => n["Node Type"])).not.toContain("Sort");
      expect(plan.map((n) => n["Index Name"])).toContain("survey_responses_survey_created_idx");
    }
  });

  it("pages an organization's and a person's surveys on their (…, created_at, id) index", async () => {
    const cases = [
      { scope: sql`s.organization_id = ${randomUUID()}`, index: "surveys_organization_id_idx" },
      { scope: sql`s.created_by = ${randomUUID()} and s.organization_id is null`, index: "surveys_created_by_idx" },
    ];
    for (const { scope, index } of cases) {
      for (const cursor of [null, after]) {
        const plan = await planOf(server.db, surveysAfterQuery(scope, { after: cursor, limit: 50 }));
        expect(plan.map((n) => n["Node Type"])).not.toContain("Sort");
        expect(plan.map((n) => n["Index Name"])).toContain(index);
      }
    }
  });
});

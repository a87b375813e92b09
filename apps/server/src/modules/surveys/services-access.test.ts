import { randomUUID } from "node:crypto";
import { surveyContentSchema } from "@sondar/core/surveys/survey-schema";
import { listSurveysQuerySchema } from "@sondar/core/surveys/survey-list-query";
import { userActor, type Actor } from "@sondar/core/teams/actor";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { userSubscriptions } from "../../db/schema/accounts";
import { surveys } from "../../db/schema/surveys";
import { AppError } from "../../lib/app-error";
import { createLogger } from "../../lib/logger";
import { expectAppError } from "../../../test/expect-app-error";
import { createTestServer, signUpVerified, type TestServer } from "../../../test/test-server";
import { getMailLanguageSetting, setMailLanguage } from "../account/mail-language-setting";
import { getNotificationSettings, updateNotificationSettings } from "../account/notification-settings";
import { getThemeEdits, updateThemeEdits } from "../ai-analysis/theme-edit-services";
import { makeActive } from "../public-surveys/test-surveys";
import { deleteSurveyResponses } from "../responses/delete-survey-responses";
import { listSurveyResponses, summarizeSurveyResponses, timeAndDropOffOf } from "../responses/read-survey-responses";
import { createResponseExportService } from "../response-exports/response-export-service";
import { deleteSurveyImage } from "../uploads/survey-image-services";
import { bulkDeleteSurveys } from "./bulk-delete-surveys";
import { createSurvey } from "./create-survey";
import { deleteSurvey } from "./delete-survey";
import { duplicateSurvey } from "./duplicate-survey";
import { getSurvey } from "./get-survey";
import { listVisibleSurveys } from "./list-visible-surveys";
import { moveSurvey } from "./move-survey";
import { setSurveyStatus } from "./set-survey-status";
import { updateSurvey } from "./update-survey";

// The services every entry point calls (docs/decisions/170-actors-and-services.md), called
// directly with each kind of actor: another user, an expired trial and a read-only API key are
// refused and change nothing; anonymous callers never get an actor, and the signed-in API
// refuses them before any service runs.

let server: TestServer;
let ownerId: string;
let otherId: string;
let expiredId: string;

const now = () => new Date();
const logger = createLogger("silent");
const content = surveyContentSchema.parse({ title: "Changed" });

function key(userId: string, scope: "read" | "read_write", organizationId: string | null = null): Actor {
  return { kind: "api-key", userId, keyId: randomUUID(), scope, organizationId };
}

/** A personal draft of `userId`, written directly: an expired trial may no longer create one. */
async function seedSurvey(userId: string): Promise<string> {
  const [row] = await server.db.insert(surveys).values({ title: "Mine", createdBy: userId, settings: {} }).returning();
  return row!.id;
}

async function titleOf(surveyId: string) {
  const [row] = await server.db.select({ title: surveys.title }).from(surveys).where(eq(surveys.id, surveyId));
  return row?.title;
}

type Operation = {
  name: string;
  writes: boolean;
  run: (actor: Actor, surveyId: string) => Promise<unknown>;
  http: [string, string];
};

function operations(): Operation[] {
  const deps = { db: server.db, storage: server.storage, logger };
  const exportsService = createResponseExportService({
    db: server.db,
    databaseKind: "pglite",
    publicUrl: "http://localhost",
    logger,
  });
  const db = server.db;
  return [
    { name: "get", writes: false, run: (a, id) => getSurvey(db, a, { surveyId: id }), http: ["GET", "/api/surveys/:id"] },
    {
      name: "update",
      writes: true,
      run: (a, id) => updateSurvey(db, a, { surveyId: id, content, now: now() }),
      http: ["PUT", "/api/surveys/:id"],
    },
    {
      name: "publish",
      writes: true,
      run: (a, id) => setSurveyStatus(db, a, { surveyId: id, change: "archive", now: now() }),
      http: ["POST", "/api/surveys/:id/archive"],
    },
    {
      name: "duplicate",
      writes: true,
      run: (a, id) => duplicateSurvey(db, a, { surveyId: id, now: now() }),
      http: ["POST", "/api/surveys/:id/duplicate"],
    },
    {
      name: "delete",
      writes: true,
      run: (a, id) => deleteSurvey(deps, a, { surveyId: id, now: now() }),
      http: ["DELETE", "/api/surveys/:id"],
    },
    {
      name: "bulk delete",
      writes: true,
      run: async (a, id) => {
        const { deleted } = await bulkDeleteSurveys(deps, a, { ids: [id], now: now() });
        // A survey the actor may not delete is named as failed, not refused as a whole.
        if (!deleted.length) throw new AppError("SURVEY_NOT_FOUND");
      },
      http: ["POST", "/api/surveys/bulk-delete"],
    },
    {
      name: "move",
      writes: true,
      run: (a, id) => moveSurvey(db, a, { surveyId: id, organizationId: null, now: now() }),
      http: ["POST", "/api/surveys/:id/move"],
    },
    {
      name: "list responses",
      writes: false,
      run: (a, id) => listSurveyResponses(db, a, { surveyId: id, query: { page: 1, pageSize: 10, status: "all", hidden: {} } }),
      http: ["GET", "/api/surveys/:id/responses"],
    },
    {
      name: "summary",
      writes: false,
      run: (a, id) => summarizeSurveyResponses(db, a, { surveyId: id, status: "all" }),
      http: ["GET", "/api/surveys/:id/responses/summary"],
    },
    {
      name: "time and drop-off",
      writes: false,
      run: (a, id) => timeAndDropOffOf(db, a, { surveyId: id }),
      http: ["GET", "/api/surveys/:id/responses/time-and-drop-off"],
    },
    {
      name: "delete responses",
      writes: true,
      run: (a, id) => deleteSurveyResponses(deps, a, { surveyId: id, ids: [randomUUID()], now: now() }),
      http: ["POST", "/api/surveys/:id/responses/delete"],
    },
    {
      name: "export link",
      writes: false,
      run: (a, id) =>
        exportsService.createExportLink(a, {
          surveyId: id,
          query: { format: "csv", status: "all", pageSize: 10, hidden: {} },
          now: now(),
        }),
      http: ["POST", "/api/surveys/:id/responses/export-link"],
    },
    {
      name: "theme edits",
      writes: false,
      run: (a, id) => getThemeEdits(db, a, { surveyId: id }),
      http: ["GET", "/api/surveys/:id/theme-edits"],
    },
    {
      name: "save theme edits",
      writes: true,
      run: (a, id) => updateThemeEdits(db, a, { surveyId: id, edits: [], now: now() }),
      http: ["PUT", "/api/surveys/:id/theme-edits"],
    },
    {
      name: "delete image",
      writes: true,
      run: (a, id) => deleteSurveyImage({ db, storage: server.storage, now }, a, { surveyId: id, uploadId: randomUUID() }),
      http: ["DELETE", `/api/surveys/:id/uploads/${randomUUID()}`],
    },
  ];
}

beforeAll(async () => {
  server = await createTestServer();
  ownerId = (await signUpVerified(server, { name: "owner" })).userId;
  otherId = (await signUpVerified(server, { name: "other" })).userId;
  expiredId = (await signUpVerified(server, { name: "expired" })).userId;
  await makeActive(server, ownerId);
  await server.db
    .update(userSubscriptions)
    .set({ trialEnd: new Date(Date.now() - 60_000) })
    .where(eq(userSubscriptions.userId, expiredId));
});

describe("survey, response, export, theme and image services", () => {
  it("refuse another user every operation on a survey they may not see, and change nothing", async () => {
    const surveyId = await seedSurvey(ownerId);
    for (const operation of operations()) {
      const error = await expectAppError(operation.run(userActor(otherId), surveyId));
      // Told the survey does not exist, in the words of the operation (a save keeps its older "no permission to edit").
      expect(error.code, operation.name).toMatch(operation.name === "update" ? /^SURVEY_EDIT_FORBIDDEN$/ : /NOT_FOUND$/);
    }
    expect(await titleOf(surveyId)).toBe("Mine");
  });

  it("refuse an expired trial every write on its own survey and let it read", async () => {
    const surveyId = await seedSurvey(expiredId);
    for (const operation of operations()) {
      if (operation.writes) {
        const error = await expectAppError(operation.run(userActor(expiredId), surveyId));
        expect(error.code, operation.name).toMatch(/^(SUBSCRIPTION_REQUIRED|TRIAL_|NOT_FOUND$)/);
      } else {
        await expect(operation.run(userActor(expiredId), surveyId), operation.name).resolves.toBeDefined();
      }
    }
    expect(await titleOf(surveyId)).toBe("Mine");
  });

  it("refuse a read-only key every write with its own reason, and let it read", async () => {
    const surveyId = await seedSurvey(ownerId);
    for (const operation of operations()) {
      if (operation.writes) {
        const error = await expectAppError(operation.run(key(ownerId, "read"), surveyId));
        expect(error.code, operation.name).toBe("API_KEY_READ_ONLY");
      } else {
        await expect(operation.run(key(ownerId, "read"), surveyId), operation.name).resolves.toBeDefined();
      }
    }
    expect(await titleOf(surveyId)).toBe("Mine");
  });

  it("let a read-write key of the owner write, and hide the survey from a key of another workspace", async () => {
    const surveyId = await seedSurvey(ownerId);
    await updateSurvey(server.db, key(ownerId, "read_write"), { surveyId, content, now: now() });
    expect(await titleOf(surveyId)).toBe("Changed");
    const elsewhere = key(ownerId, "read_write", randomUUID());
    expect((await expectAppError(getSurvey(server.db, elsewhere, { surveyId }))).code).toBe("SURVEY_NOT_FOUND");
    expect((await listVisibleSurveys(server.db, elsewhere, listSurveysQuerySchema.parse({}))).total).toBe(0);
  });

  it("refuse a read-only key a new survey", async () => {
    const error = await expectAppError(createSurvey(server.db, key(ownerId, "read"), { request: {}, now: now() }));
    expect(error.code).toBe("API_KEY_READ_ONLY");
  });

  it("refuse anonymous callers every operation at the signed-in API, before any service runs", async () => {
    const surveyId = await seedSurvey(ownerId);
    const anonymous = server.client();
    for (const { name, http } of operations()) {
      const path = http[1].replace(":id", surveyId);
      const body = { ids: [surveyId] };
      const send = {
        GET: () => anonymous.get(path),
        POST: () => anonymous.post(path, body),
        PUT: () => anonymous.put(path, body),
      };
      const res = await (send[http[0] as keyof typeof send] ?? (() => anonymous.delete(path)))();
      expect(res.status, name).toBe(401);
    }
    expect(await titleOf(surveyId)).toBe("Mine");
  });
});

describe("account settings services", () => {
  it("serve only a signed-in user's own account, never an API key", async () => {
    for (const actor of [key(ownerId, "read"), key(ownerId, "read_write")]) {
      expect((await expectAppError(getNotificationSettings(server.db, actor))).code).toBe("FORBIDDEN");
      const patch = { surveyResponseAlerts: false };
      expect((await expectAppError(updateNotificationSettings(server.db, actor, { patch, now: now() }))).code).toBe("FORBIDDEN");
      expect((await expectAppError(getMailLanguageSetting(server.db, actor))).code).toBe("FORBIDDEN");
      expect((await expectAppError(setMailLanguage(server.db, actor, { language: "de", now: now() }))).code).toBe("FORBIDDEN");
    }
    expect((await getNotificationSettings(server.db, userActor(ownerId))).surveyResponseAlerts).toBe(true);
  });

  it("change the caller's own switches only", async () => {
    await updateNotificationSettings(server.db, userActor(otherId), { patch: { surveyResponseAlerts: false }, now: now() });
    expect((await getNotificationSettings(server.db, userActor(otherId))).surveyResponseAlerts).toBe(false);
    expect((await getNotificationSettings(server.db, userActor(ownerId))).surveyResponseAlerts).toBe(true);
  });
});

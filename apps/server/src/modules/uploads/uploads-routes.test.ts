import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { createQuestion } from "@sondar/core/surveys/create-question";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, signUpVerified, type TestClient, type TestServer } from "../../../test/test-server";
import { members, organizations } from "../../db/schema/auth";
import { userSubscriptions } from "../../db/schema/accounts";
import { surveys } from "../../db/schema/surveys";
import { uploads } from "../../db/schema/uploads";
import { makePng, TINY_JPEG } from "./test-images";

type Actor = { client: TestClient; userId: string };
type UploadBody = { id: string; url: string; filename: string; size: number; width: number; height: number; uploadedAt: string };
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

const dataDir = mkdtempSync(path.join(os.tmpdir(), "sondar-uploads-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

let server: TestServer;
let owner: Actor, stranger: Actor, member: Actor, expired: Actor;
let surveyId: string;
const QUESTION = "q_1764000000000_abc123";

async function createSurvey(actor: Actor, body: Record<string, unknown> = {}, questionIds: string[] = [QUESTION]) {
  const res = await actor.client.post("/api/surveys", body);
  expect(res.status).toBe(201);
  const id = ((await res.json()) as { survey: { id: string } }).survey.id;
  const questions = questionIds.map((qid) => createQuestion("text", qid));
  expect((await actor.client.put(`/api/surveys/${id}`, { title: "Pictures", questions })).status).toBe(200);
  return id;
}

function form(bytes: Uint8Array, purpose: string | null, name = "image.png", type = "image/png") {
  const data = new FormData();
  // The purpose goes first, as browsers send fields in the order they were appended.
  if (purpose !== null) data.append("purpose", purpose);
  data.append("file", new File([bytes], name, { type }));
  return data;
}

function upload(actor: { client: TestClient }, id: string, data: FormData) {
  return actor.client.postForm(`/api/surveys/${id}/uploads`, data);
}

async function expectRefusal(res: Response, status: number, message: string) {
  const body = (await res.json()) as ErrorBody;
  expect({ status: res.status, message: body.error.message }).toEqual({ status, message });
}

const storedRows = async (id: string) => server.db.select().from(uploads).where(eq(uploads.surveyId, id));

beforeAll(async () => {
  server = await createTestServer({ env: { DATA_DIR: dataDir } });
  owner = await signUpVerified(server, { name: "Owner" });
  stranger = await signUpVerified(server, { name: "Stranger" });
  member = await signUpVerified(server, { name: "Member" });
  expired = await signUpVerified(server, { name: "Expired" });
  await server.db
    .update(userSubscriptions)
    .set({ trialEnd: new Date(Date.now() - 86_400_000) })
    .where(eq(userSubscriptions.userId, expired.userId));
  // The owner creates more surveys than a trial may; an active plan keeps that cap out of the way.
  await server.db
    .update(userSubscriptions)
    .set({ status: "active", providerSubscriptionId: `sub_${randomUUID()}`, trialEnd: null })
    .where(eq(userSubscriptions.userId, owner.userId));
  surveyId = await createSurvey(owner);
});

describe("accepted images", () => {
  it("stores a real PNG and a real JPEG and serves them back byte-identical to anyone", async () => {
    const png = makePng(800, 175);
    const res = await upload(owner, surveyId, form(png, QUESTION, "chart.png"));
    expect(res.status).toBe(201);
    const body = (await res.json()) as UploadBody;
    expect(body).toMatchObject({
      url: `/uploads/${body.id}`,
      filename: "chart.png",
      size: png.byteLength,
      width: 800,
      height: 175,
    });
    expect(new Date(body.uploadedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const served = await server.client().get(body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(served.headers.get("content-disposition")).toBe("inline");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(served.headers.get("content-security-policy")).toBe("default-src 'none'");
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(png))).toBe(true);

    const logo = await upload(owner, surveyId, form(TINY_JPEG, "logo", "logo.jpeg", "image/jpeg"));
    expect(logo.status).toBe(201);
    const logoBody = (await logo.json()) as UploadBody;
    expect(logoBody).toMatchObject({ width: 2, height: 2, size: TINY_JPEG.byteLength });
    const servedLogo = await server.client().get(logoBody.url);
    expect(servedLogo.headers.get("content-type")).toBe("image/jpeg");
    expect(servedLogo.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await servedLogo.arrayBuffer()).equals(TINY_JPEG)).toBe(true);
  });

  it("goes by the bytes: a PNG named .jpg and sent as image/jpeg is stored and served as PNG", async () => {
    const png = makePng(10, 10);
    const res = await upload(owner, surveyId, form(png, "logo", "photo.jpg", "image/jpeg"));
    expect(res.status).toBe(201);
    const { id, url, filename } = (await res.json()) as UploadBody;
    expect(filename).toBe("photo.jpg");
    const [row] = await server.db.select().from(uploads).where(eq(uploads.id, id));
    expect(row?.contentType).toBe("image/png");
    expect(row?.storageKey).toMatch(new RegExp(`^surveys/${surveyId}/logo/\\d+-[0-9a-f]{16}\\.png$`));
    expect(existsSync(path.join(dataDir, "uploads", row?.storageKey ?? "missing"))).toBe(true);
    expect((await server.client().get(url)).headers.get("content-type")).toBe("image/png");
  });

  it("accepts exactly 1920x1080 and keeps only a safe display name", async () => {
    const res = await upload(owner, surveyId, form(makePng(1920, 1080), QUESTION, "../../etc/passwd\u0000.png"));
    expect(res.status).toBe(201);
    expect(((await res.json()) as UploadBody).filename).toBe("passwd.png");
  });

  it("keeps no quotes in the display name, as respondents' files do", async () => {
    const res = await upload(owner, surveyId, form(makePng(4, 4), QUESTION, 'the "best" chart.png'));
    expect(res.status).toBe(201);
    expect(((await res.json()) as UploadBody).filename).toBe("the best chart.png");
  });

  it("answers 404 for an image whose bytes are gone from the store", async () => {
    const res = await upload(owner, surveyId, form(makePng(4, 4), QUESTION, "lost.png"));
    const { id, url } = (await res.json()) as UploadBody;
    const [row] = await server.db.select().from(uploads).where(eq(uploads.id, id));
    await server.storage.delete(row?.storageKey as string);
    expect((await server.client().get(url)).status).toBe(404);
  });

  it("lets an organization member upload to the organization's survey", async () => {
    const orgId = randomUUID();
    await server.db.insert(organizations).values({ id: orgId, name: "Acme", slug: `acme-${orgId}` });
    await server.db.insert(members).values([
      { id: randomUUID(), organizationId: orgId, userId: owner.userId, role: "owner" },
      { id: randomUUID(), organizationId: orgId, userId: member.userId, role: "member" },
    ]);
    const shared = await createSurvey(owner, { organizationId: orgId });
    expect((await upload(member, shared, form(makePng(4, 4), "logo"))).status).toBe(201);
    expect((await upload(stranger, shared, form(makePng(4, 4), "logo"))).status).toBe(404);
  });
});

describe("refused files", () => {
  it("refuses HTML bytes named .png, as a question image and as a logo", async () => {
    const html = new TextEncoder().encode("<!doctype html><html><body><script>alert(document.cookie)</script></body></html>");
    await expectRefusal(await upload(owner, surveyId, form(html, QUESTION, "cat.png")), 400, "Invalid image file");
    await expectRefusal(
      await upload(owner, surveyId, form(html, "logo", "cat.png")),
      415,
      "Please upload an image file (PNG, JPG, etc.)",
    );
  });

  it("says the content did not match its type when another format claims to be a PNG or JPG", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n");
    const refused = await upload(owner, surveyId, form(pdf, QUESTION, "photo.png", "image/png"));
    expect(refused.status).toBe(415);
    expect(((await refused.json()) as ErrorBody).error).toEqual({
      code: "FILE_CONTENT_MISMATCH",
      message: '"photo.png" is not a valid PNG file: its content does not match its type',
    });
    await expectRefusal(
      await upload(owner, surveyId, form(pdf, "background", "backdrop.jpg", "image/jpeg")),
      415,
      '"backdrop.jpg" is not a valid JPG file: its content does not match its type',
    );
    // Named for what it is, it is a type the images do not take.
    await expectRefusal(
      await upload(owner, surveyId, form(pdf, QUESTION, "doc.pdf", "application/pdf")),
      415,
      "Only JPG and PNG files are allowed",
    );
  });

  it("refuses an SVG carrying a script", async () => {
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expectRefusal(
      await upload(owner, surveyId, form(svg, QUESTION, "x.svg", "image/svg+xml")),
      415,
      "Only JPG and PNG files are allowed",
    );
    await expectRefusal(
      await upload(owner, surveyId, form(svg, "logo", "x.png", "image/png")),
      415,
      "Please upload an image file (PNG, JPG, etc.)",
    );
  });

  it("refuses a question image of 1MB or more and a logo of 2MB or more, storing nothing", async () => {
    const id = await createSurvey(owner);
    const justOverOneMb = makePng(640, 560, { noise: true });
    expect(justOverOneMb.byteLength).toBeGreaterThan(1024 * 1024);
    await expectRefusal(await upload(owner, id, form(justOverOneMb, QUESTION)), 413, "File size must be less than 1MB");

    const overTwoMb = makePng(1000, 720, { noise: true });
    expect(overTwoMb.byteLength).toBeGreaterThan(2 * 1024 * 1024);
    await expectRefusal(await upload(owner, id, form(overTwoMb, "logo")), 413, "Logo file must be smaller than 2MB");

    // Beyond the route's 2.5 MB body limit the form is never parsed; the purpose still picks the message.
    const huge = makePng(1100, 900, { noise: true });
    await expectRefusal(await upload(owner, id, form(huge, "logo")), 413, "Logo file must be smaller than 2MB");
    await expectRefusal(await upload(owner, id, form(huge, QUESTION)), 413, "File size must be less than 1MB");
    expect(await storedRows(id)).toEqual([]);
  });

  it("refuses a 1921x1080 image with the dimensions message", async () => {
    await expectRefusal(
      await upload(owner, surveyId, form(makePng(1921, 1080), QUESTION)),
      400,
      "Image dimensions must be 1920x1080 or smaller",
    );
  });

  it("refuses the seventh image of a question, and takes one again after a delete", async () => {
    const id = await createSurvey(owner, {}, [QUESTION, "q_2"]);
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await upload(owner, id, form(makePng(20 + i, 20), QUESTION, `p${i}.png`));
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as UploadBody).id);
    }
    await expectRefusal(await upload(owner, id, form(makePng(30, 30), QUESTION)), 409, "Maximum 6 images allowed");
    // The limit is per question; logos do not count.
    expect((await upload(owner, id, form(makePng(30, 30), "q_2"))).status).toBe(201);
    expect((await upload(owner, id, form(makePng(30, 30), "logo"))).status).toBe(201);

    expect((await owner.client.delete(`/api/surveys/${id}/uploads/${ids[0]}`)).status).toBe(204);
    expect((await upload(owner, id, form(makePng(30, 30), QUESTION))).status).toBe(201);
    expect((await storedRows(id)).filter((r) => r.purpose === QUESTION)).toHaveLength(6);
  });

  it("refuses a purpose that is not 'logo' or a question of the survey, and a form without a file", async () => {
    const res = await upload(owner, surveyId, form(makePng(4, 4), "q_not_in_survey"));
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields?.purpose).toBeDefined();
    const noFile = new FormData();
    noFile.append("purpose", "logo");
    const missing = await upload(owner, surveyId, noFile);
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as ErrorBody).error.fields).toEqual({ file: ["Choose a file to upload"] });
    expect((await owner.client.post(`/api/surveys/${surveyId}/uploads`, { file: "x", purpose: "logo" })).status).toBe(400);
    const garbled = await owner.client.post(`/api/surveys/${surveyId}/uploads`, "not a form", {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(((await garbled.json()) as ErrorBody).error.fields).toEqual({ file: ["The upload could not be read"] });
  });

  it("keeps the 1 MB limit on JSON requests", async () => {
    const res = await owner.client.put(`/api/surveys/${surveyId}`, { title: "x", description: "y".repeat(1_100_000) });
    expect(res.status).toBe(413);
  });
});

describe("brand background images", () => {
  it("stores a background image checked by its bytes, and refuses HTML named .png as one", async () => {
    const res = await upload(owner, surveyId, form(makePng(1600, 900), "background", "backdrop.png"));
    expect(res.status).toBe(201);
    expect((await storedRows(surveyId)).some((row) => row.purpose === "background")).toBe(true);
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    await expectRefusal(await upload(owner, surveyId, form(html, "background", "backdrop.png")), 400, "Invalid image file");
    await expectRefusal(
      await upload(owner, surveyId, form(makePng(1921, 1080), "background")),
      400,
      "Image dimensions must be 1920x1080 or smaller",
    );
  });
});

describe("who may upload and delete", () => {
  it("refuses another user, an anonymous caller, an expired trial and another site", async () => {
    await expectRefusal(await upload(stranger, surveyId, form(makePng(4, 4), "logo")), 404, "Survey not found");
    await expectRefusal(
      await upload({ client: server.client() }, surveyId, form(makePng(4, 4), "logo")),
      401,
      "User not authenticated",
    );

    const [row] = await server.db.insert(surveys).values({ createdBy: expired.userId, title: "Old" }).returning();
    await expectRefusal(
      await upload(expired, row?.id as string, form(makePng(4, 4), "logo")),
      402,
      "Pro subscription required to edit, publish or delete surveys. Upgrade to Pro to continue.",
    );
    const crossSite = await owner.client.postForm(`/api/surveys/${surveyId}/uploads`, form(makePng(4, 4), "logo"), {
      origin: "https://evil.example",
    });
    expect(crossSite.status).toBe(403);
  });

  it("does not let a stranger delete another user's logo; the owner can, and it is gone", async () => {
    const res = await upload(owner, surveyId, form(makePng(8, 8), "logo"));
    const { id, url } = (await res.json()) as UploadBody;
    const [row] = await server.db.select().from(uploads).where(eq(uploads.id, id));
    const file = path.join(dataDir, "uploads", row?.storageKey ?? "missing");

    await expectRefusal(await stranger.client.delete(`/api/surveys/${surveyId}/uploads/${id}`), 404, "Survey not found");
    const strangersSurvey = await createSurvey(stranger);
    // Naming their own survey does not reach an upload of someone else's.
    expect((await stranger.client.delete(`/api/surveys/${strangersSurvey}/uploads/${id}`)).status).toBe(404);
    expect((await server.client().delete(`/api/surveys/${surveyId}/uploads/${id}`)).status).toBe(401);
    expect((await server.client().get(url)).status).toBe(200);

    expect((await owner.client.delete(`/api/surveys/${surveyId}/uploads/${id}`)).status).toBe(204);
    expect((await server.client().get(url)).status).toBe(404);
    expect(existsSync(file)).toBe(false);
    expect((await owner.client.delete(`/api/surveys/${surveyId}/uploads/${id}`)).status).toBe(404);
  });

  it("answers 404 for an unknown or malformed upload id", async () => {
    expect((await server.client().get(`/uploads/${randomUUID()}`)).status).toBe(404);
    expect((await server.client().get("/uploads/not-a-uuid")).status).toBe(404);
    expect((await owner.client.delete(`/api/surveys/${surveyId}/uploads/not-a-uuid`)).status).toBe(404);
  });
});

describe("survey deletion", () => {
  it("removes the survey's stored files along with it", async () => {
    const doomed = await createSurvey(owner);
    const res = await upload(owner, doomed, form(makePng(50, 50), "logo"));
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    const [row] = await storedRows(doomed);
    const key = row?.storageKey as string;
    expect(await server.storage.get(key)).not.toBeNull();

    expect((await owner.client.delete(`/api/surveys/${doomed}`)).status).toBe(204);
    expect(await server.storage.get(key)).toBeNull();
    expect((await server.client().get(url)).status).toBe(404);
  });
});

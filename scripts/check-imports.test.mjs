import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { checkImports } from "./check-imports.mjs";

/** A small repository: each file with what it imports. */
const FILES = {
  "node_modules/zod/package.json": '{ "name": "zod", "main": "index.js" }',
  "node_modules/zod/index.js": "export const z = {};",
  "node_modules/hono/package.json": '{ "name": "hono", "main": "index.js" }',
  "node_modules/hono/index.js": "export class Hono {}",
  "apps/server/test/test-server.ts": [],
  "apps/server/src/app.ts": ["./modules/surveys/list-surveys"],
  "apps/server/src/lib/is-uuid.ts": [],
  "apps/server/src/lib/clock.ts": ["./timer"],
  "apps/server/src/lib/timer.ts": ["./clock"],
  "apps/server/src/db/query.ts": ["../modules/surveys/list-surveys"],
  "apps/server/src/modules/surveys/list-surveys.ts": ["../uploads/delete-files"],
  "apps/server/src/modules/surveys/survey-access.ts": ["../../lib/is-uuid"],
  "apps/server/src/modules/uploads/delete-files.ts": [],
  "apps/server/src/modules/uploads/uploads-routes.ts": ["../surveys/survey-access"],
  // A cycle whose import points into a subfolder: ingest → public-surveys/cache, public-surveys → ingest.
  "apps/server/src/modules/ingest/submit.ts": ["../public-surveys/cache/published"],
  "apps/server/src/modules/ingest/rate-limit.ts": [],
  "apps/server/src/modules/public-surveys/cache/published.ts": [],
  "apps/server/src/modules/public-surveys/routes.ts": ["../ingest/rate-limit"],
  "apps/server/src/modules/health/health-routes.ts": ["../../app", "../../../test/test-server"],
  // Tests may reach anywhere.
  "apps/server/src/modules/health/health.test.ts": ["../../app", "../../../test/test-server", "../uploads/uploads-routes"],
  "packages/core/src/dates/read-clock.ts": ["node:fs", "hono", "../../../../apps/server/src/lib/is-uuid"],
  // Core's concept folders: surveys → uploads/rules, uploads → surveys/schema; answers → text (no cycle).
  "packages/core/src/surveys/schema.ts": ["../uploads/rules"],
  "packages/core/src/uploads/rules.ts": [],
  "packages/core/src/uploads/url.ts": ["../surveys/schema"],
  "packages/core/src/answers/validate.ts": ["../text/escape"],
  "packages/core/src/text/escape.ts": [],
  "packages/core/src/top-level.ts": [],
  "apps/web/src/app/router.tsx": ["../features/site/home"],
  "apps/web/src/features/site/home.tsx": [],
  "apps/web/src/app/shell.tsx": [],
  "apps/web/src/features/builder/branching-panel.tsx": [],
  "apps/web/src/features/builder/question-editor/editor.tsx": ["../branching-panel", "../../responses/chart"],
  "apps/web/src/features/responses/chart.tsx": [],
  "apps/web/src/features/responses/table.tsx": ["../../app/shell"],
  "apps/web/src/lib/theme.ts": [],
  "apps/web/src/lib/api.ts": ["../features/responses/chart", "../../../server/src/lib/is-uuid"],
  "apps/web/src/components/ui/button.tsx": ["../../lib/theme"],
  "apps/web/src/respondent/main.tsx": ["../lib/theme", "../lib/api", "../components/ui/button", "zod"],
};

let root = "";

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), "check-imports-"));
  for (const [path, content] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    const text = Array.isArray(content)
      ? content.map((target, i) => `import * as m${i} from "${target}";\nexport const v${i} = m${i};\n`).join("") ||
        "export {};\n"
      : content;
    writeFileSync(join(root, path), text);
  }
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

it("reports every broken boundary and cycle, and nothing the rules allow", async () => {
  const found = (await checkImports(root)).map((v) => `${v.rule}: ${v.to.includes(" → ") ? v.to : `${v.from} → ${v.to}`}`);
  expect(found.sort()).toEqual(
    [
      "apps-apart: apps/web/src/lib/api.ts → apps/server/src/lib/is-uuid.ts",
      "core-not-to-apps: packages/core/src/dates/read-clock.ts → apps/server/src/lib/is-uuid.ts",
      "core-pure: packages/core/src/dates/read-clock.ts → fs",
      "core-pure-packages: packages/core/src/dates/read-clock.ts → node_modules/hono/index.js",
      "no-circular: apps/server/src/lib/clock.ts → apps/server/src/lib/timer.ts → apps/server/src/lib/clock.ts",
      "no-folder-cycle: apps/server/src/modules/ingest → apps/server/src/modules/public-surveys → apps/server/src/modules/ingest",
      "no-folder-cycle: apps/server/src/modules/surveys → apps/server/src/modules/uploads → apps/server/src/modules/surveys",
      "no-folder-cycle: packages/core/src/surveys → packages/core/src/uploads → packages/core/src/surveys",
      "no-test-code-in-shipped-code: apps/server/src/modules/health/health-routes.ts → apps/server/test/test-server.ts",
      "respondent-no-dashboard-libraries: apps/web/src/respondent/main.tsx → node_modules/zod/index.js",
      "respondent-own-code: apps/web/src/respondent/main.tsx → apps/web/src/components/ui/button.tsx",
      "respondent-own-code: apps/web/src/respondent/main.tsx → apps/web/src/lib/api.ts",
      "server-base-not-to-capabilities: apps/server/src/db/query.ts → apps/server/src/modules/surveys/list-surveys.ts",
      "server-wiring-on-top: apps/server/src/modules/health/health-routes.ts → apps/server/src/app.ts",
      "web-features-apart: apps/web/src/features/builder/question-editor/editor.tsx → apps/web/src/features/responses/chart.tsx",
      "web-features-not-to-app: apps/web/src/features/responses/table.tsx → apps/web/src/app/shell.tsx",
      "web-shared-not-to-screens: apps/web/src/lib/api.ts → apps/web/src/features/responses/chart.tsx",
    ].sort(),
  );
});

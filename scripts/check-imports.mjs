// Checks import boundaries (docs/decisions/050-import-boundaries.md): dependency-cruiser's rules in
// .dependency-cruiser.js, then cycles between capability folders (core's concept folders too), which
// dependency-cruiser's folder scope misses when an import points into another folder's subfolder.
import { pathToFileURL } from "node:url";
import { cruise } from "dependency-cruiser";
import config from "../.dependency-cruiser.js";

/** The code whose imports are checked. */
export const SOURCE_FOLDERS = ["apps/server/src", "apps/web/src", "packages/core/src"];

/**
 * A file's capability folder, whose imports must never form a cycle with another's: a server
 * module (`modules/<name>`), another top folder of the server (adapters, jobs, db, lib,
 * middleware, config) or one of its top files, a web feature or another top folder of the web
 * app, a concept folder of core (`surveys`, `answers`, `uploads`…).
 */
const CAPABILITY_FOLDER = [
  /^(apps\/server\/src\/(?:modules\/[^/]+|[^/]+?))(?:\/|\.ts$)/,
  /^(apps\/web\/src\/(?:features\/[^/]+|[^/]+?))(?:\/|\.tsx?$)/,
  /^(packages\/core\/src\/[^/]+?)(?:\/|\.ts$)/,
];

function findCapabilityFolder(path) {
  for (const pattern of CAPABILITY_FOLDER) {
    const match = pattern.exec(path);
    if (match?.[1]) return match[1];
  }
  return null;
}

/** One import per pair of capability folders, as an example of the dependency. */
function listFolderImports(modules) {
  const imports = new Map();
  for (const module of modules) {
    const from = findCapabilityFolder(module.source);
    if (!from) continue;
    for (const dependency of module.dependencies) {
      const to = findCapabilityFolder(dependency.resolved);
      if (!to || to === from) continue;
      const targets = imports.get(from) ?? new Map();
      if (!targets.has(to)) targets.set(to, `${module.source} → ${dependency.resolved}`);
      imports.set(from, targets);
    }
  }
  return imports;
}

/** The shortest way back from `start` to itself, or null when there is none. */
function findCycle(imports, start) {
  const cameFrom = new Map();
  const queue = [start];
  while (queue.length) {
    const folder = queue.shift();
    for (const next of imports.get(folder)?.keys() ?? []) {
      if (next === start) {
        const path = [folder];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]));
        return [...path, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, folder);
        queue.push(next);
      }
    }
  }
  return null;
}

/** Each cycle between capability folders once, with the imports that make it. */
function listFolderCycles(modules) {
  const imports = listFolderImports(modules);
  const seen = new Set();
  const cycles = [];
  for (const folder of [...imports.keys()].sort()) {
    if (seen.has(folder)) continue;
    const cycle = findCycle(imports, folder);
    if (!cycle) continue;
    cycle.forEach((member) => seen.add(member));
    const hops = cycle.slice(1).map((to, i) => imports.get(cycle[i]).get(to));
    cycles.push({ rule: "no-folder-cycle", from: cycle[0], to: cycle.join(" → "), via: hops });
  }
  return cycles;
}

/**
 * Cruises SOURCE_FOLDERS under `baseDir` and lists every broken rule: `{ rule, from, to }`
 * (`via`: the imports that close a folder cycle). Empty when the imports keep the boundaries.
 */
export async function checkImports(baseDir = process.cwd()) {
  const { output } = await cruise(SOURCE_FOLDERS, {
    ...config.options,
    baseDir,
    validate: true,
    ruleSet: { forbidden: config.forbidden },
  });
  const violations = output.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.cycle ? [violation.from, ...violation.cycle.map((step) => step.name)].join(" → ") : violation.to,
  }));
  return [...violations, ...listFolderCycles(output.modules)];
}

function describe(violation) {
  const why =
    violation.rule === "no-folder-cycle"
      ? "Capability folders do not import each other in a circle; move the shared file to one side, lib/ or a module of its own."
      : config.forbidden.find((rule) => rule.name === violation.rule)?.comment;
  const lines = [`${violation.rule}: ${violation.to.includes(" → ") ? violation.to : `${violation.from} → ${violation.to}`}`];
  for (const hop of violation.via ?? []) lines.push(`    ${hop}`);
  lines.push(`    ${why}`);
  return lines.join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const violations = await checkImports();
  if (violations.length) {
    console.error(violations.map(describe).join("\n"));
    console.error(`\n${violations.length} import boundary violation(s); the rules are in .dependency-cruiser.js.`);
    process.exitCode = 1;
  }
}

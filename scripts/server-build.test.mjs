// `npm start` rebuilds the compiled server only when it is missing or older than a source.
import { describe, expect, it } from "vitest";
import { isBuildStale, serverBuildOptions } from "./server-build.mjs";

describe("isBuildStale", () => {
  it("is stale when nothing was built yet", () => {
    expect(isBuildStale(undefined, [])).toBe(true);
    expect(isBuildStale(undefined, [1, 2])).toBe(true);
  });

  it("is stale when any source changed after the build, and fresh otherwise", () => {
    expect(isBuildStale(1000, [900, 1001])).toBe(true);
    expect(isBuildStale(1000, [900, 1000])).toBe(false);
    expect(isBuildStale(1000, [])).toBe(false);
  });
});

/**
 * Packages the server imports on first use (docs/decisions/274-load-rare-modules-on-first-use.md
 * and the decisions it lists): a static import anywhere in the server's code, or in a module of
 * ours that is itself imported lazily (esbuild hoists a bundled module's package imports to the
 * top of the one output file), would load them at every start. The local AI engine's NLP
 * packages and the GeoIP reader's mmdb-lib are not listed: they are loaded with require() on
 * first use, which the bundle does not see.
 */
const LOADED_ON_FIRST_USE = [
  "@aws-sdk/client-s3",
  "@modelcontextprotocol/sdk",
  "chargebee",
  "exceljs",
  "file-type",
  "image-size",
  "nodemailer",
  "openai",
  "stripe",
];

describe("the compiled server's bundle", () => {
  it("imports the packages used rarely only through import(), and date-fns function by function", async () => {
    const esbuild = await import("esbuild");
    const { metafile } = await esbuild.build({ ...serverBuildOptions, write: false, metafile: true, logLevel: "silent" });
    const imports = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((i) => i.external));
    const packageOf = (specifier) =>
      specifier
        .split("/")
        .slice(0, specifier.startsWith("@") ? 2 : 1)
        .join("/");
    const lazy = imports.filter((i) => LOADED_ON_FIRST_USE.includes(packageOf(i.path)));
    // Every name in the list is imported: a package renamed or dropped would pass unseen.
    expect(new Set(lazy.map((i) => packageOf(i.path)))).toEqual(new Set(LOADED_ON_FIRST_USE));
    expect(lazy.filter((i) => i.kind !== "dynamic-import").map((i) => i.path)).toEqual([]);
    // The package's index loads its ~300 modules; each function has its own entry point.
    expect(imports.filter((i) => i.path === "date-fns").map((i) => i.kind)).toEqual([]);
    // The GeoIP reader requires mmdb-lib on the first lookup; an import would load it at start.
    expect(imports.filter((i) => packageOf(i.path) === "mmdb-lib")).toEqual([]);
  }, 60_000);
});

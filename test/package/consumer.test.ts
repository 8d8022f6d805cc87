// The package as a user gets it: `npm pack`, installed into a new TypeScript project that imports
// `toolflow` and `toolflow/browser`, type-checks it with `tsc --strict` (no skipLibCheck) and runs
// the README's library example, which prints what its last comment promises.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { codeBlock, promisedOutput } from "../readme-blocks.js";
import { ROOT } from "../host/cli/built-cli.js";
import { ensureBuilt } from "../ensure-built.js";

const npm = (args: string[], cwd: string) =>
  execFileSync("npm", [...args, "--no-audit", "--no-fund", "--loglevel=error"], { cwd, encoding: "utf8" });
const tsc = createRequire(import.meta.url).resolve("typescript/bin/tsc");

let dir = "";
let tarball = "";
let files: string[] = [];

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "toolflow-consumer-"));
  // What prepack runs (`build.mjs --types`), with dist/ rebuilt only if a source is newer (`npm test`
  // has just built it): the file can run beside others, which read dist/. `npm pack --ignore-scripts`
  // then packs it as it is.
  ensureBuilt();
  execFileSync(process.execPath, ["--input-type=module", "-e", "await (await import('./build.mjs')).emitDeclarations();"], { cwd: ROOT, stdio: "pipe" });
  const packed = JSON.parse(npm(["pack", "--ignore-scripts", "--json", "--pack-destination", dir], ROOT)) as { filename: string; files: { path: string }[] }[];
  tarball = join(dir, packed[0]!.filename);
  files = packed[0]!.files.map((f) => f.path);
  const app = join(dir, "app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module", dependencies: { toolflow: `file:${tarball}` } }));
  npm(["install", "--prefer-offline", "--ignore-scripts"], app);
}, 600_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe("the packed package", () => {
  it("ships the bundles, their declarations, LICENSE and CHANGELOG, and no source maps or sources", () => {
    for (const want of ["dist/index.js", "dist/cli.js", "dist/worker.js", "dist/types/host/index.d.ts", "dist/types/browser/index.d.ts", "dist/browser/toolflow.js", "LICENSE", "CHANGELOG.md", "README.md", "package.json"]) {
      expect(files, want).toContain(want);
    }
    expect(files.filter((f) => f.endsWith(".map") || f.endsWith(".tsbuildinfo") || f.includes(".tmp"))).toEqual([]);
    expect(files.filter((f) => !f.startsWith("dist/") && !["LICENSE", "CHANGELOG.md", "README.md", "package.json"].includes(f))).toEqual([]);
  });

  it("type-checks with tsc --strict in a project that imports toolflow and toolflow/browser, and runs the README's library example", () => {
    const app = join(dir, "app");
    const example = codeBlock("## The library", "ts");
    const expected = promisedOutput(example);
    expect(expected).toBeDefined();
    writeFileSync(join(app, "index.ts"), example);
    // The browser build's API as a page's bundler sees it: types only, it needs a DOM to run.
    writeFileSync(
      join(app, "page.ts"),
      [
        'import { createRegistry, runFlow, type RunOutcome } from "toolflow/browser";',
        'const registry = createRegistry([{ name: "read", category: "custom", flowEligible: true, output: "text", async handler() { return "x"; } }]);',
        'export const run = (code: string): Promise<RunOutcome> => runFlow({ name: "page", tools: ["read"], code }, { registry });',
        "",
      ].join("\n"),
    );
    writeFileSync(
      join(app, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          target: "ES2022",
          module: "NodeNext",
          moduleResolution: "NodeNext",
          lib: ["ES2022", "DOM"],
          types: ["node"],
          // @types/node from this checkout: the consumer installs only toolflow.
          typeRoots: [join(ROOT, "node_modules/@types")],
          outDir: "out",
        },
        files: ["index.ts", "page.ts"],
      }),
    );
    // One tsc run both checks (what `tsc --noEmit` would report) and emits what node runs; it
    // reports on stdout, which the test shows. Checking the dependencies' declarations too (no
    // skipLibCheck) is most of its time.
    const check = spawnSync(process.execPath, [tsc, "-p", "."], { cwd: app, encoding: "utf8" });
    expect(check.stdout + check.stderr).toBe("");
    expect(check.status).toBe(0);
    expect(readdirSync(join(app, "out"))).toContain("index.js");
    const out = execFileSync(process.execPath, [join(app, "out/index.js")], { cwd: app, encoding: "utf8" });
    expect(out).toBe(`${expected}\n`);
  }, 400_000);
});

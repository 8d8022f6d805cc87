// The standard's "no circular imports between files", held for host/, wasm/, browser/, guest/
// and transpiler/ by dpdm. dpdm reads each file with the TypeScript parser and, with
// `transform: false` and dynamic imports kept, counts every edge: static, `import type`/`export
// ... from` and `import()` (a lazy load that imports its loader back is still a cycle).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseCircular, parseDependencyTree } from "dpdm";
import { describe, expect, it } from "vitest";
import { ROOT } from "../host/cli/built-cli.js";

const SOURCE_ROOTS = ["host", "wasm", "browser", "guest", "transpiler"];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every import cycle among the .ts files under `roots` of `dir`, as root-relative file lists. */
async function importCycles(dir: string, roots: readonly string[]): Promise<string[][]> {
  const tree = await parseDependencyTree(
    roots.map((root) => `${root}/**/*.ts`),
    {
      cwd: dir,
      context: dir,
      tsconfig: join(dir, "tsconfig.json"),
      include: new RegExp(`^${escape(dir)}/(?:${roots.join("|")})/`),
      transform: false,
      skipDynamicImports: false,
    },
  );
  return parseCircular(tree, false);
}

describe("import cycles", () => {
  it("host/, wasm/, browser/, guest/ and transpiler/ have none", async () => {
    expect(await importCycles(ROOT, SOURCE_ROOTS)).toEqual([]);
  });

  it("the check sees a cycle made of a type-only import and a dynamic import", async () => {
    const dir = mkdtempSync(join(tmpdir(), "toolflow-cycles-"));
    try {
      writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "NodeNext", moduleResolution: "NodeNext" } }));
      writeFileSync(join(dir, "package.json"), JSON.stringify({ type: "module" }));
      mkdirSync(join(dir, "src"));
      writeFileSync(join(dir, "src/tool.ts"), 'export const run = async (input: { n: number }) => (await import("./worker.js")).work(input);\n');
      writeFileSync(join(dir, "src/worker.ts"), 'import type { run } from "./tool.js";\nexport const work = (input: { n: number }): ReturnType<typeof run> | number => input.n;\n');
      const cycles = await importCycles(dir, ["src"]);
      expect(cycles.map((cycle) => [...cycle].sort())).toEqual([["src/tool.ts", "src/worker.ts"]]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

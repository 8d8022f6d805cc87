// The built bin (dist/cli.js): what a cold `toolflow run` loads before the sandbox worker starts,
// and the build's cleanup of chunks it no longer makes.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { CLI, ROOT } from "./built-cli.js";

/** A file of dist/ and every chunk it imports statically (what Node loads before it runs). */
function staticGraph(entry: string): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (name: string) => {
    if (files.has(name)) return;
    const text = readFileSync(join(ROOT, "dist", name), "utf8");
    files.set(name, text);
    for (const [, chunk] of text.matchAll(/^(?:import|\})[^"\n(]*"\.\/([^"]+)";$/gm)) visit(chunk!);
  };
  visit(entry);
  return files;
}

describe("the built CLI", () => {
  it("starts the sandbox worker before loading zod, yaml, the tools or the transpiler", () => {
    const graph = staticGraph("cli.js");
    expect(graph.size).toBeGreaterThan(1);
    for (const [name, text] of graph) {
      expect(text, name).not.toMatch(/node_modules\/(zod|yaml|picomatch|@modelcontextprotocol)\/|from "(zod|yaml|picomatch)"/);
      expect(text, name).not.toMatch(/^\/\/ (transpiler|host\/tools|host\/config\/load)/m);
    }
    // The worker's start is in that graph, and run-local is not.
    expect([...graph.values()].join("\n")).toMatch(/new Worker\(/);
    expect([...graph.keys()].some((name) => name.includes("run-local"))).toBe(false);
    expect(readFileSync(CLI, "utf8")).toMatch(/import\("\.\/cli-run-local-[A-Z0-9]+\.js"\)/);
  });

  it("loads the YAML parser, the config schema and node:https only when a run needs them", () => {
    const runLocal = readFileSync(CLI, "utf8").match(/import\("\.\/(cli-run-local-[A-Z0-9]+\.js)"\)/)![1]!;
    const graph = staticGraph(runLocal);
    expect([...graph.values()].join("\n")).toMatch(/^\/\/ host\/tools\//m);
    for (const [name, text] of graph) {
      expect(text, name).not.toMatch(/node_modules\/yaml\/|from "yaml"|from "node:https?"|^\/\/ host\/config\/(parse|schema)\.ts/m);
    }
  });

  it("knows the QuickJS build dist/guest.snapshot was made with: the .wasm file's hash and its fresh-image hash", async () => {
    const { quickJSWasmHash, readQuickJSWasm } = await import("../../../wasm/wasm-binary-node.js");
    const chunks = readdirSync(join(ROOT, "dist")).filter((name) => /^cli.*\.js$/.test(name));
    const builds = chunks.flatMap((name) => [...readFileSync(join(ROOT, "dist", name), "utf8").matchAll(/\{ wasmHash: (\d+), freshImageHash: (\d+) \}/g)]);
    expect(builds).toHaveLength(1);
    const snapshot = readFileSync(join(ROOT, "dist", "guest.snapshot"));
    // The header's fourth word (wasm/snapshot-format.ts).
    expect(Number(builds[0]![2])).toBe(snapshot.readUInt32LE(12));
    expect(Number(builds[0]![1])).toBe(quickJSWasmHash(await readQuickJSWasm()));
  });

  it("reads the guest runtime from dist/guest.js instead of carrying a copy to compile", () => {
    const guest = readFileSync(join(ROOT, "dist", "guest.js"), "utf8");
    const chunks = readdirSync(join(ROOT, "dist")).filter((name) => /^cli.*\.js$/.test(name));
    const loader = chunks.filter((name) => readFileSync(join(ROOT, "dist", name), "utf8").includes('readFileSync(new URL("./guest.js", import.meta.url), "utf8")'));
    expect(loader).toHaveLength(1);
    // No chunk holds the runtime's text (its first kilobyte, as a JavaScript string or as is).
    const start = guest.slice(0, 1024);
    for (const name of chunks) {
      const text = readFileSync(join(ROOT, "dist", name), "utf8");
      expect(text.includes(start) || text.includes(JSON.stringify(start).slice(1, -1)), name).toBe(false);
    }
  });
});

/** build.mjs's step, loaded by URL: it is plain JavaScript without type declarations. */
const { removeStaleChunks }: { removeStaleChunks(outdir: string, pattern: RegExp, produced: { path: string }[]): Promise<void> } = await import(
  new URL("../../../build.mjs", import.meta.url).href
);

describe("removeStaleChunks", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("removes the hashed chunks a build did not produce, and nothing else", async () => {
    dir = mkdtempSync(join(tmpdir(), "toolflow-chunks-"));
    const names = ["cli.js", "cli-chunk-AAAA1111.js", "cli-chunk-AAAA1111.js.map", "cli-chunk-OLD22222.js", "cli-chunk-OLD22222.js.map", "cli-run-local-OLD33333.js", "index.js", "worker.js", "guest.snapshot"];
    for (const name of names) writeFileSync(join(dir, name), "");
    const produced = ["cli.js", "cli-chunk-AAAA1111.js", "cli-chunk-AAAA1111.js.map"].map((name) => ({ path: join(dir!, name) }));
    await removeStaleChunks(dir, /^cli-.+-[A-Z0-9]{8}\.js(\.map)?$/, produced);
    expect(readdirSync(dir).sort()).toEqual(["cli-chunk-AAAA1111.js", "cli-chunk-AAAA1111.js.map", "cli.js", "guest.snapshot", "index.js", "worker.js"]);
  });
});

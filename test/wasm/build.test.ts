// build.mjs: WIT types from jco, the guest IIFE and its text module, the worker, library and CLI.
import { execFileSync } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { ensureBuilt } from "../ensure-built.js";

const ROOT = new URL("../..", import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), "utf8");

// dist/ as build.mjs makes it from the current sources (rebuilt only if a source, build.mjs
// included, is newer: `npm test` has just built it), so the file can run beside others that read it.
beforeAll(ensureBuilt, 120_000);

describe("build.mjs", () => {
  it("generates the WIT interfaces as TypeScript, async where the WIT says so", () => {
    const host = read("wasm/generated/interfaces/toolflow-flow-host.d.ts");
    expect(host).toContain("export function callTool(call: string): void;");
    expect(host).toContain("export function print(text: string): void;");
    const guest = read("wasm/generated/interfaces/toolflow-flow-guest.d.ts");
    expect(guest).toContain("export function run(program: string, optionsJson: string): Promise<string>;");
    expect(guest).toContain("export function answer(callId: number, answer: string): void;");
  });

  it("bundles the guest as one script that defines __toolflow and uses no Node API", () => {
    const guest = read("dist/guest.js");
    expect(guest).toContain("__toolflow");
    expect(guest).not.toMatch(/\brequire\(|from"node:|import\(/);
    const module = read("dist/guest-source.js");
    expect(module).toBe(`export default ${JSON.stringify(guest)};\n`);
  });

  it("inlines the guest text into the library, which loads the worker from beside itself", () => {
    const library = read("dist/index.js");
    // esbuild re-quotes the string, so look for a piece of guest code with no quotes in it.
    expect(read("dist/guest.js")).toContain("__toolflow={run:");
    expect(library).toContain("__toolflow={run:");
    expect(library).toContain('new URL("../dist/worker.js", import.meta.url)');
    expect(read("dist/worker.js")).toContain("parentPort");
  });

  it("makes an executable CLI with a node shebang", () => {
    expect(read("dist/cli.js").startsWith("#!/usr/bin/env node\n")).toBe(true);
    expect(statSync(new URL("dist/cli.js", ROOT)).mode & 0o111).toBe(0o111);
  });

  it("lets the built library run a flow from outside the source tree", () => {
    const script = `
      const { runFlow, createRegistry } = await import(${JSON.stringify(new URL("dist/index.js", ROOT).href)});
      const registry = createRegistry([{ name: "echo", category: "custom", flowEligible: true, output: "text", handler: async (a) => "said " + a.x }]);
      const out = await runFlow({ code: 'echo(x="hi")["text"]', name: "built", tools: ["echo"] }, { registry });
      console.log(JSON.stringify(out.envelope.result));`;
    const out = execFileSync("node", ["--input-type=module", "-e", script], { cwd: "/", encoding: "utf8" });
    expect(JSON.parse(out)).toBe("said hi");
  });

  it("keeps the Unicode name table a file of its own, which the built library and CLI load on demand", () => {
    for (const bundle of ["dist/index.js", "dist/worker.js", "dist/browser/toolflow.js", "dist/browser/worker.js"]) {
      expect(read(bundle), bundle).not.toContain("LATIN SMALL LETTER");
    }
    // The bundles that transpile (the browser's worker runs programs the page transpiled).
    for (const bundle of ["dist/index.js", "dist/worker.js", "dist/browser/toolflow.js"]) expect(read(bundle), bundle).toContain("./unicode-names.js");
    expect(read("dist/guest.js")).not.toContain("SIGNWRITING");
    const script = `
      const { runFlow, createRegistry } = await import(${JSON.stringify(new URL("dist/index.js", ROOT).href)});
      const code = 'import unicodedata\\n[unicodedata.name("\\\\N{snowman}"), unicodedata.lookup("BOM")]';
      const out = await runFlow({ code, name: "names", tools: [] }, { registry: createRegistry([]) });
      console.log(JSON.stringify(out.envelope.result));`;
    const out = execFileSync("node", ["--input-type=module", "-e", script], { cwd: "/", encoding: "utf8" });
    expect(JSON.parse(out)).toEqual(["SNOWMAN", "\ufeff"]);
    const cli = execFileSync("node", [new URL("dist/cli.js", ROOT).pathname, "run", "--yes", "-", "--json"], { input: 'print("\\N{EM DASH}")', encoding: "utf8" });
    expect(JSON.parse(cli).prints).toBe("\u2014\n");
  });

  it("keeps the IANA zones a file of their own, which only a program importing zoneinfo carries", () => {
    for (const bundle of ["dist/index.js", "dist/worker.js", "dist/guest.js", "dist/browser/toolflow.js", "dist/browser/worker.js"]) {
      expect(read(bundle), bundle).not.toContain("Africa/Abidjan");
    }
    for (const bundle of ["dist/index.js", "dist/worker.js", "dist/browser/toolflow.js"]) expect(read(bundle), bundle).toContain("./zoneinfo-data.js");
    const script = `
      const { runFlow, createRegistry } = await import(${JSON.stringify(new URL("dist/index.js", ROOT).href)});
      const code = 'from zoneinfo import ZoneInfo\\nfrom datetime import datetime\\nstr(datetime(2024, 7, 1, 12, tzinfo=ZoneInfo("Asia/Kolkata")))';
      const out = await runFlow({ code, name: "zones", tools: [] }, { registry: createRegistry([]) });
      console.log(JSON.stringify(out.envelope.result));`;
    const out = execFileSync("node", ["--input-type=module", "-e", script], { cwd: "/", encoding: "utf8" });
    expect(JSON.parse(out)).toBe("2024-07-01 12:00:00+05:30");
  });
});

// Test helper: builds a real directory tree in the OS temp folder from a path -> content map.
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { ToolContext } from "../../../host/registry.js";

export type TreeSpec = Record<string, string | Uint8Array | { symlink: string }>;

export interface TempTree {
  dir: string;
  remove(): void;
}

export function makeTree(spec: TreeSpec, parent?: string): TempTree {
  const dir = realpathSync(mkdtempSync(join(parent ?? tmpdir(), "toolflow-tools-")));
  for (const [rel, content] of Object.entries(spec)) {
    const target = join(dir, rel);
    mkdirSync(dirname(target), { recursive: true });
    if (typeof content === "object" && "symlink" in content) symlinkSync(content.symlink, target);
    else writeFileSync(target, content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export function ctx(signal: AbortSignal = new AbortController().signal): ToolContext {
  return { signal, flowName: "test" };
}

// Tests run the built artefacts (dist/: guest, worker, library, CLI, browser build). `npm test` builds first;
// a test file run on its own rebuilds only when a source is newer than what was built, so the
// files of one run do not rebuild dist/ again and again (or under each other's feet).
import { execFileSync } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SOURCES = ["guest", "wasm", "transpiler", "host", "browser", "build.mjs", "package.json"];
const BUILT = ["dist/guest-source.js", "dist/worker.js", "dist/index.js", "dist/cli.js", "dist/browser/toolflow.js", "dist/browser/worker.js"];

/** Newest modification time of a file, or of the files under a folder. */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .reduce((t, d) => Math.max(t, statSync(join(d.parentPath, d.name)).mtimeMs), 0);
}

function oldestBuilt(): number {
  try {
    return Math.min(...BUILT.map((file) => statSync(join(ROOT, file)).mtimeMs));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw err;
  }
}

export function ensureBuilt(): void {
  const sources = Math.max(...SOURCES.map((p) => newest(join(ROOT, p))));
  if (sources > oldestBuilt()) execFileSync(process.execPath, ["build.mjs"], { cwd: ROOT, stdio: "pipe" });
}

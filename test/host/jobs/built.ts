// Test helper: the suites of host/jobs and host/mcp run flows in dist/worker.js with
// dist/guest-source.js and spawn dist/cli.js; `npm test` builds them first.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export function requireBuild(): void {
  for (const file of ["dist/worker.js", "dist/guest-source.js", "dist/cli.js", "dist/index.js"]) {
    if (!existsSync(join(ROOT, file))) throw new Error(`${file} is missing: run \`node build.mjs\` (npm test does) first`);
  }
}

// The build of the bin (dist/cli.js): the cleanup of chunks it no longer makes.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

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

// Where tests leave what a person may want to look at after a run (screenshots of the playground,
// captures of a terminal): test-output/ at the repository's root, ignored by git.
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const TEST_OUTPUT = resolve(fileURLToPath(new URL("..", import.meta.url)), "test-output");

/** The path of `name` inside test-output/ (created on first use). */
export function testOutputPath(name: string): string {
  mkdirSync(TEST_OUTPUT, { recursive: true });
  return join(TEST_OUTPUT, name);
}

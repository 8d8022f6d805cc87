// Test helper: README.md's fenced code blocks, found by the heading they stand under, so the
// README's examples are the code the tests run.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const README = readFileSync(join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "README.md"), "utf8");

/** The first fenced block of `lang` after the heading `heading`. */
export function codeBlock(heading: string, lang: string): string {
  const section = README.slice(README.indexOf(`\n${heading}\n`));
  const match = new RegExp("```" + lang + "\\n([\\s\\S]*?)```").exec(section);
  if (!match) throw new Error(`no ${lang} block under ${heading} in README.md`);
  return match[1]!;
}

/** What an example promises to print: its last line, a `// ...` comment. */
export function promisedOutput(code: string): string | undefined {
  return /\n\/\/ (.*)\n$/.exec(code)?.[1];
}

// Test helper: the fenced code blocks of README.md (by the heading they stand under) and of any
// Markdown file (each with the check its info string names), so the examples are the code tests run.
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const README = readFileSync(join(resolve(dirname(fileURLToPath(import.meta.url)), ".."), "README.md"), "utf8");

/** The first fenced block of `lang` after the heading `heading`. */
export function codeBlock(heading: string, lang: string): string {
  const section = README.slice(README.indexOf(`\n${heading}\n`));
  const match = new RegExp("```" + lang + "(?: [^\\n]*)?\\n([\\s\\S]*?)```").exec(section);
  if (!match) throw new Error(`no ${lang} block under ${heading} in README.md`);
  return match[1]!;
}

/** What an example promises to print: its last line, a `// ...` comment. */
export function promisedOutput(code: string): string | undefined {
  return /\n\/\/ (.*)\n$/.exec(code)?.[1];
}

/** A fenced block of a Markdown file: its language, the `check=` of its info string, its text. */
export interface FencedBlock {
  file: string;
  line: number;
  lang: string;
  check: string | undefined;
  code: string;
}

/** Every fenced block of a Markdown file, in order (` ```lang check=kind `). */
export function fencedBlocks(file: string, text: string): FencedBlock[] {
  return [...text.matchAll(/^```([^\n]*)\n([\s\S]*?)^```$/gm)].map((match) => {
    const [lang = "", ...attributes] = match[1]!.trim().split(/\s+/);
    const check = attributes.find((a) => a.startsWith("check="))?.slice("check=".length);
    return { file, line: text.slice(0, match.index).split("\n").length, lang, check, code: match[2]! };
  });
}

// Mutants of the test corpora for the host-contract fuzzer: byte and token edits of real scripts
// (test/diff/cases/*.py and the conformance cases), from a seeded generator so a run repeats.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Every corpus script: each diff case, each conformance case (split at `# ---- `). */
export function corpus(): string[] {
  const diff = join(ROOT, "test/diff/cases");
  const conformance = join(ROOT, "test/conformance/cases");
  const scripts = readdirSync(diff).filter((f) => f.endsWith(".py")).map((f) => readFileSync(join(diff, f), "utf8"));
  for (const f of readdirSync(conformance).filter((f) => f.endsWith(".py"))) {
    scripts.push(...readFileSync(join(conformance, f), "utf8").split(/^# ---- .*$/m).slice(1));
  }
  return scripts;
}

/** mulberry32: small, seeded, good enough to pick mutations. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TOKENS = ["(", ")", "[", "]", "{", "}", ":", "\n", "    ", "\t", "\\\n", "lambda: ", "- ", "not ", "**", " if 1 else ", ".", "...", "'", '"""', "f'{", "}", "0x", "9".repeat(50), "constructor", "__proto__", "await ", "yield", "*", "**kw", "=", ":=", ",", "#", "\0", "\uFEFF", "é", "😀", "\r"];

/** One mutant of `source`: a few byte or token edits, sometimes a repeated slice. */
export function mutate(source: string, rnd: () => number): string {
  let s = source;
  const edits = 1 + Math.floor(rnd() * 4);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(rnd() * (s.length + 1));
    const kind = Math.floor(rnd() * 6);
    if (kind === 0) s = s.slice(0, at) + s.slice(at + 1 + Math.floor(rnd() * 8));
    else if (kind === 1) s = s.slice(0, at) + TOKENS[Math.floor(rnd() * TOKENS.length)] + s.slice(at);
    else if (kind === 2) s = s.slice(0, at) + String.fromCharCode(Math.floor(rnd() * 128)) + s.slice(at + 1);
    else if (kind === 3) {
      // A token repeated many times: deep nesting and long chains.
      const token = TOKENS[Math.floor(rnd() * TOKENS.length)];
      s = s.slice(0, at) + token.repeat(1 + Math.floor(rnd() * 400)) + s.slice(at);
    } else if (kind === 4) {
      const end = Math.min(s.length, at + Math.floor(rnd() * 80));
      s = s.slice(0, end) + s.slice(at, end) + s.slice(end);
    } else {
      const lines = s.split("\n");
      const j = Math.floor(rnd() * lines.length);
      lines.splice(Math.floor(rnd() * lines.length), 0, lines[j]);
      s = lines.join("\n");
    }
  }
  return s;
}

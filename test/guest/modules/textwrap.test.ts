// textwrap against CPython: wrap/fill (hyphens, long words, indents, max_lines), shorten,
// dedent and indent.
import { describe } from "vitest";
import { differential } from "./harness.js";

const TEXT = "The quick brown fox jumps over the lazy dog. A well-known sentence -- used for testing; supercalifragilisticexpialidocious words too.";

const cases = [
  `textwrap.wrap(${JSON.stringify(TEXT)}, 20)`,
  `textwrap.wrap(${JSON.stringify(TEXT)}, width=12)`,
  `textwrap.wrap(${JSON.stringify(TEXT)}, 10, break_long_words=False)`,
  `textwrap.wrap(${JSON.stringify(TEXT)}, 10, break_on_hyphens=False)`,
  `textwrap.fill(${JSON.stringify(TEXT)}, 30, initial_indent='* ', subsequent_indent='  ')`,
  `textwrap.wrap(${JSON.stringify(TEXT)}, 25, max_lines=3)`,
  `textwrap.wrap(${JSON.stringify(TEXT)}, 25, max_lines=2, placeholder='...')`,
  `textwrap.fill(${JSON.stringify(TEXT)}, 40, fix_sentence_endings=True)`,
  "textwrap.wrap('a\\tb\\nc  d', 5)",
  "textwrap.wrap('a\\tb', 10, expand_tabs=False, replace_whitespace=False)",
  "textwrap.wrap('   leading and trailing   ', 10)",
  "textwrap.wrap('   leading', 10, drop_whitespace=False)",
  "textwrap.wrap('', 10)",
  "textwrap.wrap('x', 0)",
  "textwrap.wrap('aaaaaaaaaaaaaaaaaaaaaaaaa', 7)",
  "textwrap.wrap('well-known-hyphenated-words-here', 9)",
  "textwrap.wrap('héllo wörld ünïcode 😀😀 text', 8)",
  "textwrap.shorten('Hello  world!', width=12)",
  "textwrap.shorten('Hello world!', width=11)",
  "textwrap.shorten('Hello world', width=10, placeholder='...')",
  `textwrap.shorten(${JSON.stringify(TEXT)}, 40)`,
  "textwrap.shorten('Hello', width=3)",
  "textwrap.dedent('    a\\n      b\\n    c')",
  "textwrap.dedent('  a\\n\\tb')",
  "textwrap.dedent('    a\\n    \\n  b\\n')",
  "textwrap.dedent('no indent\\n  x')",
  "textwrap.dedent('\\n    def f():\\n        pass\\n')",
  "textwrap.indent('a\\nb\\n\\nc', '> ')",
  "textwrap.indent('a\\r\\nb', '+')",
  "textwrap.indent('a\\n  \\nb', '# ', lambda line: True)",
  "textwrap.fill('one two three four five six', 9)",
];

describe("textwrap (differential against CPython)", () => {
  differential("import textwrap", cases);
});

// The `textwrap` module: TextWrapper's algorithm transcribed from CPython 3.11 (its word-splitting
// regexes run on the guest's own `re` engine), plus fill, shorten, dedent and indent.

import { E, PyFloat, PyInstance, PyList, PyModule, T, UserType, asIndex, getAttr, pyDef, callPy, raise, repr, strExpandTabs, truthy, typeOf } from "../values/index.js";
import { Positions, Regex } from "./re/engine.js";
import { FLAG } from "./re/syntax.js";

const WS = "[\\t\\n\\x0b\\x0c\\r ]";
const NOWS = "[^\\t\\n\\x0b\\x0c\\r ]";
const WORD_PUNCT = "[\\w!\"'&.,?]";
const LETTER = "[^\\d\\W]";

// TextWrapper.wordsep_re and wordsep_simple_re, verbatim; compiled on first use.
const WORDSEP_SOURCE = `
        ( # any whitespace
          ${WS}+
        | # em-dash between words
          (?<=${WORD_PUNCT}) -{2,} (?=\\w)
        | # word, possibly hyphenated
          ${NOWS}+? (?:
            # hyphenated word
              -(?: (?<=${LETTER}{2}-) | (?<=${LETTER}-${LETTER}-))
              (?= ${LETTER} -? ${LETTER})
            | # end of word
              (?=${WS}|\\Z)
            | # em-dash
              (?<=${WORD_PUNCT}) (?=-{2,}\\w)
            )
        )`;
let compiled: { wordsep: Regex; simple: Regex; sentenceEnd: Regex } | null = null;
function regexes() {
  return (compiled ??= {
    wordsep: new Regex(WORDSEP_SOURCE, FLAG.X),
    simple: new Regex(`(${WS}+)`, 0),
    sentenceEnd: new Regex("[a-z][\\.\\!\\?][\\\"\\']?\\Z", 0),
  });
}

const cpLen = (s: string) => Array.from(s).length;
const cpSlice = (s: string, a: number, b?: number) => Array.from(s).slice(a, b).join("");
const isBlank = (s: string) => s.replace(/[\t\n\x0b\x0c\r \x1c-\x1f\x85\xa0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]/g, "") === "";

/** re.split with the pattern's single group: the pieces between matches and the matches. */
function splitKeep(re: Regex, text: string): string[] {
  const pos = new Positions(text);
  const out: string[] = [];
  let last = 0;
  for (const m of re.iterate(pos)) {
    const [s, e] = m.spans[0]!;
    out.push(pos.slice(last, s));
    const g = m.spans[1];
    out.push(g ? pos.slice(g[0], g[1]) : "");
    last = e;
  }
  out.push(pos.slice(last, pos.length));
  return out;
}

interface Options {
  width: number;
  initialIndent: string;
  subsequentIndent: string;
  expandTabs: boolean;
  replaceWhitespace: boolean;
  fixSentenceEndings: boolean;
  breakLongWords: boolean;
  dropWhitespace: boolean;
  breakOnHyphens: boolean;
  tabsize: number;
  maxLines: number | null;
  placeholder: string;
}

const OPTION_PARAMS =
  "width=70, initial_indent='', subsequent_indent='', expand_tabs=True, replace_whitespace=True, fix_sentence_endings=False, break_long_words=True, drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None, placeholder=' [...]'";

/** A width or line count as CPython's comparisons of it with an int take it: a number, else
 *  their TypeError (a NaN would compare false with everything, and the wrap never end). */
function compared(x: unknown, op: string): number {
  if (typeof x === "number" || typeof x === "bigint" || typeof x === "boolean") return Number(x);
  if (x instanceof PyFloat) return x.v;
  return raise(E.TypeError, `'${op}' not supported between instances of '${typeOf(x).name}' and 'int'`);
}

function options(a: unknown[]): Options {
  const str = (x: unknown) => {
    if (typeof x !== "string") raise(E.TypeError, `expected str, got ${typeOf(x).name}`);
    return x as string;
  };
  return {
    width: compared(a[0], "<="),
    initialIndent: str(a[1]),
    subsequentIndent: str(a[2]),
    expandTabs: truthy(a[3]),
    replaceWhitespace: truthy(a[4]),
    fixSentenceEndings: truthy(a[5]),
    breakLongWords: truthy(a[6]),
    dropWhitespace: truthy(a[7]),
    breakOnHyphens: truthy(a[8]),
    tabsize: Number(asIndex(a[9])),
    maxLines: a[10] === null ? null : compared(a[10], ">"),
    placeholder: str(a[11]),
  };
}

function splitChunks(o: Options, text: string): string[] {
  if (o.expandTabs) text = strExpandTabs(text, o.tabsize);
  if (o.replaceWhitespace) text = text.replace(/[\t\n\x0b\x0c\r]/g, " ");
  const chunks = splitKeep(o.breakOnHyphens ? regexes().wordsep : regexes().simple, text).filter((c) => c);
  if (o.fixSentenceEndings) {
    let i = 0;
    while (i < chunks.length - 1) {
      if (chunks[i + 1] === " " && regexes().sentenceEnd.exec("search", new Positions(chunks[i]), 0, Number.MAX_SAFE_INTEGER)) {
        chunks[i + 1] = "  ";
        i += 2;
      } else i += 1;
    }
  }
  return chunks;
}

function handleLongWord(o: Options, chunks: string[], line: string[], curLen: number, width: number): void {
  const spaceLeft = width < 1 ? 1 : width - curLen;
  if (o.breakLongWords) {
    let end = spaceLeft;
    const chunk = chunks[chunks.length - 1];
    if (o.breakOnHyphens && cpLen(chunk) > spaceLeft) {
      const hyphen = cpSlice(chunk, 0, spaceLeft).lastIndexOf("-");
      const h = hyphen < 0 ? -1 : cpLen(chunk.slice(0, hyphen));
      if (h > 0 && [...cpSlice(chunk, 0, h)].some((c) => c !== "-")) end = h + 1;
    }
    line.push(cpSlice(chunk, 0, end));
    chunks[chunks.length - 1] = cpSlice(chunk, end);
  } else if (line.length === 0) {
    line.push(chunks.pop()!);
  }
}

function wrapChunks(o: Options, input: string[]): string[] {
  const lines: string[] = [];
  if (o.width <= 0) raise(E.ValueError, `invalid width ${repr(o.width)} (must be > 0)`);
  if (o.maxLines !== null) {
    const indent = o.maxLines > 1 ? o.subsequentIndent : o.initialIndent;
    if (cpLen(indent) + cpLen(o.placeholder.replace(/^\s+/, "")) > o.width) raise(E.ValueError, "placeholder too large for max width");
  }
  const chunks = input.slice().reverse();
  while (chunks.length) {
    const line: string[] = [];
    let curLen = 0;
    const indent = lines.length ? o.subsequentIndent : o.initialIndent;
    const width = o.width - cpLen(indent);
    if (o.dropWhitespace && isBlank(chunks[chunks.length - 1]) && lines.length) chunks.pop();
    while (chunks.length) {
      const l = cpLen(chunks[chunks.length - 1]);
      if (curLen + l <= width) {
        line.push(chunks.pop()!);
        curLen += l;
      } else break;
    }
    if (chunks.length && cpLen(chunks[chunks.length - 1]) > width) {
      handleLongWord(o, chunks, line, curLen, width);
      curLen = line.reduce((n, c) => n + cpLen(c), 0);
    }
    if (o.dropWhitespace && line.length && isBlank(line[line.length - 1])) {
      curLen -= cpLen(line[line.length - 1]);
      line.pop();
    }
    if (!line.length) continue;
    if (
      o.maxLines === null ||
      lines.length + 1 < o.maxLines ||
      ((!chunks.length || (o.dropWhitespace && chunks.length === 1 && isBlank(chunks[0]))) && curLen <= width)
    ) {
      lines.push(indent + line.join(""));
      continue;
    }
    let placed = false;
    while (line.length) {
      if (!isBlank(line[line.length - 1]) && curLen + cpLen(o.placeholder) <= width) {
        line.push(o.placeholder);
        lines.push(indent + line.join(""));
        placed = true;
        break;
      }
      curLen -= cpLen(line[line.length - 1]);
      line.pop();
    }
    if (!placed) {
      if (lines.length) {
        const prev = lines[lines.length - 1].replace(/\s+$/, "");
        if (cpLen(prev) + cpLen(o.placeholder) <= o.width) {
          lines[lines.length - 1] = prev + o.placeholder;
          break;
        }
      }
      lines.push(indent + o.placeholder.replace(/^\s+/, ""));
    }
    break;
  }
  return lines;
}

function wrap(text: unknown, o: Options): string[] {
  if (typeof text !== "string") raise(E.AttributeError, `'${typeOf(text).name}' object has no attribute 'expandtabs'`);
  return wrapChunks(o, splitChunks(o, text as string));
}

function dedent(text: unknown): string {
  if (typeof text !== "string") raise(E.TypeError, `expected string or bytes-like object, got '${typeOf(text).name}'`);
  // CPython's regexes are MULTILINE over "\n" only, so working line by line is exact.
  const lines = (text as string).split("\n").map((l) => (/^[ \t]+$/.test(l) ? "" : l));
  let margin: string | null = null;
  for (const line of lines) {
    const m = /^([ \t]*)[^ \t]/.exec(line);
    if (!m) continue;
    const indent = m[1];
    if (margin === null) margin = indent;
    else if (indent.startsWith(margin)) continue;
    else if (margin.startsWith(indent)) margin = indent;
    else {
      let i = 0;
      while (i < margin.length && i < indent.length && margin[i] === indent[i]) i++;
      margin = margin.slice(0, i);
    }
  }
  const cut = margin ?? "";
  return lines.map((l) => (cut && l.startsWith(cut) ? l.slice(cut.length) : l)).join("\n");
}

function indent(text: unknown, prefix: unknown, predicate: unknown): string {
  if (typeof text !== "string" || typeof prefix !== "string") raise(E.TypeError, "can only concatenate str (not \"" + typeOf(typeof text !== "string" ? text : prefix).name + "\") to str");
  const lines = (text as string).match(/[^\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]*(?:\r\n|[\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029]|$)/g)!.filter((l) => l !== "");
  return lines
    .map((line) => {
      const keep = predicate === null ? !isBlank(line) : truthy(callPy(predicate, [line]));
      return keep ? prefix + line : line;
    })
    .join("");
}

/** TextWrapper's attributes, in its constructor's order (OPTION_PARAMS'). */
const WRAPPER_ATTRS = [
  "width", "initial_indent", "subsequent_indent", "expand_tabs", "replace_whitespace", "fix_sentence_endings",
  "break_long_words", "drop_whitespace", "break_on_hyphens", "tabsize", "max_lines", "placeholder",
];

/** textwrap.TextWrapper: the options as the instance's attributes (a script may change them, or
 *  derive a class), read by wrap() and fill() at each call. */
function textWrapperType(): UserType {
  const t = new UserType("TextWrapper", "TextWrapper", [T.object], [], "textwrap");
  const optionsOf = (self: unknown) => options(WRAPPER_ATTRS.map((name) => getAttr(self, name)));
  t.methods.set("__init__", pyDef("__init__", `self, ${OPTION_PARAMS}`, (self: PyInstance, ...a: unknown[]) => {
    WRAPPER_ATTRS.forEach((name, i) => (self.attrs[name] = a[i]));
    return null;
  }));
  t.methods.set("wrap", pyDef("wrap", "self, text", (self: unknown, text: unknown) => new PyList(wrap(text, optionsOf(self)))));
  t.methods.set("fill", pyDef("fill", "self, text", (self: unknown, text: unknown) => wrap(text, optionsOf(self)).join("\n")));
  return t;
}

export function textwrapModule(): PyModule {
  // The word splitters compiled now, for ASCII and other texts: a snapshot of the loaded guest
  // then holds them, where each flow's first wrap built them (~2-4 ms in QuickJS).
  for (const sample of ["a-b c", "\u00e9-b c"]) {
    for (const re of Object.values(regexes())) re.exec("search", new Positions(sample), 0, Number.MAX_SAFE_INTEGER);
    splitKeep(regexes().wordsep, sample);
    splitKeep(regexes().simple, sample);
  }
  return new PyModule("textwrap", {
    wrap: pyDef("wrap", `text, ${OPTION_PARAMS}`, (text: unknown, ...a: unknown[]) => new PyList(wrap(text, options(a)))),
    fill: pyDef("fill", `text, ${OPTION_PARAMS}`, (text: unknown, ...a: unknown[]) => wrap(text, options(a)).join("\n")),
    shorten: pyDef("shorten", `text, ${OPTION_PARAMS.replace("width=70, ", "width, ").replace("max_lines=None, ", "")}`, (text: unknown, ...a: unknown[]) => {
      if (typeof text !== "string") raise(E.AttributeError, `'${typeOf(text).name}' object has no attribute 'strip'`);
      const [width, ii, si, et, rw, fse, blw, dw, boh, ts, ph] = a;
      const o = options([width, ii, si, et, rw, fse, blw, dw, boh, ts, 1, ph]);
      const collapsed = (text as string).trim().split(/\s+/).filter(Boolean).join(" ");
      return wrapChunks(o, splitChunks(o, collapsed)).join("\n");
    }),
    dedent: pyDef("dedent", "text", dedent),
    indent: pyDef("indent", "text, prefix, predicate=None", indent),
    TextWrapper: textWrapperType(),
  });
}

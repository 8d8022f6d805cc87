// csv.Sniffer as csv.py writes it: sniff() guesses the quote character and delimiter from quoted
// fields, else from how evenly each ASCII character occurs per line; has_header() votes per
// column on whether the first row's types or lengths differ from the rest.
import { E, PyList, PyTuple, PyType, T, builtin, defineMethods, defineProperties, raise, toArray } from "../../values/index.js";
import { escape } from "../re/index.js";
import { findall, matchAt } from "../re/operations.js";
import { compile } from "../re/pattern.js";
import { FLAG } from "../re/syntax.js";
import { CsvError, QUOTE_MINIMAL, dialectObject, type Dialect } from "./dialect.js";
import { CsvReader } from "./reader.js";

export const SnifferType = new PyType("Sniffer", [T.object], "csv");

class Sniffer {
  preferred: unknown = new PyList([",", "\t", ";", " ", ":"]);
}
Object.defineProperty(Sniffer.prototype, "$type", { value: SnifferType });
SnifferType.construct = () => new Sniffer();

// Quoted text between two identical quotes and the characters around it, tried in this order.
const QUOTED = [
  String.raw`(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)`,
  String.raw`(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)`,
  String.raw`(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)`,
  String.raw`(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)`,
];

type Delimiters = string | null;
const allowed = (delimiters: Delimiters, c: string) => delimiters === null || delimiters.includes(c);
const count = (s: string, sub: string) => s.split(sub).length - 1;

/** The most frequent key, the first seen among equals (max(d, key=d.get)). */
function mostFrequent(counts: Map<string, number>): string {
  let best = "";
  let n = -1;
  for (const [k, v] of counts) if (v > n) [best, n] = [k, v];
  return best;
}

function guessQuoteAndDelimiter(data: string, delimiters: Delimiters): [string, boolean, string | null, boolean] {
  let matches: unknown[] = [];
  let names: string[] = [];
  for (const src of QUOTED) {
    matches = findall(compile(src, FLAG.S | FLAG.M), data).items;
    names = [...src.matchAll(/\(\?P<(\w+)>/g)].map((m) => m[1]);
    if (matches.length > 0) break;
  }
  if (matches.length === 0) return ["", false, null, false];
  const quotes = new Map<string, number>();
  const delims = new Map<string, number>();
  let spaces = 0;
  // findall gives one group's text itself, which csv.py then indexes (m[0], its first character).
  const group = (m: unknown, name: string) => (typeof m === "string" ? m.charAt(names.indexOf(name)) : ((m as PyTuple).items[names.indexOf(name)] as string));
  for (const m of matches) {
    const q = group(m, "quote");
    if (q) quotes.set(q, (quotes.get(q) ?? 0) + 1);
    if (!names.includes("delim")) continue;
    const d = group(m, "delim");
    if (d && allowed(delimiters, d)) delims.set(d, (delims.get(d) ?? 0) + 1);
    if (group(m, "space")) spaces++;
  }
  const quotechar = mostFrequent(quotes);
  let delim = "";
  let skipinitialspace = false;
  if (delims.size > 0) {
    delim = mostFrequent(delims);
    skipinitialspace = delims.get(delim) === spaces;
    if (delim === "\n") delim = "";
  }
  const d = escape(delim);
  const q = quotechar;
  const dq = compile(String.raw`((${d})|^)\W*${q}[^${d}\n]*${q}[^${d}\n]*${q}\W*((${d})|$)`, FLAG.M);
  return [quotechar, matchAt(dq, "search", data) !== null, delim, skipinitialspace];
}

function guessDelimiter(text: string, delimiters: Delimiters, preferred: unknown[]): [string, boolean] {
  const data = text.split("\n").filter((l) => l !== "");
  const chunkLength = Math.min(10, data.length);
  // Per character, how many lines hold it 0, 1, 2, ... times (in first-seen order of counts).
  const charFrequency = new Map<string, Map<number, number>>();
  const modes = new Map<string, [number, number]>();
  const delims = new Map<string, [number, number]>();
  const skipOf = (c: string) => count(data[0], c) === count(data[0], c + " ");
  let iteration = 0;
  for (let start = 0, end = chunkLength; start < data.length; start = end, end += chunkLength) {
    iteration++;
    for (const line of data.slice(start, end)) {
      for (let c = 0; c < 127; c++) {
        const ch = String.fromCharCode(c);
        const meta = charFrequency.get(ch) ?? new Map<number, number>();
        const freq = count(line, ch);
        meta.set(freq, (meta.get(freq) ?? 0) + 1);
        charFrequency.set(ch, meta);
      }
    }
    for (const [ch, meta] of charFrequency) {
      const items = [...meta];
      if (items.length === 1 && items[0][0] === 0) continue;
      let mode = items[0];
      for (const it of items) if (it[1] > mode[1]) mode = it;
      const rest = items.filter((it) => it !== mode).reduce((n, it) => n + it[1], 0);
      modes.set(ch, [mode[0], mode[1] - rest]);
    }
    const total = Math.min(chunkLength * iteration, data.length);
    for (let consistency = 1.0; delims.size === 0 && consistency >= 0.9; consistency -= 0.01) {
      for (const [k, v] of modes) {
        if (v[0] > 0 && v[1] > 0 && v[1] / total >= consistency && allowed(delimiters, k)) delims.set(k, v);
      }
    }
    if (delims.size === 1) {
      const delim = [...delims.keys()][0];
      return [delim, skipOf(delim)];
    }
  }
  if (delims.size === 0) return ["", false];
  for (const d of preferred) if (typeof d === "string" && delims.has(d)) return [d, skipOf(d)];
  // The largest (mode, count) pair, ties broken by the character, as sorting (v, k) pairs does.
  let best: [string, [number, number]] | null = null;
  for (const e of delims) {
    const [k, v] = e;
    if (best === null || v[0] > best[1][0] || (v[0] === best[1][0] && (v[1] > best[1][1] || (v[1] === best[1][1] && k > best[0])))) best = e;
  }
  return [best![0], skipOf(best![0])];
}

function sniff(self: Sniffer, sample: unknown, delimiters: unknown): Dialect {
  if (typeof sample !== "string") raise(E.TypeError, "expected string or bytes-like object");
  const only = typeof delimiters === "string" ? delimiters : delimiters === null ? null : toArray(delimiters).join("");
  let [quotechar, doublequote, delimiter, skipinitialspace] = guessQuoteAndDelimiter(sample as string, only);
  if (!delimiter) [delimiter, skipinitialspace] = guessDelimiter(sample as string, only, toArray(self.preferred));
  if (!delimiter) raise(CsvError, "Could not determine delimiter");
  return {
    delimiter, quotechar: quotechar || '"', escapechar: null, doublequote, skipinitialspace,
    lineterminator: "\r\n", quoting: QUOTE_MINIMAL, strict: false,
  };
}

// What complex() accepts: a real, an imaginary or a sum of both, in optional parentheses.
const REAL = String.raw`(?:(?:\d(?:_?\d)*(?:\.(?:\d(?:_?\d)*)?)?|\.\d(?:_?\d)*)(?:[eE][+-]?\d(?:_?\d)*)?|inf(?:inity)?|nan)`;
const COMPLEX = new RegExp(String.raw`^\s*(?:\(\s*)?(?:[+-]?${REAL}|(?:[+-]?${REAL})?[+-]?(?:${REAL})?j)(?:\s*\))?\s*$`, "i");
const isComplex = (s: string) => COMPLEX.test(s) && (s.includes("(") === s.includes(")"));

function hasHeader(self: Sniffer, sample: unknown): boolean {
  const dialect = sniff(self, sample, null);
  const lines = (sample as string).split(/(?<=\n)/).filter((l) => l !== "");
  const rdr = new CsvReader(new PyList(lines), dialect);
  const header = toArray(rdr.next()) as string[];
  // Per column: "complex" where every row's value parses as a number, else the one length.
  const columnTypes = new Map<number, "complex" | number | null>(header.map((_, i) => [i, null]));
  let checked = 0;
  for (const row of toArray(rdr) as PyList[]) {
    if (checked > 20) break;
    checked++;
    if (row.items.length !== header.length) continue;
    for (const col of [...columnTypes.keys()]) {
      const v = row.items[col] as string;
      const t = isComplex(v) ? "complex" : [...v].length;
      if (t !== columnTypes.get(col)) {
        if (columnTypes.get(col) === null) columnTypes.set(col, t);
        else columnTypes.delete(col);
      }
    }
  }
  let votes = 0;
  for (const [col, t] of columnTypes) {
    if (typeof t === "number") votes += [...header[col]].length !== t ? 1 : -1;
    else votes += t === null || !isComplex(header[col]) ? 1 : -1;
  }
  return votes > 0;
}

defineMethods(SnifferType, {
  sniff: builtin("sniff", "self, sample, delimiters=None", (self: Sniffer, sample: unknown, d: unknown) => dialectObject(sniff(self, sample, d))),
  has_header: builtin("has_header", "self, sample", (self: Sniffer, sample: unknown) => hasHeader(self, sample)),
});
defineProperties(SnifferType, { preferred: (self: Sniffer) => self.preferred });

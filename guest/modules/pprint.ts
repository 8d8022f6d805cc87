// The `pprint` module: pformat/pprint/pp/saferepr with PrettyPrinter's layout (3.11): dicts
// sorted by key unless sort_dicts=False, width, indent, depth, compact, underscore_numbers;
// dicts, lists, tuples, sets and long strings are broken across lines as CPython breaks them.
// Other objects print as their repr().

import {
  E,
  PyDict,
  PyList,
  PyModule,
  PySet,
  PyTuple,
  asIndex,
  callPy,
  getAttr,
  hooks,
  isInt,
  pyDef,
  raise,
  repr,
  richCompareBool,
  strLen,
  truthy,
  typeName,
  typeOf,
} from "../values/index.js";

interface Options {
  indent: number;
  width: number;
  depth: number | null;
  compact: boolean;
  sortDicts: boolean;
  underscores: boolean;
}

const plain = (x: unknown) => typeof (x as { $repr?: unknown }).$repr !== "function";
const isDict = (x: unknown): x is PyDict => x instanceof PyDict && plain(x);
const isList = (x: unknown): x is PyList => x instanceof PyList && plain(x);
const isTuple = (x: unknown): x is PyTuple => x instanceof PyTuple && plain(x);

/** pprint._safe_key: Python order, else by type name (CPython then uses id(); insertion order here). */
function safeCompare(a: unknown, b: unknown): number {
  try {
    return richCompareBool(a, b, "Lt") ? -1 : richCompareBool(b, a, "Lt") ? 1 : 0;
  } catch (e) {
    if (!(e instanceof Error)) throw e;
    const ta = `<class '${typeName(a)}'>`;
    const tb = `<class '${typeName(b)}'>`;
    return ta < tb ? -1 : ta > tb ? 1 : 0;
  }
}

function dictItems(d: PyDict, o: Options): [unknown, unknown][] {
  const items = [...d.entries()];
  if (o.sortDicts) items.sort((x, y) => safeCompare(x[0], y[0]) || safeCompare(x[1], y[1]));
  return items;
}

class Printer {
  private readonly context = new Set<unknown>();
  private out = "";

  constructor(private readonly o: Options) {}

  /** PrettyPrinter._safe_repr: sorted dict keys, depth cut-offs, recursion markers. */
  safeRepr(x: unknown, level: number): string {
    if (isInt(x) && this.o.underscores) return (typeof x === "bigint" ? x : BigInt(x as number)).toString().replace(/\B(?=(\d{3})+(?!\d))/g, "_");
    const max = this.o.depth;
    if (isDict(x) || isList(x) || isTuple(x)) {
      const dict = isDict(x);
      const size = dict ? x.size : (x as PyList).items.length;
      const [open, close] = dict ? ["{", "}"] : isList(x) ? ["[", "]"] : ["(", size === 1 ? ",)" : ")"];
      if (size === 0) return open + close.replace(",", "");
      if (max !== null && level >= max) return `${open}...${close}`;
      if (this.context.has(x)) return `<Recursion on ${typeOf(x).name} with id=0>`;
      this.context.add(x);
      const parts = dict
        ? dictItems(x, this.o).map(([k, v]) => `${this.safeRepr(k, level + 1)}: ${this.safeRepr(v, level + 1)}`)
        : (x as PyList).items.map((v) => this.safeRepr(v, level + 1));
      this.context.delete(x);
      return open + parts.join(", ") + close;
    }
    return repr(x);
  }

  format(x: unknown, indent: number, allowance: number, level: number): void {
    if (this.context.has(x)) {
      this.out += `<Recursion on ${typeOf(x).name} with id=0>`;
      return;
    }
    const rep = this.safeRepr(x, level);
    if (strLen(rep) > this.o.width - indent - allowance) {
      const layout = this.layoutFor(x);
      if (layout) {
        this.context.add(x);
        layout(indent, allowance, level + 1);
        this.context.delete(x);
        return;
      }
    }
    this.out += rep;
  }

  private layoutFor(x: unknown): ((indent: number, allowance: number, level: number) => void) | null {
    const o = this.o;
    const pad = () => {
      if (o.indent > 1) this.out += " ".repeat(o.indent - 1);
    };
    if (isDict(x)) {
      return (indent, allowance, level) => {
        this.out += "{";
        pad();
        if (x.size) this.dictItems(dictItems(x, o), indent, allowance + 1, level);
        this.out += "}";
      };
    }
    if (isList(x)) {
      return (indent, allowance, level) => {
        this.out += "[";
        this.items(x.items, indent, allowance + 1, level);
        this.out += "]";
      };
    }
    if (isTuple(x)) {
      return (indent, allowance, level) => {
        const end = x.items.length === 1 ? ",)" : ")";
        this.out += "(";
        this.items(x.items, indent, allowance + end.length, level);
        this.out += end;
      };
    }
    if (x instanceof PySet && plain(x)) {
      return (indent, allowance, level) => {
        if (!x.size) {
          this.out += repr(x);
          return;
        }
        const [open, end] = x.frozen ? ["frozenset({", "})"] : ["{", "}"];
        this.out += open;
        const items = x.values().sort(safeCompare);
        this.items(items, indent + (x.frozen ? "frozenset".length + 1 : 0), allowance + end.length, level);
        this.out += end;
      };
    }
    if (typeof x === "string" && x.length) return (indent, allowance, level) => this.str(x, indent, allowance, level);
    return null;
  }

  private dictItems(items: [unknown, unknown][], indent: number, allowance: number, level: number): void {
    indent += this.o.indent;
    const delimnl = ",\n" + " ".repeat(indent);
    items.forEach(([k, v], i) => {
      const last = i === items.length - 1;
      const rep = this.safeRepr(k, level);
      this.out += rep + ": ";
      this.format(v, indent + strLen(rep) + 2, last ? allowance : 1, level);
      if (!last) this.out += delimnl;
    });
  }

  private items(items: unknown[], indent: number, allowance: number, level: number): void {
    indent += this.o.indent;
    if (this.o.indent > 1) this.out += " ".repeat(this.o.indent - 1);
    const delimnl = ",\n" + " ".repeat(indent);
    let delim = "";
    let width = this.o.width - indent + 1;
    let maxWidth = width;
    items.forEach((ent, i) => {
      const last = i === items.length - 1;
      if (last) {
        maxWidth -= allowance;
        width -= allowance;
      }
      if (this.o.compact) {
        const rep = this.safeRepr(ent, level);
        const w = strLen(rep) + 2;
        if (width < w) {
          width = maxWidth;
          if (delim) delim = delimnl;
        }
        if (width >= w) {
          width -= w;
          this.out += delim + rep;
          delim = ", ";
          return;
        }
      }
      this.out += delim;
      delim = delimnl;
      this.format(ent, indent, last ? allowance : 1, level);
    });
  }

  /** PrettyPrinter._pprint_str: lines, then runs of words, as adjacent string literals. */
  private str(s: string, indent: number, allowance: number, level: number): void {
    const chunks: string[] = [];
    const lines = s.match(/[^\n\r\v\f\x1c-\x1e\x85\u2028\u2029]*(?:\r\n|[\n\r\v\f\x1c-\x1e\x85\u2028\u2029]|$)/g)!.filter((l) => l !== "");
    if (level === 1) {
      indent += 1;
      allowance += 1;
    }
    let maxWidth1 = this.o.width - indent;
    const maxWidth = maxWidth1;
    let rep = "";
    lines.forEach((line, i) => {
      rep = repr(line);
      if (i === lines.length - 1) maxWidth1 -= allowance;
      if (strLen(rep) <= maxWidth1) {
        chunks.push(rep);
        return;
      }
      const parts = line.match(/\S*\s*/g)!.slice(0, -1);
      let maxWidth2 = maxWidth;
      let current = "";
      parts.forEach((part, j) => {
        const candidate = current + part;
        if (j === parts.length - 1 && i === lines.length - 1) maxWidth2 -= allowance;
        if (strLen(repr(candidate)) > maxWidth2) {
          if (current) chunks.push(repr(current));
          current = part;
        } else {
          current = candidate;
        }
      });
      if (current) chunks.push(repr(current));
    });
    if (chunks.length === 1) {
      this.out += rep;
      return;
    }
    if (level === 1) this.out += "(";
    this.out += chunks.join("\n" + " ".repeat(indent));
    if (level === 1) this.out += ")";
  }

  render(x: unknown): string {
    this.out = "";
    this.format(x, 0, 0, 0);
    return this.out;
  }
}

function options(indent: unknown, width: unknown, depth: unknown, compact: unknown, sortDicts: unknown, underscores: unknown): Options {
  const i = Number(asIndex(indent));
  const w = Number(asIndex(width));
  if (i < 0) raise(E.ValueError, "indent must be >= 0");
  if (depth !== null && Number(asIndex(depth)) <= 0) raise(E.ValueError, "depth must be > 0");
  if (!w) raise(E.ValueError, "width must be != 0");
  return { indent: i, width: w, depth: depth === null ? null : Number(depth), compact: truthy(compact), sortDicts: truthy(sortDicts), underscores: truthy(underscores) };
}

const SIG = "object, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True, underscore_numbers=False";
const STREAM_SIG = "object, stream=None, indent=1, width=80, depth=None, *, compact=False, sort_dicts=True, underscore_numbers=False";

function pformat(x: unknown, indent: unknown, width: unknown, depth: unknown, compact: unknown, sortDicts: unknown, underscores: unknown): string {
  return new Printer(options(indent, width, depth, compact, sortDicts, underscores)).render(x);
}

function pprint(x: unknown, stream: unknown, ...rest: unknown[]): null {
  const text = pformat(x, ...(rest as [unknown, unknown, unknown, unknown, unknown, unknown])) + "\n";
  // Under contextlib.redirect_stdout, sys.stdout is the file: its write() takes the text.
  if (stream === null && hooks.stdout !== null) callPy(getAttr(hooks.stdout, "write"), [text]);
  else if (stream === null) hooks.print(text);
  else raise(E.TypeError, "pprint() to a stream is not available in tool flows; use pformat()");
  return null;
}

export function pprintModule(): PyModule {
  return new PyModule("pprint", {
    pformat: pyDef("pformat", SIG, pformat),
    pprint: pyDef("pprint", STREAM_SIG, pprint),
    pp: pyDef("pp", STREAM_SIG.replace("sort_dicts=True", "sort_dicts=False"), pprint),
    saferepr: pyDef("saferepr", "object", (x: unknown) => new Printer(options(1, 80, null, false, true, false)).safeRepr(x, 0)),
    isreadable: pyDef("isreadable", "object", (x: unknown) => !repr(x).startsWith("<")),
  });
}


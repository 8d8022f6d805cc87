// Random programs in the accepted Python for the differential fuzzer: statements, not only
// expressions (assignments, if/elif/else, for and while with break/continue, def, try/except/
// else/finally, raise, assert, del, comprehensions, a class, a generator) over typed variables,
// with calls of three fixture tools (PROGRAM_FIXTURES) whose arguments are computed, so some
// match a fixture and some raise ToolError. Seeded: a program repeats from its seed.
import { random } from "./mutate.js";

const KEYS = ["a", "b", "ab", "k1", "zz"];
const WORDS = ["'a'", "'b'", "'ab'", "'k1'", "''", "'Hello World'", "'x,y,,z'", "'héllo'", "'😀!'", "' pad '", "'12'", "'-7'"];

/** The tools every program may call, as `--fixtures` JSON. */
export const PROGRAM_FIXTURES = JSON.stringify({
  lookup: KEYS.map((key, i) => ({ args: { key }, output: { json: { value: (i * 7) % 5 + i, tags: [key, key.toUpperCase()], ok: i % 2 === 0 } } })),
  note: ["a", "ab", "Hello World", ""].map((text) => ({ args: { text }, output: `noted ${text.length}` })),
  fail: [{ args: {}, output: { error: "failed on purpose" } }],
});

type Kind = "int" | "str" | "list" | "dict";

/** The names in scope of each kind, for the expressions of one block. */
interface Scope {
  /** Int variables a statement may assign. */
  int: string[];
  /** Int variables only read: while-loop counters, so every loop ends. */
  counters: string[];
  str: string[];
  list: string[];
  loops: number;
  inFunction: boolean;
}

class ProgramWriter {
  private readonly lines: string[] = [];
  private fresh = 0;
  constructor(private readonly rnd: () => number) {}

  private pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.rnd() * xs.length)];
  }
  private chance(p: number): boolean {
    return this.rnd() < p;
  }
  private int(lo: number, hi: number): number {
    return lo + Math.floor(this.rnd() * (hi - lo + 1));
  }
  private emit(indent: number, line: string): void {
    this.lines.push(`${"    ".repeat(indent)}${line}`);
  }
  private name(prefix: string): string {
    return `${prefix}${this.fresh++}`;
  }

  intExpr(s: Scope, depth = 0): string {
    const leaf = depth > 2 || this.chance(0.35);
    if (leaf) return this.chance(0.5) ? this.pick([...s.int, ...s.counters]) : String(this.chance(0.05) ? "10**20" : this.int(-5, 20));
    const a = () => this.intExpr(s, depth + 1);
    switch (this.int(0, 13)) {
      case 0:
      case 1:
        return `(${a()} ${this.pick(["+", "-", "*", "//", "%"])} ${a()})`;
      case 2:
        return `len(${this.chance(0.5) ? this.strExpr(s, depth + 1) : this.pick(s.list)})`;
      case 3:
        return `${this.pick(["sum", "len"])}(${this.pick(s.list)})`;
      case 4:
        return `max(${this.pick(s.list)}, default=${this.int(-3, 3)})`;
      case 5:
        return `${this.pick(s.list)}[${a()}]`;
      case 6:
        return `d0.get(${this.strExpr(s, depth + 1)}, ${this.int(0, 9)})`;
      case 7:
        return `int(${this.strExpr(s, depth + 1)})`;
      case 8:
        return this.chance(0.3) ? `abs(${a()})` : `${this.pick(["min", "max"])}(${a()}, ${a()})`;
      case 9:
        // f0 itself calls no f0: its recursion would only test the recursion limit, which has cases of its own.
        return s.inFunction ? this.pick(s.int) : `f0(${a()})`;
      case 10:
        return `lookup(key=${this.key(s, depth + 1)})["value"]`;
      case 11:
        return `(${a()} if ${this.cond(s, depth + 1)} else ${a()})`;
      case 12:
        return `Box(${a()}).twice()`;
      default:
        return `sum(g0(${this.int(0, 4)}))`;
    }
  }

  strExpr(s: Scope, depth = 0): string {
    const leaf = depth > 2 || this.chance(0.4);
    if (leaf) return this.chance(0.4) ? this.pick(s.str) : this.pick(WORDS);
    const a = () => this.strExpr(s, depth + 1);
    switch (this.int(0, 10)) {
      case 0:
        return `(${a()} + ${a()})`;
      case 1:
        return `(${a()} * ${this.int(0, 3)})`;
      case 2:
        return `${a()}.${this.pick(["upper", "lower", "strip", "title", "swapcase"])}()`;
      case 3:
        return `${a()}[${this.pick(["::-1", "1:", ":3", "-2:", "::2"])}]`;
      case 4:
        return `str(${this.intExpr(s, depth + 1)})`;
      case 5:
        // Triple quotes and leaves inside: 3.11 refuses the f-string's own quotes within its braces.
        return `f'''{${this.intExpr(s, 3)}}-{${this.strExpr(s, 3)}!r}'''`;
      case 6:
        return `",".join(str(x) for x in ${this.pick(s.list)})`;
      case 7:
        return `${a()}.replace(${this.pick(WORDS)}, ${this.pick(WORDS)})`;
      case 8:
        return `note(text=${a()})`;
      case 9:
        return `lookup(key=${this.key(s, depth + 1)})["tags"][${this.int(-2, 2)}]`;
      default:
        return `${a()}[${this.intExpr(s, depth + 1)}]`;
    }
  }

  /** A tool argument: mostly one the fixtures answer, sometimes any string (ToolError). */
  key(s: Scope, depth = 0): string {
    if (this.chance(0.25)) return this.strExpr(s, depth);
    return this.chance(0.5) ? JSON.stringify(this.pick(KEYS)) : `${JSON.stringify(KEYS)}[${this.intExpr(s, depth + 1)} % ${KEYS.length}]`;
  }

  listExpr(s: Scope, depth = 0): string {
    switch (this.int(0, 7)) {
      case 0:
        return `[${Array.from({ length: this.int(0, 4) }, () => this.int(-9, 9)).join(", ")}]`;
      case 1:
        return `[x * ${this.int(-2, 3)} for x in ${this.pick(s.list)} if x % ${this.int(1, 3)} == ${this.int(0, 1)}]`;
      case 2:
        return `sorted(${this.pick(s.list)}, reverse=${this.pick(["True", "False"])})`;
      case 3:
        return `(${this.pick(s.list)} + ${this.pick(s.list)})[:12]`;
      case 4:
        return `list(range(${this.intExpr(s, depth + 1)} % 7))`;
      case 5:
        return `[len(w) for w in ${this.strExpr(s, depth + 1)}.split()]`;
      case 6:
        return `[v for k, v in sorted(d0.items())]`;
      default:
        return `list(g0(${this.int(0, 3)}))`;
    }
  }

  cond(s: Scope, depth = 0): string {
    switch (this.int(0, 5)) {
      case 0:
        return `${this.intExpr(s, depth + 1)} ${this.pick(["<", "<=", "==", "!=", ">", ">="])} ${this.intExpr(s, depth + 1)}`;
      case 1:
        return `${this.strExpr(s, depth + 1)} in ${this.chance(0.5) ? this.strExpr(s, depth + 1) : "d0"}`;
      case 2:
        return `${this.intExpr(s, depth + 1)} in ${this.pick(s.list)}`;
      case 3:
        return `not ${this.pick(s.list)}`;
      case 4:
        return `(${this.cond(s, depth + 2)}) ${this.pick(["and", "or"])} (${this.cond(s, depth + 2)})`;
      default:
        return `lookup(key=${this.key(s, depth + 1)})["ok"]`;
    }
  }

  anyExpr(s: Scope): string {
    const kind = this.pick<Kind>(["int", "str", "list", "dict"]);
    if (kind === "int") return this.intExpr(s);
    if (kind === "str") return this.strExpr(s);
    if (kind === "list") return this.listExpr(s);
    return `sorted(d0.items())`;
  }

  /** One statement (maybe a compound one) at `indent`; `depth` bounds nesting. */
  statement(s: Scope, indent: number, depth: number): void {
    const compound = depth < 2 && this.chance(0.3);
    if (compound) return this.compound(s, indent, depth);
    switch (this.int(0, 12)) {
      case 0:
      case 1:
        return this.emit(indent, `${this.pick(s.int)} = ${this.intExpr(s)} % 10007`);
      case 2:
        return this.emit(indent, `${this.pick(s.str)} = ${this.strExpr(s)}[:40]`);
      case 3:
        return this.emit(indent, `${this.pick(s.list)} = ${this.listExpr(s)}`);
      case 4:
        return this.emit(indent, `d0[${this.strExpr(s)}] = ${this.intExpr(s)}`);
      case 5:
        return this.emit(indent, `${this.pick(s.list)}.append(${this.intExpr(s)})`);
      case 6:
        return this.emit(indent, `${this.pick(s.int)} += ${this.intExpr(s)}`);
      case 7:
      case 8:
        return this.emit(indent, `print(${this.anyExpr(s)})`);
      case 9:
        return this.emit(indent, this.pick([`del d0[${this.strExpr(s)}]`, `print(${this.pick(s.list)}.pop())`, `assert ${this.cond(s)}, ${this.strExpr(s)}`]));
      case 10:
        return this.emit(indent, this.pick([`print(fail())`, `raise ValueError(${this.strExpr(s)})`, `print(Box(${this.intExpr(s)}))`]));
      case 11:
        if (s.loops > 0) return this.emit(indent, `if ${this.cond(s)}: ${this.pick(["break", "continue"])}`);
        return this.emit(indent, `print(${this.cond(s)})`);
      default:
        if (s.inFunction) return this.emit(indent, `if ${this.cond(s)}: return ${this.intExpr(s)}`);
        return this.emit(indent, `t = lookup(key=${this.key(s)})\n${"    ".repeat(indent)}print(t["value"], t["tags"])`);
    }
  }

  private block(s: Scope, indent: number, depth: number): void {
    const n = this.int(1, 3);
    for (let i = 0; i < n; i++) this.statement(s, indent, depth + 1);
  }

  private compound(s: Scope, indent: number, depth: number): void {
    switch (this.int(0, 4)) {
      case 0: {
        this.emit(indent, `if ${this.cond(s)}:`);
        this.block(s, indent + 1, depth);
        if (this.chance(0.4)) {
          this.emit(indent, `elif ${this.cond(s)}:`);
          this.block(s, indent + 1, depth);
        }
        if (this.chance(0.5)) {
          this.emit(indent, "else:");
          this.block(s, indent + 1, depth);
        }
        return;
      }
      case 1: {
        const v = this.name("i");
        const over = this.pick([`range(${this.int(0, 5)})`, `${this.pick(s.list)}[:5]`, `sorted(d0.values())[:4]`, `g0(${this.int(0, 4)})`]);
        this.emit(indent, `for ${v} in ${over}:`);
        this.block({ ...s, int: [...s.int, v], loops: s.loops + 1 }, indent + 1, depth);
        if (this.chance(0.2)) {
          this.emit(indent, "else:");
          this.block(s, indent + 1, depth);
        }
        return;
      }
      case 2: {
        const w = this.name("w");
        this.emit(indent, `${w} = 0`);
        this.emit(indent, `while ${w} < ${this.int(1, 4)}:`);
        this.emit(indent + 1, `${w} += 1`);
        this.block({ ...s, counters: [...s.counters, w], loops: s.loops + 1 }, indent + 1, depth);
        return;
      }
      case 3: {
        const v = this.name("w");
        this.emit(indent, `for ${v} in ${this.strExpr(s)}.split(${this.pick(["", "','"])})[:4]:`);
        this.block({ ...s, str: [...s.str, v], loops: s.loops + 1 }, indent + 1, depth);
        return;
      }
      default: {
        this.emit(indent, "try:");
        this.block(s, indent + 1, depth);
        const e = this.name("e");
        this.emit(indent, `except ${this.pick(["Exception", "(ValueError, KeyError, IndexError)", "ToolError", "ZeroDivisionError", "(TypeError, AssertionError)"])} as ${e}:`);
        this.emit(indent + 1, `print("caught", type(${e}).__name__, ${e})`);
        if (this.chance(0.3)) {
          this.emit(indent, "else:");
          this.block(s, indent + 1, depth);
        }
        if (this.chance(0.3)) {
          this.emit(indent, "finally:");
          this.emit(indent + 1, `print("finally", ${this.intExpr(s)})`);
        }
      }
    }
  }

  program(): string {
    const top: Scope = { int: ["n0", "n1", "n2"], counters: [], str: ["s0", "s1"], list: ["l0", "l1"], loops: 0, inFunction: false };
    this.emit(0, `n0, n1, n2 = ${this.int(-5, 9)}, ${this.int(0, 9)}, ${this.int(1, 30)}`);
    this.emit(0, `s0, s1 = ${this.pick(WORDS)}, ${this.pick(WORDS)}`);
    this.emit(0, `l0, l1 = [${this.int(-3, 3)}, ${this.int(0, 9)}, ${this.int(0, 9)}], []`);
    this.emit(0, `d0 = {${this.pick(WORDS)}: ${this.int(0, 9)}, 'k': ${this.int(0, 9)}}`);
    this.emit(0, "class Box:");
    this.emit(1, "def __init__(self, v):");
    this.emit(2, "self.v = v");
    this.emit(1, "def twice(self):");
    this.emit(2, "return self.v * 2");
    this.emit(1, "def __repr__(self):");
    this.emit(2, 'return f"Box({self.v!r})"');
    this.emit(0, "def g0(n):");
    this.emit(1, "for k in range(n):");
    this.emit(2, `yield lookup(key=${JSON.stringify(KEYS)}[k % ${KEYS.length}])["value"] + k`);
    // f0 may use the globals and call tools, and returns an int (or raises).
    this.emit(0, "def f0(a, b=3):");
    const inner: Scope = { ...top, int: ["a", "b", "n0"], inFunction: true };
    const n = this.int(0, 2);
    for (let i = 0; i < n; i++) this.statement(inner, 1, 1);
    this.emit(1, `return ${this.intExpr({ ...inner, int: ["a", "b"] }, 2)}`);
    // Most top-level statements are guarded, so one error does not end every program early.
    const count = this.int(5, 14);
    for (let i = 0; i < count; i++) {
      if (this.chance(0.25)) {
        this.statement(top, 0, 0);
        continue;
      }
      this.emit(0, "try:");
      this.statement(top, 1, 1);
      this.emit(0, "except Exception as e:");
      this.emit(1, 'print("!", type(e).__name__, e)');
    }
    this.emit(0, `{"n": [n0, n1, n2], "s": [s0, s1], "l": [l0, l1], "d": sorted(d0.items())}`);
    return `${this.lines.join("\n")}\n`;
  }
}

/** The program of one seed. */
export function randomProgram(seed: number): string {
  return new ProgramWriter(random(seed)).program();
}

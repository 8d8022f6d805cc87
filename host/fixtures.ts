// Replay fixtures: turns a fixtures file into a ToolRegistry whose tools answer from
// recorded entries, so flows run offline. Matching keeps Python's JSON types: 1, 1.0 and true differ.
import * as z from "zod";
import { createRegistry, JsonText, ToolError, type ToolDefinition, type ToolRegistry } from "./registry.js";

/** A JSON value as Python's `json` module sees it: ints and floats are different types. */
export type ExactJson =
  | { readonly k: "null" }
  | { readonly k: "bool"; readonly v: boolean }
  | { readonly k: "int"; readonly v: bigint }
  | { readonly k: "float"; readonly v: number }
  | { readonly k: "str"; readonly v: string }
  | { readonly k: "list"; readonly items: readonly ExactJson[] }
  | { readonly k: "dict"; readonly entries: ReadonlyMap<string, ExactJson> };

const FixtureOutputSchema = z.union(
  [z.string(), z.object({ json: z.unknown() }).strict(), z.object({ error: z.string() }).strict()],
  { error: 'expected "text", {"json": value} or {"error": "message"}' },
);
const FixtureEntrySchema = z
  .object({ args: z.record(z.string(), z.unknown()).optional(), output: FixtureOutputSchema })
  .strict();
const AliasesSchema = z.record(z.string(), z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, "an alias must be a Python identifier"));
/** The shape of a fixtures file; `__aliases__` is the only key that is not a tool. */
export const FixturesFileSchema = z
  .record(z.string(), z.unknown())
  .superRefine((file, ctx) => {
    for (const [key, value] of Object.entries(file)) {
      const schema = key === "__aliases__" ? AliasesSchema : z.array(FixtureEntrySchema);
      const parsed = schema.safeParse(value);
      if (!parsed.success) for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: [key, ...issue.path] } as never);
    }
  });

export type FixtureOutput =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "json"; readonly value: ExactJson }
  | { readonly kind: "error"; readonly message: string };

export interface FixtureEntry {
  readonly args: ExactJson;
  readonly output: FixtureOutput;
}

export interface Fixtures {
  /** Registry name -> entries, in file order (the file order is also the default `tools` order). */
  readonly tools: ReadonlyMap<string, readonly FixtureEntry[]>;
  /** `__aliases__`: registry name -> the name the script calls it by. */
  readonly aliases: Readonly<Record<string, string>>;
}

export class FixturesError extends Error {
  override name = "FixturesError";
}

/** Parses and validates a fixtures file; `source` names it in error messages. */
export function parseFixtures(text: string, source = "fixtures"): Fixtures {
  let exact: ExactJson;
  try {
    exact = parseExactJson(text);
  } catch (err) {
    throw new FixturesError(`${source}: ${(err as Error).message}`);
  }
  const checked = FixturesFileSchema.safeParse(toPlain(exact));
  if (!checked.success) {
    const problems = checked.error.issues.map((i) => `${i.path.length ? `${formatPath(i.path)}: ` : ""}${i.message}`);
    throw new FixturesError(`${source}: invalid fixtures file:\n  ${problems.join("\n  ")}`);
  }
  if (exact.k !== "dict") throw new FixturesError(`${source}: a fixtures file is a JSON object`);
  const tools = new Map<string, FixtureEntry[]>();
  let aliases: Record<string, string> = {};
  for (const [name, value] of exact.entries) {
    if (name === "__aliases__") {
      aliases = toPlain(value) as Record<string, string>;
      continue;
    }
    tools.set(name, (value as Extract<ExactJson, { k: "list" }>).items.map(toEntry));
  }
  for (const name of Object.keys(aliases)) {
    if (!tools.has(name)) throw new FixturesError(`${source}: __aliases__ names ${JSON.stringify(name)}, which has no fixtures`);
  }
  return { tools, aliases };
}

function formatPath(path: readonly PropertyKey[]): string {
  return path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? JSON.stringify(p) : `.${String(p)}`)).join("");
}

function toEntry(value: ExactJson): FixtureEntry {
  const entry = value as Extract<ExactJson, { k: "dict" }>;
  const args = entry.entries.get("args") ?? { k: "dict", entries: new Map() };
  const output = entry.entries.get("output")!;
  if (output.k === "str") return { args, output: { kind: "text", text: output.v } };
  const fields = (output as Extract<ExactJson, { k: "dict" }>).entries;
  const error = fields.get("error");
  if (error?.k === "str") return { args, output: { kind: "error", message: error.v } };
  return { args, output: { kind: "json", value: fields.get("json")! } };
}

/**
 * A registry serving the fixtures: each tool is "custom", flow-eligible, and answers with the
 * first entry whose args equal the call's kwargs; no match raises ToolError. A tool whose entries
 * are all text (or errors) has output "text"; otherwise "json", and text entries answer
 * `{"text": ...}` so the script sees the same value either way.
 */
export function fixtureRegistry(fixtures: Fixtures): ToolRegistry {
  return createRegistry([...fixtures.tools].map(([name, entries]) => fixtureTool(name, entries)));
}

function fixtureTool(name: string, entries: readonly FixtureEntry[]): ToolDefinition {
  const output = entries.every((e) => e.output.kind !== "json") ? "text" : "json";
  const keyed = entries.map((entry) => ({ key: canonical(entry.args), entry }));
  return {
    name,
    category: "custom",
    flowEligible: true,
    output,
    description: `Replays ${entries.length} recorded answer${entries.length === 1 ? "" : "s"} from a fixtures file`,
    handler: async (args, ctx) => {
      // The raw kwargs text is the only place where `1.0` is still a float; direct calls lack it.
      const kwargs = ctx.argsJson === undefined ? fromPlain(args) : parseExactJson(ctx.argsJson);
      const key = canonical(kwargs);
      const match = key === null ? undefined : keyed.find((k) => k.key === key)?.entry;
      if (!match) throw new ToolError(`no fixture matches ${name}(${pyDumps(kwargs, true)})`);
      switch (match.output.kind) {
        case "error":
          throw new ToolError(match.output.message);
        case "text":
          return output === "text" ? match.output.text : { text: match.output.text };
        case "json":
          // As text, so that floats such as 1.0 and ints beyond 2**53 reach the script exactly.
          return new JsonText(pyDumps(match.output.value));
      }
    },
  };
}

/**
 * A string equal for two values exactly when Python's `==` holds and the JSON types agree
 * (so 1, 1.0 and true differ); null for a value holding NaN, which equals nothing.
 */
export function canonical(v: ExactJson): string | null {
  switch (v.k) {
    case "null":
      return "n";
    case "bool":
      return v.v ? "T" : "F";
    case "int":
      return `i${v.v}`;
    case "float":
      // 0.0 == -0.0 in Python, and both print the same key here.
      return Number.isNaN(v.v) ? null : `f${v.v === 0 ? 0 : v.v}`;
    case "str":
      // Length-prefixed, which delimits it as JSON's quotes do without V8's JSON.stringify of a
      // long text (~7 ms a MB in Node 20).
      return `s${v.v.length}:${v.v}`;
    case "list":
      return joined(v.items.map(canonical), "[", "]");
    case "dict":
      return joined(
        [...v.entries].map(([k, x]) => {
          const inner = canonical(x);
          return inner === null ? null : `${JSON.stringify(k)}:${inner}`;
        }),
        "{",
        "}",
        true,
      );
  }
}

function joined(parts: (string | null)[], open: string, close: string, sort = false): string | null {
  if (parts.includes(null)) return null;
  const list = parts as string[];
  return `${open}${(sort ? list.sort() : list).join(",")}${close}`;
}

/** A plain JS value (for validation): ints in the safe range as numbers, larger ones as bigint. */
export function toPlain(v: ExactJson): unknown {
  switch (v.k) {
    case "null":
      return null;
    case "bool":
    case "str":
    case "float":
      return v.v;
    case "int":
      return v.v >= BigInt(Number.MIN_SAFE_INTEGER) && v.v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v.v) : v.v;
    case "list":
      return v.items.map(toPlain);
    case "dict": {
      const out: Record<string, unknown> = {};
      for (const [k, x] of v.entries) {
        Object.defineProperty(out, k, { value: toPlain(x), enumerable: true, writable: true, configurable: true });
      }
      return out;
    }
  }
}

/** The typed form of an already-parsed value; a whole JS number can only be read as an int. */
function fromPlain(v: unknown): ExactJson {
  if (v === null || v === undefined) return { k: "null" };
  if (typeof v === "boolean") return { k: "bool", v };
  if (typeof v === "bigint") return { k: "int", v };
  if (typeof v === "number") return Number.isInteger(v) ? { k: "int", v: BigInt(v) } : { k: "float", v };
  if (typeof v === "string") return { k: "str", v };
  if (Array.isArray(v)) return { k: "list", items: v.map(fromPlain) };
  return { k: "dict", entries: new Map(Object.entries(v as object).map(([k, x]) => [k, fromPlain(x)])) };
}

/** `json.dumps(v, sort_keys=sortKeys)` as CPython writes it (default separators, ensure_ascii). */
export function pyDumps(v: ExactJson, sortKeys = false): string {
  switch (v.k) {
    case "null":
      return "null";
    case "bool":
      return v.v ? "true" : "false";
    case "int":
      return String(v.v);
    case "float":
      return Number.isNaN(v.v) ? "NaN" : v.v === Infinity ? "Infinity" : v.v === -Infinity ? "-Infinity" : pyFloatRepr(v.v);
    case "str":
      return asciiJsonString(v.v);
    case "list":
      return `[${v.items.map((x) => pyDumps(x, sortKeys)).join(", ")}]`;
    case "dict": {
      const keys = [...v.entries.keys()];
      if (sortKeys) keys.sort(byCodePoint);
      return `{${keys.map((k) => `${asciiJsonString(k)}: ${pyDumps(v.entries.get(k)!, sortKeys)}`).join(", ")}}`;
    }
  }
}

function byCodePoint(a: string, b: string): number {
  const x = [...a].map((c) => c.codePointAt(0)!);
  const y = [...b].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i]! - y[i]!;
  return x.length - y.length;
}

function asciiJsonString(s: string): string {
  return JSON.stringify(s).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** CPython's `repr(float)` for a finite number: shortest round-trip digits, exponent past 1e16. */
export function pyFloatRepr(n: number): string {
  if (n === 0) return Object.is(n, -0) ? "-0.0" : "0.0";
  const [mantissa, expText] = n.toExponential().split("e") as [string, string];
  const exp = Number(expText);
  const sign = n < 0 ? "-" : "";
  const digits = mantissa.replace("-", "").replace(".", "");
  if (exp < -4 || exp >= 16) {
    const frac = digits.length > 1 ? `.${digits.slice(1)}` : "";
    return `${sign}${digits[0]}${frac}e${exp < 0 ? "-" : "+"}${String(Math.abs(exp)).padStart(2, "0")}`;
  }
  if (exp < 0) return `${sign}0.${"0".repeat(-exp - 1)}${digits}`;
  const whole = digits.slice(0, exp + 1).padEnd(exp + 1, "0");
  const frac = digits.slice(exp + 1);
  return `${sign}${whole}.${frac || "0"}`;
}

/** Parses JSON as Python's `json.loads` does: ints and floats stay apart, NaN/Infinity accepted, the last duplicate key wins. */
export function parseExactJson(text: string): ExactJson {
  let i = 0;
  const fail = (what: string): never => {
    const before = text.slice(0, i).split("\n");
    throw new SyntaxError(`invalid JSON at line ${before.length} column ${before[before.length - 1]!.length + 1}: ${what}`);
  };
  const skipSpace = () => {
    while (i < text.length && " \t\n\r".includes(text[i]!)) i++;
  };
  // The closing quote found by native searches (a JS loop per character cost ~19 ms a MB of
  // argument, for every call a fixture answers): the first quote not escaped by a backslash.
  const parseString = (): string => {
    const start = i;
    let from = i + 1;
    let quote = text.indexOf('"', from);
    let slash = text.indexOf("\\", from);
    while (slash >= 0 && slash < quote) {
      from = slash + 2;
      if (quote < from) quote = text.indexOf('"', from);
      slash = text.indexOf("\\", from);
    }
    if (quote < 0) {
      i = text.length;
      fail("unterminated string");
    }
    i = quote + 1;
    try {
      return JSON.parse(text.slice(start, i)) as string;
    } catch {
      i = start;
      return fail("invalid string literal");
    }
  };
  const parseValue = (depth: number): ExactJson => {
    if (depth > 1000) fail("nested too deeply");
    skipSpace();
    const c = text[i];
    if (c === "{") {
      i++;
      const entries = new Map<string, ExactJson>();
      skipSpace();
      if (text[i] === "}") return i++, { k: "dict", entries };
      for (;;) {
        skipSpace();
        if (text[i] !== '"') fail("expected a property name in double quotes");
        const key = parseString();
        skipSpace();
        if (text[i] !== ":") fail("expected ':'");
        i++;
        entries.delete(key);
        entries.set(key, parseValue(depth + 1));
        skipSpace();
        if (text[i] === ",") i++;
        else if (text[i] === "}") return i++, { k: "dict", entries };
        else fail("expected ',' or '}'");
      }
    }
    if (c === "[") {
      i++;
      const items: ExactJson[] = [];
      skipSpace();
      if (text[i] === "]") return i++, { k: "list", items };
      for (;;) {
        items.push(parseValue(depth + 1));
        skipSpace();
        if (text[i] === ",") i++;
        else if (text[i] === "]") return i++, { k: "list", items };
        else fail("expected ',' or ']'");
      }
    }
    if (c === '"') return { k: "str", v: parseString() };
    for (const [word, value] of WORDS) {
      if (text.startsWith(word, i)) return (i += word.length), value;
    }
    const m = /-?(?:0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/y;
    m.lastIndex = i;
    const found = m.exec(text);
    if (!found) return fail(i >= text.length ? "unexpected end of input" : `unexpected character ${JSON.stringify(text[i])}`);
    i = m.lastIndex;
    return found[1] === undefined && found[2] === undefined ? { k: "int", v: BigInt(found[0]) } : { k: "float", v: Number(found[0]) };
  };
  const value = parseValue(0);
  skipSpace();
  if (i < text.length) fail("extra data after the value");
  return value;
}

const WORDS: readonly (readonly [string, ExactJson])[] = [
  ["true", { k: "bool", v: true }],
  ["false", { k: "bool", v: false }],
  ["null", { k: "null" }],
  ["NaN", { k: "float", v: NaN }],
  ["Infinity", { k: "float", v: Infinity }],
  ["-Infinity", { k: "float", v: -Infinity }],
];

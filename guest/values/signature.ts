// Parses CPython signature text ("iterable, /, *, key=None, reverse=False") once per builtin and
// binds call arguments to it, raising TypeError with CPython's argument-clinic messages.
import { E, raise } from "./exceptions.js";
import { typeOf } from "./type.js";
import { copyItems, sliceItems } from "./arrays.js";
import { PyFloat } from "./float.js";
import { EMPTY_TUPLE } from "./tuple.js";
import { PyDict } from "./dict.js";

type ParamKind = "posonly" | "normal" | "kwonly";

interface Param {
  name: string;
  kind: ParamKind;
  /** The default value; REQUIRED when the parameter has none; undefined when the default text
   *  is not a Python literal (the implementation sees `undefined` for "not passed"). */
  dflt: any;
}

export const REQUIRED: unique symbol = Symbol("REQUIRED");

export interface Signature {
  /** Name used in messages: "round" -> "round() ...", "list.append" -> "list.append() ...". */
  name: string;
  /** Positional parameters (posonly + normal), then keyword-only ones. */
  positional: Param[];
  kwonly: Param[];
  varargs: string | null;
  varkw: string | null;
  /** 1 when the first parameter is `self`: it is excluded from argument counts in messages. */
  selfCount: number;
  minPos: number;
  allPosOnly: boolean;
  /** "parsetuple": the older PyArg_ParseTuple wording ("startswith() takes at least 1 argument (0 given)");
   *  "python": a function CPython defines in Python (re.findall, json.dumps): "findall() missing 1
   *  required positional argument: 'string'". */
  style: ArgStyle;
  /** The type a method is registered on (defineMethods): METH_NOARGS messages qualify the name. */
  owner?: string;
  /** Made on the first keyword call (bindKeywords). */
  keywordFacts?: KeywordFacts;
}

/** "checked": a METH_FASTCALL function that counts its own arguments with _PyArg_CheckPositional
 *  ("pairwise expected 1 argument, got 0") even where it takes exactly one. */
export type ArgStyle = "clinic" | "parsetuple" | "python" | "checked";

function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let cur = "";
  let quote = "";
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      cur += c;
      if (c === "\\") cur += text[++i];
      else if (c === quote) quote = "";
    } else if (c === "'" || c === '"') {
      quote = c;
      cur += c;
    } else if (c === "(" || c === "[" || c === "{") {
      depth++;
      cur += c;
    } else if (c === ")" || c === "]" || c === "}") {
      depth--;
      cur += c;
    } else if (c === "," && depth === 0) {
      out.push(cur.trim());
      cur = "";
    } else cur += c;
  }
  if (cur.trim()) out.push(cur.trim());
  return out;
}

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", "\\": "\\", "'": "'", '"': '"', "0": "\0" };

/** A default written as a Python literal; undefined for anything else. */
function parseDefault(text: string): any {
  if (text === "None") return null;
  if (text === "True") return true;
  if (text === "False") return false;
  if (text === "()") return EMPTY_TUPLE;
  if (/^-?\d+$/.test(text)) return Number(text);
  if (/^-?(\d+\.\d*|\d*\.\d+)([eE][-+]?\d+)?$/.test(text)) return new PyFloat(Number(text));
  const q = text[0];
  if ((q === "'" || q === '"') && text.endsWith(q) && text.length >= 2) {
    return text.slice(1, -1).replace(/\\(.)/g, (_, c: string) => ESCAPES[c] ?? "\\" + c);
  }
  return undefined;
}

/** What a signature's text gives, whichever builtin it belongs to. */
type ParsedText = Omit<Signature, "name" | "style" | "owner" | "keywordFacts">;

/**
 * Parsed texts by style and text: hundreds of builtins share theirs ("self, /", "self, key, /"),
 * and a snapshot holds every builtin's signature parsed, so they share the parameters too (nothing
 * changes a parsed signature's parameters, only its `owner` and `keywordFacts`).
 */
const parsedTexts = new Map<string, ParsedText>();

export function parseSignature(name: string, text: string, style: ArgStyle = "clinic"): Signature {
  const key = `${style}:${text}`;
  let parsed = parsedTexts.get(key);
  if (parsed === undefined) parsedTexts.set(key, (parsed = parseText(text)));
  return { name, ...parsed, style };
}

function parseText(text: string): ParsedText {
  const positional: Param[] = [];
  const kwonly: Param[] = [];
  let varargs: string | null = null;
  let varkw: string | null = null;
  let star = false;
  for (const tok of splitTopLevel(text)) {
    if (tok === "/") {
      for (const p of positional) p.kind = "posonly";
    } else if (tok === "*") {
      star = true;
    } else if (tok.startsWith("**")) {
      varkw = tok.slice(2);
    } else if (tok.startsWith("*")) {
      varargs = tok.slice(1);
      star = true;
    } else {
      const eq = tok.indexOf("=");
      const pname = (eq < 0 ? tok : tok.slice(0, eq)).trim();
      const dflt = eq < 0 ? REQUIRED : parseDefault(tok.slice(eq + 1).trim());
      (star ? kwonly : positional).push({ name: pname, kind: star ? "kwonly" : "normal", dflt });
    }
  }
  let minPos = 0;
  while (minPos < positional.length && positional[minPos].dflt === REQUIRED) minPos++;
  return {
    positional,
    kwonly,
    varargs,
    varkw,
    selfCount: positional[0]?.name === "self" || positional[0]?.name === "cls" ? 1 : 0,
    minPos,
    allPosOnly: positional.every((p) => p.kind === "posonly"),
  };
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** `'a'`, `'a' and 'b'`, `'a', 'b', and 'c'`: how CPython lists missing parameters. */
function quotedList(names: string[]): string {
  const q = names.map((n) => `'${n}'`);
  if (q.length < 3) return q.join(" and ");
  return `${q.slice(0, -1).join(", ")}, and ${q[q.length - 1]}`;
}

function missingError(sig: Signature, kind: "positional" | "keyword-only", names: string[]): never {
  return raise(E.TypeError, `${sig.name}() missing ${names.length} required ${kind} argument${names.length === 1 ? "" : "s"}: ${quotedList(names)}`);
}

/** A Python-defined function's count errors (ceval's too_many_positional / missing_arguments). */
function pythonCountError(sig: Signature, given: number, min: number, max: number): never {
  if (given < min) return missingError(sig, "positional", sig.positional.slice(sig.selfCount + given, sig.minPos).map((p) => p.name));
  // A method CPython defines in Python counts self and is named by its qualname (Counter.update).
  const s = sig.selfCount;
  const takes = min === max ? plural(max + s, "positional argument") : `from ${min + s} to ${max + s} positional arguments`;
  const name = s ? qualifiedName(sig, sig.owner) : sig.name;
  return raise(E.TypeError, `${name}() takes ${takes} but ${given + s} ${given + s === 1 ? "was" : "were"} given`);
}

/** A keyword call of a Python-defined function: CPython's errors in its order (keywords first,
 *  then too many positional, then missing positional, then missing keyword-only). */
function checkPythonCall(sig: Signature, pos: any[], kw: Record<string, any>): void {
  const np = sig.positional.length;
  const posonlyByName: string[] = [];
  for (const key of Object.keys(kw)) {
    const idx = sig.positional.findIndex((p) => p.name === key);
    if (idx >= 0 && sig.positional[idx].kind === "posonly") {
      if (!sig.varkw) posonlyByName.push(key);
      continue;
    }
    if (idx < 0 && !sig.kwonly.some((p) => p.name === key)) {
      if (!sig.varkw) raise(E.TypeError, `${sig.name}() got an unexpected keyword argument '${key}'`);
      continue;
    }
    if (idx >= 0 && idx < pos.length) raise(E.TypeError, `${sig.name}() got multiple values for argument '${key}'`);
  }
  if (posonlyByName.length) raise(E.TypeError, `${sig.name}() got some positional-only arguments passed as keyword arguments: '${posonlyByName.join(", ")}'`);
  if (pos.length > np && !sig.varargs) countError(sig, pos.length - sig.selfCount);
  const has = (name: string) => Object.prototype.hasOwnProperty.call(kw, name);
  const missing = sig.positional.filter((p, i) => i >= pos.length && p.dflt === REQUIRED && (p.kind === "posonly" || !has(p.name)));
  if (missing.length) missingError(sig, "positional", missing.map((p) => p.name));
  const missingKw = sig.kwonly.filter((p) => p.dflt === REQUIRED && !has(p.name));
  if (missingKw.length) missingError(sig, "keyword-only", missingKw.map((p) => p.name));
}

/** `str.replace`: the name with its type's or module's, unless it already has one. */
function qualifiedName(sig: Signature, owner: string | undefined): string {
  return owner && !sig.name.includes(".") ? `${owner}.${sig.name}` : sig.name;
}

/** TypeError for a wrong number of positional arguments (`given` excludes self). */
function countError(sig: Signature, given: number, self?: any): never {
  const s = sig.selfCount;
  const min = sig.minPos - s;
  const max = sig.positional.length - s;
  if (sig.style === "python") pythonCountError(sig, given, min, max);
  if (max === 0 && given > 0) {
    // A no-argument method is METH_NOARGS in CPython: "int.bit_length() takes no arguments (1 given)".
    if (s === 1 && !sig.varargs && sig.kwonly.length === 0 && !sig.varkw) {
      // set and frozenset share method objects: name the receiver's type when it defines the method.
      const t = self === undefined ? undefined : typeOf(self);
      raise(E.TypeError, `${qualifiedName(sig, t && t.methods.has(sig.name) ? t.name : sig.owner)}() takes no arguments (${given} given)`);
    }
    raise(E.TypeError, `${sig.name}() takes no positional arguments`);
  }
  if (sig.style === "parsetuple") {
    const bound = min === max ? "exactly" : given < min ? "at least" : "at most";
    raise(E.TypeError, `${sig.name}() takes ${bound} ${plural(given < min ? min : max, "argument")} (${given} given)`);
  }
  if (sig.allPosOnly) {
    if (min === 1 && max === 1 && !sig.varargs && sig.kwonly.length === 0 && !sig.varkw && sig.style !== "checked") {
      // METH_O names the function as _PyObject_FunctionStr does: `list.append`, `math.floor`.
      raise(E.TypeError, `${qualifiedName(sig, sig.owner)}() takes exactly one argument (${given} given)`);
    }
    const bound = min === max ? "" : given < min ? "at least " : "at most ";
    raise(E.TypeError, `${sig.name} expected ${bound}${plural(given < min ? min : max, "argument")}, got ${given}`);
  }
  if (given < min) {
    const p = sig.positional[given + s];
    if (p.kind === "posonly") {
      // Argument Clinic counts the required positional-only parameters: `sum(iterable=[1])`.
      const need = sig.positional.filter((q, i) => i >= s && q.kind === "posonly" && q.dflt === REQUIRED).length;
      raise(E.TypeError, `${sig.name}() takes ${need < max ? "at least" : "exactly"} ${plural(need, "positional argument")} (${given} given)`);
    }
    raise(E.TypeError, `${sig.name}() missing required argument '${p.name}' (pos ${given + 1})`);
  }
  if (sig.kwonly.length === 0) raise(E.TypeError, `${sig.name}() takes at most ${plural(max, "argument")} (${given} given)`);
  return raise(E.TypeError, `${sig.name}() takes ${min < max ? "at most" : "exactly"} ${plural(max, "positional argument")} (${given} given)`);
}

/** Binds positional-only call arguments: the implementation's argument list. */
export function bindPositional(sig: Signature, args: any[]): any[] {
  const n = args.length;
  const np = sig.positional.length;
  if (n < sig.minPos || (n > np && !sig.varargs)) countError(sig, n - sig.selfCount, sig.selfCount ? args[0] : undefined);
  const out = n > np ? sliceItems(args, 0, np) : copyItems(args);
  for (let i = n; i < np; i++) out.push(sig.positional[i].dflt);
  if (sig.varargs) out.push(n > np ? sliceItems(args, np) : []);
  if (sig.style === "python") {
    const missingKw = sig.kwonly.filter((p) => p.dflt === REQUIRED);
    if (missingKw.length) missingError(sig, "keyword-only", missingKw.map((p) => p.name));
  }
  for (const p of sig.kwonly) {
    if (p.dflt === REQUIRED) raise(E.TypeError, `${sig.name}() missing required keyword-only argument '${p.name}'`);
    out.push(p.dflt);
  }
  if (sig.varkw) out.push(new PyDict());
  return out;
}

/** What bindKeywords needs of a signature beyond it, worked out on its first keyword call. */
interface KeywordFacts {
  acceptsKeywords: boolean;
  /** For the parameters a keyword can fill (not positional-only), their places in the
   *  implementation's argument list: a positional one's index, a keyword-only one's after `*args`' array. */
  slotByName: Map<string, number>;
  /** That list before any argument: the defaults, REQUIRED where there is none, the `*args` place. */
  defaults: any[];
  kwonlyRequired: boolean;
}

function factsOf(sig: Signature): KeywordFacts {
  let facts = sig.keywordFacts;
  if (facts === undefined) {
    const slotByName = new Map<string, number>();
    sig.positional.forEach((p, i) => p.kind !== "posonly" && slotByName.set(p.name, i));
    const kwStart = sig.positional.length + (sig.varargs ? 1 : 0);
    sig.kwonly.forEach((p, i) => slotByName.set(p.name, kwStart + i));
    const acceptsKeywords = sig.varkw !== null || sig.kwonly.length > 0 || sig.positional.some((p) => p.kind === "normal");
    const defaults = sig.positional.map((p) => p.dflt);
    if (sig.varargs) defaults.push(null);
    for (const p of sig.kwonly) defaults.push(p.dflt);
    const kwonlyRequired = sig.kwonly.some((p) => p.dflt === REQUIRED);
    sig.keywordFacts = facts = { acceptsKeywords, slotByName, defaults, kwonlyRequired };
  }
  return facts;
}

/**
 * The common keyword call bound directly: every keyword names a parameter that no positional
 * argument filled, and no required one is left. null for anything else (a call without keywords
 * too), which bindKeywords then words CPython's error for or sorts into `**kwargs`; where this
 * binds, it binds as that would.
 */
export function bindKnownKeywords(sig: Signature, pos: any[], kw: Record<string, any>): any[] | null {
  const facts = factsOf(sig);
  const np = sig.positional.length;
  const n = pos.length;
  if (sig.varkw !== null || (n > np && sig.varargs === null)) return null;
  // Built by index, not by slicing the defaults: QuickJS prices an array method call above a
  // few element stores (bench/experiments/keyword-call-pieces.mjs).
  const { defaults, slotByName } = facts;
  const out: any[] = [];
  for (let i = 0; i < defaults.length; i++) out[i] = i < n && i < np ? pos[i] : defaults[i];
  if (sig.varargs !== null) out[np] = n > np ? pos.slice(np) : [];
  let given = 0;
  for (const key in kw) {
    const slot = slotByName.get(key);
    if (slot === undefined || (slot < n && slot < np)) return null;
    out[slot] = kw[key];
    given++;
  }
  if (given === 0) return null;
  // A required parameter is left only where the positional ones fell short or one is keyword-only.
  return (n >= sig.minPos && !facts.kwonlyRequired) || out.indexOf(REQUIRED) < 0 ? out : null;
}

/** Binds a call with keyword arguments (`kw` is a null-prototype record). */
export function bindKeywords(sig: Signature, pos: any[], kw: Record<string, any>): any[] {
  if (sig.style === "python") checkPythonCall(sig, pos, kw);
  const np = sig.positional.length;
  const names = Object.keys(kw);
  const { acceptsKeywords, slotByName } = factsOf(sig);
  // CPython names a method's type or a module here (`str.replace()`, `math.sqrt()`), not a class method's.
  // An empty record (a script's class calling a builtin method it holds, method-calls.ts) passes.
  if (!acceptsKeywords && names.length > 0) raise(E.TypeError, `${sig.positional[0]?.name === "cls" ? sig.name : qualifiedName(sig, sig.owner)}() takes no keyword arguments`);
  const nargs = pos.length - sig.selfCount;
  if (!sig.varargs && !sig.varkw) {
    const maxArgs = np - sig.selfCount + sig.kwonly.length;
    if (nargs + names.length > maxArgs) {
      raise(E.TypeError, `${sig.name}() takes at most ${maxArgs} ${nargs === 0 ? "keyword " : ""}argument${maxArgs === 1 ? "" : "s"} (${nargs + names.length} given)`);
    }
  }
  if (pos.length > np && !sig.varargs) countError(sig, nargs);
  // Parameters first (missing ones raise before unknown keywords, as CPython's order is),
  // then whatever keywords are left over. `out` is the implementation's argument list: the
  // positional parameters, the `*args` array, the keyword-only ones, the `**kwargs` dict.
  const out: any[] = [];
  let used = 0;
  const nk = sig.kwonly.length;
  for (let i = 0; i < np + nk; i++) {
    if (i === np && sig.varargs) out.push(pos.length > np ? pos.slice(np) : []);
    if (i < pos.length && i < np) {
      out.push(pos[i]);
      continue;
    }
    const p = i < np ? sig.positional[i] : sig.kwonly[i - np];
    if (p.kind !== "posonly" && Object.prototype.hasOwnProperty.call(kw, p.name)) {
      out.push(kw[p.name]);
      used++;
      continue;
    }
    if (p.dflt === REQUIRED) {
      if (i >= np) raise(E.TypeError, `${sig.name}() missing required keyword-only argument '${p.name}'`);
      if (p.kind === "posonly") countError(sig, nargs);
      raise(E.TypeError, `${sig.name}() missing required argument '${p.name}' (pos ${i + 1 - sig.selfCount})`);
    }
    out.push(p.dflt);
  }
  if (nk === 0 && sig.varargs) out.push(pos.length > np ? pos.slice(np) : []);
  if (used === names.length && !sig.varkw) return out;
  // A keyword was used when it named a parameter that no positional argument filled.
  const isUsed = (key: string) => {
    const i = slotByName.get(key);
    return i !== undefined && !(i < pos.length && i < np);
  };
  const extra = new PyDict();
  for (const key of names) {
    if (isUsed(key)) continue;
    if (sig.varkw) {
      extra.set(key, kw[key]);
      continue;
    }
    const idx = sig.positional.findIndex((p) => p.name === key && p.kind !== "posonly");
    if (idx >= 0 && idx < pos.length) {
      raise(E.TypeError, `argument for ${sig.name}() given by name ('${key}') and position (${idx + 1 - sig.selfCount})`);
    }
    raise(E.TypeError, `'${key}' is an invalid keyword argument for ${sig.name}()`);
  }
  if (sig.varkw) out.push(extra);
  return out;
}

// The three format styles of a logging.Formatter, as classes a script may use or derive from:
// PercentStyle (`%(name)s`), StrFormatStyle (`{name}`) and StringTemplateStyle (`${name}`), each
// filling its `_fmt` from the record's attributes, and their validate() errors; `_STYLES`.

import {
  E, PyBaseException, PyDict, PyInstance, PyTuple, binaryOp, callMethod, callPy, getAttr, isInstance, keywordRecord, newException,
  raise, repr, str, truthy, typeName,
} from "../../values/index.js";
import { PATTERN, TemplateType } from "../string/template.js";
import { braceFields } from "./brace-fields.js";
import { call, loggingClass, setAttr } from "./python-class.js";

export const BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s";

// CPython's validation patterns, compiled on first use: a \p{...} class compiles to tens of KiB
// of ranges, which every flow's snapshot would otherwise hold.
let patterns: Record<"PERCENT_FIELD" | "FIELD_NAME" | "FORMAT_SPEC", RegExp> | undefined;
const validator = (name: "PERCENT_FIELD" | "FIELD_NAME" | "FORMAT_SPEC"): RegExp =>
  (patterns ??= {
    PERCENT_FIELD: new RegExp(String.raw`%\([\p{L}\p{N}_]+\)[#0+ -]*(\*|\p{Nd}+)?(\.(\*|\p{Nd}+))?[diouxefgcrsa%]`, "iu"),
    FIELD_NAME: new RegExp(String.raw`^[\p{L}\p{N}_]+(\.[\p{L}\p{N}_]+|\[[^\]]+\])*$`, "u"),
    FORMAT_SPEC: new RegExp(String.raw`^(.?[<>=^])?[+ -]?#?0?(\p{Nd}+|\{[\p{L}\p{N}_]+\})?[,_]?(\.(\p{Nd}+|\{[\p{L}\p{N}_]+\}))?[bcdefgnosx%]?$`, "iu"),
  })[name];

/** `record.__dict__`, with the style's `defaults` under it. */
function recordValues(style: unknown, record: unknown): PyDict {
  if (!(record instanceof PyInstance)) return raise(E.AttributeError, `'${typeName(record)}' object has no attribute '__dict__'`);
  const own = PyDict.from(Object.entries(record.attrs));
  const defaults = getAttr(style, "_defaults");
  return truthy(defaults) ? binaryOp("BitOr", defaults, own) : own;
}

/** The style's `_fmt`, as a str for the regular expressions of validate(). */
function pattern(style: unknown): string {
  const fmt = getAttr(style, "_fmt");
  return typeof fmt === "string" ? fmt : raise(E.TypeError, `expected string or bytes-like object, got '${typeName(fmt)}'`);
}

const finds = (style: unknown, text: string) => callMethod(getAttr(style, "_fmt"), "find", [text]) >= 0;

const invalid = (message: string) => raise(E.ValueError, `invalid format: ${message}`);

function validateBraces(style: unknown): null {
  let fields = 0;
  try {
    for (const f of braceFields(pattern(style))) {
      if (f.name) {
        if (!validator("FIELD_NAME").test(f.name)) raise(E.ValueError, `invalid field name/expression: ${repr(f.name)}`);
        fields++;
      }
      if (f.conversion && !"rsa".includes(f.conversion)) raise(E.ValueError, `invalid conversion: ${repr(f.conversion)}`);
      if (f.spec && !validator("FORMAT_SPEC").test(f.spec)) raise(E.ValueError, `bad specifier: ${repr(f.spec)}`);
    }
  } catch (e) {
    if (e instanceof PyBaseException && isInstance(e, E.ValueError)) invalid(str(e));
    throw e;
  }
  return fields ? null : invalid("no fields");
}

function validateTemplate(style: unknown): null {
  let fields = 0;
  for (const m of pattern(style).matchAll(PATTERN)) {
    if (m[2] !== undefined || m[3] !== undefined) fields++;
    else if (m[0] === "$") invalid("bare '$' not allowed");
  }
  return fields ? null : invalid("no fields");
}

export const PercentStyleType = loggingClass("PercentStyle", [], {
  __init__: ["self, fmt, *, defaults=None", (self: unknown, fmt: unknown, defaults: unknown) => {
    setAttr(self, "_fmt", truthy(fmt) ? fmt : getAttr(self, "default_format"));
    setAttr(self, "_defaults", defaults);
    return null;
  }],
  usesTime: ["self", (self: unknown) => finds(self, getAttr(self, "asctime_search"))],
  validate: ["self", (self: unknown) => {
    const fmt = pattern(self);
    if (!validator("PERCENT_FIELD").test(fmt)) raise(E.ValueError, `Invalid format '${fmt}' for '${str(getAttr(self, "default_format")).slice(0, 1)}' style`);
    return null;
  }],
  _format: ["self, record", (self: unknown, record: unknown) => binaryOp("Mod", getAttr(self, "_fmt"), recordValues(self, record))],
  format: ["self, record", (self: unknown, record: unknown) => {
    try {
      return call(self, "_format", [record]);
    } catch (e) {
      if (!(e instanceof PyBaseException && isInstance(e, E.KeyError))) throw e;
      const missing = newException(E.ValueError, [`Formatting field not found in record: ${str(e)}`]);
      missing.context = e;
      throw missing;
    }
  }],
}, { default_format: "%(message)s", asctime_format: "%(asctime)s", asctime_search: "%(asctime)" });

export const StrFormatStyleType = loggingClass("StrFormatStyle", [PercentStyleType], {
  _format: ["self, record", (self: unknown, record: unknown) =>
    call(getAttr(self, "_fmt"), "format", [], keywordRecord(recordValues(self, record)))],
  validate: ["self", validateBraces],
}, { default_format: "{message}", asctime_format: "{asctime}", asctime_search: "{asctime" });

export const StringTemplateStyleType = loggingClass("StringTemplateStyle", [PercentStyleType], {
  __init__: ["self, *args, **kwargs", (self: unknown, args: unknown[], kwargs: PyDict | null) => {
    call(PercentStyleType, "__init__", [self, ...args], keywordRecord(kwargs));
    setAttr(self, "_tpl", callPy(TemplateType, [getAttr(self, "_fmt")]));
    return null;
  }],
  usesTime: ["self", (self: unknown) => finds(self, "$asctime") || finds(self, getAttr(self, "asctime_search"))],
  validate: ["self", validateTemplate],
  _format: ["self, record", (self: unknown, record: unknown) =>
    call(getAttr(self, "_tpl"), "substitute", [], keywordRecord(recordValues(self, record)))],
}, { default_format: "${message}", asctime_format: "${asctime}", asctime_search: "${asctime}" });

/** `_STYLES`: each style character's class and basicConfig's default format. */
export const STYLES = PyDict.from([
  ["%", new PyTuple([PercentStyleType, BASIC_FORMAT])],
  ["{", new PyTuple([StrFormatStyleType, "{levelname}:{name}:{message}"])],
  ["$", new PyTuple([StringTemplateStyleType, "${levelname}:${name}:${message}"])],
]);

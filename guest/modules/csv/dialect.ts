// csv dialects: the three registered ones (excel, excel-tab, unix) and the checks _csv.c makes
// when a reader or writer combines a dialect with keyword overrides.

import { E, PyDict, PyType, T, defineProperties, isInt, lookupAttr, newExceptionType, raise, truthy, typeName } from "../../values/index.js";

export const CsvError = newExceptionType("Error", [E.Exception], "_csv");
const DialectType = new PyType("Dialect", [T.object], "_csv");

export const QUOTE_MINIMAL = 0;
export const QUOTE_ALL = 1;
export const QUOTE_NONNUMERIC = 2;
export const QUOTE_NONE = 3;

export interface Dialect {
  delimiter: string;
  quotechar: string | null;
  escapechar: string | null;
  doublequote: boolean;
  skipinitialspace: boolean;
  lineterminator: string;
  quoting: number;
  strict: boolean;
}

const EXCEL: Dialect = {
  delimiter: ",", quotechar: '"', escapechar: null, doublequote: true, skipinitialspace: false,
  lineterminator: "\r\n", quoting: QUOTE_MINIMAL, strict: false,
};

export const registry = new Map<string, Dialect>([
  ["excel", EXCEL],
  ["excel-tab", { ...EXCEL, delimiter: "\t" }],
  ["unix", { ...EXCEL, lineterminator: "\n", quoting: QUOTE_ALL }],
]);

class DialectObject {
  constructor(readonly d: Dialect) {}
}
Object.defineProperty(DialectObject.prototype, "$type", { value: DialectType });
defineProperties(DialectType, Object.fromEntries(Object.keys(EXCEL).map((k) => [k, (o: DialectObject) => o.d[k as keyof Dialect]])));

export function dialectObject(d: Dialect): unknown {
  return new DialectObject(d);
}

function oneChar(name: string, v: unknown, nullable: boolean): string | null {
  if (v === null && nullable) return null;
  if (typeof v !== "string") return raise(E.TypeError, `"${name}" must be string, not ${typeName(v)}`);
  if ([...v].length !== 1) raise(E.TypeError, `"${name}" must be a 1-character string`);
  return v;
}

const KEYS = new Set(Object.keys(EXCEL));

/** One checked parameter, as _csv.c reads it from a dialect or a keyword. */
function setParam(d: Dialect, key: string, v: unknown): void {
  switch (key) {
    case "delimiter":
      d.delimiter = oneChar(key, v, false)!;
      break;
    case "quotechar":
    case "escapechar":
      d[key] = oneChar(key, v, true);
      break;
    case "lineterminator":
      if (typeof v !== "string") raise(E.TypeError, `"lineterminator" must be a string`);
      d.lineterminator = v as string;
      break;
    case "quoting":
      if (!isInt(v) || Number(v) < 0 || Number(v) > 3) raise(E.TypeError, `bad "quoting" value`);
      d.quoting = Number(v);
      break;
    default:
      (d as unknown as Record<string, boolean>)[key] = truthy(v);
  }
}

/** The dialect a reader or writer uses: `dialect` (a name, a Dialect, or any object whose
 *  attributes name its parameters, as a script's class) with `kw` on top. */
export function resolveDialect(dialect: unknown, kw: PyDict | null): Dialect {
  let base: Dialect;
  if (typeof dialect === "string") {
    const found = registry.get(dialect);
    if (!found) return raise(CsvError, "unknown dialect");
    base = found;
  } else if (dialect instanceof DialectObject) {
    base = dialect.d;
  } else {
    base = EXCEL;
  }
  const d: Dialect = { ...base };
  if (typeof dialect !== "string" && !(dialect instanceof DialectObject) && dialect !== null) {
    for (const key of KEYS) {
      const v = lookupAttr(dialect, key);
      if (v !== undefined) setParam(d, key, v);
    }
  }
  for (const [k, v] of kw?.entries() ?? []) {
    const key = k as string;
    if (!KEYS.has(key)) raise(E.TypeError, `'${key}' is an invalid keyword argument for this function`);
    setParam(d, key, v);
  }
  // quotechar=None alone turns quoting off (_csv.c); with quoting on as well it is an error.
  if (d.quotechar === null && kw?.has("quotechar") && !kw.has("quoting")) d.quoting = QUOTE_NONE;
  if (d.quotechar === null && d.quoting !== QUOTE_NONE) raise(E.TypeError, "quotechar must be set if quoting enabled");
  if (d.lineterminator === "") raise(E.TypeError, "lineterminator must be set");
  return d;
}

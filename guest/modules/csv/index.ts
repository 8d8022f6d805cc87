// The `csv` module over io.StringIO (or any iterable of lines / object with `write`): reader,
// writer, DictReader, DictWriter, Sniffer, the Dialect classes (excel, excel_tab, unix_dialect) and register_dialect,
// QUOTE_* constants, csv.Error.

import { E, PyDict, PyList, PyModule, builtin, isInt, pyDef, raise, typeName, writtenInC } from "../../values/index.js";
import {
  CsvError,
  QUOTE_ALL,
  QUOTE_MINIMAL,
  QUOTE_NONE,
  QUOTE_NONNUMERIC,
  dialectObject,
  registry,
  resolveDialect,
} from "./dialect.js";
import { DialectClass, excelClass, excelTabClass, unixClass } from "./dialect-classes.js";
import { DictReader, DictReaderType, DictWriter, DictWriterType, fieldList } from "./dict.js";
import { CsvReader, FIELD_LIMIT } from "./reader.js";
import { CsvWriter } from "./writer.js";
import { SnifferType } from "./sniffer.js";

DictReaderType.construct = (pos, kw) => dictReader.$kw!(pos, kw ?? {});
const dictReader = pyDef(
  "DictReader.__init__",
  "f, fieldnames=None, restkey=None, restval=None, dialect='excel', **kwds",
  (f: unknown, names: unknown, restkey: unknown, restval: unknown, dialect: unknown, kw: PyDict | null) =>
    new DictReader(new CsvReader(f, resolveDialect(dialect, kw)), fieldList(names), restkey, restval, dialect),
);

DictWriterType.construct = (pos, kw) => dictWriter.$kw!(pos, kw ?? {});
const dictWriter = pyDef(
  "DictWriter.__init__",
  "f, fieldnames, restval='', extrasaction='raise', dialect='excel', **kwds",
  (f: unknown, names: unknown, restval: unknown, extras: unknown, dialect: unknown, kw: PyDict | null) => {
    const action = String(extras).toLowerCase();
    if (action !== "raise" && action !== "ignore") raise(E.ValueError, `extrasaction (${action}) must be 'raise' or 'ignore'`);
    return new DictWriter(new CsvWriter(f, resolveDialect(dialect, kw)), fieldList(names) ?? [], restval, action);
  },
);

export function csvModule(): PyModule {
  // csv.py takes its functions from _csv, written in C (no __get__).
  return writtenInC(new PyModule("csv", {
    reader: builtin("reader", "csvfile, /, dialect='excel', **fmtparams", (f: unknown, dialect: unknown, kw: PyDict | null) =>
      new CsvReader(f, resolveDialect(dialect, kw)),
    ),
    writer: builtin("writer", "csvfile, /, dialect='excel', **fmtparams", (f: unknown, dialect: unknown, kw: PyDict | null) =>
      new CsvWriter(f, resolveDialect(dialect, kw)),
    ),
    DictReader: DictReaderType,
    DictWriter: DictWriterType,
    register_dialect: builtin("register_dialect", "name, /, dialect='excel', **fmtparams", (name: unknown, dialect: unknown, kw: PyDict | null) => {
      if (typeof name !== "string") raise(E.TypeError, "dialect name must be a string");
      registry.set(name as string, resolveDialect(dialect, kw));
      return null;
    }),
    unregister_dialect: builtin("unregister_dialect", "name, /", (name: unknown) => {
      if (!registry.delete(name as string)) raise(CsvError, "unknown dialect");
      return null;
    }),
    get_dialect: builtin("get_dialect", "name, /", (name: unknown) => dialectObject(resolveDialect(name, null))),
    list_dialects: builtin("list_dialects", "", () => new PyList([...registry.keys()])),
    field_size_limit: builtin("field_size_limit", "new_limit=?, /", (limit: unknown) => {
      if (limit !== undefined && !isInt(limit)) raise(E.TypeError, `limit must be an integer, not ${typeName(limit)}`);
      return FIELD_LIMIT;
    }),
    Dialect: DialectClass,
    Sniffer: SnifferType,
    excel: excelClass,
    excel_tab: excelTabClass,
    unix_dialect: unixClass,
    Error: CsvError,
    QUOTE_MINIMAL,
    QUOTE_ALL,
    QUOTE_NONNUMERIC,
    QUOTE_NONE,
  }));
}

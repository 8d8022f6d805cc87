// csv.DictReader and csv.DictWriter, as csv.py writes them over reader and writer: field names
// from the first row unless given, restkey/restval for long and short rows, blank rows
// skipped; extrasaction 'raise' or 'ignore'.

import {
  E,
  PyDict,
  PyIterator,
  PyList,
  PyType,
  T,
  builtin,
  defineMethods,
  defineProperties,
  raise,
  repr,
  toArray,
  STOP,
} from "../../values/index.js";

import { CsvReader } from "./reader.js";
import { CsvWriter } from "./writer.js";

export const DictReaderType = new PyType("DictReader", [T.object], "csv");
export const DictWriterType = new PyType("DictWriter", [T.object], "csv");

export class DictReader extends PyIterator {
  lineNum = 0;

  constructor(
    readonly reader: CsvReader,
    private names: unknown[] | null,
    readonly restkey: unknown,
    readonly restval: unknown,
    readonly dialectArg: unknown,
  ) {
    super(DictReaderType);
  }

  fieldnames(): unknown[] | null {
    if (this.names === null) {
      const first = this.reader.next();
      if (first !== STOP) this.names = (first as PyList).items;
    }
    this.lineNum = this.reader.lineNum;
    return this.names;
  }

  next(): unknown {
    if (this.lineNum === 0) this.fieldnames();
    let row = this.reader.next();
    this.lineNum = this.reader.lineNum;
    while (row !== STOP && (row as PyList).items.length === 0) row = this.reader.next();
    if (row === STOP) return STOP;
    const items = (row as PyList).items;
    // CPython reads the fieldnames property here, which sets line_num again: past skipped blank rows.
    const names = this.fieldnames() ?? raise(E.TypeError, "'NoneType' object is not iterable");
    const d = new PyDict();
    names.forEach((n, i) => {
      if (i < items.length) d.set(n, items[i]);
    });
    if (names.length < items.length) d.set(this.restkey, new PyList(items.slice(names.length)));
    else for (const n of names.slice(items.length)) d.set(n, this.restval);
    return d;
  }
}

export class DictWriter {
  constructor(
    readonly writer: CsvWriter,
    readonly fieldnames: unknown[],
    readonly restval: unknown,
    readonly extrasaction: string,
  ) {}

  row(rowdict: unknown): PyList {
    if (!(rowdict instanceof PyDict)) return raise(E.AttributeError, `'${typeof rowdict}' object has no attribute 'keys'`);
    if (this.extrasaction === "raise") {
      const wrong = [...rowdict.keys()].filter((k) => !this.fieldnames.some((f) => f === k));
      if (wrong.length) raise(E.ValueError, `dict contains fields not in fieldnames: ${wrong.map((w) => repr(w)).join(", ")}`);
    }
    return new PyList(this.fieldnames.map((f) => (rowdict.has(f) ? rowdict.get(f) : this.restval)));
  }
}
Object.defineProperty(DictWriter.prototype, "$type", { value: DictWriterType });

defineProperties(DictReaderType, {
  fieldnames: (r: DictReader) => {
    const names = r.fieldnames();
    return names === null ? null : new PyList(names);
  },
  line_num: (r: DictReader) => r.lineNum,
  restkey: (r: DictReader) => r.restkey,
  restval: (r: DictReader) => r.restval,
  reader: (r: DictReader) => r.reader,
  dialect: (r: DictReader) => r.dialectArg,
});

defineProperties(DictWriterType, {
  fieldnames: (w: DictWriter) => new PyList(w.fieldnames),
  restval: (w: DictWriter) => w.restval,
  extrasaction: (w: DictWriter) => w.extrasaction,
  writer: (w: DictWriter) => w.writer,
});
defineMethods(DictWriterType, {
  writeheader: builtin("writeheader", "self", (w: DictWriter) => w.writer.writerow(new PyList(w.fieldnames))),
  writerow: builtin("writerow", "self, rowdict", (w: DictWriter, row: unknown) => w.writer.writerow(w.row(row))),
  writerows: builtin("writerows", "self, rowdicts", (w: DictWriter, rows: unknown) => {
    for (const row of toArray(rows)) w.writer.writerow(w.row(row));
    return null;
  }),
});

export function fieldList(names: unknown): unknown[] | null {
  return names === null ? null : toArray(names);
}


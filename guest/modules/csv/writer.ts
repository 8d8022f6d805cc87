// csv.writer: _csv.c's join_append (quoting decided per field by the dialect, doubled or escaped
// quote characters, the lone-empty-field rule) writing one line per row through `write`.

import { E, PyFloat, PyType, T, callPy, defineMethods, defineProperties, lookupAttr, isInt, isIterable, iter, str, builtin, typeName, raise, STOP } from "../../values/index.js";
import { CsvError, type Dialect, QUOTE_ALL, QUOTE_NONE, QUOTE_NONNUMERIC, dialectObject } from "./dialect.js";

export const WriterType = new PyType("writer", [T.object], "_csv");

export class CsvWriter {
  private readonly write: unknown;

  constructor(file: unknown, readonly dialect: Dialect) {
    this.write = lookupAttr(file, "write");
    if (this.write === undefined) raise(E.TypeError, 'argument 1 must have a "write" method');
  }

  /** One field, delimiter first unless it is the first; quoted as the dialect says. */
  private join(out: string[], field: string | null, quoted: boolean, first: boolean): void {
    const d = this.dialect;
    let body = "";
    for (const c of field ?? "") {
      let escape = false;
      if (c === d.delimiter || c === d.escapechar || c === d.quotechar || d.lineterminator.includes(c)) {
        if (d.quoting === QUOTE_NONE) escape = true;
        else {
          if (c === d.quotechar) {
            if (d.doublequote) body += d.quotechar;
            else escape = true;
          } else if (c === d.escapechar) {
            escape = true;
          }
          if (!escape) quoted = true;
        }
        if (escape) {
          if (d.escapechar === null) raise(CsvError, "need to escape, but no escapechar set");
          body += d.escapechar;
        }
      }
      body += c;
    }
    if (!first) out.push(d.delimiter);
    out.push(quoted ? `${d.quotechar}${body}${d.quotechar}` : body);
  }

  writerow(row: unknown): unknown {
    if (!isIterable(row)) raise(CsvError, `iterable expected, not ${typeName(row)}`);
    const d = this.dialect;
    const out: string[] = [];
    let count = 0;
    const it = iter(row);
    for (let field = it.next(); field !== STOP; field = it.next()) {
      const numeric = isInt(field) || typeof field === "boolean" || field instanceof PyFloat;
      const quoted = d.quoting === QUOTE_NONNUMERIC ? !numeric : d.quoting === QUOTE_ALL;
      this.join(out, field === null ? null : typeof field === "string" ? field : str(field), quoted, count === 0);
      count++;
    }
    // A row of one empty field would read back as an empty row: quote it.
    if (count === 1 && out.join("") === "") {
      if (d.quoting === QUOTE_NONE) raise(CsvError, "single empty field record must be quoted");
      out.length = 0;
      this.join(out, null, true, true);
    }
    return callPy(this.write, [out.join("") + d.lineterminator]);
  }
}
Object.defineProperty(CsvWriter.prototype, "$type", { value: WriterType });


defineProperties(WriterType, { dialect: (w: CsvWriter) => dialectObject(w.dialect) });
defineMethods(WriterType, {
  writerow: builtin("writerow", "self, row, /", (w: CsvWriter, row: unknown) => w.writerow(row)),
  writerows: builtin("writerows", "self, rows, /", (w: CsvWriter, rows: unknown) => {
    const it = iter(rows);
    for (let row = it.next(); row !== STOP; row = it.next()) w.writerow(row);
    return null;
  }),
});

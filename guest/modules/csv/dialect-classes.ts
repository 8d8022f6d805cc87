// csv.py's dialect classes: `Dialect` and its `excel`, `excel_tab` and `unix_dialect`, classes a
// script may derive from and hand (class or instance) as `dialect=`; resolveDialect reads their
// attributes as _csv.c does.

import { E, PyBaseException, PyInstance, T, UserType, isInstance, pyDef, raise, str, typeOf } from "../../values/index.js";
import { CsvError, QUOTE_ALL, QUOTE_MINIMAL, resolveDialect } from "./dialect.js";

const csvClass = (name: string, base: UserType | typeof T.object, attrs: Record<string, unknown>): UserType =>
  new UserType(name, name, [base], Object.entries(attrs), "csv");

/** csv.Dialect: every parameter None; `__init__` validates a subclass's instance, a _csv
 *  TypeError raised as csv.Error. */
export const DialectClass = csvClass("Dialect", T.object, {
  _name: "", _valid: false, delimiter: null, quotechar: null, escapechar: null, doublequote: null,
  skipinitialspace: null, lineterminator: null, quoting: null,
});
DialectClass.methods.set("__init__", pyDef("__init__", "self", (self: PyInstance) => {
  if (typeOf(self) !== DialectClass) self.attrs._valid = true;
  try {
    resolveDialect(self, null);
  } catch (e) {
    if (!(e instanceof PyBaseException && isInstance(e, E.TypeError))) throw e;
    raise(CsvError, str(e));
  }
  return null;
}));

const EXCEL_ATTRS = { delimiter: ",", quotechar: '"', doublequote: true, skipinitialspace: false, lineterminator: "\r\n", quoting: QUOTE_MINIMAL };
export const excelClass = csvClass("excel", DialectClass, EXCEL_ATTRS);
export const excelTabClass = csvClass("excel_tab", excelClass, { delimiter: "\t" });
export const unixClass = csvClass("unix_dialect", DialectClass, { ...EXCEL_ATTRS, lineterminator: "\n", quoting: QUOTE_ALL });

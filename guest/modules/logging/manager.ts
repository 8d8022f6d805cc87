// logging.Manager, the logger hierarchy: `loggerDict` of dotted names (a PlaceHolder holds a name
// only descendants have), each new logger's parent and the new parent of its descendants, the
// cleared isEnabledFor caches, and the class getLogger makes (setLoggerClass).

import { E, PyDict, PyInstance, PyProperty, PyType, getAttr, isInstance, isSubtype, pyDef, raise, str, truthy } from "../../values/index.js";
import { checkLevel } from "./levels.js";
import { LoggerType, root } from "./loggers.js";
import { call, callValue, loggingClass, setAttr } from "./python-class.js";

const PlaceHolderType = loggingClass("PlaceHolder", [], {
  __init__: ["self, alogger", (self: unknown, alogger: unknown) => (setAttr(self, "loggerMap", PyDict.from([[alogger, null]])), null)],
  append: ["self, alogger", (self: unknown, alogger: unknown) => {
    const map = getAttr(self, "loggerMap") as PyDict;
    if (!map.has(alogger)) map.set(alogger, null);
    return null;
  }],
});

const loggerDict = (manager: unknown) => getAttr(manager, "loggerDict") as PyDict;

/** Manager._fixupParents: loggers or placeholders for every dotted prefix of the logger's name; its parent the nearest logger. */
function fixupParents(manager: unknown, alogger: unknown): void {
  const name = str(getAttr(alogger, "name"));
  const dict = loggerDict(manager);
  let parent: unknown = null;
  for (let i = name.lastIndexOf("."); i > 0 && parent === null; i = i > 1 ? name.lastIndexOf(".", i - 2) : -1) {
    const prefix = name.slice(0, i);
    const held = dict.get(prefix);
    if (held === undefined) dict.set(prefix, callValue(PlaceHolderType, [alogger], "PlaceHolder"));
    else if (isInstance(held, LoggerType)) parent = held;
    else call(held, "append", [alogger]);
  }
  setAttr(alogger, "parent", parent ?? getAttr(manager, "root"));
}

/** Manager._fixupChildren: the placeholder's loggers below the new logger get it as their parent. */
function fixupChildren(placeholder: unknown, alogger: unknown): void {
  const name = getAttr(alogger, "name");
  const length = str(name).length;
  for (const child of (getAttr(placeholder, "loggerMap") as PyDict).keys()) {
    const parent = getAttr(child, "parent");
    if (str(getAttr(parent, "name")).slice(0, length) !== name) {
      setAttr(alogger, "parent", parent);
      setAttr(child, "parent", alogger);
    }
  }
}

function clearCaches(manager: unknown): null {
  for (const logger of [...loggerDict(manager).values(), getAttr(manager, "root")]) {
    if (isInstance(logger, LoggerType)) (getAttr(logger, "_cache") as PyDict).clear();
  }
  return null;
}

let loggerClass: unknown = LoggerType;

/** setLoggerClass's check: Logger or a class derived from it. */
function checkLoggerClass(klass: unknown): void {
  if (klass === LoggerType) return;
  if (!(klass instanceof PyType)) raise(E.TypeError, "issubclass() arg 1 must be a class");
  if (!isSubtype(klass as PyType, LoggerType)) raise(E.TypeError, `logger not derived from logging.Logger: ${(klass as PyType).name}`);
}

export function setLoggerClass(klass: unknown): null {
  checkLoggerClass(klass);
  loggerClass = klass;
  return null;
}

export const getLoggerClass = (): unknown => loggerClass;

function managerGetLogger(self: unknown, name: unknown): unknown {
  if (typeof name !== "string") raise(E.TypeError, "A logger name must be a string");
  const dict = loggerDict(self);
  const held = dict.get(name);
  if (held !== undefined && !isInstance(held, PlaceHolderType)) return held;
  const own = getAttr(self, "loggerClass");
  const made = callValue(truthy(own) ? own : loggerClass, [name], "the logger class");
  setAttr(made, "manager", self);
  dict.set(name, made);
  if (held !== undefined) fixupChildren(held, made);
  fixupParents(self, made);
  return made;
}

const ManagerType = loggingClass("Manager", [], {
  __init__: ["self, rootnode", (self: unknown, rootnode: unknown) => {
    setAttr(self, "root", rootnode);
    setAttr(self, "disable", 0);
    setAttr(self, "emittedNoHandlerWarning", false);
    setAttr(self, "loggerDict", new PyDict());
    setAttr(self, "loggerClass", null);
    setAttr(self, "logRecordFactory", null);
    return null;
  }],
  getLogger: ["self, name", managerGetLogger],
  setLoggerClass: ["self, klass", (self: unknown, klass: unknown) => (checkLoggerClass(klass), setAttr(self, "loggerClass", klass), null)],
  setLogRecordFactory: ["self, factory", (self: unknown, factory: unknown) => (setAttr(self, "logRecordFactory", factory), null)],
  _fixupParents: ["self, alogger", (self: unknown, alogger: unknown) => (fixupParents(self, alogger), null)],
  _fixupChildren: ["self, ph, alogger", (_self: unknown, ph: unknown, alogger: unknown) => (fixupChildren(ph, alogger), null)],
  _clear_cache: ["self", clearCaches],
});
ManagerType.methods.set("disable", new PyProperty(
  pyDef("Manager.disable", "self", (self: PyInstance) => self.attrs._disable),
  pyDef("Manager.disable", "self, value", (self: PyInstance, value: unknown) => ((self.attrs._disable = checkLevel(value)), null)),
  null, null,
));

// Logger.manager, which every logger reads (getLogger, setLevel's cache clearing, disable).
LoggerType.methods.set("manager", callValue(ManagerType, [root], "Manager"));

export { ManagerType, PlaceHolderType };

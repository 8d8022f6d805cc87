// logging's levels: the numbers, the two name tables (`_levelToName`, `_nameToLevel`, the dicts
// addLevelName changes), getLevelName both ways and _checkLevel's errors.

import { E, PyDict, binaryOp, isInt, raise, repr } from "../../values/index.js";

export const CRITICAL = 50;
export const ERROR = 40;
export const WARNING = 30;
export const INFO = 20;
export const DEBUG = 10;
export const NOTSET = 0;

export const levelToName = PyDict.from([
  [CRITICAL, "CRITICAL"], [ERROR, "ERROR"], [WARNING, "WARNING"], [INFO, "INFO"], [DEBUG, "DEBUG"], [NOTSET, "NOTSET"],
]);
export const nameToLevel = PyDict.from([
  ["CRITICAL", CRITICAL], ["FATAL", CRITICAL], ["ERROR", ERROR], ["WARN", WARNING], ["WARNING", WARNING],
  ["INFO", INFO], ["DEBUG", DEBUG], ["NOTSET", NOTSET],
]);

/** The name of a level, the level of a name, else `"Level %s" % level`. */
export function getLevelName(level: unknown): unknown {
  const name = levelToName.get(level);
  if (name !== undefined && name !== null) return name;
  const number = nameToLevel.get(level);
  if (number !== undefined && number !== null) return number;
  return binaryOp("Mod", "Level %s", level);
}

export function addLevelName(level: unknown, levelName: unknown): null {
  levelToName.set(level, levelName);
  nameToLevel.set(levelName, level);
  return null;
}

/** _checkLevel: an int (bool included) as it is, a level's name as its number. */
export function checkLevel(level: unknown): unknown {
  if (isInt(level) || typeof level === "boolean") return level;
  if (typeof level !== "string") raise(E.TypeError, `Level not an integer or a valid string: ${repr(level)}`);
  const number = nameToLevel.get(level);
  if (number === undefined) raise(E.ValueError, `Unknown level: ${repr(level)}`);
  return number;
}

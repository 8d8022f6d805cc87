// Calling an enum class with a value (`Color(1)`, Enum.__new__): the member with that value,
// else what the class's `_missing_` makes of it (a Flag's combination of members, a script's
// case-insensitive lookup), with CPython 3.11's errors when it finds none.
import { E, PyBaseException, PyType, bindDescriptor, callPy, isInstance, newException, raise, repr } from "../../values/index.js";
import { data, memberWithValue } from "./data.js";
import { EnumMember } from "./member.js";

export function lookupValue(t: PyType, value: any): EnumMember {
  if (value instanceof EnumMember && value.$type === t) return value;
  const d = data(t);
  const found = memberWithValue(d, value);
  if (found !== undefined) return found;
  if (d.memberMap.size === 0) raise(E.TypeError, `${repr(t)} has no members defined`);
  return missing(t, value);
}

/** `cls._missing_(value)`: a member of the class it returns, else ValueError (None), TypeError
 *  (anything else) or what it raised (a ValueError as it is, any other with the ValueError as
 *  its context). */
function missing(t: PyType, value: any): EnumMember {
  let result: any = null;
  let exc: PyBaseException | null = null;
  try {
    result = callPy(bindDescriptor(t.lookup("_missing_"), null, t), [value]);
  } catch (e) {
    if (!(e instanceof PyBaseException && isInstance(e, E.Exception))) throw e;
    exc = e;
  }
  if (exc === null && isInstance(result, t)) return result;
  const notValid = newException(E.ValueError, [`${repr(value)} is not a valid ${t.qualname}`]);
  if (exc === null && result === null) throw notValid;
  exc ??= newException(E.TypeError, [`error in ${t.name}._missing_: returned ${repr(result)} instead of None or a valid member`]);
  if (!isInstance(exc, E.ValueError)) exc.context = notValid;
  throw exc;
}

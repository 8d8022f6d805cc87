// re.RegexFlag: CPython 3.11's IntFlag of re's flags under @global_enum, whose repr and str name
// the module (`re.IGNORECASE`, `re.IGNORECASE|re.MULTILINE`). Made once, with the module.
import { PyType, builtin, hooks, initSubclass, makeClass } from "../../values/index.js";
import { IntFlag } from "../enum/index.js";
import type { EnumMember } from "../enum/member.js";
import { FLAG } from "./syntax.js";

/** The members in re.py's order, each with its one-letter alias (TEMPLATE's `T` is not offered). */
const MEMBERS: [name: string, alias: string | null, value: number][] = [
  ["NOFLAG", null, 0],
  ["ASCII", "A", FLAG.A],
  ["IGNORECASE", "I", FLAG.I],
  ["LOCALE", "L", FLAG.L],
  ["UNICODE", "U", FLAG.U],
  ["MULTILINE", "M", FLAG.M],
  ["DOTALL", "S", FLAG.S],
  ["VERBOSE", "X", FLAG.X],
  ["TEMPLATE", null, 1],
  ["DEBUG", null, 128],
];

/** enum.global_flag_repr (a flag of boundary KEEP: an unnamed extra bit keeps its number). */
function globalFlagRepr(m: EnumMember): string {
  if (m.name === null) return `re.RegexFlag(${m.value})`;
  return m.name.split("|").map((n) => (/^\d/.test(n) ? n : `re.${n}`)).join("|");
}

/** The RegexFlag class and the module's names for its members (`I` and `IGNORECASE` both). */
export function regexFlag(): { RegexFlag: PyType; names: Record<string, EnumMember> } {
  const namespace: [string, unknown][] = [];
  for (const [name, alias, value] of MEMBERS) {
    namespace.push([name, value]);
    if (alias !== null) namespace.push([alias, value]);
  }
  const t = makeClass("RegexFlag", "RegexFlag", [IntFlag], undefined, namespace);
  initSubclass(t, false);
  (t as { module: string }).module = "re";
  const shown = builtin("global_flag_repr", "self", globalFlagRepr);
  t.methods.set("__repr__", shown);
  // re.py's `__str__ = object.__str__`: the repr.
  t.methods.set("__str__", shown);
  // int.__format__: str(self) for an empty spec.
  t.methods.set("__format__", builtin("RegexFlag.__format__", "self, format_spec, /", (m: EnumMember, spec: string) => (spec === "" ? globalFlagRepr(m) : hooks.format!(m.value, spec))));
  const names: Record<string, EnumMember> = {};
  for (const [name, alias] of MEMBERS) {
    if (name === "TEMPLATE" || name === "DEBUG") continue;
    names[name] = t.lookup(name);
    if (alias !== null) names[alias] = names[name];
  }
  return { RegexFlag: t, names };
}

// The `numbers` module: the numeric tower Number > Complex > Real > Rational > Integral as
// classes isinstance/issubclass test and a script derives from. int and bool are Integral, float
// Real, Fraction Rational and Decimal only a Number, as CPython registers them; `register(C)`
// makes a script's class a virtual subclass. The ABCs' mixin methods and abstract-method checks
// are not provided (a script that runs in CPython defines the methods).
import { E, EMPTY_TUPLE, PyModule, PyType, T, UserType, builtin, declareSlots, raise, typeOf } from "../values/index.js";

const TOWER = ["Number", "Complex", "Real", "Rational", "Integral"] as const;

/** Each ABC's registered classes; the guest's own types by (module, name), so that checking a
 *  Decimal or a Fraction loads neither module. */
const registered = new Map<PyType, PyType[]>();
const BUILTIN: Record<string, string> = { "builtins.int": "Integral", "builtins.float": "Real", "fractions.Fraction": "Rational", "decimal.Decimal": "Number" };

const ABCS: Record<string, UserType> = {};
let base: PyType = T.object;
for (const name of TOWER) {
  const t = new UserType(name, name, [base], [], "numbers");
  // `__slots__ = ()`, as numbers.py's.
  t.methods.set("__slots__", EMPTY_TUPLE);
  declareSlots(t);
  t.methods.set("register", builtin(`${name}.register`, "subclass", (sub: unknown) => register(t, sub)));
  registered.set(t, []);
  ABCS[name] = t;
  base = t;
}
// Concrete numeric types must provide their own hash.
ABCS.Number.methods.set("__hash__", null);

/** Whether `cls` counts as `abc` beyond its MRO: registered with it or with an ABC below it. */
function virtualOf(abc: PyType, cls: PyType): boolean {
  for (const m of cls.mro) {
    const builtinAbc = m.user ? undefined : BUILTIN[`${m.module}.${m.name}`];
    if (builtinAbc !== undefined && ABCS[builtinAbc].mro.includes(abc)) return true;
  }
  for (const [t, classes] of registered) {
    if (t.mro.includes(abc) && classes.some((c) => cls.mro.includes(c))) return true;
  }
  return false;
}

const isSubclass = (cls: PyType, abc: PyType) => cls.mro.includes(abc) || virtualOf(abc, cls);

// ABCMeta.register, with its checks.
function register(abc: UserType, sub: unknown): unknown {
  if (!(sub instanceof PyType)) raise(E.TypeError, "Can only register classes");
  if (isSubclass(sub, abc)) return sub;
  if (isSubclass(abc, sub)) raise(E.RuntimeError, "Refusing to create an inheritance cycle");
  registered.get(abc)!.push(sub);
  return sub;
}

for (const abc of Object.values(ABCS)) {
  abc.virtualCheck = {
    subclass: (cls) => virtualOf(abc, cls),
    instance: (x) => virtualOf(abc, typeOf(x)),
  };
}

export function numbersModule(): PyModule {
  return new PyModule("numbers", { ...ABCS });
}

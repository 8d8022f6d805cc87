// dataclasses.InitVar: `InitVar[T]` (or `InitVar(T)`) marks an init-only parameter in a class body
// annotation; the value keeps `T` in `.type` and prints as `dataclasses.InitVar[T]`.
import { E, PyType, T, builtin, raise, repr, setClassGetItem } from "../../values/index.js";

export const InitVarType = new PyType("InitVar", [T.object], "dataclasses");

class InitVar {
  declare readonly $type: PyType;
  constructor(readonly type: unknown) {}
  $getAttr(name: string): unknown {
    return name === "type" ? this.type : undefined;
  }
  $setAttr(name: string, value: unknown): void {
    if (name !== "type") raise(E.AttributeError, `'InitVar' object has no attribute '${name}'`);
    (this as { type: unknown }).type = value;
  }
  $repr(): string {
    return `dataclasses.InitVar[${this.type instanceof PyType ? this.type.name : repr(this.type)}]`;
  }
}
Object.defineProperty(InitVar.prototype, "$type", { value: InitVarType });

const ctor = builtin("InitVar", "type", (type: unknown) => new InitVar(type));
InitVarType.construct = (pos, kw) => ctor.$kw!(pos, kw ?? {});
setClassGetItem(InitVarType, (_cls, key) => new InitVar(key));

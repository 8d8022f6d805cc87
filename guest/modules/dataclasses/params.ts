// dataclasses' `_DataclassParams`: the options a class was decorated with, as CPython 3.11 records
// them in `__dataclass_params__` (its six slots; match_args, kw_only and slots are not recorded).
import { PyType } from "../../values/index.js";

const ParamsType = new PyType("_DataclassParams", [], "dataclasses");
const NAMES = ["init", "repr", "eq", "order", "unsafe_hash", "frozen"] as const;
type Name = (typeof NAMES)[number];

export class DataclassParams {
  constructor(private readonly options: Record<Name, boolean>) {}
  get $type(): PyType {
    return ParamsType;
  }
  $getAttr(name: string): any {
    return (NAMES as readonly string[]).includes(name) ? this.options[name as Name] : undefined;
  }
  $repr(): string {
    return `_DataclassParams(${NAMES.map((n) => `${n}=${this.options[n] ? "True" : "False"}`).join(",")})`;
  }
}

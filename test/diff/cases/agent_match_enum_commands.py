from enum import Enum
from typing import Literal

class Cmd(Enum):
    GET = "get"
    SET = "set"
    DEL = "del"

Mode = Literal["dry", "live"]

def execute(line: str, mode: Mode = "live"):
    match line.split():
        case [verb, key] if Cmd(verb) is Cmd.GET:
            return kv(op="get", key=key)
        case [verb, key, *value] if Cmd(verb) == Cmd.SET and value:
            if mode == "dry":
                return f"would set {key}={' '.join(value)}"
            return kv(op="set", key=key, value=" ".join(value))
        case [Cmd.DEL.value, key]:
            return kv(op="del", key=key)
        case []:
            return None
        case [verb, *_]:
            raise ValueError(f"bad command: {verb}")

results = []
for line in ["get a", "set a hello world", "set b x", "del a", "", "frob z", "set c"]:
    try:
        results.append(execute(line, "dry" if line.endswith("x") else "live"))
    except ValueError as e:
        results.append(f"error: {e}")
results

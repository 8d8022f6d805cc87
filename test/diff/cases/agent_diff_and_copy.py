import copy
import difflib
from types import SimpleNamespace

old = get_config(env="prod")
new = copy.deepcopy(old)
new["replicas"] = 5
new["features"].append("beta")
shallow = copy.copy(old)
shallow["features"].append("oops")
print(old["features"], new["features"])
a = [f"{k}={v}" for k, v in sorted(old.items())]
b = [f"{k}={v}" for k, v in sorted(new.items())]
for line in difflib.unified_diff(a, b, "prod", "proposed", lineterm=""):
    print(line)
print(difflib.get_close_matches("replica", list(new), n=1), round(difflib.SequenceMatcher(None, "abcd", "abed").ratio(), 3))
ns = SimpleNamespace(**{k: v for k, v in new.items() if k != "features"})
ns.owner = "ops"
print(ns, ns.replicas)
vars_ok = sorted(k for k in new if k not in old or old[k] != new[k])
vars_ok

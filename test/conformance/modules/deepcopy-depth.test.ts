// copy.deepcopy counts the frames CPython's copy.py would be at (guest/modules/copy-frames.ts):
// the deepest list, dict, tuple, frozenset, instance and mixed nesting it copies, and the
// RecursionError message past it, equal `python3`'s run of the same script (the diff oracle runs
// scripts a few frames deeper, so these thresholds are compared here, against a plain run).
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";
import { createRegistry } from "../../../host/registry.js";
import { runFlow } from "../../../host/run-flow.js";

// The diff case's nest() (test/diff/cases/deepcopy_recursion_limit.py, which checks well inside
// and well past the limit against the oracle), then the deepest nesting of each kind deepcopy
// copies (a bisection) and the message past it, and the same under a lower limit.
const CASE = fileURLToPath(new URL("../../diff/cases/deepcopy_recursion_limit.py", import.meta.url));
const SCRIPT = `${readFileSync(CASE, "utf8").split("# Well inside")[0]}
def deepest(kind):
    lo, hi, msg = 1, 1200, None
    while lo < hi:
        mid = (lo + hi + 1) // 2
        try:
            copy.deepcopy(nest(kind, mid))
            lo = mid
        except RecursionError as e:
            hi, msg = mid - 1, str(e)
    return lo, msg


for kind in ["list", "dict", "tuple", "set", "obj"]:
    print(kind, deepest(kind))
mixed = []
for i in range(600):
    mixed = [{"a": (mixed, 1)}] if i % 2 else (mixed, [])
try:
    copy.deepcopy(mixed)
except RecursionError as e:
    print("mixed", e)
sys.setrecursionlimit(300)
print("limit 300", deepest("list"), deepest("tuple"), deepest("obj"))
`;

it("deepcopy raises RecursionError at CPython's depth, with its message", async () => {
  const outcome = await runFlow({ code: SCRIPT, name: "deepcopy-depth", tools: [] }, { registry: createRegistry([]) });
  if (outcome.rejected) throw new Error(JSON.stringify(outcome));
  expect(outcome.full.status).toBe("ok");
  expect(outcome.full.prints).toBe(execFileSync("python3", ["-c", SCRIPT]).toString());
}, 60_000);

// The work every runner does, as the same Python source text: the trivial warm script, the
// seed-like flow and its tools' canned answers, the host-call loop, and the compute kernels.

/** What the three seed-like tools answer, identical for every runner (about 4 KB in all). */
export const TOOL_TEXT = {
  read: Array.from({ length: 40 }, (_, i) => `line ${i + 1} of the README: toolflow runs tool flows`).join("\n"),
  search: Array.from({ length: 30 }, (_, i) => `host/file${i % 7}.ts:${i * 3 + 1}:export async function runFlow()`).join("\n"),
  list_files: Array.from({ length: 25 }, (_, i) => `src/module${i}.ts`).join("\n"),
};

export const WARM_SCRIPT = "1 + 1";

/** Three tool calls, slicing, split, a dict result (the shape of examples/seed.py). */
export const FLOW_SCRIPT = `readme = read(path="README.md")
hits = search(pattern="runFlow", path="host")
files = list_files(pattern="src/*.ts")
lines = hits["text"].splitlines()
{"readme": readme["text"][:200], "count": len(lines), "first": lines[:3], "files": files["text"].split("\\n")[-5:]}
`;

export const CALL_COUNT = 10_000;

/** CALL_COUNT calls of a trivial tool; the loop itself costs well under 1% of the total. */
export const CALLS_SCRIPT = `n = 0
for i in range(${CALL_COUNT}):
    n += noop(i=i)
n
`;

/** `gathers` asyncio.gathers of `width` calls of a trivial tool, one after another. */
export const gatherScript = (gathers, width) => `import asyncio
async def main():
    n = 0
    for i in range(${gathers}):
        n += sum(await asyncio.gather(${Array(width).fill("noop(i=i)").join(", ")}))
    return n
asyncio.run(main())
`;

/** Compute kernels: name -> [source, expected result as JSON text] (checked once per runner). */
export const COMPUTE = {
  int_loop: [
    `s = 0
for i in range(1000000):
    s += i * i
s
`,
    "333332833333500000",
  ],
  str_dict: [
    `d = {}
for i in range(100000):
    key = "k" + str(i)
    d[key] = key.upper() + "-" + str(i % 97)
total = 0
for k in d:
    total += len(d[k])
total
`,
    "878580",
  ],
  fib: [
    `def fib(n):
    if n < 2:
        return n
    return fib(n - 1) + fib(n - 2)
fib(22)
`,
    "17711",
  ],
  json: [
    `import json
rows = [{"id": i, "name": "item" + str(i), "tags": ["a", "b", str(i % 5)], "ok": i % 3 == 0} for i in range(5000)]
text = json.dumps(rows)
back = json.loads(text)
sum(r["id"] for r in back if r["ok"]) + len(text)
`,
    "4521946",
  ],
  regex: [
    `import re
text = " ".join("user" + str(i) + "@example.com" for i in range(20000))
found = re.findall(r"[a-z]+(\\d+)@example\\.com", text)
len(found) + len(re.sub(r"\\d", "#", text))
`,
    "448889",
  ],
};

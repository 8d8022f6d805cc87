// Narrower kernels beside workloads.mjs's: name -> [source, expected result as JSON text], for
// compute-cpu.mjs and compute-ab.mjs (which runs them only when named).
const JSON_SETUP = `import json
rows = [{"id": i, "name": "item" + str(i), "tags": ["a", "b", str(i % 5)], "ok": i % 3 == 0} for i in range(5000)]
`;
export const NARROW = {
  method_calls: [`s = "abc"\nn = 0\nfor i in range(200000):\n    n += len(s.upper())\nn`, "600000"],
  builtin_calls: [`n = 0\nfor i in range(200000):\n    n += abs(-i) + min(i, 3)\nn`, "20000499994"],
  dict_inserts: [`d = {}\nfor i in range(200000):\n    d["k" + str(i)] = i\nlen(d)`, "200000"],
  json_dumps: [`${JSON_SETUP}n = 0\nfor _ in range(4):\n    n += len(json.dumps(rows))\nn`, "1424452"],
  json_loads: [`${JSON_SETUP}text = json.dumps(rows)\nn = 0\nfor _ in range(4):\n    n += len(json.loads(text))\nn`, "20000"],
  json_loads_fractions: [
    `import json\ntext = json.dumps([{"id": i, "x": i + 0.5, "y": 0.25, "ok": True} for i in range(5000)])\nn = 0\nfor _ in range(4):\n    n += len(json.loads(text))\nn`,
    "20000",
  ],
  json_loads_floats: [
    `import json\ntext = json.dumps([{"id": i, "x": i + 0.5, "y": 3.0, "ok": True} for i in range(5000)])\nn = 0\nfor _ in range(4):\n    n += len(json.loads(text))\nn`,
    "20000",
  ],
};


// Guest JS (for guest-context.mjs entries) that builds the json kernel's rows (workloads.mjs) as
// Python values, `rows()`, and the options of a default json.dumps, `OPTS`.
export const JSON_KERNEL_ROWS = `
import { PyDict, PyList } from "./values/index.ts";
const OPTS = { itemSeparator: ", ", keySeparator: ": ", ensureAscii: true, indent: null };
function rows() {
  const out = [];
  for (let i = 0; i < 5000; i++) {
    const d = new PyDict();
    d.set("id", i); d.set("name", "item" + i); d.set("tags", new PyList(["a", "b", String(i % 5)])); d.set("ok", i % 3 === 0);
    out.push(d);
  }
  return new PyList(out);
}
`;

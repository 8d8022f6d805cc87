// How QuickJS prices the ways of walking a Map in insertion order (PyDict's storage, see
// guest/values/dict.ts): `node bench/experiments/map-iteration.mjs`.
import { probe } from "../lib/quickjs-probe.mjs";

const pre = `const plain = new Map(), boxed = new Map();
for (let i = 0; i < 200000; i++) { plain.set("k" + i, i); boxed.set("k" + i, { k: "k" + i, v: i }); }
let sink = 0;`;
const cases = {
  "boxed: for..of values(), e.k / e.v": "for (const e of boxed.values()) sink += e.v + e.k.length;",
  "plain: for..of entries(), [h, v]": "for (const [h, v] of plain) sink += v + h.length;",
  "plain: for..of entries(), e[0] / e[1]": "for (const e of plain) sink += e[1] + e[0].length;",
  "plain: for..of keys() + get": "for (const h of plain.keys()) sink += plain.get(h) + h.length;",
  "plain: forEach": "plain.forEach((v, h) => { sink += v + h.length; });",
  "plain: for..of values()": "for (const v of plain.values()) sink += v;",
  // What a `for` loop over a dict emitted before session 12: each `.next()` allocates its result.
  "plain: keys().next() in a for (;;)": "for (let it = plain.keys(), r; !(r = it.next()).done;) sink += r.value.length;",
  "plain: for..of keys()": "for (const h of plain.keys()) sink += h.length;",
};
await probe(pre, cases, { count: 200000, unit: "entry" });

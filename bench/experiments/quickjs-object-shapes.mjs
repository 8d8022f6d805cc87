// What making an object costs in QuickJS by its shape (no guest runtime): a class with 0, 1 or 6
// fields set in its constructor, a function constructor, object literals with and without a
// prototype, Object.create and six assignments, an array of six, a subclass; each in a fresh
// context of the sync release build, ns an object (the third of three rounds). Session 26: each
// field set ~65 ns, so re's Match keeps the defaults of a whole text's search on its prototype.
// `node bench/experiments/quickjs-object-shapes.mjs`.
import { getQuickJS } from "quickjs-emscripten";

const Q = await getQuickJS();
const N = 200000;
const loop = (setup, body) => `${setup} for (let i = 0; i < ${N}; i++) { ${body} }`;
const cases = {
  "empty loop": loop("", ""),
  "class, 6 fields": loop("class M { constructor(a,b,c,d,e,f) { this.a=a;this.b=b;this.c=c;this.d=d;this.e=e;this.f=f; } }", "new M(1, 2, 3, 4, 5, 6);"),
  "class, 1 field": loop("class M { constructor(a) { this.a=a; } }", "new M(1);"),
  "class, no field": loop("class M { }", "new M();"),
  "function, 6 fields": loop("function M(a,b,c,d,e,f) { this.a=a;this.b=b;this.c=c;this.d=d;this.e=e;this.f=f; }", "new M(1, 2, 3, 4, 5, 6);"),
  "literal, 6 members": loop("", "({a: 1, b: 2, c: 3, d: 4, e: 5, f: 6});"),
  "literal with __proto__": loop("const P = {};", "({__proto__: P, a: 1, b: 2, c: 3, d: 4, e: 5, f: 6});"),
  "Object.create + 6 sets": loop("const P = {};", "const o = Object.create(P); o.a=1;o.b=2;o.c=3;o.d=4;o.e=5;o.f=6;"),
  "array of 6": loop("", "[1,2,3,4,5,6];"),
  "subclass, 1 + 1 fields": loop("class B { constructor(a) { this.a = a; } } class M extends B { constructor(a) { super(a); this.b = 1; } }", "new M(1);"),
};
for (let round = 0; round < 3; round++) {
  for (const [name, code] of Object.entries(cases)) {
    const vm = Q.newContext();
    const start = performance.now();
    vm.unwrapResult(vm.evalCode(`(() => { ${code} })()`)).dispose();
    const ms = performance.now() - start;
    if (round === 2) console.log(`${name.padEnd(24)} ${((ms * 1e6) / N).toFixed(0).padStart(5)} ns`);
    vm.dispose();
  }
}

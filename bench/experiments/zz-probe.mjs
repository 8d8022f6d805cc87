import { getQuickJS } from "quickjs-emscripten";
const made = (decl, make) => `(() => { ${decl} let r; for (let i = 0; i < 1000000; i++) r = ${make}; return 0; })()`;
const cases = {
  "empty": made("", "i"),
  "new Map()": made("", "new Map()"),
  "new Uint32Array(8)": made("", "new Uint32Array(8)"),
  "new Array(8).fill(undefined)": made("", "new Array(8).fill(undefined)"),
  "[u x8]": made("const u = undefined;", "[u,u,u,u,u,u,u,u]"),
  "{} object": made("", "({a:1,b:2})"),
  "class instance 3 fields": made("class C { constructor() { this.a = 1; this.b = null; this.c = 0; } }", "new C()"),
  "map set 2": made("", "(r = new Map(), r.set(1,1), r.set(2,2), r)"),
  "array 2 push": made("", "(r = [], r.push(1), r.push(2), r)"),
};
const QuickJS = await getQuickJS();
for (const [name, code] of Object.entries(cases)) {
  const ts = [];
  for (let r = 0; r < 4; r++) {
    const vm = QuickJS.newContext();
    const cpu = process.cpuUsage();
    vm.unwrapResult(vm.evalCode(code)).dispose();
    const u = process.cpuUsage(cpu);
    vm.dispose();
    ts.push((u.user + u.system) / 1000);
  }
  ts.sort((a, b) => a - b);
  console.log(name.padEnd(34), ts[1].toFixed(0), "ns/op");
}

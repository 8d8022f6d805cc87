// The emitted program reaches nothing but its `$rt` parameter: no JS global, and Python names and attributes
// never become raw JS identifiers or properties.

import { describe, expect, it } from "vitest";
import { js, jsNames } from "./helpers";

const HOSTILE = [
  "globalThis = 1\nprint(globalThis)",
  "Function = 2\nconstructor = 3\nprototype = 4\neval_ = 5\nthis = 6\nprint(Function, constructor, prototype, this)",
  "def Object(arguments, await_=1):\n    return arguments\nObject(1)",
  "x = []\ny = x.constructor",
  "s = 'a'\ns.prototype",
  "def f(**kw):\n    return kw\nf(constructor=1, prototype=2)",
  "new = 1\nvar = 2\ntypeof = 3\nprint(new + var + typeof)",
  "d = {'__proto__': 1, 'constructor': 2}\nd['constructor']",
  "import json\njson.constructor",
  "[x.constructor for x in [1]]",
  "ｆｕｌｌ = 1\nnaïve = 2\nprint(ｆｕｌｌ, naïve)",
];

// Properties the emitter itself uses on runtime-made values; never a Python attribute.
const ALLOWED_PROPS = new Set(["items", "next", "push", "set", "add", "program", "length", "__proto__"]);

describe("emitted code isolation", () => {
  for (const src of HOSTILE) {
    it(`touches only $rt: ${JSON.stringify(src.slice(0, 40))}`, () => {
      const { free, props } = jsNames(js(src, ["file_read"]));
      expect([...free]).toEqual([]);
      for (const p of props) {
        // Destructured helper names appear as keys of the `$rt` pattern; all others must be internal.
        if (!ALLOWED_PROPS.has(p)) expect(p).toMatch(/^\$?[a-zA-Z]+$/);
        expect(["constructor", "prototype", "globalThis", "Function"]).not.toContain(p);
      }
    });
  }

  it("routes attribute access through getAttr/methodCaller/callMethod with the name as a string", () => {
    const code = js("xs = [3, 1]\nxs.sort()\nn = xs.count(1)\nm = xs.constructor\nxs.sort(reverse=True)\nxs.constructor()");
    expect(code).toContain('$methodCaller("sort", 0)');
    expect(code).toContain('$methodCaller("count", 1)');
    expect(code).toContain('$methodCaller("constructor", 0)');
    expect(code).toContain('$callMethod(G_xs, "sort", [], {__proto__: null, "reverse": true})');
    expect(code).toContain('$getAttr(G_xs, "constructor")');
  });

  it("mangles every Python name", () => {
    const code = js("Object = 1\ndef f(Array):\n    return Array\nf(Object)");
    const { free } = jsNames(code);
    expect(code).toMatch(/G_Object/);
    expect(code).toMatch(/L_Array/);
    expect([...free]).toEqual([]);
  });

  it("evaluates with a $rt that is the only reachable object", async () => {
    // A stub $rt whose every helper throws: running must fail inside a helper, never reach a global.
    const code = js("x = 1\nprint(x + 1)");
    const fn = (0, eval)(code);
    const touched: string[] = [];
    const anything: any = () => anything;
    const rt = new Proxy(
      {},
      {
        get: (_t, k) => {
          touched.push(String(k));
          return anything;
        },
      },
    );
    await fn(rt);
    expect(touched.every((k) => /^[A-Za-z]+$/.test(k))).toBe(true);
  });
});

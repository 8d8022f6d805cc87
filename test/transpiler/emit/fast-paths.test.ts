// The shapes of the emitted fast paths: which checks and branches the emitter keeps or drops.
// Their behaviour against CPython is covered by test/diff/cases (fast_method_calls,
// static_kind_operators, int_bigint_boundaries, dict_loop_mutation, number_specialized_defs,
// err_join_generator_eager, err_listing_builtins_generator, dict_literal_str_keys,
// dict_loop_shapes, int32_range_checks, dict_items_loops, percent_fixed_fast,
// subscript_int_literals, json_answer_kept_members, str_method_site_calls, int_returning_defs,
// str_literal_in); and the handlers that drop exceptions unseen by test/conformance/errors/dropped-unseen.py.

import { describe, expect, it } from "vitest";
import { js } from "./helpers";

describe("emitted fast paths", () => {
  it("calls methods with few plain arguments through a per-program caller", () => {
    const code = js("xs = [1]\nxs.append(2)\nd = {}\nd.get(xs[0], 0)\nxs.sort(reverse=True)\nfor i in range(2):\n    xs.append(2)");
    expect(code).toContain('$methodCaller("append", 1)');
    expect(code).toContain('$methodCaller("get", 2)');
    expect(code).toContain('$callMethod(G_xs, "sort", [], {__proto__: null, "reverse": true})');
    // A name argument in a loop: the str receiver is tested inline.
    expect(code).toMatch(/typeof (\$t\d+) === "string" \? \$k\d+\(\1, 2\) : \$k\d+\(\1, 2\)/);
    // Module code outside a loop runs once: the caller alone (less for QuickJS to compile).
    expect(code).toMatch(/^\$k1\(G_xs, 2\);$/m);
  });

  it("runs dict.get's body inline on a dict and tests `in` on a dict first, in code that runs again", () => {
    const code = js("d = {}\nk = 1\nfor i in range(2):\n    a = d.get(k)\n    b = d.get(k, 0)\n    c = k in d\n    e = k not in d\n    f = 1 in 5");
    // An ordinary dict's own Map key (a str from "\x01" up, an int) read from its Map, else through get.
    const own = '\\(\\(typeof G_k === "string" \\? G_k >= "\\\\x01" : typeof G_k === "number"\\) && ';
    expect(code).toMatch(new RegExp(`(\\$t\\d+)\\?\\.\\$dict === \\$DICT \\? ${own}\\1\\.raw === null \\? \\((\\$t\\d+) = \\1\\.vals\\.get\\(G_k\\)\\) !== undefined : \\(\\2 = \\1\\.get\\(G_k\\)\\) !== undefined\\) \\? \\2 : null : \\$k\\d+\\(\\1, G_k\\)`));
    expect(code).toMatch(/\.get\(G_k\)\) !== undefined\) \? \$t\d+ : 0 : \$k\d+\(\$t\d+, G_k, 0\)/);
    // `in`: an ordinary dict's own Map key tested in its Map, else through has.
    const has = '((typeof G_k === "string" ? G_k >= "\\x01" : typeof G_k === "number") && G_d.raw === null ? G_d.vals.has(G_k) : G_d.has(G_k))';
    expect(code).toContain(`G_c = ((G_d?.$dict === $DICT ? ${has} : $contains(G_d, G_k)));`);
    expect(code).toContain(`G_e = (!(G_d?.$dict === $DICT ? ${has} : $contains(G_d, G_k)));`);
    // A str literal: a dict's test, then a str's own search, then contains() for the rest; a
    // literal whose edge is a lone surrogate is no str's own search (it may match half a pair).
    const literal = js('d = {}\nfor i in range(2):\n    a = "k" in d\n    b = "" in d\n    c = "\\ud83d" in d');
    expect(literal).toContain('G_a = ((G_d?.$dict === $DICT ? (G_d.raw === null ? G_d.vals.has("k") : G_d.has("k")) : typeof G_d === "string" ? G_d.includes("k") : $contains(G_d, "k")));');
    expect(literal).toContain('G_b = ((G_d?.$dict === $DICT ? G_d.has("") : typeof G_d === "string" ? G_d.includes("") : $contains(G_d, "")));');
    expect(literal).toContain('G_c = ((G_d?.$dict === $DICT ? (G_d.raw === null ? G_d.vals.has("\\ud83d") : G_d.has("\\ud83d")) : $contains(G_d, "\\ud83d")));');
    // Other arguments are evaluated into temporaries first, every argument then.
    const computed = js("d = {}\nk = 1\nfor i in range(2):\n    a = d.get(str(k), k)");
    expect(computed).toMatch(/\((\$t\d+) = G_d, (\$t\d+) = .*, (\$t\d+) = G_k, \1\?\.\$dict === \$DICT \? .* : \((\$t\d+) = \1\.get\(\2\)\) !== undefined\) \? \4 : \3 : \$k\d+\(\1, \2, \3\)\)/);
    // A literal container is no name: contains() alone.
    expect(code).toContain("$contains(5, 1)");
    expect(code).not.toContain("5 instanceof");
  });

  it("stores a str or int key in a dict's Map at the site, any other key through set", () => {
    const code = js('d = {}\nfor i in range(2):\n    d["k"] = i\n    d[i] = 1\n    d[None] = 2');
    const store = /(\$t\d+)\?\.\$dict === \$DICT \? \(typeof (\$t\d+) === "string" && \2 >= "\\x01" \|\| typeof \2 === "number" \? \1\.vals\.set\(\2, (\S+)\) : \1\.set\(\2, \3\)\) : \$setItem\(\1, \2, \3\);/g;
    expect(code.match(store)).toHaveLength(3);
  });

  it("reads a subscript through getItem alone where the code runs once, with its fast paths elsewhere", () => {
    const code = js('d = {"k": 1}\nd["k"]\nfor i in range(2):\n    d["k"]\ndef f():\n    return d["k"]\nf()');
    expect(code).toMatch(/^\$getItem\(G_d, "k"\);$/m);
    const fast = /\$t\d+\?\.\$dict === \$DICT && \(\(\$t\d+ = \$t\d+\.raw\) === null \? \(\$t\d+ = \$t\d+\.vals\.get\("k"\)\) !== undefined : /g;
    expect(code.match(fast)).toHaveLength(2);
  });

  it("reads an int-literal subscript of a list or tuple with no key test, a negative one from the end, then a str's unit", () => {
    const code = js("xs = [1]\nfor i in range(2):\n    xs[0], xs[-1], xs[-0], xs[1234567890]");
    expect(code).toMatch(/(\$t\d+)\?\.\$seq === \$SEQ && 0 < \1\.items\.length \? \1\.items\[0\] : typeof \1 === "string" && \((\$t\d+) = \$strItemUnits\(\1, 0\)\) !== undefined \? \2 : \1\?\.\$dict === \$DICT/);
    expect(code).toMatch(/(\$t\d+)\?\.\$seq === \$SEQ && \1\.items\.length >= 1 \? \1\.items\[\1\.items\.length - 1\] : typeof \1 === "string" && \((\$t\d+) = \$strItemUnits\(\1, -1\)\) !== undefined \? \2 : \1\?\.\$dict === \$DICT && \(\1\.raw === null \? \(\$t\d+ = \1\.vals\.get\(-1\)\)/);
    // -0 is 0; past nine digits the general form, its key (a known number) not tested.
    expect(code.match(/\.items\[0\]/g)).toHaveLength(2);
    expect(code).toMatch(/(\$t\d+) = 1234567890, (\$t\d+)\?\.\$seq === \$SEQ && \1 >= 0 && /);
  });

  it("reads a range counter as a number in each loop of one scope that binds it only there", () => {
    const code = js("def f(xs):\n    for j in range(3):\n        a = j < 1\n    for j in range(2):\n        b = xs[j]\n    return j\nf([1])");
    expect(code).toContain("L_a = ((L_j < 1));");
    expect(code).not.toContain('typeof L_j === "number"');
    // A nonlocal statement of the name elsewhere keeps the tests.
    const nested = js("def f():\n    for j in range(3):\n        a = j < 1\n    def g():\n        nonlocal j\n        j = 'x'\n    return g\nf()");
    expect(nested).toContain('typeof L_j === "number"');
  });

  it("reads a str-literal key from the dict's Map or its in-place object, any other key through get", () => {
    const code = js('d = {}\nk = "a"\nfor i in range(2):\n    d["k"], d[""], d[k], d.get("k", 0), d.get(k)');
    // The in-place object's member when it needs no conversion or was converted before (its KEPT
    // mark, never on undefined), else get's conversion.
    expect(code).toContain('(typeof ($t');
    expect(code).toMatch(/=== "string" \? \$t\d+ >= "\\x01" : typeof \$t\d+ === "number" \? \(\$t\d+ \| 0\) === \$t\d+ && \$t\d+ !== 0 : typeof \$t\d+ === "boolean" \|\| \$t\d+ === null \|\| (\$t\d+) !== undefined && \1\[\$KEPT\] === true\) \|\| \(\$t\d+ = \$t\d+\.get\("k"\)\) !== undefined/);
    // "" is not its own key in the Map (hashKey): an ordinary dict reads it through get.
    expect(code).toMatch(/\.raw\) === null \? \(\$t\d+ = \$t\d+\.get\(""\)\) !== undefined/);
    expect(code.match(/\.vals\.get\("k"\)/g)).toHaveLength(2);
    expect(code).not.toMatch(/\.raw\)[^?]*\? \(\$t\d+ = \$t\d+\.vals\.get\(G_k\)/);
    expect(code).toMatch(/\(\$t\d+ = \$t\d+\.get\(G_k\)\) !== undefined/);
  });

  it("runs operators, truth tests and f-string fields through their helpers alone where the code runs once", () => {
    const once = js('a = 2\nb = 3\nc = a + b if a < b and a != b else -a\nf"{a}{c}"');
    expect(once).toContain('$binaryOp("Add", G_a, G_b)');
    expect(once).toContain('$richCompareBool(G_a, G_b, "Lt")');
    expect(once).toContain("$notEqBool(G_a, G_b)");
    expect(once).toContain('$unaryOp("USub", G_a)');
    expect(once).toContain("$formatField(G_a)");
    expect(once).not.toContain('typeof G_a === "number"');
    expect(js("x = []\nif x:\n    pass")).toMatch(/^if \(\$truthy\(G_x\)\) \{$/m);
    // In a loop or a function every fast path stays.
    for (const code of [js('for a in [0, 1]:\n    b = a + 1 if a < 1 and a != 0 or a else -a\n    f"{a}"'), js('def g(a):\n    return a + 1 if a < 1 and a != 0 or a else -a, f"{a}"\ng(1)')]) {
      expect(code).toMatch(/\(\(\$t\d+ = [GL]_a \+ 1\), /);
      expect(code).toMatch(/[ (][GL]_a < 1[ )]/);
      // Against an int literal one typeof test, not the general pair.
      expect(code).toMatch(/\(typeof [GL]_a === "number" \? [GL]_a !== 0 : \$notEqBool\([GL]_a, 0\)\)/);
      expect(code).toMatch(/typeof \S+ === "number" \? 0 - /);
      expect(code).toMatch(/typeof \(\$t\d+ = \S+\) === "string" \? \$t\d+ : typeof \$t\d+ === "number" \? "" \+ \$t\d+ : \$formatField/);
      expect(code).toMatch(/=== true \|\| \(/);
      // None is false without a call to truthy.
      expect(code).toMatch(/!== false && \S+ !== null && \(typeof /);
    }
  });

  it("compares with === under one typeof test when one side is an int or str literal or a name known to hold an int, none when both are", () => {
    const loop = (body: string) => js(`s = "x"\nt = "y"\nfor i in range(3):\n    ${body}`);
    expect(loop("c = s == t")).toContain('(typeof G_s !== "object" && typeof G_s !== "function" && typeof G_s === typeof G_t ? G_s === G_t : $eqAnswer(G_s, G_t))');
    expect(loop("c = s == i")).toContain('(typeof G_s === "number" ? G_s === G_i : $eqAnswer(G_s, G_i))');
    expect(loop('c = s == "ok"')).toContain('(typeof G_s === "string" ? G_s === "ok" : $eqAnswer(G_s, "ok"))');
    expect(loop('c = "ok" != s')).toContain('(typeof G_s === "string" ? "ok" !== G_s : $notEq("ok", G_s))');
    expect(loop("c = i == 2")).toContain("(G_i === 2)");
    expect(loop('c = "a" != "b"')).toContain('("a" !== "b")');
  });

  it("drops the branches an operand's known kind rules out", () => {
    const strs = js('s = "a" + str(len("bc"))\nt = s + "-" + str(7 % 3)');
    expect(strs).not.toContain("bigint");
    expect(strs).not.toContain("$str(");
    const ints = js("n = 0\nfor i in range(3):\n    n += i * i");
    expect(ints).not.toContain('=== "string"');
    // A square is never negative: no -0 fix, no lower bound.
    expect(ints).toContain("G_i * G_i), ");
    expect(ints).not.toContain("G_i * G_i + 0");
  });

  it("tests int32 bounds before the safe range for + and -, not for *", () => {
    const code = js("def f(a, b):\n    return (a + b, a - 1, a + 1, a * b)\nf(1, 2)");
    expect(code).toMatch(/\(\$t\d+ <= 2147483647 \? \(\$t\d+ >= -2147483647 \|\| \$t\d+ >= -9007199254740991\) : \$t\d+ <= 9007199254740991\)/);
    expect(code).toMatch(/\(\$t\d+ >= -2147483647 \|\| \$t\d+ >= -9007199254740991\)/);
    expect(code).toMatch(/\(\$t\d+ <= 2147483647 \|\| \$t\d+ <= 9007199254740991\)/);
    expect(code).toMatch(/L_a \* L_b \+ 0\), \$t\d+ <= 9007199254740991 && \$t\d+ >= -9007199254740991\)/);
  });

  it("runs + - * of two int literals inline only when the exact result is in the safe range", () => {
    expect(js("1 + 1")).toContain("return ((1 + 1));");
    expect(js("1 + 1")).not.toContain("$binaryOp");
    expect(js("x = 6 * 7 - 50")).toContain("(6 * 7)");
    for (const past of ["9007199254740991 + 1", "0 - 9007199254740991 - 1", "94906266 * 94906266"]) {
      expect(js(past)).toContain("$binaryOp(");
    }
  });

  it("runs + - * of counters of ranges of int literals as the JS operator while the result's magnitude stays within 2**53", () => {
    const square = js("s = 0\nfor i in range(1000000):\n    s += i * i");
    // The square is a number: no range check, no binaryOp, and the sum tests no `typeof` of it.
    expect(square).toMatch(/\$t\d+ = \(G_i \* G_i\), /);
    expect(square).not.toContain("$binaryOp");
    expect(square).not.toMatch(/typeof \$t\d+ === "number"/);
    // 94906265**2 is below 2**53, 94906266**2 above it; a counter lies between its bounds.
    expect(js("for i in range(-94906265, 3):\n    x = i * i - 7")).toContain("G_x = ((G_i * G_i) - 7);");
    expect(js("for i in range(94906266, 94906268):\n    x = i * i")).toContain('$binaryOp("Mult", G_i, G_i)');
    // Signs unknown: `+ 0` turns a product's -0 into 0; a stop that is no literal gives no bound.
    expect(js("for i in range(-3, 4):\n    for j in range(5):\n        x = i * j + i - j")).toContain("G_x = (((G_i * G_j + 0) + G_i) - G_j);");
    expect(js("n = 5\nfor i in range(n):\n    x = i * i")).toContain('$binaryOp("Mult", G_i, G_i)');
    // Three factors of up to 300000 pass 2**53: checked.
    expect(js("for i in range(300000):\n    x = i * i * i")).toMatch(/G_x = \(\$t\d+ = \(G_i \* G_i\), [^;]*\$binaryOp\("Mult"/);
  });

  it("walks a dict in a for loop through its Map, with CPython's two checks", () => {
    const code = js("d = {1: 2}\nfor k in d:\n    print(k)");
    expect(code).toContain("?.$dict === $DICT) {");
    expect(code).toContain(".vals.keys()");
    expect(code).toContain("$dictChanged(true)");
    expect(code).toContain("$dictChanged(false)");
  });

  it("walks a dict with for...of in a loop with no for inside, emitting its body twice", () => {
    const inner = js("d = {1: 2}\nfor k in d:\n    print(k)");
    expect(inner).toMatch(/for \(\$t\d+ of \$t\d+\)/);
    expect(inner).not.toContain(".done) break;");
    expect(inner.match(/G_k = \$t\d+;/g)).toHaveLength(2);
    const outer = js("d = {1: 2}\nfor k in d:\n    for c in 'ab':\n        print(k, c)");
    // The outer loop keeps one body (its `.next()` walk); only the inner loop is doubled.
    expect(outer.match(/ of \$t\d+\)/g)).toHaveLength(1);
    expect(outer).toContain(".done) break;");
    // A body that calls a tool: one copy (the call outweighs the walk; a copy costs compiling).
    const calling = js("d = {1: 2}\nfor k in d:\n    print(lookup(k=k))", ["lookup"]);
    expect(calling).not.toMatch(/ of \$t\d+\)/);
    expect(calling.match(/G_k = \$t\d+;/g)).toHaveLength(1);
  });

  it("walks a dict's items view from .items() through the dict's Map, storing key and value with no pair", () => {
    const code = js("d = {1: 2}\nfor k, v in d.items():\n    print(k, v)");
    expect(code).toMatch(/if \((\$t\d+) instanceof \$PyDictView && \1\.kind === "items"\) \{ (\$t\d+) = \1\.dict;/);
    expect(code).toMatch(/(\$t\d+) = (\$t\d+)\.vals\.get\((\$t\d+)\); \3 = \2\.origKeys === null/);
    // The other copy unpacks whatever else `.items()` gave.
    expect(code.match(/G_v = \$t/g)).toHaveLength(2);
    expect(code).toContain("$unpack(");
    // A starred target or three targets get each item as a pair (unpacked as any tuple).
    for (const other of ["for *k, v in d.items():", "for a, b, c in d.items():"]) {
      const code = js(`d = {1: 2}\n${other}\n    print(1)`);
      expect(code).toContain("new $PyTuple([");
      expect(code).not.toMatch(/\$t\d+ = \$t\d+\.vals\.get\(\$t\d+\); /);
    }
    // items() with arguments is an ordinary call.
    expect(js("d = {1: 2}\nfor k, v in d.items(1):\n    print(1)")).not.toContain("$PyDictView");
  });

  it("walks the views .keys() and .values() give through the dict's Map, in loops and comprehensions", () => {
    const values = js("d = {1: 2}\nfor v in d.values():\n    print(v)");
    expect(values).toMatch(/if \((\$t\d+) instanceof \$PyDictView && \1\.kind === "values"\) \{ \1 = \1\.dict; (\$t\d+) = \1\.vals\.values\(\);/);
    expect(js("d = {1: 2}\nfor k in d.keys():\n    print(k)")).toMatch(/\$PyDictView && \$t\d+\.kind === "keys"\) \{ \$t\d+ = \$t\d+\.dict; \$t\d+ = \$t\d+\.vals\.keys\(\);/);
    // With a loop inside, the one body walks by `.next()`.
    const outer = js("d = {1: 2}\nfor v in d.values():\n    for c in 'ab':\n        print(v, c)");
    expect(outer).toMatch(/\$PyDictView && \$t\d+\.kind === "values"\) \{ \$t\d+ = \$t\d+\.dict; \$t\d+ = \$t\d+\.vals\.values\(\);/);
    // Comprehensions walk lists by index and dicts and views in place, unpacking no item pair.
    const comp = js("d = {1: 2}\nL = [1]\nx = [v for v in L]\ny = {k: v for k, v in d.items()}\nz = [v for v in d.values()]");
    expect(comp).toContain("$walkable(G_L)");
    expect(comp).toMatch(/if \(\+\+(\$t\d+) >= \$a0\.items\.length\) break; \$t\d+ = \$a0\.items\[\1\];/);
    expect(comp).toMatch(/\$a0\.kind === "items"\) \{ \$a0 = \$a0\.dict;/);
    expect(comp).toMatch(/for \((\$t\d+) of \$t\d+\) \{\n.*\$t\d+ = \$a0\.vals\.get\(\1\); \1 = \$a0\.origKeys === null/);
    expect(comp).toMatch(/\$a0\.kind === "values"\) \{ \$a0 = \$a0\.dict; \$t\d+ = \$a0\.vals\.values\(\);/);
    expect(comp).not.toContain("$iter(G_L)");
    // Only a comprehension's last loop has the for...of form; the outer one steps by `.next()`.
    const nested = js("d = {1: 2}\nx = [(k, c) for k, v in d.items() for c in d]");
    expect(nested).toMatch(/(\$t\d+) = \$a0\.vals\.get\((\$t\d+)\.value\); \2 = \$a0\.origKeys === null/);
    expect(nested.match(/ of \$t\d+\)/g)).toHaveLength(1);
  });

  it("walks zip(xs, ys) of two lists or tuples by index, storing both items with no pair", () => {
    const code = js("xs = [1]\nys = (2,)\nfor a, b in zip(xs, ys):\n    print(a, b)");
    expect(code).toMatch(/if \(\+\+(\$t\d+) >= (\$t\d+)\.items\.length \|\| \1 >= (\$t\d+)\.items\.length\) break;\nG_a = \2\.items\[\1\];\nG_b = \3\.items\[\1\];/);
    expect(code).toMatch(/\$callable\(G_zip\n?\)\(\$t\d+, \$t\d+\)/);
    for (const other of ["for a, b in zip(xs, ys, xs):", "for a, b in zip(xs):", "for a, b in zip(*xs):", "for a, b in zip(xs, ys, strict=True):"]) {
      expect(js(`xs = [1]\nys = [2]\n${other}\n    print(a)`), other).not.toMatch(/G_a = \$t\d+\.items\[\$t\d+\];/);
    }
  });

  it("walks enumerate(xs) of a list or tuple by index, storing the count and item with no pair", () => {
    const code = js("xs = [1]\nfor i, x in enumerate(xs):\n    print(i, x)");
    expect(code).toMatch(/(\$t\d+) = G_xs\n?;\nif \(\1\?\.\$seq === \$SEQ\)/);
    expect(code).toMatch(/if \(\+\+(\$t\d+) >= (\$t\d+)\.items\.length\) break;\nG_i = \1;\nG_x = \2\.items\[\1\];/);
    // Anything else goes through enumerate() as written.
    expect(code).toMatch(/\$callable\(G_enumerate\n?\)\(\$t\d+\)/);
    // An int literal start, positional or by keyword, is added to the index.
    expect(js("xs = [1]\nfor i, x in enumerate(xs, 1):\n    print(i)")).toMatch(/G_i = (\$t\d+) \+ 1;\nG_x = \$t\d+\.items\[\1\];/);
    expect(js("xs = [1]\nfor i, x in enumerate(xs, start=-3):\n    print(i)")).toMatch(/G_i = \$t\d+ \+ -3;/);
    // Not with a start of no literal int or past 2**31, a computed argument, a rebound
    // enumerate, one target or a loop inside.
    for (const other of [
      "n = 1\nfor i, x in enumerate(xs, n):\n    print(i)",
      "for i, x in enumerate(xs, 2147483649):\n    print(i)",
      "for i, x in enumerate(xs, True):\n    print(i)",
      "for i, x in enumerate(list(xs)):\n    print(i)",
      "enumerate = zip\nfor i, x in enumerate(xs):\n    print(i)",
      "for p in enumerate(xs):\n    print(p)",
      "for i, x in enumerate(xs):\n    for c in 'ab':\n        print(c)",
    ]) {
      expect(js(`xs = [1]\n${other}`), other).not.toMatch(/G_\w+ = \$t\d+\.items\[\$t\d+\];/);
    }
  });

  it("walks a comprehension's enumerate(xs) or zip(xs, ys) lists by index, made where the comprehension is", () => {
    const code = js("xs = [1]\nys = [2]\nz = [i + x for i, x in enumerate(xs[:], 1)]\nw = {a: b for a, b in zip(xs, ys)}");
    // The lists are evaluated once outside; the builtin is called there only for other iterables.
    expect(code).toMatch(/\((\$t\d+) = \$sliceOf\(G_xs, [^)]*\), \1\?\.\$seq === \$SEQ \? \1 : \$walkable\(\$callable\(G_enumerate\)\(\1, 1\)\)\)/);
    expect(code).toMatch(/if \(\+\+(\$t\d+) >= \$a0\.items\.length\) break;\nL_i = \1 \+ 1;\nL_x = \$a0\.items\[\1\];/);
    expect(code).toMatch(/if \(\+\+(\$t\d+) >= \$a0\.items\.length \|\| \1 >= \$a1\.items\.length\) break;\nL_a = \$a0\.items\[\1\];\nL_b = \$a1\.items\[\1\];/);
    // Not with a starred argument, a second loop or an element that awaits.
    for (const other of ["z = [i for i, x in enumerate(*[xs])]", "z = [i for i, x in enumerate(xs) for c in 'ab']", "z = [await f(x) for i, x in enumerate(xs)]"]) {
      expect(js(`xs = [1]\nasync def f(x):\n    return x\n${other}`), other).not.toMatch(/L_\w+ = \$a0\.items\[\$t\d+\];/);
    }
  });

  it("runs a module-level def's calls of itself with numbers from its number-only copy in a clone of that copy", () => {
    const code = js("def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2) + fib(n + 1 - 2) + fib(0)\nfib(5)");
    // The copy and the clone call the clone ($f2) where the argument is surely a number; `n + 1 - 2`
    // is not surely one, so it calls the def.
    const clone = /function \$f2\(L_n\) \{ var [^;]*; if \(\+\+\$depth > \$depthMax\) \$recursionLimit\(\$depth--\); try \{\n/;
    expect(code).toMatch(clone);
    const body = code.slice(code.search(clone));
    expect(body).not.toMatch(/typeof L_n === "number"\) \{/);
    expect(body.match(/\$f2\(\(L_n - [12]\)\)/g)).toHaveLength(2);
    expect(body).toMatch(/\$f2\(0\)/);
    expect(body).toMatch(/\$f1\(\(\$t\d+ = /);
    expect(code).toMatch(/return \(\$f1\(5\)\);/);
    expect(code).toMatch(/\$rt\.program\("\[\[[^\]]*\],\[\\"<module>\\",\\"fib\\",\\"fib\\"\]/);
    // A nested def, a method and a def without a number guard's recursion get no clone.
    const none = js("def outer(k):\n    def f(n):\n        if n < 1:\n            return 0\n        return f(n - 1)\n    return f(k)\nclass C:\n    def m(self, n):\n        return n - 1\ndef g(n):\n    return n * 2\nouter(3)");
    expect(none).not.toMatch(/function \$f\d+\(L_n\) \{ var [^;]*; if \(\+\+\$depth > \$depthMax\) \$recursionLimit\(\$depth--\); try \{\n/);
  });

  it("counts a clone's frames in a parameter when the def can run none of the script's other code", () => {
    const counted = /function \$f2\(L_n, \$depth\) \{ var [^;]*; if \(\+\+\$depth > \$depthMax\) \$recursionLimit\(\);\n/;
    const code = js("def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\nfib(5)");
    expect(code).toMatch(counted);
    const clone = code.slice(code.search(counted));
    expect(clone).not.toMatch(/finally/);
    // The def's copy and the clone pass their count: the program's and the clone's own `$depth`.
    expect(code.match(/\$f2\(\(L_n - [12]\), \$depth\)/g)).toHaveLength(4);
    // Reading a global, calling another function, an item or catching: the program's count.
    for (const body of ["return g(n - 1) + K", "return g(n - 1) + len('ab')", "return g(n - 1) + t[0]", "try:\n        return g(n - 1)\n    except ZeroDivisionError:\n        return 0"]) {
      const other = js(`K = 1\nt = (1,)\ndef g(n):\n    if n < 1:\n        return 0\n    ${body}\ng(3)`);
      expect(other).toMatch(/function \$f2\(L_n\) \{(?: var [^;]*;)? if \(\+\+\$depth > \$depthMax\) \$recursionLimit\(\$depth--\); try \{/);
      expect(other).not.toMatch(/depth\)/);
    }
  });

  it("tests a float operand of a float literal's operator by the float prototype's mark", () => {
    const code = js("for i in range(2):\n    y = i / 2\n    x = y * 2.5");
    expect(code).toMatch(/(\$t\d+|G_y)\?\.\$float === \$FLOAT \? new \$PyFloat\(\1\.v \* \$k\d+\.v\)/);
    expect(code).not.toMatch(/instanceof \$PyFloat/);
  });

  it("knows a module-level loop's variable as an int in the loop's body, and sums two known ints past int32 with no test for a bigint", () => {
    const code = js("s = 0\nfor j in range(3):\n    for i in range(j):\n        s += i * 2\n    else:\n        t = i - 5\nprint(s)");
    // `s += i * 2`: both ints; past the int32 branch the sum is tested for a number, and if it is
    // none it is a bigint, added to the term's BigInt as it is.
    expect(code).toMatch(/G_s = \(\$t\d+ = [^;]*G_s <= 2147483647 && G_s >= -2147483647 && (\$t\d+) <= 2147483647 && \1 >= -2147483647 \? G_s \+ \1 : typeof G_s === "number" \? \(typeof \1 === "number" && /);
    expect(code).toMatch(/\(\(\$t\d+ = \$bigintOf\(G_s\) \+ \$bigintOf\(\$t\d+\)\) > 9007199254740991n/);
    expect(code).toMatch(/\(\(\$t\d+ = G_s \+ \$bigintOf\(\$t\d+\)\) > 9007199254740991n/);
    expect(code).not.toMatch(/typeof G_s === "bigint"/);
    // A term known a number is tested for int32 first, and not by `typeof`.
    const counted = js("s = 0\nfor i in range(10):\n    s += i\nprint(s)");
    expect(counted).toMatch(/G_s = \(G_i <= 2147483647 && G_i >= -2147483647 && G_s <= 2147483647 && G_s >= -2147483647 \? G_s \+ G_i : typeof G_s === "number" \? /);
    expect(counted).not.toMatch(/typeof G_i/);
    // The `else` runs after the last pass or none: `i` there may be unbound (or a builtin of its name).
    expect(code).toMatch(/G_t = \(\$t\d+ = \(G_i !== undefined \? G_i : \$nameError\("i"\)\), typeof \$t\d+ === "number"/);
  });

  it("adds and subtracts the results of a def that returns only ints given ints within int32 first", () => {
    const code = js("def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\ndef maybe(n):\n    if n:\n        return n\nfor i in range(2):\n    fib(i) - fib(3)\n    maybe(i) + maybe(3)");
    const int32 = /(\$t\d+) <= 2147483647 && \1 >= -2147483647 && (\$t\d+) <= 2147483647 && \2 >= -2147483647 \? \1 ([-+]) \2 : typeof \1 === "number"/g;
    // fib's number-only copy and its clone (its general copy passes arguments of no known kind)
    // and the loop's `-`; maybe may return None, so its `+` keeps every branch, the str one too.
    expect([...code.matchAll(int32)].map((m) => m[3])).toEqual(["+", "+", "-"]);
    expect(code).toMatch(/typeof (\$t\d+) === "string" && typeof (\$t\d+) === "string" && \1\.length \+ \2\.length/);
    // Two ints compare as JS compares them when both are of one type or one is an int literal
    // JS orders exactly (not a negative double: QuickJS misorders one against a negative bigint);
    // `==` needs no type test at all.
    const compared = js("def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\nfor i in range(2):\n    a = fib(i) < fib(3)\n    b = fib(i) == i + 1\n    c = fib(i) < i\n    d = fib(i) > 4000000000");
    expect(compared).toMatch(/if \(\(\(L_n < 2\)\)\)/);
    expect(compared).toMatch(/G_a = \(\$t\d+ = \$f1\(G_i\), \$t\d+ = \$f1\(3\), \(typeof (\$t\d+) === typeof (\$t\d+) \? \1 < \2 : \$richCompare\(\1, \2, "Lt"\)\)\);/);
    expect(compared).toMatch(/G_b = \(\$t\d+ = \$f1\(G_i\), \$t\d+ = .*, \(\$t\d+ === \$t\d+\)\);/);
    expect(compared).toMatch(/G_c = \(\$t\d+ = \$f1\(G_i\), \(typeof (\$t\d+) === typeof G_i \? \1 < G_i : \$richCompare\(\1, G_i, "Lt"\)\)\);/);
    expect(compared).toMatch(/G_d = \(\$t\d+ = \$f1\(G_i\), \(\$t\d+ > 4000000000\)\);/);
  });

  it("gives a small def a number-only copy, guarded on the header line", () => {
    const code = js("def fib(n):\n    if n < 2:\n        return n\n    return fib(n - 1) + fib(n - 2)\nfib(5)");
    const header = code.split("\n").find((l) => l.startsWith("function $f1("))!;
    // After the declarations and the frame count (recursion-limit.ts), still on the header line.
    expect(header).toMatch(/\{ var [^;]*; if \(\+\+\$depth > \$depthMax\) \$recursionLimit\(\$depth--\); try \{ if \(typeof L_n === "number"\) \{$/);
    expect(code).toContain("if (((L_n < 2))) {");
    expect(code).toContain('typeof L_n === "number" ? L_n < 2 : $floatFirstTruth.Lt(L_n, 2)');
  });

  it("keeps a single body when a parameter is rebound or the def nests a scope", () => {
    for (const src of ["def f(n):\n    n = n + 1\n    return n\nf(1)", "def f(n):\n    g = lambda: n\n    return n + 1\nf(1)"]) {
      expect(js(src)).not.toMatch(/if \(typeof L_n === "number"\) \{/);
    }
  });

  it("builds a generator expression joined by a str literal as a list, and only there", () => {
    const joined = js('" ".join(str(i) for i in range(3))');
    expect(joined).not.toContain("function*");
    expect(joined).not.toContain("$makeIterator");
    const lazy = js('sep = " "\nsep.join(str(i) for i in range(3))\nmax(i for i in range(3))');
    expect(lazy.match(/function\*/g)).toHaveLength(2);
  });

  it("runs sum/any/all/next of a generator expression inside its loop, unless the name is rebound", () => {
    for (const call of ["sum(i for i in xs)", "any(i for i in xs)", "all(i for i in xs)", "next(i for i in xs)", "next((i for i in xs), 0)"]) {
      expect(js(`xs = [1]\n${call}`), call).not.toContain("function*");
    }
    expect(js("xs = [1]\nsum(i for i in xs)")).toContain("$sumStep(");
    expect(js("xs = [1]\nsum = len\nsum(i for i in xs)")).toContain("function*");
    expect(js("xs = [1]\nsum((i for i in xs), 10)")).toContain("function*");
  });

  it("formats a str literal's `%` by its directives in code that runs again (strPercent for a tuple operand), other `%` through binaryOp", () => {
    const code = js('x = 2.5\nfmt = "%.2f"\nfor i in range(2):\n    a = "%.2f" % x\n    b = fmt % x\n    c = x % 2\n    d = "%s-%d" % (x, i)\n    e = "%s:%-4r" % (x, i)');
    expect(code).toMatch(/G_a = \((\$t\d+) = G_x, \1 instanceof \$PyTuple \? \$strPercent\("%\.2f", \1\) : \$percentDirective\("\.2f", \1\)\);/);
    // Every argument evaluated before any is converted, as CPython builds the tuple first...
    expect(code).toMatch(/G_d = \((\$t\d+) = G_x, (\$t\d+) = G_i, \$percentDirective\("s", \1\) \+ "-" \+ \$percentDirective\("d", \2\)\);/);
    // ...but a format of only %s, %r and %a is the f-string CPython's compiler makes of it.
    expect(code).toContain('$format($repr(G_i), ("4"))');
    expect(code).not.toContain("new $PyTuple");
    expect(code).toMatch(/G_b = \(.*\$binaryOp\("Mod", G_fmt, G_x\)\)/);
    expect(code).not.toMatch(/\$strPercent\([^"]/);
  });

  it("fills a dict literal with own-hash str keys straight into its Map, others through dictOf", () => {
    expect(js('d = {"a": 1, "b": 2}')).toMatch(/\(\(\$t\d+ = new \$PyDict\(\)\)\.vals\.set\("a", 1\)\.set\("b", 2\), \$t\d+\)/);
    for (const src of ['d = {"a": 1, 2: 3}', 'd = {"": 1}', 'd = {"\\0a": 1}', 'd = {"a": 1, **{}}']) expect(js(src)).toContain("$dictOf(");
  });
  it("marks a try sure only where a handler drops what it catches unseen and the body cannot wait", () => {
    const sure = (src: string, tools: string[] = []) => /\$raising\.sure = \$k\d+/.test(js(src, tools));
    expect(sure("d = {}\ntry:\n    x = d['k']\nexcept KeyError:\n    pass")).toBe(true);
    expect(sure("d = {}\ntry:\n    x = d['k']\nexcept (KeyError, IndexError):\n    x = None\n    y = -1")).toBe(true);
    expect(sure("def f(s):\n    try:\n        return int(s)\n    except ValueError:\n        return 0")).toBe(true);
    // A counter surely bound to an int, a name surely bound:
    expect(sure("bad = 0\nfor r in ['1']:\n    try:\n        int(r)\n    except ValueError:\n        bad += 1\n        continue")).toBe(true);
    expect(sure("def f(s, d):\n    try:\n        return int(s)\n    except ValueError:\n        return d")).toBe(true);
    // ...but not one that may be unbound there, or may not be an int:
    expect(sure("for r in ['1']:\n    try:\n        int(r)\n    except ValueError:\n        bad += 1")).toBe(false);
    expect(sure("bad = 0\nif len('x') > 5:\n    bad = 'many'\ntry:\n    int('q')\nexcept ValueError:\n    bad += 1")).toBe(false);
    expect(sure("def f(s):\n    try:\n        v = int(s)\n    except ValueError:\n        return v")).toBe(false);
    // The script's classes and a module's, read when an exception is made:
    const classes = js("import json\nclass Bad(Exception):\n    pass\ntry:\n    x = json.loads('')\nexcept (Bad, json.JSONDecodeError):\n    x = None");
    expect(classes).toContain('$sureClauses([[[0,1],1]], () => [G_Bad, $lookupAttr(G_json, "JSONDecodeError")])');
    // A name bound, a body that may raise (a call), an earlier clause not known ahead:
    expect(sure("d = {}\ntry:\n    x = d['k']\nexcept KeyError as e:\n    pass")).toBe(false);
    expect(sure("d = {}\ntry:\n    x = d['k']\nexcept KeyError:\n    print('no')")).toBe(false);
    expect(sure("def f(d, kinds):\n    try:\n        return d['k']\n    except kinds[0]:\n        pass\n    except KeyError:\n        pass")).toBe(false);
    expect(sure("def f(d, Local):\n    try:\n        return d['k']\n    except Local:\n        pass")).toBe(false);
    // A body that calls a tool waits: other tasks may run meanwhile.
    expect(sure("try:\n    x = fetch(q=1)\nexcept KeyError:\n    pass", ["fetch"])).toBe(false);
    // Every other try, finally and with says nothing is sure.
    expect(js("def f():\n    try:\n        g()\n    finally:\n        h()")).toContain("$raising.sure = null;");
    expect(js("def f(m):\n    with m:\n        g()")).toContain("$raising.sure = null;");
  });
});

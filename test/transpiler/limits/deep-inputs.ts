// Hostile source shapes for the transpiler's limits: each family builds a script whose nesting
// (or length) grows with n and that prints one value, so CPython and toolflow can be compared.

/** Families nested n levels deep without brackets: only MAX_NESTING bounds them. */
export const UNBRACKETED: Record<string, (n: number) => string> = {
  "unary minus": (n) => `print(${"- ".repeat(n)}1)\n`,
  "not chain": (n) => `x = ${"not ".repeat(n)}1\nprint(x)\n`,
  "+ chain": (n) => `a = 1\nx = ${Array(n).fill("a").join(" + ")}\nprint(x)\n`,
  "** chain": (n) => `x = ${Array(n).fill("1").join(" ** ")}\nprint(x)\n`,
  "attribute chain": (n) => `x = 1\ny = x${".real".repeat(n)}\nprint(y)\n`,
  "subscript chain": (n) => `x = [1]\nx[0] = x\ny = x${"[0]".repeat(n)}\nprint(y is x)\n`,
  "slice chain": (n) => `x = [1]\ny = x${"[0:1]".repeat(n)}\nprint(y)\n`,
  "call chain": (n) => `def f():\n    return f\nprint(f${"()".repeat(n)} is f)\n`,
  "conditional expressions": (n) => `x = ${"0 if False else ".repeat(n)}1\nprint(x)\n`,
  lambdas: (n) => `f = ${"lambda: ".repeat(n)}1\nprint(f.__name__)\n`,
  "elif chain": (n) =>
    `x = ${n}\nif x == 0:\n    print(0)\n${Array.from({ length: n }, (_, i) => `elif x == ${i + 1}:\n    print(${i + 1})\n`).join("")}`,
  "line continuations": (n) => `x = ${"1 + \\\n".repeat(n)}1\nprint(x)\n`,
};

/** Families that open a bracket per level: the tokenizer's 200 bounds them. */
export const BRACKETED: Record<string, (n: number) => string> = {
  parentheses: (n) => `print(${"(".repeat(n)}1${")".repeat(n)})\n`,
  lists: (n) => `x = ${"[".repeat(n)}1${"]".repeat(n)}\nprint(len(x))\n`,
  dicts: (n) => `x = ${"{1: ".repeat(n)}1${"}".repeat(n)}\nprint(len(x))\n`,
  calls: (n) => `print(${"abs(".repeat(n)}-1${")".repeat(n)})\n`,
  subscripts: (n) => `x = [0]\nprint(x[${"x[".repeat(n)}0${"]".repeat(n)}])\n`,
  "negated parentheses": (n) => `print(${"-(".repeat(n)}1${")".repeat(n)})\n`,
  "generator expressions": (n) => `print(list(${"(y for y in ".repeat(n)}[1]${")".repeat(n)}))\n`,
  "lambda calls": (n) => `print(${"(lambda: ".repeat(n)}1${")()".repeat(n)})\n`,
};

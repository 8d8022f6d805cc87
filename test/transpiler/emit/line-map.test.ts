// Line mapping: markers become line breaks so each JS line belongs to one script line, and the
// program carries the table.

import { describe, expect, it } from "vitest";
import { layoutLines, lineMarker } from "../../../transpiler/line-map";
import { emitProgram } from "../../../transpiler/emit-program";
import { parse } from "../../../transpiler/parse";

describe("layoutLines", () => {
  it("breaks lines where the script line changes and records the table", () => {
    const code = `${lineMarker(1)}a = 1;\n${lineMarker(2)}f(${lineMarker(3)}x, ${lineMarker(3)}y);`;
    const r = layoutLines(code);
    expect(r.code).toBe("a = 1;\nf(\nx, y);");
    expect(r.lines).toEqual([1, 2, 3]);
  });

  it("lets unmarked lines inherit the previous script line", () => {
    const r = layoutLines(`${lineMarker(4)}if (x) {\n${lineMarker(5)}y();\n}\n`);
    expect(r.code).toBe("if (x) {\ny();\n}\n");
    expect(r.lines).toEqual([4, 5, 5, 5]);
  });
});

describe("program line table", () => {
  const src = ["x = 1", "", "def f(a,", "      b):", "    return (a +", "            b['k'])", "", "print(f(1, 2))"].join("\n");
  const program = emitProgram(parse(src), []);
  const jsLines = program.js.split("\n");

  it("maps each JS line to the script line of its code", () => {
    const lineOf = (needle: string) => program.lines[jsLines.findIndex((l) => l.includes(needle))];
    expect(lineOf("G_x = 1")).toBe(1);
    expect(lineOf('"k"')).toBe(6);
    expect(lineOf("$f1(1, 2)")).toBe(8);
  });

  it("embeds the same table in the program's first line", () => {
    const tables = /\$rt\.program\(("(?:[^"\\]|\\.)*")\);/.exec(jsLines[0]);
    expect(JSON.parse(JSON.parse(tables![1]))[0]).toEqual(program.lines);
    // All but the closing `return null;` and `})`.
    expect(program.lines).toHaveLength(jsLines.length - 2);
  });
});

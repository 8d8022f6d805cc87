// Test helpers for emitted-code properties: transpile or fail, and the free identifiers and
// property names a program uses (parsed with acorn).

import * as acorn from "acorn";
import { transpile } from "../../../transpiler/index";

export function js(src: string, tools: string[] = []): string {
  const r = transpile(src, { tools });
  if (!r.ok) throw new Error(`${r.error.message}`);
  return r.js;
}

type AnyNode = acorn.Node & Record<string, any>;

/** Identifiers the program reads without declaring them, and the non-computed property names it uses. */
export function jsNames(code: string): { free: Set<string>; props: Set<string> } {
  const ast = acorn.parse(code, { ecmaVersion: 2022, sourceType: "script" }) as AnyNode;
  const declared = new Set<string>();
  const used = new Set<string>();
  const props = new Set<string>();
  const declarePattern = (p: AnyNode | null) => {
    if (!p) return;
    if (p.type === "Identifier") declared.add(p.name);
    else if (p.type === "RestElement") declarePattern(p.argument);
    else if (p.type === "AssignmentPattern") declarePattern(p.left);
    else if (p.type === "ObjectPattern") p.properties.forEach((q: AnyNode) => declarePattern(q.type === "Property" ? q.value : q));
    else if (p.type === "ArrayPattern") p.elements.forEach(declarePattern);
  };
  const visit = (n: AnyNode | null, parent: AnyNode | null, key: string) => {
    if (!n || typeof n.type !== "string") return;
    switch (n.type) {
      case "Identifier":
        if (parent?.type === "MemberExpression" && key === "property" && !parent.computed) props.add(n.name);
        else if (parent?.type === "Property" && key === "key" && !parent.computed) props.add(n.name);
        else if (!(parent?.type === "LabeledStatement" || parent?.type === "BreakStatement" || parent?.type === "ContinueStatement")) used.add(n.name);
        return;
      case "VariableDeclarator":
        declarePattern(n.id);
        break;
      case "FunctionDeclaration":
      case "FunctionExpression":
        if (n.id) declared.add(n.id.name);
        n.params.forEach(declarePattern);
        break;
      case "CatchClause":
        declarePattern(n.param);
        break;
    }
    for (const k of Object.keys(n)) {
      const v = n[k];
      if (Array.isArray(v)) v.forEach((c) => visit(c, n, k));
      else if (v && typeof v === "object" && typeof v.type === "string") visit(v, n, k);
    }
  };
  visit(ast, null, "");
  return { free: new Set([...used].filter((u) => !declared.has(u) && u !== "undefined")), props };
}

// Small questions about the syntax tree shared by several phases: a node's child nodes (every
// field that holds a node or a list of them), and which expressions are the `...` literal.

import type * as A from "./ast.js";

/** The nodes directly inside `node`, in field order. */
export function children(node: A.Node): A.Node[] {
  const out: A.Node[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === "object" && item !== null && "kind" in item) out.push(item);
    } else if (typeof value === "object" && value !== null && "kind" in value) {
      out.push(value as A.Node);
    }
  }
  return out;
}

/** The `...` literal. */
export const isEllipsis = (e: A.Expr) => e.kind === "Constant" && e.value.type === "Ellipsis";

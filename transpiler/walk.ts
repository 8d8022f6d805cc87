// A depth-first walk over the syntax tree, shared by the checks and analyses.

import type * as A from "./ast.js";
import { interruptPoint } from "./interrupt.js";

/** Visits every node in source order (depth first, fields in declaration order). */
export function walk(node: A.Node, visit: (node: A.Node) => void): void {
  interruptPoint();
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) walk(item, visit);
    } else if (isNode(value)) {
      walk(value, visit);
    }
  }
}

function isNode(value: unknown): value is A.Node {
  return typeof value === "object" && value !== null && "kind" in value;
}

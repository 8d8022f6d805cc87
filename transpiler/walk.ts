// A depth-first walk over the syntax tree, shared by the checks and analyses.

import type * as A from "./ast.js";
import { interruptPoint } from "./interrupt.js";
import { forEachChild } from "./ast-walk.js";

/** Visits every node in source order (depth first, fields in declaration order). */
export function walk(node: A.Node, visit: (node: A.Node) => void): void {
  interruptPoint();
  visit(node);
  forEachChild(node, walk, visit);
}

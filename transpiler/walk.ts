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

/** Visits the nodes of `node`'s own scope, nested scopes themselves but not what they hold. */
export function walkOwnScope(node: A.Node, visit: (node: A.Node) => void): void {
  forEachChild(node, ownChild, visit);
}

function ownChild(item: A.Node, visit: (node: A.Node) => void): void {
  visit(item);
  if (!isScopeNode(item)) walkOwnScope(item, visit);
}

/** A def, lambda, class or comprehension: a scope of its own. */
export function isScopeNode(n: A.Node): boolean {
  const k = n.kind;
  return k === "FunctionDef" || k === "AsyncFunctionDef" || k === "Lambda" || k === "ClassDef" || k === "ListComp" || k === "SetComp" || k === "DictComp" || k === "GeneratorExp";
}

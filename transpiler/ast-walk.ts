// Small questions about the syntax tree shared by several phases: a node's child nodes (every
// field that holds a node or a list of them), which expressions are the `...` literal, and which
// names an assignment target binds.

import type * as A from "./ast.js";

/**
 * Calls `fn(child, arg)` for each node directly inside `node`, in field order. A `for...in` over
 * the plain node objects allocates nothing (Object.values made an array per node: the transpiler
 * walks each tree several times, and those walks were a fifth of a short script's transpile).
 */
export function forEachChild<T>(node: A.Node, fn: (child: A.Node, arg: T) => void, arg: T): void {
  for (const key in node) {
    const value = (node as unknown as Record<string, unknown>)[key];
    if (typeof value !== "object" || value === null) continue;
    if (Array.isArray(value)) {
      for (let i = 0; i < value.length; i++) {
        const item: unknown = value[i];
        if (typeof item === "object" && item !== null && "kind" in item) fn(item as A.Node, arg);
      }
    } else if ("kind" in value) {
      fn(value as A.Node, arg);
    }
  }
}

/** The nodes directly inside `node`, in field order. */
export function children(node: A.Node): A.Node[] {
  const out: A.Node[] = [];
  forEachChild(node, pushTo, out);
  return out;
}

const pushTo = (child: A.Node, out: A.Node[]) => void out.push(child);

/** The `...` literal. */
export const isEllipsis = (e: A.Expr) => e.kind === "Constant" && e.value.type === "Ellipsis";

/** The names a target binds: a name, or those inside a tuple or list it unpacks into. */
export function targetNames(target: A.Expr): string[] {
  switch (target.kind) {
    case "Name":
      return [target.id];
    case "Tuple":
    case "List":
      return target.elts.flatMap(targetNames);
    case "Starred":
      return targetNames(target.value);
    default:
      return [];
  }
}

// How deep a tool's JSON answer may nest. The guest parses an answer with QuickJS's JSON.parse,
// whose recursion runs on the thread's native stack, which QuickJS's own stack limit does not
// see: in a Chromium worker (about 1 MB) an answer nested 5,000 deep crashed the sandbox, while
// 3,000 still parsed. The host refuses deeper answers before the guest sees them, the same on
// every surface (a host's own JSON.stringify overflowing on such a value says the same).

/** Arrays and objects nested inside each other in one answer, at most. */
export const MAX_ANSWER_DEPTH = 1000;

/**
 * Whether a value's arrays and objects nest deeper than MAX_ANSWER_DEPTH: an iterative walk, for
 * when the host's own stack ran out converting it. A cycle is not too deep (it is not JSON), and
 * neither is a value that cannot be walked (a throwing getter).
 */
export function valueNestsTooDeep(root: unknown): boolean {
  if (typeof root !== "object" || root === null) return false;
  try {
    const onPath = new Set<object>([root]);
    const frames: { node: object; rest: unknown[] }[] = [{ node: root, rest: Object.values(root) }];
    while (frames.length) {
      const top = frames[frames.length - 1]!;
      if (top.rest.length === 0) {
        onPath.delete(top.node);
        frames.pop();
        continue;
      }
      const child = top.rest.pop();
      if (typeof child !== "object" || child === null) continue;
      if (onPath.has(child)) return false;
      if (frames.length >= MAX_ANSWER_DEPTH) return true;
      onPath.add(child);
      frames.push({ node: child, rest: Object.values(child) });
    }
  } catch {
    return false;
  }
  return false;
}

export const TOO_DEEP_MESSAGE = `the tool returned a value nested deeper than ${MAX_ANSWER_DEPTH} levels`;

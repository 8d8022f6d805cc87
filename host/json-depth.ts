// How deep a tool's JSON answer may nest. The guest parses an answer with QuickJS's JSON.parse,
// whose recursion runs on the thread's native stack, which QuickJS's own stack limit does not
// see: in a Chromium worker (about 1 MB) an answer nested 5,000 deep crashed the sandbox, while
// 3,000 still parsed. The host refuses deeper answers before the guest sees them, the same on
// every surface (a host's own JSON.stringify overflowing on such a value says the same).

/** Arrays and objects nested inside each other in one answer, at most. */
export const MAX_ANSWER_DEPTH = 1000;

/** Whether JSON text nests arrays and objects deeper than MAX_ANSWER_DEPTH: a scan, no recursion. */
export function nestsTooDeep(json: string): boolean {
  // Each level takes two characters: a shorter text cannot.
  if (json.length <= 2 * MAX_ANSWER_DEPTH) return false;
  let depth = 0;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (c === 0x22) {
      // A string: skip to its closing quote, past escaped characters.
      for (i++; i < json.length && json.charCodeAt(i) !== 0x22; i++) if (json.charCodeAt(i) === 0x5c) i++;
    } else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_ANSWER_DEPTH) return true;
    } else if (c === 0x5d || c === 0x7d) {
      depth--;
    }
  }
  return false;
}

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

// CPython 3.11's compile errors for `match` patterns: irrefutable patterns that make later
// cases or alternatives unreachable, names bound twice or differently by alternatives, repeated
// mapping keys and class-pattern keywords, two starred names in one sequence pattern.

import type * as A from "./ast.js";
import { walk } from "./walk.js";
import { PySyntaxError } from "./syntax-error.js";

type Fail = (at: { line: number; col: number }, message: string) => void;

function irrefutable(p: A.Pattern): boolean {
  if (p.kind === "MatchAs") return p.pattern === null || irrefutable(p.pattern);
  if (p.kind === "MatchOr") return p.patterns.some(irrefutable);
  return false;
}

/** The node CPython names when `p` is irrefutable: the wildcard or capture itself. */
function unreachableMessage(p: A.Pattern): [A.Pattern, string] {
  if (p.kind === "MatchOr") return unreachableMessage(p.patterns.find(irrefutable)!);
  if (p.kind === "MatchAs" && p.pattern !== null) return unreachableMessage(p.pattern);
  const name = p.kind === "MatchAs" ? p.name : null;
  return [p, name === null ? "wildcard makes remaining patterns unreachable" : `name capture '${name}' makes remaining patterns unreachable`];
}

/** Names `p` binds, in order; reports a name bound twice. */
function names(p: A.Pattern, fail: Fail): string[] {
  const out: string[] = [];
  const add = (at: A.Pattern, name: string | null) => {
    if (name === null) return;
    if (out.includes(name)) fail(at, `multiple assignments to name '${name}' in pattern`);
    else out.push(name);
  };
  const visit = (x: A.Pattern): void => {
    switch (x.kind) {
      case "MatchAs":
        if (x.pattern) visit(x.pattern);
        add(x, x.name);
        return;
      case "MatchStar":
        add(x, x.name);
        return;
      case "MatchSequence":
        x.patterns.forEach(visit);
        return;
      case "MatchMapping":
        x.patterns.forEach(visit);
        add(x, x.rest);
        return;
      case "MatchClass":
        [...x.patterns, ...x.kwd_patterns].forEach(visit);
        return;
      case "MatchOr": {
        const first = names(x.patterns[0], fail);
        for (const alt of x.patterns.slice(1)) {
          const other = names(alt, fail);
          if (other.length !== first.length || other.some((n) => !first.includes(n))) {
            fail(lastPattern(alt), "alternative patterns bind different names");
            break;
          }
        }
        first.forEach((n) => add(x, n));
        return;
      }
    }
  };
  visit(p);
  return out;
}

/** CPython reports some errors where its compiler last was: the alternative's last sub-pattern. */
function lastPattern(p: A.Pattern): A.Pattern {
  let last = p;
  walk(p, (n) => {
    if (n.kind.startsWith("Match")) last = n as A.Pattern;
  });
  return last;
}

function literalKey(e: A.Expr): string | null {
  if (e.kind === "Constant") return JSON.stringify(e.value);
  return null;
}

function keyRepr(e: A.Expr): string {
  if (e.kind === "Constant" && e.value.type === "str") return `'${e.value.value}'`;
  if (e.kind === "Constant" && e.value.type === "int") return e.value.digits;
  return "...";
}

function checkPattern(p: A.Pattern, fail: Fail): void {
  walk(p, (n) => {
    if (n.kind === "MatchOr") {
      n.patterns.slice(0, -1).forEach((alt) => {
        if (irrefutable(alt)) fail(...unreachableMessage(alt));
      });
    } else if (n.kind === "MatchSequence") {
      if (n.patterns.filter((x) => x.kind === "MatchStar").length > 1) fail(n, "multiple starred names in sequence pattern");
    } else if (n.kind === "MatchMapping") {
      const seen = new Set<string>();
      for (const k of n.keys) {
        const key = literalKey(k);
        if (key === null) continue;
        if (seen.has(key)) fail(n, `mapping pattern checks duplicate key (${keyRepr(k)})`);
        seen.add(key);
      }
    } else if (n.kind === "MatchClass") {
      n.kwd_attrs.forEach((a, i) => {
        if (n.kwd_attrs.indexOf(a) < i) fail(n.kwd_patterns[i], `attribute name repeated in class pattern: ${a}`);
      });
    }
  });
  names(p, fail);
}

export function matchErrors(module: A.Module): PySyntaxError[] {
  const found: PySyntaxError[] = [];
  const fail: Fail = (at, message) => found.push(new PySyntaxError(message, at.line, at.col));
  walk(module, (n) => {
    if (n.kind !== "Match") return;
    n.cases.forEach((c, i) => {
      checkPattern(c.pattern, fail);
      if (i < n.cases.length - 1 && c.guard === null && irrefutable(c.pattern)) fail(...unreachableMessage(c.pattern));
    });
  });
  return found;
}

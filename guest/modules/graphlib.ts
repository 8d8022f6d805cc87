// The `graphlib` module: TopologicalSorter and CycleError, CPython 3.11's graphlib.py ported as
// is (the same order of ready nodes, the same cycle reported), with nodes as dict keys.
import {
  E, GenericAlias, PyDict, PyGenerator, PyModule, PyTuple, PyType, T, callMethod, defineMethods, newException, newExceptionType,
  isIterable, pyDef, raise, repr, setClassGetItem, subscriptArgs, toArray, typeOf, unpack, PyList,
} from "../values/index.js";

const NODE_OUT = -1;
const NODE_DONE = -2;

class NodeInfo {
  /** Predecessors not yet done; NODE_OUT once get_ready() handed it out, NODE_DONE once done. */
  npredecessors = 0;
  /** May repeat a node, as long as its npredecessors counts each. */
  readonly successors: unknown[] = [];
  constructor(readonly node: unknown) {}
}

const CycleError = newExceptionType("CycleError", [E.ValueError], "graphlib");
const SorterType = new PyType("TopologicalSorter", [T.object], "graphlib");

class Sorter {
  readonly node2info = new PyDict();
  readyNodes: unknown[] | null = null;
  npassedout = 0;
  nfinished = 0;

  infoOf(node: unknown): NodeInfo {
    let info = this.node2info.get(node) as NodeInfo | undefined;
    if (info === undefined) this.node2info.set(node, (info = new NodeInfo(node)));
    return info;
  }

  add(node: unknown, predecessors: unknown[]): void {
    if (this.readyNodes !== null) raise(E.ValueError, "Nodes cannot be added after a call to prepare()");
    this.infoOf(node).npredecessors += predecessors.length;
    for (const pred of predecessors) this.infoOf(pred).successors.push(node);
  }

  prepare(): void {
    if (this.readyNodes !== null) raise(E.ValueError, "cannot prepare() more than once");
    // Set before the cycle search on purpose: after a CycleError, get_ready() still hands out
    // what it can.
    this.readyNodes = [...this.node2info.values()].filter((i: NodeInfo) => i.npredecessors === 0).map((i: NodeInfo) => i.node);
    const cycle = this.findCycle();
    if (cycle) throw newException(CycleError, ["nodes are in a cycle", new PyList(cycle)]);
  }

  ready(): unknown[] {
    if (this.readyNodes === null) return raise(E.ValueError, "prepare() must be called first");
    return this.readyNodes;
  }

  getReady(): unknown[] {
    const result = this.ready().slice();
    for (const node of result) (this.node2info.get(node) as NodeInfo).npredecessors = NODE_OUT;
    this.readyNodes!.length = 0;
    this.npassedout += result.length;
    return result;
  }

  // As a script's instance prints: no address.
  $repr(): string {
    return "<graphlib.TopologicalSorter object>";
  }

  $bool(): boolean {
    return this.isActive();
  }

  isActive(): boolean {
    return this.nfinished < this.npassedout || this.ready().length > 0;
  }

  done(nodes: unknown[]): void {
    const ready = this.ready();
    for (const node of nodes) {
      const info = this.node2info.get(node) as NodeInfo | undefined;
      if (info === undefined) raise(E.ValueError, `node ${repr(node)} was not added using add()`);
      const stat = info.npredecessors;
      if (stat >= 0) raise(E.ValueError, `node ${repr(node)} was not passed out (still not ready)`);
      if (stat === NODE_DONE) raise(E.ValueError, `node ${repr(node)} was already marked done`);
      info.npredecessors = NODE_DONE;
      for (const successor of info.successors) {
        const s = this.node2info.get(successor) as NodeInfo;
        if (--s.npredecessors === 0) ready.push(successor);
      }
      this.nfinished++;
    }
  }

  /** A depth-first search; the first cycle met, first node repeated last, or null. */
  private findCycle(): unknown[] | null {
    const stack: unknown[] = [];
    const itstack: Iterator<unknown>[] = [];
    const seen = new PyDict();
    const node2stacki = new PyDict();
    for (let node of this.node2info.keys()) {
      if (seen.has(node)) continue;
      for (;;) {
        if (seen.has(node)) {
          if (node2stacki.has(node)) return [...stack.slice(node2stacki.get(node) as number), node];
        } else {
          seen.set(node, true);
          itstack.push((this.node2info.get(node) as NodeInfo).successors[Symbol.iterator]());
          node2stacki.set(node, stack.length);
          stack.push(node);
        }
        // Back up to the topmost stack entry with another successor.
        let next: IteratorResult<unknown> | null = null;
        while (stack.length) {
          next = itstack[itstack.length - 1].next();
          if (!next.done) break;
          node2stacki.delete(stack.pop());
          itstack.pop();
        }
        if (!stack.length) break;
        node = next!.value;
      }
    }
    return null;
  }

  *staticOrder(): Generator<unknown, void, unknown> {
    this.prepare();
    while (this.isActive()) {
      const group = this.getReady();
      yield* group;
      this.done(group);
    }
  }
}
Object.defineProperty(Sorter.prototype, "$type", { value: SorterType });

SorterType.construct = (pos, kw) => init.$kw!(pos, kw ?? {});
const init = pyDef("TopologicalSorter.__init__", "graph=None", (graph: unknown) => {
  const s = new Sorter();
  if (graph !== null) {
    for (const item of toArray(callMethod(graph, "items", []))) {
      const [node, predecessors] = unpack(item, 2);
      // graphlib.py's `self.add(node, *predecessors)`.
      if (!isIterable(predecessors)) raise(E.TypeError, `Value after * must be an iterable, not ${typeOf(predecessors).name}`);
      s.add(node, toArray(predecessors));
    }
  }
  return s;
});

defineMethods(SorterType, {
  add: pyDef("add", "self, node, *predecessors", (s: Sorter, node: unknown, preds: unknown[]) => (s.add(node, preds), null)),
  prepare: pyDef("prepare", "self", (s: Sorter) => (s.prepare(), null)),
  get_ready: pyDef("get_ready", "self", (s: Sorter) => new PyTuple(s.getReady())),
  is_active: pyDef("is_active", "self", (s: Sorter) => s.isActive()),
  __bool__: pyDef("__bool__", "self", (s: Sorter) => s.isActive()),
  done: pyDef("done", "self, *nodes", (s: Sorter, nodes: unknown[]) => (s.done(nodes), null)),
  static_order: pyDef("static_order", "self", (s: Sorter) => new PyGenerator(s.staticOrder(), "static_order", "TopologicalSorter.static_order")),
});
setClassGetItem(SorterType, (cls, key) => new GenericAlias(cls, subscriptArgs(key)));

export function graphlibModule(): PyModule {
  return new PyModule("graphlib", { TopologicalSorter: SorterType, CycleError });
}

// Flag values that combine members (`Perm.R | Perm.W`): CPython 3.11 names them by the members
// they contain, in definition order (`R|W`), and keeps one object per value.
import type { PyType } from "../../values/index.js";

/** What combining reads of a member (index.ts's EnumMember, which builds on this module): its
 *  name and value; a combination is made with the members' own class. */
interface FlagMember {
  readonly name: string | null;
  readonly value: any;
}

const combined = new WeakMap<PyType, Map<number, FlagMember>>();

export function isFlag(t: PyType): boolean {
  return t.mro.some((b) => b.name === "Flag" && b.module === "enum");
}

/** The member for `value`: a defined one, else a combination made once per value. */
export function flagMember<M extends FlagMember>(t: PyType, value: number, members: (t: PyType) => M[]): M {
  const all = members(t);
  const exact = all.find((m) => m.value === value);
  if (exact) return exact;
  let cache = combined.get(t);
  if (!cache) combined.set(t, (cache = new Map()));
  let m = cache.get(value) as M | undefined;
  if (m === undefined) {
    const parts = all.filter((c) => c.value !== 0 && (value & c.value) === c.value && (c.value & (c.value - 1)) === 0);
    const Member = all[0].constructor as new (t: PyType, name: string | null, value: number) => M;
    m = new Member(t, parts.length ? parts.map((p) => p.name).join("|") : null, value);
    cache.set(value, m);
  }
  return m;
}

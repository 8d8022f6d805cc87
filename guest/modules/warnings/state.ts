// The warnings module's state: the module object (a script reads and replaces `filters`,
// `showwarning`, `formatwarning`, `defaultaction`, `onceregistry` there, and the module's code
// reads them back as CPython's C code does), the filters' version that empties the registries
// after any change to the filters, and what shows a warning while catch_warnings(record=True) runs.

import { PyModule, UserType, T, pyDef } from "../../values/index.js";

export const state = {
  module: null as PyModule | null,
  /** CPython's _filters_version: a registry of another version is emptied before it is used. */
  filtersVersion: 1,
  /** _showwarnmsg_impl when not CPython's own (stderr): `log.append` of catch_warnings(record=True). */
  showImpl: null as unknown,
};

/** `warnings.<name>` as the script has it now. */
export function moduleAttr(name: string): unknown {
  return state.module!.attrs[name];
}

export function setModuleAttr(name: string, value: unknown): void {
  state.module!.attrs[name] = value;
}

/** CPython's _filters_mutated(). */
export function filtersMutated(): null {
  state.filtersVersion++;
  return null;
}

export type Method = readonly [params: string, impl: (...args: any[]) => any];

/** `class name` of module warnings: a class a script may derive from, its methods found by attribute lookup. */
export function warningsClass(name: string, methods: Record<string, Method>): UserType {
  const t = new UserType(name, name, [T.object], [], "warnings");
  for (const [m, [params, impl]] of Object.entries(methods)) t.methods.set(m, pyDef(`${name}.${m}`, params, impl));
  return t;
}

// The `__future__` module: `from __future__ import annotations` (the transpiler then leaves
// annotations unevaluated) binds a _Feature, as CPython's does.
import { PyModule, PyType, T } from "../values/index.js";

const FeatureType = new PyType("_Feature", [T.object], "__future__");

/** name -> [repr of (optional release, mandatory release), compiler flag]. */
const FEATURES: Record<string, [string, string, number]> = {
  nested_scopes: ["(2, 1, 0, 'beta', 1)", "(2, 2, 0, 'alpha', 0)", 16],
  generators: ["(2, 2, 0, 'alpha', 1)", "(2, 3, 0, 'final', 0)", 0],
  division: ["(2, 2, 0, 'alpha', 2)", "(3, 0, 0, 'alpha', 0)", 131072],
  absolute_import: ["(2, 5, 0, 'alpha', 1)", "(3, 0, 0, 'alpha', 0)", 262144],
  with_statement: ["(2, 5, 0, 'alpha', 1)", "(2, 6, 0, 'alpha', 0)", 524288],
  print_function: ["(2, 6, 0, 'alpha', 2)", "(3, 0, 0, 'alpha', 0)", 1048576],
  unicode_literals: ["(2, 6, 0, 'alpha', 2)", "(3, 0, 0, 'alpha', 0)", 2097152],
  barry_as_FLUFL: ["(3, 1, 0, 'alpha', 2)", "(4, 0, 0, 'alpha', 0)", 4194304],
  generator_stop: ["(3, 5, 0, 'beta', 1)", "(3, 7, 0, 'alpha', 0)", 8388608],
  annotations: ["(3, 7, 0, 'beta', 1)", "None", 16777216],
};

export const FUTURE_FEATURES = Object.keys(FEATURES);

export function futureModule(): PyModule {
  const attrs: Record<string, unknown> = {};
  for (const [name, [optional, mandatory, flag]] of Object.entries(FEATURES)) {
    attrs[name] = Object.defineProperties({}, {
      $type: { value: FeatureType },
      $repr: { value: () => `_Feature(${optional}, ${mandatory}, ${flag})` },
    });
  }
  return new PyModule("__future__", attrs);
}

// A schema built when first asked for, not when its module loads: building zod's first schemas
// costs a cold `toolflow run` milliseconds of CPU, and a run whose request and outcome take the
// fast paths (schema/request.ts surelyValidRequest, run-flow.ts okOutcome) never needs them.
export function builtOnUse<T>(build: () => T): () => T {
  let built: T | undefined;
  return () => (built ??= build());
}

// The keys a config schema accepts at a path, read from the zod schema itself: what an "unknown
// key" error compares a typo with (`mcp_servers.fs.comand` -> `command`). Wrappers (optional,
// default, preprocess) are looked through; a record's values and a list's items stand under any
// key; every branch of a union counts.
import type * as z from "zod";

type Def = { type: string; shape?: Record<string, z.ZodType>; innerType?: z.ZodType; valueType?: z.ZodType; element?: z.ZodType; options?: z.ZodType[]; in?: z.ZodType; out?: z.ZodType };

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The schemas found at `path` (several under a union). */
function schemasAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType[] {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "default":
    case "nullable":
    case "readonly":
    case "prefault":
      return schemasAt(def.innerType!, path);
    case "pipe":
      // z.preprocess(f, s) is a pipe into s.
      return [...schemasAt(def.in!, path), ...schemasAt(def.out!, path)];
    case "union":
      return def.options!.flatMap((option) => schemasAt(option, path));
  }
  if (path.length === 0) return [schema];
  const [key, ...rest] = path;
  if (def.type === "object") return def.shape![String(key)] ? schemasAt(def.shape![String(key)]!, rest) : [];
  if (def.type === "record") return schemasAt(def.valueType!, rest);
  if (def.type === "array") return schemasAt(def.element!, rest);
  return [];
}

/** The keys the object schemas at `path` accept. */
export function keysAt(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  return [...new Set(schemasAt(schema, path).flatMap((s) => (defOf(s).type === "object" ? Object.keys(defOf(s).shape!) : [])))];
}

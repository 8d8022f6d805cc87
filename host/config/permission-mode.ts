// The permission modes, apart from the config's zod schema: the command line checks
// `--permission-mode` before the config, zod and the rest of `toolflow run` are loaded.

export const PERMISSION_MODES = ["standard", "autonomous", "bypass", "bypass_plus"] as const;

export type PermissionMode = (typeof PERMISSION_MODES)[number];

export function isPermissionMode(text: string): text is PermissionMode {
  return (PERMISSION_MODES as readonly string[]).includes(text);
}

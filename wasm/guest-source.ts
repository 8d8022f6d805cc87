// The guest runtime script (dist/guest.js) as text. build.mjs emits it as a module, which
// esbuild inlines into the library bundle, so an installed or browser copy reads no files.

export class GuestNotBuiltError extends Error {
  override name = "GuestNotBuiltError";
}

let cached: Promise<string> | undefined;

export function loadGuestSource(): Promise<string> {
  cached ??= import("../dist/guest-source.js").then(
    (module) => module.default,
    (error: unknown) => {
      cached = undefined;
      throw new GuestNotBuiltError(`the guest runtime is not built; run \`node build.mjs\` (${String(error)})`);
    },
  );
  return cached;
}

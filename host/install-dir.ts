// toolflow's install folder, a host path tool messages must not show. This file sits one folder
// below the package both as source (host/) and bundled (dist/), so ".." is the package either way.

/** The package folder, when this module was loaded from a file (undefined in a page). */
export function installDir(): string | undefined {
  // Asked by every flow that calls a tool (its redactor): a URL parse each time cost ~10 us after an idle gap.
  if (dir === unknown) {
    const url = new URL("..", import.meta.url);
    dir = url.protocol === "file:" ? decodeURIComponent(url.pathname).replace(/\/$/, "") : undefined;
  }
  return dir;
}

const unknown = Symbol("not computed");
let dir: string | undefined | typeof unknown = unknown;

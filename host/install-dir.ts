// toolflow's install folder, a host path tool messages must not show. This file sits one folder
// below the package both as source (host/) and bundled (dist/), so ".." is the package either way.

/** The package folder, when this module was loaded from a file (undefined in a page). */
export function installDir(): string | undefined {
  const url = new URL("..", import.meta.url);
  return url.protocol === "file:" ? decodeURIComponent(url.pathname).replace(/\/$/, "") : undefined;
}

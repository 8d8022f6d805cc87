// Performance marks of the cold start (page and worker), read by bench/browser-cold.mjs. Each name
// is marked once per page or worker, so a long-lived page's timeline does not grow with its flows.

/** Marks `toolflow:<name>` now, unless that mark already exists in this page or worker. */
export function markOnce(name: string): void {
  const full = `toolflow:${name}`;
  if (performance.getEntriesByName(full, "mark").length === 0) performance.mark(full);
}

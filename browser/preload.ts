// <link rel=modulepreload>: the browser fetches and compiles a module now and keeps it in the
// page's module map, so a later `import` of the same URL (static or dynamic) finds it ready.

/** Preloads each module once per page (a link for a URL already preloaded is not added again). */
export function preloadModules(urls: readonly URL[]): void {
  if (typeof document === "undefined") return;
  const present = new Set(Array.from(document.querySelectorAll<HTMLLinkElement>("link[rel=modulepreload]"), (link) => link.href));
  for (const url of urls) {
    if (present.has(url.href)) continue;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = url.href;
    document.head.append(link);
  }
}

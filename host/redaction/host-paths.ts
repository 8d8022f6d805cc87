// The host folders a script must never see in a tool's answer (the project root, the home, temp
// and working folders, toolflow's install folder), and every form one can take in text: a plain
// path, a `file://` URL and percent-encoded, so the redactor can hide each one exactly.
// Node-free: the browser build shares it (it reads `process` only where there is one).

/** A host folder and what stands for it in text the script sees. */
export interface HostPath {
  path: string;
  shownAs: string;
}

/** Stands for a path under the project root: the root-relative rest, the root itself as ".". */
export const ROOT_SHOWN_AS = ".";

/**
 * Every spelling of the absolute `path` that text may hold: as is, as a `file://` URL (WHATWG's
 * encoding, as `pathToFileURL` writes it, and every segment encodeURIComponent'd, with upper or
 * lower case hex) and URI-component encoded whole (a query string's `%2F`).
 */
export function pathForms(path: string): string[] {
  const whatwg = new URL(`file://${path.replace(/%/g, "%25").replace(/#/g, "%23").replace(/\?/g, "%3F").replace(/[\\\n\r\t]/g, encodeURIComponent)}`).pathname;
  const component = attempt(() => path.split("/").map(encodeURIComponent).join("/"));
  // The URL parser drops trailing spaces and controls: such a spelling is no form of `path`.
  const encoded = [whatwg, component]
    .filter((p): p is string => p !== undefined && attempt(() => decodeURIComponent(p)) === path)
    .flatMap((p) => [p, p.replace(/%[0-9A-F]{2}/g, (hex) => hex.toLowerCase())]);
  const urls = [path, ...encoded].flatMap((p) => [`file://${p}`, `file://localhost${p}`]);
  const whole = attempt(() => encodeURIComponent(path));
  return [...new Set([path, ...encoded, ...urls, ...(whole === undefined ? [] : [whole])])];
}

/** A lone surrogate has no UTF-8 spelling: encoding or decoding one throws URIError. */
function attempt(encode: () => string): string | undefined {
  try {
    return encode();
  } catch {
    return undefined;
  }
}

/** The folders of this process to hide besides the root: home, temp, working folder, install folder. */
export function processHostPaths(installDir: string | undefined): HostPath[] {
  const proc = (globalThis as { process?: { env?: Record<string, string | undefined>; cwd?: () => string } }).process;
  const env = proc?.env ?? {};
  const found: HostPath[] = [];
  const add = (path: string | undefined, shownAs: string) => {
    // Most paths end in no slash: no regex run for them.
    const clean = path?.endsWith("/") ? path.replace(/(?<=.)\/+$/, "") : path;
    // "/" or a relative path is no host layout, and hiding it would garble all text.
    if (clean && clean.startsWith("/") && clean.length > 1) found.push({ path: clean, shownAs });
  };
  add(installDir, "<toolflow>");
  add(proc?.cwd?.(), "<cwd>");
  // os.tmpdir()'s lookup order; os.homedir() reads HOME first.
  add(env.TMPDIR ?? env.TMP ?? env.TEMP ?? (proc ? "/tmp" : undefined), "<tmp>");
  add(env.HOME, "~");
  return found;
}

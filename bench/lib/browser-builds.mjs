// The builds a browser A/B compares, from its command line: `--base DIR` (build A, a baseline's
// dist/browser), this tree's (B), and `--also NAME=DIR` for more; `--rounds N`. Each build is
// served under /NAME/ with its own copy of the page at /pages/NAME.html.
import { writeFile } from "node:fs/promises";
import { join } from "node:path";

/** The value after `name` on the command line, or `fallback`. */
export function option(name, fallback) {
  const at = process.argv.indexOf(name);
  return at === -1 ? fallback : process.argv[at + 1];
}

/** { builds: name -> dist/browser folder, rounds } from the command line; `own` is build B. */
export function buildsFromArgs(own, defaultRounds) {
  const base = option("--base");
  if (!base) throw new Error("--base DIR: the baseline build's dist/browser");
  const builds = { A: base, B: own };
  process.argv.forEach((arg, i) => {
    if (arg === "--also") {
      const [name, dir] = process.argv[i + 1].split("=");
      builds[name] = dir;
    }
  });
  return { builds, rounds: Number(option("--rounds", defaultRounds)) };
}

/** Writes each build's copy of `page` into `pages` and serves them all with `startStaticServer`. */
export async function serveBuilds(startStaticServer, builds, page, pages) {
  for (const name of Object.keys(builds)) await writeFile(join(pages, `${name}.html`), page.replaceAll('"/', `"/${name}/`));
  return startStaticServer({
    mounts: [...Object.entries(builds).map(([name, dir]) => ({ prefix: `/${name}/`, dir })), { prefix: "/pages/", dir: pages }],
  });
}

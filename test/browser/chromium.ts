// Test harness for the browser build: builds dist/browser/, serves it on loopback and drives
// Debian's headless Chromium with playwright-core (a fresh profile per launch).
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../browser/chromium.mjs";
import { BROWSER_DIST, startStaticServer, type Mount, type StaticServer } from "../../browser/static-server.js";

/** Rebuilds dist/browser/ from the current sources (dist/guest.js must exist: `node build.mjs`). */
export function buildBrowser(): void {
  execFileSync("node", ["-e", "import('./browser/build-browser.mjs').then((b) => b.bundleBrowser())"], {
    cwd: new URL("../..", import.meta.url),
  });
}

export interface Session {
  server: StaticServer;
  context: BrowserContext;
  close(): Promise<void>;
}

/** Chromium with dist/browser/ served at / (plus `extraMounts`), cross-origin isolated by default. */
export async function openSession(extraMounts: readonly Mount[] = [], crossOriginIsolated = true): Promise<Session> {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium (.ci/run does)`);
  const server = await startStaticServer({ mounts: [{ prefix: "/", dir: BROWSER_DIST }, ...extraMounts], crossOriginIsolated });
  const profile = await mkdtemp(join(tmpdir(), "toolflow-chromium-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS], headless: true });
  return {
    server,
    context,
    async close() {
      await context.close();
      await server.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

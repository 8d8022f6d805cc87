// Fresh-context loads of one bench page served beside a dist/browser build, for the scripts that
// look inside a single build's first envelope (browser-page-cpu.mjs, browser-page-trace.mjs).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS } from "../../browser/chromium.mjs";

/**
 * Serves `page` at /bench/page.html beside `dist` (with browser/static-server.ts's
 * `startStaticServer`), then calls `visit(context, url)` `samples` times, each in a new browser
 * context (empty caches); closes everything after.
 */
export async function eachFreshLoad({ startStaticServer, dist, page, samples }, visit) {
  const pages = await mkdtemp(join(tmpdir(), "toolflow-page-loads-"));
  await writeFile(join(pages, "page.html"), page);
  const server = await startStaticServer({ mounts: [{ prefix: "/", dir: dist }, { prefix: "/bench/", dir: pages }] });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: [...CHROMIUM_FLAGS] });
  try {
    for (let i = 0; i < samples; i++) {
      const context = await browser.newContext();
      try {
        await visit(context, `${server.url}bench/page.html`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
    await rm(pages, { recursive: true, force: true });
  }
}

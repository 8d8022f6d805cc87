// Debian's headless Chromium as the browser tests (test/browser/) and the cold-start bench
// (bench/browser-cold.mjs) launch it through playwright-core: one place for the path and flags.
// Plain .mjs so the bench imports it without a TypeScript loader; types in chromium.d.mts.

/** Installed by `.ci/run` (Debian's `chromium`); `npx playwright install` cannot download here. */
export const CHROMIUM = "/usr/bin/chromium";

/** No sandbox (containers), no GPU, and nothing that reaches the network or writes a profile's extras. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

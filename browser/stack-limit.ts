// The browser's default QuickJS stack limit, for the page module's flows and the worker's warm-up.

/**
 * QuickJS's stack limit in the browser. Every guest call is a chain of WebAssembly frames on the
 * worker's native stack, which is smaller than a Node worker's 8 MB: measured in Chromium 156,
 * deep recursion crashed the sandbox at 256 KiB and raised RecursionError at 192 KiB (depth about
 * 940). 160 KiB leaves a margin (depth about 780).
 */
export const BROWSER_STACK_BYTES = 160 * 1024;

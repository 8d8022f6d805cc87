// 1b (opt-in, `--only=browser`): cold start in headless Chromium, page load -> first result, for
// toolflow's browser build and pyodide, through bench/browser-cold.mjs (owned by the browser
// work). Its samples come per runner in sequence, not in interleaved rounds.
import { existsSync } from "node:fs";

export async function browserCold() {
  const title = "1b. cold start in Chromium: page load -> first result (fresh browser context)";
  if (!existsSync("/usr/bin/chromium")) {
    return { title, unit: "ms", rows: [{ name: "toolflow", missing: "no /usr/bin/chromium" }] };
  }
  try {
    const { runBrowserCold } = await import("../browser-cold.mjs");
    const { toolflow, pyodide } = await runBrowserCold({ samples: 5, pyodideSamples: 2 });
    const rows = [
      { name: "toolflow", samples: toolflow.samples, note: "first visit" },
      { name: "pyodide", samples: pyodide.samples, note: "first visit" },
      { name: "toolflow, repeat visit", samples: toolflow.repeat.samples, derived: true },
      { name: "pyodide, repeat visit", samples: pyodide.repeat.samples, derived: true },
    ];
    return { title, unit: "ms", rows };
  } catch (error) {
    return { title, unit: "ms", rows: [{ name: "toolflow", missing: error.message }] };
  }
}

// 1b: cold start in headless Chromium, page load -> first result, for toolflow's browser build and
// pyodide (bench/browser-cold.mjs, owned by the browser work), and 1c: toolflow's cold start split
// into phases (ms since navigation start). Samples come per runner in sequence, not in
// interleaved rounds. Without /usr/bin/chromium both are reported missing and the bench goes on.
import { browserMissing } from "../browser-cold.mjs";

const TITLE = "1b. cold start in Chromium: page load -> first result (fresh browser context)";
const PHASES_TITLE = "1c. toolflow's cold start in Chromium by phase: ms since navigation start (first visit)";

export async function browserCold() {
  const missing = browserMissing();
  if (missing) return [{ title: TITLE, unit: "ms", rows: [{ name: "toolflow", missing }] }];
  try {
    const { runBrowserCold } = await import("../browser-cold.mjs");
    const { toolflow, pyodide } = await runBrowserCold({ samples: 7, pyodideSamples: 2 });
    const rows = [
      { name: "toolflow", samples: toolflow.samples, note: "first visit" },
      { name: "pyodide", samples: pyodide.samples, note: "first visit" },
      { name: "toolflow, repeat visit", samples: toolflow.repeat.samples, derived: true },
      { name: "pyodide, repeat visit", samples: pyodide.repeat.samples, derived: true },
    ];
    const phases = toolflow.phases.map(({ name, samples }) => ({ name, samples, derived: true }));
    return [
      { title: TITLE, unit: "ms", rows },
      { title: PHASES_TITLE, unit: "ms", rows: phases },
    ];
  } catch (error) {
    return [{ title: TITLE, unit: "ms", rows: [{ name: "toolflow", missing: error.message }] }];
  }
}

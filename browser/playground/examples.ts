// The repository's examples/ flows that run offline (a `name.py` with its `name.tools.json`
// replay fixtures beside it), written into playground.js by the build (browser/build-browser.mjs).

export interface PlaygroundExample {
  /** The file's name without `.py`. */
  name: string;
  /** The script's first comment line. */
  summary: string;
  code: string;
  /** The fixtures file's JSON text. */
  fixtures: string;
}

declare const TOOLFLOW_EXAMPLES: PlaygroundExample[];

export const EXAMPLES: readonly PlaygroundExample[] = TOOLFLOW_EXAMPLES;

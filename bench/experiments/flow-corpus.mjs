// The scripts the compile-s13.md measurements share: the seed flow, examples/*.py and test/diff's
// tool-flow cases (all but err_, style_, sem_), each as [name, source, tool names].
import { readFileSync, readdirSync, existsSync } from "node:fs";
import { FLOW_SCRIPT, TOOL_TEXT } from "../workloads.mjs";

export function flowCorpus() {
  const root = new URL("../../", import.meta.url).pathname;
  const corpus = [["seed", FLOW_SCRIPT, Object.keys(TOOL_TEXT)]];
  for (const dir of ["examples/", "test/diff/cases/"]) {
    for (const file of readdirSync(root + dir).sort()) {
      if (!file.endsWith(".py") || /^(err|style|sem)_/.test(file)) continue;
      const toolsFile = root + dir + file.replace(/\.py$/, ".tools.json");
      const tools = existsSync(toolsFile) ? Object.keys(JSON.parse(readFileSync(toolsFile, "utf8"))) : [];
      corpus.push([dir + file, readFileSync(root + dir + file, "utf8"), tools]);
    }
  }
  return corpus;
}

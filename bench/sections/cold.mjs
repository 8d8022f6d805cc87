// 1. Cold start: a new process, from spawn to the first output that carries the result of `1 + 1`.
// toolflow is its CLI (`toolflow run`, live tools, JSON envelope); the others load and print.
import { fileURLToPath } from "node:url";
import { timeToOutput } from "../lib/child.mjs";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const at = (path) => fileURLToPath(new URL(path, import.meta.url));

const RUNNERS = [
  { name: "toolflow", command: process.execPath, args: [at("../../dist/cli.js"), "run", "--yes", at("../cold/trivial.py"), "--json"], marker: '"status"' },
  { name: "monty", command: process.execPath, args: [at("../cold/monty.mjs")], marker: "2" },
  // Seconds per start: fewer rounds keep the whole bench short.
  { name: "pyodide", command: process.execPath, args: [at("../cold/pyodide.mjs")], marker: "2", rounds: 2 },
  { name: "cpython", command: "python3", args: ["-c", "print(1 + 1)"], marker: "2" },
];

export async function coldStart(rounds) {
  const rows = RUNNERS.map((runner) => ({ name: runner.name, samples: [] }));
  for (let round = 0; round < rounds; round++) {
    for (const [i, runner] of RUNNERS.entries()) {
      const row = rows[i];
      if (row.missing || round >= (runner.rounds ?? rounds)) continue;
      try {
        row.samples[round] = await timeToOutput(runner.command, runner.args, runner.marker, { cwd: ROOT });
      } catch (error) {
        row.missing = error.message;
      }
    }
  }
  return { title: "1. cold start: process start -> first result", unit: "ms", rows };
}

// Byte-for-byte comparison of what two trees' transpilers emit, for a refactor that must change
// nothing (transpiler-cycles-s15.md): every .py under test/ and examples/, the bench flow corpus, and
// optionally a directory of captured {source, tools, functionNesting} records (one JSON file each,
// e.g. what the tests fed transpile(); see the .md for the capture). Per source it compares
// transpileScript's result (the JS, imports, or the error with its line and column, or what it
// threw) and the program's line map (emitProgram's `lines`).
//   node bench/experiments/emit-compare.mjs OLD_ROOT NEW_ROOT [CAPTURED_DIR]
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { flowCorpus } from "./flow-corpus.mjs";

const [rootA, rootB, captured] = process.argv.slice(2);

/** One tree's transpiler bundled (as transpile-bundle.mjs does), with what the line map needs. */
async function load(root, name) {
  const contents = [
    'export { transpileScript } from "./index.ts";',
    'export { emitProgram } from "./emit-program.ts";',
    'export { parse } from "./parse.ts";',
  ].join("\n");
  const outfile = `/tmp/emit-compare-${name}-${process.pid}.mjs`;
  await build({ stdin: { contents, resolveDir: join(root, "transpiler"), loader: "ts" }, bundle: true, format: "esm", platform: "node", target: "node20", outfile, logLevel: "error" });
  return import(outfile);
}

async function emitted(lib, { source, tools, functionNesting }) {
  const options = { tools, ...(functionNesting === undefined ? {} : { functionNesting }) };
  let result;
  try {
    result = await lib.transpileScript(source, options);
  } catch (e) {
    return `threw ${e?.name}: ${e?.message}`;
  }
  let lines = null;
  if (result.ok) lines = lib.emitProgram(lib.parse(source), tools).lines;
  return JSON.stringify([result, lines]);
}

function pyFiles(dir, out = []) {
  for (const f of readdirSync(dir).sort()) {
    const p = join(dir, f);
    if (f === "node_modules") continue;
    if (statSync(p).isDirectory()) pyFiles(p, out);
    else if (f.endsWith(".py")) out.push(p);
  }
  return out;
}

const cases = new Map();
const add = (record) => cases.set(JSON.stringify(record), record);
for (const dir of ["test", "examples"]) {
  for (const file of pyFiles(join(rootA, dir))) {
    const source = readFileSync(file, "utf8");
    const toolsFile = file.replace(/\.py$/, ".tools.json");
    const tools = existsSync(toolsFile) ? Object.keys(JSON.parse(readFileSync(toolsFile, "utf8"))) : [];
    // With its tools (when it has some) and without: a name is a tool or a plain name.
    add({ source, tools });
    if (tools.length) add({ source, tools: [] });
  }
}
for (const [, source, tools] of flowCorpus()) add({ source, tools });
if (captured) for (const f of readdirSync(captured)) add(JSON.parse(readFileSync(join(captured, f), "utf8")));

const [A, B] = [await load(rootA, "a"), await load(rootB, "b")];
let differ = 0, errors = 0, threw = 0, bytes = 0;
for (const record of cases.values()) {
  const [a, b] = [await emitted(A, record), await emitted(B, record)];
  bytes += a.length;
  if (a.startsWith("threw")) threw++;
  else if (!JSON.parse(a)[0].ok) errors++;
  if (a !== b) {
    differ++;
    if (differ <= 5) console.log(`DIFFERS: ${JSON.stringify(record.source.slice(0, 200))}\n  A ${a.slice(0, 300)}\n  B ${b.slice(0, 300)}`);
  }
}
console.log(`${cases.size} sources (${errors} compile errors, ${threw} thrown), ${(bytes / 1e6).toFixed(1)} MB of results compared: ${differ} differ`);
process.exitCode = differ ? 1 : 0;

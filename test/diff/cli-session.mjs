// `node cli-session.mjs CLI`: one toolflow CLI process that runs many differential cases, one at a
// time, through the bundle's own `main` (what `node CLI run ...` calls). Starting node and loading
// the CLI costs ~0.5 s and a case a few ms, so 400 cases in 400 processes took minutes.
// Protocol: a JSON line {argv, cwd} on stdin, a JSON line {code, stdout, stderr} on fd 3 (so
// nothing a case writes to the real stdout can be mistaken for an answer).
import { createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";

const { main } = await import(pathToFileURL(process.argv[2]).href);
const answers = createWriteStream(null, { fd: 3 });

for await (const line of createInterface({ input: process.stdin })) {
  const { argv, cwd } = JSON.parse(line);
  let stdout = "";
  let stderr = "";
  const io = { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), readStdin: async () => "", cwd };
  const code = await main(argv, io).catch((err) => {
    stderr += `toolflow: internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`;
    return 70;
  });
  answers.write(`${JSON.stringify({ code, stdout, stderr })}\n`);
}

// What a sandbox costs when restored from the guest snapshot (wasm/snapshot.ts) rather than
// loaded fresh: making the snapshot (once per process), restoring it into a new module instance,
// decoding dist/guest.snapshot, and flows run back to back (no idle time to prepare the next
// sandbox), on this thread. `node --import tsx bench/experiments/snapshot-restore.mjs`
import { readFileSync } from "node:fs";
import { transpile } from "../../transpiler/index.ts";
import { runSandbox } from "../../wasm/sandbox.ts";
import { hostFunctions } from "../../wasm/host-binding.ts";
import { bindHostFunctions, createSnapshot, restoreSnapshot } from "../../wasm/snapshot.ts";
import { setSnapshotMaker } from "../../wasm/snapshot-cache.ts";
import { decodeSnapshot } from "../../wasm/snapshot-format.ts";
import { median } from "../lib/stats.mjs";

const ROUNDS = 15;
const MiB = 1 << 20;
const guestSource = readFileSync(new URL("../../dist/guest.js", import.meta.url), "utf8");

async function sample(label, fn, rounds = ROUNDS) {
  const samples = [];
  await fn();
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  console.log(`${label.padEnd(62)} median ${median(samples).toFixed(3)} ms  (min ${Math.min(...samples).toFixed(3)})`);
}

let snapshot;
await sample("create the snapshot (load guest + preload modules + capture)", async () => {
  snapshot = await createSnapshot(guestSource);
}, 3);
console.log(`snapshot: ${snapshot.pages} pages, ${snapshot.pageIndexes.length} non-zero (${(snapshot.pageData.length / MiB).toFixed(2)} MiB), ${snapshot.zeroPages.length} to zero`);
const file = new URL("../../dist/guest.snapshot", import.meta.url);
await sample("read + decode dist/guest.snapshot", () => decodeSnapshot(new Uint8Array(readFileSync(file)), guestSource));
await sample("restore: module instance + copy the image + wrap pointers", () => restoreSnapshot(snapshot, 64 * MiB));
{
  const restored = [];
  const idle = { pending: new Set(), isLive: () => false, deliver: () => undefined, fail: () => undefined };
  for (let i = 0; i <= ROUNDS; i++) {
    const guest = await restoreSnapshot(snapshot, 64 * MiB);
    // Freeing the context frees __host's functions, which must have their host references.
    bindHostFunctions(guest.runtime, hostFunctions(guest.ctx, { callTool: async () => "", print: () => undefined }, idle), snapshot);
    restored.push(guest);
  }
  await sample("dispose a restored context + runtime (now skipped per flow)", () => {
    const { ctx, runtime } = restored.pop();
    ctx.dispose();
    runtime.dispose();
  });
}

const host = { callTool: async () => "{}", print: () => undefined };
const flow = (code, snapshotted) => {
  const program = transpile(code, { tools: [] });
  return async () => {
    // A new memory limit each time: never the warm sandbox prepared after the previous flow.
    const memoryBytes = 64 * MiB + Math.floor(Math.random() * 1000) * 65536;
    const result = await runSandbox({ guestSource, program: program.js, optionsJson: "{}", host, limits: { memoryBytes, stackBytes: MiB, deadline: Date.now() + 10_000 } });
    if (result.kind !== "returned") throw new Error(JSON.stringify(result));
    return snapshotted;
  };
};
setSnapshotMaker(async () => snapshot);
await sample("flow `1 + 1`, sandbox restored on the critical path", flow("1 + 1", true));
await sample("flow `import re, datetime`, restored (modules preloaded)", flow("import re, datetime\nre.sub('a', 'b', 'aa')", true));
setSnapshotMaker(() => Promise.reject(new Error("measuring the fresh path")));
console.warn = () => undefined;
await sample("flow `1 + 1`, guest evaluated on the critical path", flow("1 + 1", false), 5);
await sample("flow `import re, datetime`, evaluated (modules loaded on import)", flow("import re, datetime\nre.sub('a', 'b', 'aa')", false), 5);
process.exit(0);

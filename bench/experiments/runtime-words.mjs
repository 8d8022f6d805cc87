// The first 32 words of the restored guest's JSRuntime (session 17, waiting-heap-s17.md): to find
// where QuickJS keeps malloc_size and malloc_gc_threshold in this build before a change writes
// the threshold. Run with another build's guest to compare: `npx tsx
// bench/experiments/runtime-words.mjs [OTHER_TREE]` (OTHER_TREE/dist/guest-source.js).
import { restoredSandboxes } from "../lib/restored-sandbox.mjs";
import { pathToFileURL } from "node:url";

const other = process.argv[2];
const source = other ? (await import(pathToFileURL(`${other}/dist/guest-source.js`).href)).default : undefined;
const { restored, snapshot } = await restoredSandboxes(64 * 2 ** 20, source);
const guest = await restored();
const memory = new DataView(guest.flowModule.memory.buffer);
const words = [];
for (let offset = 0; offset < 128; offset += 4) words.push(`${offset}:${memory.getUint32(snapshot.runtimePointer + offset, true)}`);
console.log(words.join(" "));

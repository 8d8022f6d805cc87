// The resident memory of this process split by kind, from /proc/self/smaps (Linux; undefined
// elsewhere): what bench 6a's RSS delta is made of. A WebAssembly memory is an anonymous
// read-write mapping followed by its guard region (an inaccessible reservation of gigabytes), so
// each one (each QuickJS module instance alive, pooled or awaiting collection) is counted apart
// from the rest of the anonymous memory (V8's heaps, malloc, thread stacks).
import { readdirSync, readFileSync } from "node:fs";

const GUARD_BYTES = 2 ** 30;

/** { threads, wasmMemories, wasmRss, anonRss, fileRss } in bytes, or undefined without /proc. */
export function memoryPieces() {
  let text;
  try {
    text = readFileSync("/proc/self/smaps", "utf8");
  } catch {
    return undefined;
  }
  const maps = [];
  let current;
  for (const line of text.split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ (\S+)\s*(.*)$/.exec(line);
    if (head) {
      current = { size: parseInt(head[2], 16) - parseInt(head[1], 16), perm: head[3], anon: head[4] === "0", name: head[5], rss: 0 };
      maps.push(current);
      continue;
    }
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && current) current.rss = Number(rss[1]) * 1024;
  }
  const pieces = { threads: readdirSync("/proc/self/task").length, wasmMemories: 0, wasmRss: 0, anonRss: 0, fileRss: 0 };
  maps.forEach((map, i) => {
    const next = maps[i + 1];
    if (map.perm === "rw-p" && map.anon && next?.perm === "---p" && next.size >= GUARD_BYTES) {
      pieces.wasmMemories++;
      pieces.wasmRss += map.rss;
    } else if (map.anon && !map.name.startsWith("/")) pieces.anonRss += map.rss;
    else pieces.fileRss += map.rss;
  });
  return pieces;
}

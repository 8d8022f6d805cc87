// The CPU time one worker thread has used, read by the host from Linux's /proc (Node 20 has no
// per-thread CPU clock). The pool grows past its size for flows that compute long
// (wasm/worker-sandbox.ts), and wall time cannot tell that on a loaded machine: a flow start of a
// few milliseconds of CPU took over 100 ms of wall time at load 20, and a burst of flows then
// started every worker the pool may have (about 18 MiB each). Node-only.
import { readFileSync, readlinkSync } from "node:fs";

/** Milliseconds per clock tick of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICK_MS = 10;

/** The calling thread's Linux thread id (called in the worker), or 0 where /proc has none. */
export function currentThreadId(): number {
  try {
    return Number(readlinkSync("/proc/thread-self").split("/").pop()) || 0;
  } catch {
    return 0;
  }
}

/** CPU milliseconds (user and system) thread `tid` of this process has used, or undefined when unknown. */
export function threadCpuMs(tid: number): number | undefined {
  if (tid <= 0) return undefined;
  try {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
    // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks * TICK_MS : undefined;
  } catch {
    return undefined;
  }
}

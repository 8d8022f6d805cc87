// A worker thread's scheduling priority, set by the host: a thread held by one long computation
// runs at a lower priority (a higher nice value) until that computation reports back, so the
// threads of short flows, and the workers booting for them, get the cores first when there are
// more threads than cores (starvation.test.ts: four busy loops beside four innocent flows). Linux
// sets the nice value per thread (setpriority on a thread id); without the right to lower it
// again (CAP_SYS_NICE, RLIMIT_NICE), restoring is refused, and the pool replaces that worker once
// it is idle. Node-only.
import { getPriority, setPriority } from "node:os";

/**
 * The nice value of a thread held by a long computation: 10 gives it about a tenth of a core that
 * a thread at 0 shares with it, yet it still has a core that no other thread wants.
 */
const LONG_COMPUTATION_NICE = 10;

/** The process's own nice value, which its threads start with. */
const baseNice = (() => {
  try {
    return getPriority();
  } catch {
    return 0;
  }
})();

/** Lowers thread `tid`'s priority; false when that cannot be done. */
export function lowerPriority(tid: number): boolean {
  return tid > 0 && trySetNice(tid, Math.max(baseNice, LONG_COMPUTATION_NICE));
}

/** Gives thread `tid` the process's priority again; false when refused. */
export function restorePriority(tid: number): boolean {
  return tid > 0 && trySetNice(tid, baseNice);
}

function trySetNice(tid: number, nice: number): boolean {
  try {
    setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}

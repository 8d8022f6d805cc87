// `.agentblock`: a file of that name blocks nested file access to its folder and
// everything below it, in every mode. Found by looking in each ancestor of the accessed path.
import { promises as fs } from "node:fs";
import * as path from "node:path";
import { isMissing } from "./real-path.js";

export const AGENTBLOCK = ".agentblock";

/**
 * The folder whose `.agentblock` covers `abs` (the path itself when it is a folder holding one,
 * else its nearest ancestor holding one), or null. `known` caches answers per folder within one
 * search so a walk over many files stats each folder once.
 */
export async function blockingFolder(abs: string, known?: Map<string, string | null>): Promise<string | null> {
  const chain: string[] = [];
  let dir = abs;
  for (;;) {
    const cached = known?.get(dir);
    if (cached !== undefined) {
      for (const d of chain) known!.set(d, cached);
      return cached;
    }
    chain.push(dir);
    if (await hasAgentblock(dir)) {
      for (const d of chain) known?.set(d, dir);
      return dir;
    }
    const parent = path.dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  for (const d of chain) known?.set(d, null);
  return null;
}

async function hasAgentblock(dir: string): Promise<boolean> {
  try {
    await fs.lstat(path.join(dir, AGENTBLOCK));
    return true;
  } catch (err) {
    if (isMissing(err)) return false;
    throw err;
  }
}

// `toolflow run` in a real terminal (tmux), read off the screen as a person sees it: the approval
// prompt stays whole, the script's prints appear while the flow still runs, and Ctrl+C ends it
// with the Cancelled envelope. The final screen is saved as test-output/toolflow-run-tmux.txt.
// Skipped when tmux is not installed (.ci/run installs it).
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testOutputPath } from "../../test-output.js";
import { requireBuild } from "../jobs/built.js";
import { CLI } from "./built-cli.js";

const HAS_TMUX = spawnSync("tmux", ["-V"]).status === 0;
// A server of our own (not the user's), with no config file read.
const SOCKET = `toolflow-test-${process.pid}`;
const tmux = (...args: string[]) => execFileSync("tmux", ["-L", SOCKET, "-f", "/dev/null", ...args], { encoding: "utf8" });
const screen = () => tmux("capture-pane", "-p", "-t", "run");

/** Polls the screen until `check` holds (no fixed waits), returning that screen. */
async function screenWhen(check: (text: string) => boolean, what: string, ms = 60_000): Promise<string> {
  const end = Date.now() + ms;
  for (;;) {
    const text = screen();
    if (check(text)) return text;
    if (Date.now() > end) throw new Error(`the screen never showed ${what}:\n${text}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const steps = (text: string) => [...text.matchAll(/^step (\d+)$/gm)].map((m) => Number(m[1]));

let dir: string;
beforeAll(() => {
  if (!HAS_TMUX) return;
  requireBuild();
  dir = mkdtempSync(join(tmpdir(), "toolflow-tmux-"));
  // Long enough to run until cancelled; a print every few hundred milliseconds of computing.
  writeFileSync(join(dir, "long.py"), 'print("started")\nfor i in range(1, 10**9):\n    if i % 300000 == 0:\n        print(f"step {i // 300000}")\n');
});
afterAll(() => {
  if (!HAS_TMUX) return;
  spawnSync("tmux", ["-L", SOCKET, "kill-server"]);
  rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(!HAS_TMUX)("toolflow run in tmux", () => {
  it("asks, then shows prints as they are printed, and Ctrl+C prints the Cancelled envelope", async () => {
    // The shell line prints the exit status, then waits, so the pane stays readable.
    const command = `${JSON.stringify(process.execPath)} ${JSON.stringify(CLI)} run long.py; echo "[exit $?]"; read`;
    tmux("new-session", "-d", "-s", "run", "-x", "100", "-y", "30", "-c", dir, command);

    const asking = await screenWhen((text) => text.includes("Run it? [y/N]"), "the approval prompt");
    expect(asking).toContain('toolflow: flow "long" asks to run this script\n   1 | print("started")');
    expect(asking).not.toContain("== prints ==");
    tmux("send-keys", "-t", "run", "y", "Enter");

    const early = await screenWhen((text) => steps(text).length >= 2, "two steps");
    expect(early).toMatch(/^Run it\? \[y\/N\] y\n== prints ==\nstarted\nstep 1\nstep 2\n/m);
    expect(early).not.toContain("status:");
    // More keep coming while the flow runs: they are shown as printed, not at the end.
    const seen = Math.max(...steps(early));
    const later = await screenWhen((text) => Math.max(...steps(text)) > seen, "a later step");
    expect(later).not.toContain("status:");

    tmux("send-keys", "-t", "run", "C-c");
    const final = await screenWhen((text) => text.includes("[exit "), "the exit status");
    writeFileSync(testOutputPath("toolflow-run-tmux.txt"), final.replace(/\n+$/, "\n"));
    expect(final).toMatch(/\n== error ==\nCancelled: the flow was cancelled\n\nstatus: error \| 0 calls \| \d+ ms\n\[exit 1\]\n/);
    // The prompt above is intact, and the prints were shown once, in order.
    expect(final).toContain("Run it? [y/N] y\n== prints ==\nstarted\nstep 1\n");
    expect(final.match(/== prints ==/g)).toHaveLength(1);
    const shown = steps(final);
    expect(shown).toEqual(shown.map((_, i) => i + 1));
  }, 90_000);
});
